import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { jobs, pipelines, projects } from "../schema";

const J = jobs;
const db = (env: Env) => drizzle(env.DB_CI);

/** What a runner may take: jobs whose tags are all its own (untagged ones only with runUntagged), of no account in skipAccounts. */
export interface QueueFilter {
	tags: readonly string[];
	runUntagged: boolean;
	skipAccounts?: readonly string[];
}

/**
 * Pending latest attempts this runner may take, oldest first: a workspace runner's own, or every
 * workspace's for a shared one. Tags and skipped accounts are filtered here, before the limit, so
 * old jobs the runner cannot take never hide the ones it can.
 */
export const pendingJobs = (env: Env, accountId: string | null, limit: number, f: QueueFilter) =>
	db(env)
		.select({ id: J.id, accountId: J.accountId, pipelineId: J.pipelineId, tags: J.tags })
		.from(J)
		.where(
			and(
				eq(J.status, "pending"),
				eq(J.latest, 1),
				accountId == null ? undefined : eq(J.accountId, accountId),
				sql`NOT EXISTS (SELECT 1 FROM json_each(${J.tags}) AS jt WHERE jt.value NOT IN (SELECT rt.value FROM json_each(${JSON.stringify(f.tags)}) AS rt))`,
				f.runUntagged ? undefined : sql`json_array_length(${J.tags}) > 0`,
				f.skipAccounts?.length
					? sql`${J.accountId} NOT IN (SELECT sa.value FROM json_each(${JSON.stringify(f.skipAccounts)}) AS sa)`
					: undefined,
			),
		)
		.orderBy(asc(J.createdAt), asc(J.id))
		.limit(limit);

/**
 * The job a job token belongs to, marking it heard from in the same statement (the runner's trace,
 * keep-alive and state updates all pass here): null for an unknown token.
 */
export const jobByToken = async (env: Env, tokenHash: string, now: number) =>
	(await db(env).update(J).set({ lastSeenAt: now }).where(eq(J.tokenHash, tokenHash)).returning())[0] ?? null;

/** What a job's payload needs besides the job: its pipeline, project, and the latest jobs of the pipeline. */
export async function payloadFacts(env: Env, pipelineId: string) {
	const d = db(env);
	// Three plain selects, not a join: two whole tables in one row would collide on id, account_id, …
	const [pipeline, project, siblings] = await d.batch([
		d.select().from(pipelines).where(eq(pipelines.id, pipelineId)).limit(1),
		d
			.select()
			.from(projects)
			.where(eq(projects.id, sql`(SELECT project_id FROM pipelines WHERE id = ${pipelineId})`))
			.limit(1),
		d
			.select({ id: J.id, name: J.name, stage: J.stage })
			.from(J)
			.where(and(eq(J.pipelineId, pipelineId), eq(J.latest, 1))),
	]);
	return pipeline[0] && project[0] ? { pipeline: pipeline[0], project: project[0], siblings } : null;
}

export const jobsByIds = (env: Env, ids: string[]) =>
	ids.length ? db(env).select().from(J).where(inArray(J.id, ids)) : Promise.resolve([]);

export const jobStatus = async (env: Env, id: string) =>
	(await db(env).select({ status: J.status }).from(J).where(eq(J.id, id)).limit(1))[0]?.status ?? null;

/** The workspace and project of a job (the trace's masked values are the project's). */
export const jobProjectOf = async (env: Env, id: string) =>
	(await db(env).select({ accountId: J.accountId, projectId: J.projectId }).from(J).where(eq(J.id, id)).limit(1))[0] ??
	null;
