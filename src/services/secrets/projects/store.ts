import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { iso } from "../../../platform/encoding";
import { workspaceCache } from "../../../platform/workspace-cache";
import { type AuditEntry, insertAudit } from "../audit/store";
import { environments, projects } from "../schema";
import { db, isConstraintError } from "../store";

/**
 * Projects and environments (names and ids, never values) may be listed a second stale (issue 27):
 * lists are kept per workspace for TREE_TTL_MS; an insert here forgets this isolate's at once, so
 * only another isolate's new project can be missing from a list, for at most that second.
 */
export const TREE_TTL_MS = 1_000;
export const projectTree = workspaceCache(TREE_TTL_MS);

export type ProjectRow = typeof projects.$inferSelect;
export type EnvironmentRow = typeof environments.$inferSelect;

export const projectView = (p: ProjectRow) => ({
	id: p.id,
	name: p.name,
	slug: p.slug,
	createdAt: iso(p.createdAt) as string,
	createdBy: p.createdBy,
});
export const environmentView = (e: EnvironmentRow) => ({
	id: e.id,
	projectId: e.projectId,
	name: e.name,
	slug: e.slug,
	createdAt: iso(e.createdAt) as string,
});

/** Every read is scoped by workspace: another workspace's id is simply not found. */
export async function getProject(env: Env, workspaceId: string, id: string) {
	return db(env)
		.select()
		.from(projects)
		.where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
		.get();
}

export async function projectSlugTaken(env: Env, workspaceId: string, slug: string) {
	return !!(await db(env)
		.select({ id: projects.id })
		.from(projects)
		.where(and(eq(projects.workspaceId, workspaceId), eq(projects.slug, slug)))
		.get());
}

/** Inserts the project and its audit entry atomically; false when the slug was taken meanwhile. */
export async function insertProject(env: Env, row: ProjectRow, audit: AuditEntry): Promise<boolean> {
	const d = db(env);
	try {
		await d.batch([d.insert(projects).values(row), insertAudit(d, audit)]);
		projectTree.changed(row.workspaceId);
		return true;
	} catch (err) {
		if (isConstraintError(err)) return false;
		throw err;
	}
}

export async function listProjects(env: Env, workspaceId: string, limit: number, after: Cursor | null) {
	return db(env)
		.select()
		.from(projects)
		.where(
			and(
				eq(projects.workspaceId, workspaceId),
				after
					? or(lt(projects.createdAt, after.t), and(eq(projects.createdAt, after.t), lt(projects.id, after.id)))
					: undefined,
			),
		)
		.orderBy(desc(projects.createdAt), desc(projects.id))
		.limit(limit + 1)
		.all();
}

export async function getEnvironment(env: Env, workspaceId: string, id: string) {
	return db(env)
		.select()
		.from(environments)
		.where(and(eq(environments.id, id), eq(environments.workspaceId, workspaceId)))
		.get();
}

export async function environmentSlugTaken(env: Env, projectId: string, slug: string) {
	return !!(await db(env)
		.select({ id: environments.id })
		.from(environments)
		.where(and(eq(environments.projectId, projectId), eq(environments.slug, slug)))
		.get());
}

export async function insertEnvironment(env: Env, row: EnvironmentRow, audit: AuditEntry): Promise<boolean> {
	const d = db(env);
	try {
		await d.batch([d.insert(environments).values(row), insertAudit(d, audit)]);
		projectTree.changed(row.workspaceId);
		return true;
	} catch (err) {
		if (isConstraintError(err)) return false;
		throw err;
	}
}

export async function listEnvironments(
	env: Env,
	workspaceId: string,
	projectId: string,
	limit: number,
	after: Cursor | null,
) {
	return db(env)
		.select()
		.from(environments)
		.where(
			and(
				eq(environments.workspaceId, workspaceId),
				eq(environments.projectId, projectId),
				after
					? or(
							lt(environments.createdAt, after.t),
							and(eq(environments.createdAt, after.t), lt(environments.id, after.id)),
						)
					: undefined,
			),
		)
		.orderBy(desc(environments.createdAt), desc(environments.id))
		.limit(limit + 1)
		.all();
}
