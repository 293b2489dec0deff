import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { pipelines, projects } from "../schema";

/**
 * What a badge shows, in one query: the project of the token and the status of its default branch's
 * newest pipeline (null without one). null when no project has the token.
 */
export async function badgeStatus(env: Env, badgeToken: string): Promise<{ status: string | null } | null> {
	const rows = await drizzle(env.DB_CI)
		.select({ projectId: projects.id, status: pipelines.status })
		.from(projects)
		.leftJoin(
			pipelines,
			// The default branch as a branch: a tag named like it (refs/tags/main) is not the branch's status.
			and(
				eq(pipelines.projectId, projects.id),
				eq(pipelines.ref, projects.defaultBranch),
				eq(pipelines.refKind, "branch"),
			),
		)
		.where(eq(projects.badgeToken, badgeToken))
		.orderBy(desc(pipelines.createdAt), desc(pipelines.id))
		.limit(1);
	return rows[0] ? { status: rows[0].status } : null;
}
