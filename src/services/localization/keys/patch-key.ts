import type { Env } from "../../../env";
import { type LocScope, notFound } from "../context";
import { refreshLengthWarnings } from "./lengths";
import type { PatchKeyBody } from "./schemas";
import { getKey, updateKey } from "./store/keys";
import { keyView } from "./view";

/** PATCH /keys/{keyId}: description, maxLength, screenshotUrl (null clears); a new maxLength re-measures its translations. */
export async function patchKey(env: Env, s: LocScope, keyId: string, b: PatchKeyBody) {
	const before = await getKey(env, s, keyId);
	if (!before) throw notFound("key");
	if (b.description === undefined && b.maxLength === undefined && b.screenshotUrl === undefined) return keyView(before);
	const row = await updateKey(env, s, keyId, { ...b, updatedAt: Date.now() });
	if (!row) throw notFound("key");
	if (b.maxLength !== undefined && b.maxLength !== before.maxLength)
		await refreshLengthWarnings(env, [{ id: row.id, maxLength: row.maxLength }]);
	return keyView(row);
}
