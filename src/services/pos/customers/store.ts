import { and, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { containsPattern } from "../../../platform/text";
import type { PosScope } from "../context";
import { isoSql, posEventInsertSelect } from "../events";
import { customers, loyaltyEntries } from "../schema";

export type CustomerRow = typeof customers.$inferSelect;
export type EntryRow = typeof loyaltyEntries.$inferSelect;
const C = customers;
const L = loyaltyEntries;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(C.accountId, s.workspaceId), eq(C.id, id));

/** The customer and its pos.customer.created.v1 (a statement from posEventInsert), in one batch. */
export async function insertCustomer(env: Env, row: CustomerRow, event: D1PreparedStatement) {
	const q = db(env).insert(C).values(row).toSQL();
	await env.DB_POS.batch([env.DB_POS.prepare(q.sql).bind(...q.params), event]);
}
/** The customer's id when it is this workspace's, as a query for a caller's read batch. */
export const customerIdOf = (env: Env, s: PosScope, id: string) =>
	db(env).select({ id: C.id }).from(C).where(mine(s, id)).limit(1);

export const getCustomer = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(C).where(mine(s, id)).get()) ?? null;

/** Newest first; q matches name, phone or email (case-insensitive contains; % and _ literal). */
export function listCustomers(env: Env, s: PosScope, limit: number, after: Cursor | null, q?: string) {
	const pattern = q ? containsPattern(q) : null;
	const hit = (col: typeof C.name | typeof C.phone | typeof C.email) => sql`lower(${col}) LIKE ${pattern} ESCAPE '\\'`;
	return db(env)
		.select()
		.from(C)
		.where(
			and(
				eq(C.accountId, s.workspaceId),
				pattern ? or(hit(C.name), hit(C.phone), hit(C.email)) : undefined,
				olderThan(C.createdAt, C.id, after),
			),
		)
		.orderBy(desc(C.createdAt), desc(C.id))
		.limit(limit + 1)
		.all();
}

/**
 * The update and its pos.customer.updated.v1 (the row after it, built in SQL) in one batch; null (and
 * no event) when the customer is not this workspace's.
 */
export async function updateCustomer(env: Env, s: PosScope, id: string, set: Partial<CustomerRow>, eventId: string) {
	const q = db(env).update(C).set(set).where(mine(s, id)).toSQL();
	const [, , read] = await env.DB_POS.batch([
		env.DB_POS.prepare(q.sql).bind(...q.params),
		posEventInsertSelect(
			env,
			"pos.customer.updated.v1",
			`SELECT ? AS id, updated_at AS occurred_at, account_id,
			   json_object('id', id, 'name', name, 'phone', phone, 'email', email, 'note', note,
			     'loyaltyBalance', loyalty_balance, 'createdAt', ${isoSql("created_at")}, 'updatedAt', ${isoSql("updated_at")}) AS data
			 FROM customers WHERE id = ? AND account_id = ?`,
			[eventId, id, s.workspaceId],
		),
		env.DB_POS.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ? AND account_id = ?`).bind(id, s.workspaceId),
	]);
	return (read.results as CustomerRow[])[0] ?? null;
}

/** `"column" AS "property"` for every column, so a raw read comes back shaped as drizzle's rows. */
const COLUMNS = Object.entries(getTableColumns(C))
	.map(([key, col]) => `"${col.name}" AS "${key}"`)
	.join(", ");

/** Removes the customer and its loyalty entries in one batch; false when not this workspace's. */
export async function deleteCustomer(env: Env, s: PosScope, id: string) {
	const d = db(env);
	const [gone] = await d.batch([
		d.delete(C).where(mine(s, id)).returning({ id: C.id }),
		d.delete(L).where(and(eq(L.accountId, s.workspaceId), eq(L.customerId, id))),
	]);
	return gone.length === 1;
}

export const recentEntries = (env: Env, s: PosScope, customerId: string, limit = 50) =>
	db(env)
		.select()
		.from(L)
		.where(and(eq(L.accountId, s.workspaceId), eq(L.customerId, customerId)))
		.orderBy(desc(L.createdAt), desc(L.id))
		.limit(limit)
		.all();

/**
 * Moves the balance by `points` only if it stays ≥ 0, and writes the ledger entry only if that
 * move won (op token), in one batch: racing redemptions never overdraw. null when refused.
 */
export async function moveBalance(
	env: Env,
	s: PosScope,
	customerId: string,
	e: Omit<EntryRow, "balanceAfter" | "accountId" | "customerId">,
) {
	const opId = crypto.randomUUID();
	const [moved] = await env.DB_POS.batch([
		env.DB_POS.prepare(
			`UPDATE customers SET loyalty_balance = loyalty_balance + ?1, op_id = ?2, updated_at = ?3
			 WHERE id = ?4 AND account_id = ?5 AND loyalty_balance + ?1 >= 0 RETURNING loyalty_balance`,
		).bind(e.points, opId, e.createdAt, customerId, s.workspaceId),
		env.DB_POS.prepare(
			`INSERT INTO loyalty_entries (id, account_id, customer_id, kind, points, balance_after, reason, created_at)
			 SELECT ?1, ?2, ?3, ?4, ?5, loyalty_balance, ?6, ?7 FROM customers WHERE id = ?3 AND op_id = ?8`,
		).bind(e.id, s.workspaceId, customerId, e.kind, e.points, e.reason, e.createdAt, opId),
	]);
	const row = (moved.results as Array<{ loyalty_balance: number }>)[0];
	return row ? row.loyalty_balance : null;
}

/** Points a completed sale earns, as statements for the sale's batch (balance, then the entry reading it). */
export const earnPoints = (env: Env, s: PosScope, customerId: string, points: number, saleId: string, now: number) => [
	env.DB_POS.prepare(
		"UPDATE customers SET loyalty_balance = loyalty_balance + ?1, updated_at = ?2 WHERE id = ?3 AND account_id = ?4",
	).bind(points, now, customerId, s.workspaceId),
	env.DB_POS.prepare(
		`INSERT INTO loyalty_entries (id, account_id, customer_id, kind, points, balance_after, reason, created_at)
		 SELECT ?1, ?2, ?3, 'earn', ?4, loyalty_balance, ?5, ?6 FROM customers WHERE id = ?3 AND account_id = ?2`,
	).bind(`loy_${saleId}_earn`, s.workspaceId, customerId, points, `sale ${saleId}`, now),
];

/**
 * A void or a return takes back what the sale no longer earns, as far as the balance allows (points
 * already redeemed stay spent: the balance floors at 0 rather than blocking it); the entry (`entryId`,
 * unique, so a write that runs twice cannot take twice) records what was taken.
 */
export const takeBackPoints = (
	env: Env,
	s: PosScope,
	customerId: string,
	points: number,
	entry: { id: string; reason: string },
	now: number,
) => [
	env.DB_POS.prepare(
		`INSERT INTO loyalty_entries (id, account_id, customer_id, kind, points, balance_after, reason, created_at)
		 SELECT ?1, ?2, ?3, 'adjust', -MIN(?4, loyalty_balance), MAX(0, loyalty_balance - ?4), ?5, ?6
		 FROM customers WHERE id = ?3 AND account_id = ?2`,
	).bind(entry.id, s.workspaceId, customerId, points, entry.reason, now),
	env.DB_POS.prepare(
		"UPDATE customers SET loyalty_balance = MAX(0, loyalty_balance - ?1), updated_at = ?2 WHERE id = ?3 AND account_id = ?4",
	).bind(points, now, customerId, s.workspaceId),
];
