// What the pipeline and job pages read (issue 41), found by the ids in the page's address: the
// project (on the shard its id is located on), then only that project's pipelines and jobs.
import { and, asc, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { inJson } from "../../../platform/d1";
import { artifacts, jobs, pipelines, projects, runners } from "../schema";

const db = (env: Env) => drizzle(env.DB_CI);
export type PageProject = typeof projects.$inferSelect;

export const projectById = async (env: Env, id: string) =>
	(await db(env).select().from(projects).where(eq(projects.id, id)).limit(1))[0] ?? null;

export const projectPipeline = async (env: Env, p: PageProject, pipelineId: string) =>
	(
		await db(env)
			.select()
			.from(pipelines)
			.where(and(eq(pipelines.accountId, p.accountId), eq(pipelines.projectId, p.id), eq(pipelines.id, pipelineId)))
			.limit(1)
	)[0] ?? null;

/** The pipeline's latest job attempts, in creation order (the page groups them by stage). */
export const pipelineJobs = (env: Env, p: PageProject, pipelineId: string) =>
	db(env)
		.select()
		.from(jobs)
		.where(and(eq(jobs.accountId, p.accountId), eq(jobs.pipelineId, pipelineId), eq(jobs.latest, 1)))
		.orderBy(asc(jobs.createdAt), asc(jobs.id));

export const projectJob = async (env: Env, p: PageProject, jobId: string) =>
	(
		await db(env)
			.select()
			.from(jobs)
			.where(and(eq(jobs.accountId, p.accountId), eq(jobs.projectId, p.id), eq(jobs.id, jobId)))
			.limit(1)
	)[0] ?? null;

/** The newest pipeline of the default branch (a branch, not a tag of that name): what the badge shows. */
export const latestDefaultPipeline = async (env: Env, p: PageProject) =>
	(
		await db(env)
			.select({ id: pipelines.id })
			.from(pipelines)
			.where(
				and(
					eq(pipelines.accountId, p.accountId),
					eq(pipelines.projectId, p.id),
					eq(pipelines.ref, p.defaultBranch),
					eq(pipelines.refKind, "branch"),
				),
			)
			.orderBy(desc(pipelines.iid))
			.limit(1)
	)[0] ?? null;

/** The job's unexpired artifact by id, or null. */
export const jobArtifactOf = async (env: Env, p: PageProject, jobId: string, id: string, now = Date.now()) => {
	const a = (
		await db(env)
			.select()
			.from(artifacts)
			.where(and(eq(artifacts.accountId, p.accountId), eq(artifacts.jobId, jobId), eq(artifacts.id, id)))
			.limit(1)
	)[0];
	return a && (a.expireAt == null || a.expireAt > now) ? a : null;
};

/** Runner descriptions by id (a page names the runner a job ran on, never its token). */
export async function runnerNames(env: Env, ids: string[]) {
	if (!ids.length) return new Map<string, string>();
	const rows = await db(env)
		.select({ id: runners.id, description: runners.description })
		.from(runners)
		.where(inJson(runners.id, ids));
	return new Map(rows.map((r) => [r.id, r.description]));
}

/** Unexpired artifacts of these jobs, by job. */
export async function jobArtifacts(env: Env, p: PageProject, jobIds: string[], now = Date.now()) {
	const out = new Map<string, Array<typeof artifacts.$inferSelect>>();
	if (!jobIds.length) return out;
	const rows = await db(env)
		.select()
		.from(artifacts)
		.where(and(eq(artifacts.accountId, p.accountId), inJson(artifacts.jobId, jobIds)))
		.orderBy(asc(artifacts.createdAt));
	for (const a of rows) if (a.expireAt == null || a.expireAt > now) out.set(a.jobId, [...(out.get(a.jobId) ?? []), a]);
	return out;
}

/** A workspace's pipeline with its project's id and visibility (the view-link API), or null. */
export const workspacePipeline = async (env: Env, workspaceId: string, id: string) =>
	(
		await db(env)
			.select({ id: pipelines.id, project: projects })
			.from(pipelines)
			.innerJoin(projects, eq(projects.id, pipelines.projectId))
			.where(and(eq(pipelines.accountId, workspaceId), eq(pipelines.id, id)))
			.limit(1)
	)[0] ?? null;
