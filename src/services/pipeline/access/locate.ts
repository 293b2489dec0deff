// How CI's public entry points find their workspace (issue 38, docs/ci.md "Shards"): a project's
// badge token and its id are located (written when the project is created, before its row), a
// runner's token hash when the runner is created; a job token carries its workspace. A key with no
// locator row was minted before sharding: shard 0.
import type { Env } from "../../../env";
import { placedEnv } from "../../../platform/shards";
import { locatedEnv, recordLocator, workspaceEnv } from "../../admin/public";

/** Locator kinds: badge token, project id (the code host's webhook URL), runner token hash. */
export const BADGE_LOCATOR = "ci.badge";
export const PROJECT_LOCATOR = "ci.project";
export const RUNNER_LOCATOR = "ci.runner";

/** Records the project's badge token and id before its row is written; false on a (random) collision. */
export async function locateProject(env: Env, workspaceId: string, p: { id: string; badgeToken: string }) {
	const [badge, project] = await Promise.all([
		recordLocator(env, BADGE_LOCATOR, p.badgeToken, workspaceId),
		recordLocator(env, PROJECT_LOCATOR, p.id, workspaceId),
	]);
	return badge && project;
}

/** The env working for the workspace owning the badge token (a project made before sharding: shard 0). */
export const badgeEnv = async <E extends Env>(env: E, badgeToken: string): Promise<E> =>
	(await locatedEnv(env, BADGE_LOCATOR, badgeToken)).env;

/** The env working for the workspace owning the project (a project made before sharding: shard 0). */
export const projectEnv = async <E extends Env>(env: E, projectId: string): Promise<E> =>
	(await locatedEnv(env, PROJECT_LOCATOR, projectId)).env;

/**
 * A job token carries its workspace, `cijt_<workspace>.<48 hex>`, so no platform write is made per
 * job; the job row it finds on that workspace's shard must be that workspace's. A workspace id that
 * cannot be carried (not [A-Za-z0-9_-]{1,64}) gets the plain form, as tokens minted before sharding
 * have: shard 0 (such a workspace is unknown to the directory, hence on shard 0 too).
 */
const CARRIED = /^[A-Za-z0-9_-]{1,64}$/;
const JOB_TOKEN = /^cijt_([A-Za-z0-9_-]{1,64})\.[0-9a-f]{48}$/;

export const jobTokenFor = (workspaceId: string, random: string) =>
	CARRIED.test(workspaceId) ? `cijt_${workspaceId}.${random}` : `cijt_${random}`;

/** The workspace a job token names (null: a plain token, shard 0) and the env working for it. */
export async function jobTokenEnv<E extends Env>(env: E, token: string) {
	const workspaceId = JOB_TOKEN.exec(token)?.[1] ?? null;
	return { workspaceId, env: workspaceId ? await workspaceEnv(env, workspaceId) : placedEnv(env, {}) };
}
