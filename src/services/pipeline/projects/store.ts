// DB_CI projects, and the sealing of their clone tokens (AES-256-GCM under the workspace's data key,
// bound to the project so a blob copied onto another row does not open).
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { openText, seal } from "../../../platform/crypto";
import type { Cursor } from "../../../platform/cursor";
import { workspaceDataKey } from "../../../platform/data-keys";
import { newestFirst } from "../../../platform/keyset";
import type { CiScope } from "../context";
import { projects } from "../schema";

export type ProjectRow = typeof projects.$inferSelect;
const P = projects;
const db = (env: Env) => drizzle(env.DB_CI);
const mine = (s: CiScope, id: string) => and(eq(P.accountId, s.workspaceId), eq(P.id, id));

const dataKey = (env: Env, accountId: string) =>
	workspaceDataKey(env, { db: env.DB_CI, table: "data_keys", scope: (a) => `ci:${a}` }, accountId);
const aad = (accountId: string, projectId: string) => `ci:${accountId}:${projectId}`;

export const sealCloneToken = async (env: Env, accountId: string, projectId: string, token: string) =>
	seal(await dataKey(env, accountId), token, aad(accountId, projectId));

export const openCloneToken = async (env: Env, row: Pick<ProjectRow, "accountId" | "id" | "cloneToken">) =>
	row.cloneToken ? openText([await dataKey(env, row.accountId)], row.cloneToken, aad(row.accountId, row.id)) : null;

export const insertProject = (env: Env, row: ProjectRow) => db(env).insert(P).values(row).run();

export const getProject = async (env: Env, s: CiScope, id: string) =>
	(await db(env).select().from(P).where(mine(s, id)).limit(1))[0] ?? null;

export const listProjects = (env: Env, s: CiScope, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), P, s.workspaceId, q);

export const setWebhookState = (
	env: Env,
	s: CiScope,
	id: string,
	set: Pick<ProjectRow, "webhookRegistered" | "webhookError" | "hookId" | "updatedAt">,
) => db(env).update(P).set(set).where(mine(s, id)).returning().get();

/** false when it is not this workspace's; pipelines, jobs and schedules go with it as they land. */
export async function deleteProject(env: Env, s: CiScope, id: string) {
	const gone = await db(env).delete(P).where(mine(s, id)).returning({ id: P.id });
	return gone.length === 1;
}

export const projectByBadge = async (env: Env, badgeToken: string) =>
	(
		await db(env).select({ id: P.id, accountId: P.accountId }).from(P).where(eq(P.badgeToken, badgeToken)).limit(1)
	)[0] ?? null;
