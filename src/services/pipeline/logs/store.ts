// The one D1 read of the logs feature: the job's status, scoped to the workspace (logs sits below
// pipelines in the feature order, so it cannot use pipelines' jobOf).
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { CiScope } from "../context";
import { jobs } from "../schema";

/** The job's status, or null when it is not this workspace's job. */
export const jobStatus = async (env: Env, s: CiScope, jobId: string): Promise<string | null> =>
	(
		await drizzle(env.DB_CI)
			.select({ status: jobs.status })
			.from(jobs)
			.where(and(eq(jobs.accountId, s.workspaceId), eq(jobs.id, jobId)))
			.limit(1)
	)[0]?.status ?? null;
