import { and, desc, eq, lt, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../env";
import type { Cursor } from "../../platform/cursor";
import { iso } from "../../platform/encoding";
import type { Placement } from "../../platform/shards";
import { allowlists, locators, shardFill, workspacePlans, workspaces } from "./schema";

export type WorkspaceRow = typeof workspaces.$inferSelect;

export const workspaceView = (w: WorkspaceRow) => ({
	id: w.id,
	name: w.name,
	slug: w.slug,
	createdAt: iso(w.createdAt) as string,
});

/** The workspace row and its placement in one batch; false (nothing written) when the slug or id is taken. */
export async function insertWorkspace(
	env: Env,
	row: WorkspaceRow,
	placed: D1PreparedStatement[] = [],
): Promise<boolean> {
	const insert = drizzle(env.DB_PLATFORM).insert(workspaces).values(row).onConflictDoNothing().toSQL();
	const [res] = await env.DB_PLATFORM.batch([env.DB_PLATFORM.prepare(insert.sql).bind(...insert.params), ...placed]);
	return (res.meta.changes ?? 0) > 0;
}

export const shardFillRows = (env: Env) => drizzle(env.DB_PLATFORM).select().from(shardFill).all();

/**
 * The placement rows and shard counts of a workspace, written only if its row was (they follow the
 * insert in its batch; the id is new, so after a taken slug no row of that id exists).
 */
export function placementStatements(env: Env, workspaceId: string, placement: Placement) {
	return Object.entries(placement).flatMap(([db, shard]) => [
		env.DB_PLATFORM.prepare(
			"INSERT INTO workspace_shards (workspace_id, db, shard) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM workspaces WHERE id = ?1)",
		).bind(workspaceId, db, shard),
		env.DB_PLATFORM.prepare(
			`INSERT INTO shard_fill (db, shard, workspaces) SELECT ?2, ?3, 1 WHERE EXISTS (SELECT 1 FROM workspace_shards WHERE workspace_id = ?1 AND db = ?2)
			ON CONFLICT (db, shard) DO UPDATE SET workspaces = workspaces + 1`,
		).bind(workspaceId, db, shard),
	]);
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
			(SELECT json_group_object(service, allowed) FROM allowlists WHERE workspace_id = w.id) AS allow,
			(SELECT json_group_object(db, shard) FROM workspace_shards WHERE workspace_id = w.id) AS shards,
			(SELECT json_group_array(db) FROM workspace_shards WHERE workspace_id = w.id AND held = 1) AS held
		FROM workspaces w WHERE w.id = ?1`,
	)
		.bind(workspaceId)
		.first<{
			id: string;
			name: string;
			slug: string;
			plans: string | null;
			allow: string | null;
			shards: string | null;
			held: string | null;
		}>();
	if (!row) return null;
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		plans: JSON.parse(row.plans ?? "{}") as Record<string, string>,
		shards: JSON.parse(row.shards ?? "{}") as Placement,
		held: JSON.parse(row.held ?? "[]") as string[],
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

/** The workspace owning a locator key, or null. */
export const locatorOwner = async (env: Env, kind: string, key: string) =>
	(
		await drizzle(env.DB_PLATFORM)
			.select({ ws: locators.workspaceId })
			.from(locators)
			.where(and(eq(locators.kind, kind), eq(locators.key, key)))
			.get()
	)?.ws ?? null;

/**
 * Records `workspaceId` as the owner of every key that has none (one batch); answers the keys another
 * workspace owns.
 */
export async function insertLocators(env: Env, workspaceId: string, entries: readonly { kind: string; key: string }[]) {
	if (!entries.length) return [];
	const d = drizzle(env.DB_PLATFORM);
	const now = Date.now();
	const owner = (e: { kind: string; key: string }) =>
		d
			.select({ ws: locators.workspaceId })
			.from(locators)
			.where(and(eq(locators.kind, e.kind), eq(locators.key, e.key)));
	const inserts = entries.map((e) =>
		d
			.insert(locators)
			.values({ ...e, workspaceId, createdAt: now })
			.onConflictDoNothing(),
	);
	const [first, ...rest] = [...inserts, ...entries.map(owner)];
	const answers = await d.batch([first, ...rest]);
	return entries.filter((_, i) => (answers[inserts.length + i] as { ws: string }[])[0]?.ws !== workspaceId);
}

/** Records the owner unless the key has one; answers the owner after (one round trip). */
export async function insertLocator(env: Env, kind: string, key: string, workspaceId: string) {
	const d = drizzle(env.DB_PLATFORM);
	const [, rows] = await d.batch([
		d.insert(locators).values({ kind, key, workspaceId, createdAt: Date.now() }).onConflictDoNothing(),
		d
			.select({ ws: locators.workspaceId })
			.from(locators)
			.where(and(eq(locators.kind, kind), eq(locators.key, key))),
	]);
	return rows[0]?.ws ?? null;
}
