// DB_CI projects, and the sealing of their clone tokens (AES-256-GCM under the workspace's data key,
// bound to the project so a blob copied onto another row does not open).
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { openText, seal } from "../../../platform/crypto";
import type { Cursor } from "../../../platform/cursor";
import { inJson } from "../../../platform/d1";
import { workspaceDataKey } from "../../../platform/data-keys";
import { newestFirst } from "../../../platform/keyset";
import type { CiScope } from "../context";
import { jobs, pipelines, projects, schedules, scmDeliveries, variables } from "../schema";

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

/** The project after the change, or null when it is not this workspace's. */
export const updateProject = async (
	env: Env,
	s: CiScope,
	id: string,
	set: Partial<Pick<ProjectRow, "visibility">> & Pick<ProjectRow, "updatedAt">,
) => (await db(env).update(P).set(set).where(mine(s, id)).returning())[0] ?? null;

/** false when it is not this workspace's; its pipelines, jobs, schedules and variables go in the same batch. */
export async function deleteProject(env: Env, s: CiScope, id: string) {
	const d = db(env);
	const [, , , , , gone] = await d.batch([
		d.delete(jobs).where(and(eq(jobs.accountId, s.workspaceId), eq(jobs.projectId, id))),
		d.delete(pipelines).where(and(eq(pipelines.accountId, s.workspaceId), eq(pipelines.projectId, id))),
		d.delete(schedules).where(and(eq(schedules.accountId, s.workspaceId), eq(schedules.projectId, id))),
		d.delete(scmDeliveries).where(and(eq(scmDeliveries.accountId, s.workspaceId), eq(scmDeliveries.projectId, id))),
		d.delete(variables).where(and(eq(variables.accountId, s.workspaceId), eq(variables.projectId, id))),
		d.delete(P).where(mine(s, id)).returning({ id: P.id, badgeToken: P.badgeToken }),
	]);
	return gone[0] ?? null;
}

/** The newest pipeline of each project (of `ref` when given): one query for a page of projects. */
export async function latestPipelines(env: Env, projectIds: string[], ref?: string) {
	if (!projectIds.length) return new Map<string, LatestPipeline>();
	const rows = await db(env)
		.select({
			id: pipelines.id,
			projectId: pipelines.projectId,
			iid: pipelines.iid,
			ref: pipelines.ref,
			sha: pipelines.sha,
			source: pipelines.source,
			status: pipelines.status,
			createdAt: pipelines.createdAt,
		})
		.from(pipelines)
		.where(
			and(
				inJson(pipelines.projectId, projectIds),
				ref === undefined ? undefined : eq(pipelines.ref, ref),
				sql`${pipelines.iid} = (SELECT MAX(p2.iid) FROM pipelines p2 WHERE p2.project_id = ${pipelines.projectId}${ref === undefined ? sql`` : sql` AND p2.ref = ${ref}`})`,
			),
		);
	return new Map(rows.map((r) => [r.projectId, r]));
}
export type LatestPipeline = {
	id: string;
	projectId: string;
	iid: number;
	ref: string;
	sha: string;
	source: string;
	status: string;
	createdAt: number;
};
