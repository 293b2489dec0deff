import { and, desc, eq, lt, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../env";
import type { Cursor } from "../../platform/cursor";
import { iso } from "../../platform/encoding";
import { allowlists, workspacePlans, workspaces } from "./schema";

export type WorkspaceRow = typeof workspaces.$inferSelect;

export const workspaceView = (w: WorkspaceRow) => ({
	id: w.id,
	name: w.name,
	slug: w.slug,
	createdAt: iso(w.createdAt) as string,
});

export async function insertWorkspace(env: Env, row: WorkspaceRow): Promise<boolean> {
	const res = await drizzle(env.DB_PLATFORM).insert(workspaces).values(row).onConflictDoNothing().run();
	return (res.meta.changes ?? 0) > 0;
}

export async function slugTaken(env: Env, slug: string) {
	return !!(await drizzle(env.DB_PLATFORM)
		.select({ id: workspaces.id })
		.from(workspaces)
		.where(eq(workspaces.slug, slug))
		.get());
}

export async function getWorkspace(env: Env, id: string) {
	return drizzle(env.DB_PLATFORM).select().from(workspaces).where(eq(workspaces.id, id)).get();
}

export async function listWorkspaces(env: Env, limit: number, after: Cursor | null) {
	const db = drizzle(env.DB_PLATFORM);
	const where = after
		? or(lt(workspaces.createdAt, after.t), and(eq(workspaces.createdAt, after.t), lt(workspaces.id, after.id)))
		: undefined;
	return db
		.select()
		.from(workspaces)
		.where(where)
		.orderBy(desc(workspaces.createdAt), desc(workspaces.id))
		.limit(limit + 1)
		.all();
}

export async function setPlan(env: Env, workspaceId: string, service: string, plan: string, now: number) {
	await drizzle(env.DB_PLATFORM)
		.insert(workspacePlans)
		.values({ workspaceId, service, plan, updatedAt: now })
		.onConflictDoUpdate({ target: [workspacePlans.workspaceId, workspacePlans.service], set: { plan, updatedAt: now } })
		.run();
}

export async function setAllowlist(env: Env, workspaceId: string, service: string, allowed: boolean, now: number) {
	await drizzle(env.DB_PLATFORM)
		.insert(allowlists)
		.values({ workspaceId, service, allowed, updatedAt: now })
		.onConflictDoUpdate({ target: [allowlists.workspaceId, allowlists.service], set: { allowed, updatedAt: now } })
		.run();
}

// Directory look-ups (directory.ts caches them for the other services).

/** A workspace's directory entry in one query: name, slug, every plan and allowlist setting (JSON objects). */
export async function directoryRow(env: Env, workspaceId: string) {
	const row = await env.DB_PLATFORM.prepare(
		`SELECT w.id, w.name, w.slug,
			(SELECT json_group_object(service, plan) FROM workspace_plans WHERE workspace_id = w.id) AS plans,
			(SELECT json_group_object(service, allowed) FROM allowlists WHERE workspace_id = w.id) AS allow
		FROM workspaces w WHERE w.id = ?1`,
	)
		.bind(workspaceId)
		.first<{ id: string; name: string; slug: string; plans: string | null; allow: string | null }>();
	if (!row) return null;
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		plans: JSON.parse(row.plans ?? "{}") as Record<string, string>,
		allow: Object.fromEntries(
			Object.entries(JSON.parse(row.allow ?? "{}") as Record<string, number | boolean>).map(([k, v]) => [k, !!v]),
		) as Record<string, boolean>,
	};
}

export async function workspaceSlugRow(env: Env, slug: string) {
	return drizzle(env.DB_PLATFORM)
		.select({ id: workspaces.id, name: workspaces.name, slug: workspaces.slug })
		.from(workspaces)
		.where(eq(workspaces.slug, slug))
		.get();
}
