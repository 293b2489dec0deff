import type { Env } from "../../../env";
import { displayLength, parseIcu } from "../icu";
import { lengthWarning } from "./domain";
import { setLengthWarnings, translationValues } from "./store/keys";

/**
 * After a key's maxLength changed (PATCH, or a PUT that sent another one), its translations'
 * lengthWarning is measured again against the new limit: a warning must say what the key holds now.
 * Runs after the change is stored (derived data: it only writes if the limit is still that one).
 */
export async function refreshLengthWarnings(env: Env, resized: Array<{ id: string; maxLength: number | null }>) {
	if (!resized.length) return;
	const limits = new Map(resized.map((k) => [k.id, k.maxLength]));
	const rows = await translationValues(env, [...limits.keys()]);
	const updates = rows.map((t) => {
		const maxLength = limits.get(t.keyId) ?? null;
		const parsed = parseIcu(t.value);
		const warning = parsed.ok ? lengthWarning(maxLength, displayLength(parsed.ast)) : null;
		return { id: t.id, keyId: t.keyId, maxLength, warning: warning ? JSON.stringify(warning) : null };
	});
	for (let i = 0; i < updates.length; i += 2000) await setLengthWarnings(env, updates.slice(i, i + 2000));
}
