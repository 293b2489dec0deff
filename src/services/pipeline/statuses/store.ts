import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { pipelines, projects } from "../schema";

const db = (env: Env) => drizzle(env.DB_CI);
const P = pipelines;

/** The pipeline as it is now and what reporting it needs from its project, in one query. */
export async function reportTarget(env: Env, accountId: string, pipelineId: string) {
	const [row] = await db(env)
		.select({
			pipelineId: P.id,
			projectId: P.projectId,
			iid: P.iid,
			sha: P.sha,
			status: P.status,
			configErrors: P.configErrors,
			opId: P.opId,
			repoFullName: projects.repoFullName,
			name: projects.name,
			cloneToken: projects.cloneToken,
			publicBase: projects.publicBase,
			accountId: projects.accountId,
		})
		.from(P)
		.innerJoin(projects, eq(projects.id, P.projectId))
		.where(and(eq(P.accountId, accountId), eq(P.id, pipelineId)))
		.limit(1);
	return row ?? null;
}
export type ReportTarget = NonNullable<Awaited<ReturnType<typeof reportTarget>>>;

/**
 * Records the code host's answer only while the pipeline is still at the change it was read at
 * (`opId`): true when written. False means the pipeline moved on meanwhile, so what was sent may be
 * older than its state: the caller reports again. The write leaves op_id alone, so it never makes a
 * pipeline change lose its compare-and-set.
 */
export async function recordReport(
	env: Env,
	pipelineId: string,
	opId: string,
	outcome: { state?: string; error: string | null; at: number },
) {
	const r = await db(env)
		.update(P)
		.set({
			...(outcome.state ? { commitStatusState: outcome.state } : {}),
			commitStatusError: outcome.error,
			commitStatusAt: outcome.at,
		})
		.where(and(eq(P.id, pipelineId), eq(P.opId, opId)))
		.run();
	return r.meta.changes === 1;
}
