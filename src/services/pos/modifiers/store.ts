import { and, asc, desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { inJson } from "../../../platform/d1";
import { groupBy, iso } from "../../../platform/encoding";
import type { PosScope } from "../context";
import { modifierGroups, modifiers, productModifierGroups } from "../schema";

export type GroupRow = typeof modifierGroups.$inferSelect;
export type ModifierRow = typeof modifiers.$inferSelect;
const G = modifierGroups;
const M = modifiers;
const A = productModifierGroups;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(G.accountId, s.workspaceId), eq(G.id, id));

export async function insertGroup(env: Env, g: GroupRow, ms: ModifierRow[]) {
	const d = db(env);
	await d.batch([d.insert(G).values(g), ...ms.map((m) => d.insert(M).values(m))]);
}

export const getGroup = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(G).where(mine(s, id)).get()) ?? null;

export const listGroups = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(G)
		.where(and(eq(G.accountId, s.workspaceId), olderThan(G.createdAt, G.id, after)))
		.orderBy(desc(G.createdAt), desc(G.id))
		.limit(limit + 1)
		.all();

/** Modifiers of these groups, oldest first, grouped (one query). */
export async function modifiersOf(env: Env, s: PosScope, groupIds: string[]) {
	if (!groupIds.length) return new Map<string, ModifierRow[]>();
	const rows = await db(env)
		.select()
		.from(M)
		.where(and(eq(M.accountId, s.workspaceId), inJson(M.groupId, groupIds)))
		.orderBy(asc(M.createdAt), asc(M.id))
		.all();
	return groupBy(rows, (r) => r.groupId);
}

/** A PATCH checked against the stored select bounds in the same statement (maxSelect ≥ max(1, minSelect)). */
export async function updateGroup(env: Env, s: PosScope, id: string, set: Partial<GroupRow>) {
	const min = set.minSelect ?? sql`${G.minSelect}`;
	const max = set.maxSelect ?? sql`${G.maxSelect}`;
	const rows = await db(env)
		.update(G)
		.set(set)
		.where(and(mine(s, id), sql`${max} >= max(1, ${min})`))
		.returning();
	if (rows[0]) return rows[0];
	return (await getGroup(env, s, id)) ? ("bounds" as const) : null;
}

/** Removes the group, its modifiers and its product attachments in one batch. */
export async function deleteGroup(env: Env, s: PosScope, id: string) {
	const d = db(env);
	const [gone] = await d.batch([
		d.delete(G).where(mine(s, id)).returning({ id: G.id }),
		d.delete(M).where(and(eq(M.accountId, s.workspaceId), eq(M.groupId, id))),
		d.delete(A).where(and(eq(A.accountId, s.workspaceId), eq(A.groupId, id))),
	]);
	return gone.length === 1;
}

export const insertModifier = (env: Env, m: ModifierRow) => db(env).insert(M).values(m).run();
const modMine = (s: PosScope, groupId: string, id: string) =>
	and(eq(M.accountId, s.workspaceId), eq(M.groupId, groupId), eq(M.id, id));
export const updateModifier = async (env: Env, s: PosScope, groupId: string, id: string, set: Partial<ModifierRow>) =>
	(
		await db(env)
			.update(M)
			.set(set)
			.where(modMine(s, groupId, id))
			.returning()
	)[0] ?? null;
export const deleteModifier = async (env: Env, s: PosScope, groupId: string, id: string) =>
	(
		await db(env)
			.delete(M)
			.where(modMine(s, groupId, id))
			.returning({ id: M.id })
	).length === 1;

export async function attachedGroups(env: Env, s: PosScope, productId: string) {
	return db(env)
		.select({ g: G })
		.from(A)
		.innerJoin(G, eq(G.id, A.groupId))
		.where(and(eq(A.accountId, s.workspaceId), eq(A.productId, productId)))
		.orderBy(asc(A.position))
		.all()
		.then((rows) => rows.map((r) => r.g));
}

export async function countGroups(env: Env, s: PosScope, ids: string[]) {
	if (!ids.length) return 0;
	return (
		await db(env)
			.select({ id: G.id })
			.from(G)
			.where(and(eq(G.accountId, s.workspaceId), inJson(G.id, ids)))
			.all()
	).length;
}

/** Replaces a product's groups in one batch. */
export async function setAttached(env: Env, s: PosScope, productId: string, groupIds: string[]) {
	const d = db(env);
	await d.batch([
		d.delete(A).where(and(eq(A.accountId, s.workspaceId), eq(A.productId, productId))),
		...groupIds.map((groupId, position) =>
			d.insert(A).values({ accountId: s.workspaceId, productId, groupId, position }),
		),
	]);
}

export const modifierView = (m: ModifierRow) => ({
	id: m.id,
	groupId: m.groupId,
	name: m.name,
	price: m.price,
	createdAt: iso(m.createdAt) as string,
	updatedAt: iso(m.updatedAt) as string,
});
export const groupView = (g: GroupRow, ms: ModifierRow[]) => ({
	id: g.id,
	name: g.name,
	minSelect: g.minSelect,
	maxSelect: g.maxSelect,
	modifiers: ms.map(modifierView),
	createdAt: iso(g.createdAt) as string,
	updatedAt: iso(g.updatedAt) as string,
});
