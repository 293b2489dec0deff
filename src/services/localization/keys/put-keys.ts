import type { Env } from "../../../env";
import { newId } from "../../../platform/ids";
import { planLimits, upgradeRequired } from "../access/plans";
import type { LocScope } from "../context";
import { dispatchLocEvents } from "../events";
import { projectOf } from "../projects";
import { checkKeys } from "./domain";
import { refreshLengthWarnings } from "./lengths";
import type { PutKeysBody } from "./schemas";
import { namespaceNames } from "./store/keys";
import { putKeys as write } from "./store/put";

/**
 * PUT /projects/{id}/keys: the whole payload is checked first (checkKeys), then written in one D1
 * batch (store/put.ts) whose first statement enforces the plan's live-key limit, so a refused or
 * failed PUT writes nothing. Unchanged keys (same sourceText, description, maxLength, context, live)
 * are neither created nor updated. Keys created and keys archived are each reported by one event
 * (loc.key.created.v1, loc.key.archived.v1) written in that batch.
 */
export async function putKeys(env: Env, s: LocScope, projectId: string, b: PutKeysBody) {
	const project = await projectOf(env, s, projectId);
	const now = Date.now();
	const rows = checkKeys(b.keys, await namespaceNames(env, project.id), () => newId("str_", now));
	const limits = await planLimits(env, s);
	const out = await write(env, {
		accountId: s.workspaceId,
		projectId: project.id,
		rows,
		prune: b.prune,
		cap: limits.keys,
		now,
	});
	if (out === "over_plan") throw upgradeRequired("live keys per project", limits.keys, limits.plan);
	await dispatchLocEvents(env, null, out.events);
	await refreshLengthWarnings(env, out.resized);
	const unchanged = rows.length - out.created - out.updated;
	return { created: out.created, updated: out.updated, unchanged, archived: out.archived };
}
