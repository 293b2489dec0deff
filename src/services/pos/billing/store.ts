import { and, count, eq, isNull, lte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { apiKeys, billing, outlets, products } from "../schema";

export type BillingRow = typeof billing.$inferSelect;
const B = billing;
const db = (env: Env) => drizzle(env.DB_POS);

export const getBilling = async (env: Env, s: PosScope) =>
	(await db(env).select().from(B).where(eq(B.accountId, s.workspaceId)).get()) ?? null;

export async function putBilling(env: Env, row: BillingRow) {
	const { accountId: _, ...set } = row;
	await db(env).insert(B).values(row).onConflictDoUpdate({ target: B.accountId, set }).run();
}

/** cancelAtPeriodEnd on an active paid row; false when there is none. */
export async function markCancel(env: Env, s: PosScope, now: number) {
	const res = await db(env)
		.update(B)
		.set({ cancelAtPeriodEnd: 1, updatedAt: now })
		.where(and(eq(B.accountId, s.workspaceId), eq(B.status, "active"), eq(B.cancelAtPeriodEnd, 0)))
		.returning();
	return res[0] ?? null;
}

/** Active rows whose paid month is over (the minute cron lapses them), a bounded batch. */
export const dueRows = (env: Env, now: number, limit = 200) =>
	db(env)
		.select()
		.from(B)
		.where(and(eq(B.status, "active"), lte(B.currentPeriodEnd, now)))
		.limit(limit)
		.all();

/** active → canceled (free) only if the row is still the one read (its period end unchanged). */
export async function lapse(env: Env, row: BillingRow, now: number) {
	const res = await db(env)
		.update(B)
		.set({ status: "canceled", tier: "free", cancelAtPeriodEnd: 0, updatedAt: now })
		.where(
			and(
				eq(B.accountId, row.accountId),
				eq(B.status, "active"),
				eq(B.currentPeriodEnd, row.currentPeriodEnd as number),
			),
		)
		.returning();
	return res.length === 1;
}

/** What counts against the plan now: active outlets, seats (live keys from POST /api-keys), active products. */
export async function usage(env: Env, s: PosScope) {
	const d = db(env);
	const [o, k, p] = await d.batch([
		d
			.select({ n: count() })
			.from(outlets)
			.where(and(eq(outlets.accountId, s.workspaceId), eq(outlets.isActive, 1))),
		d
			.select({ n: count() })
			.from(apiKeys)
			.where(and(eq(apiKeys.accountId, s.workspaceId), eq(apiKeys.source, "api"), isNull(apiKeys.revokedAt))),
		d
			.select({ n: count() })
			.from(products)
			.where(and(eq(products.accountId, s.workspaceId), eq(products.isActive, 1))),
	]);
	return { outlets: o[0]?.n ?? 0, seats: k[0]?.n ?? 0, products: p[0]?.n ?? 0 };
}
