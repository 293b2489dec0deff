// Billing reads and writes of DB_PAY (the rows and views live in rows.ts, re-exported here). Every
// read filters by account_id AND environment: another workspace's (or the other mode's) id is
// simply not found.
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import { notFound } from "../../../../platform/errors";
import type { PayScope } from "../../context";

export type Scope = PayScope;

export type Row = Record<string, unknown>;

import type { CouponRow, PlanRow, PriceRow, SubscriptionRow, TokenRow } from "../rows";

export * from "../rows";

// ---------------------------------------------------------------- reads

type Table =
	| "customers"
	| "plans"
	| "prices"
	| "payment_tokens"
	| "coupons"
	| "subscriptions"
	| "invoices"
	| "payments";

export async function findRow<T>(env: Env, s: Scope, table: Table, id: string): Promise<T | null> {
	return (
		(await env.DB_PAY.prepare(`SELECT * FROM ${table} WHERE id = ? AND account_id = ? AND environment = ?`)
			.bind(id, s.workspaceId, s.environment)
			.first<T>()) ?? null
	);
}

const LABEL: Record<Table, string> = {
	customers: "customer",
	plans: "plan",
	prices: "price",
	payment_tokens: "payment token",
	coupons: "coupon",
	subscriptions: "subscription",
	invoices: "invoice",
	payments: "payment",
};

export async function getRow<T>(env: Env, s: Scope, table: Table, id: string): Promise<T> {
	const r = await findRow<T>(env, s, table, id);
	if (!r) throw notFound(LABEL[table]);
	return r;
}

/**
 * One page of `table` in this workspace and mode, keyset on (created_at, id); `where` adds
 * "col = ?" filters. Returns limit + 1 rows for page().
 */
export async function listRows<T>(
	env: Env,
	s: Scope,
	table: Table,
	opts: { where?: Array<[string, unknown]>; limit: number; cursor: Cursor | null; order?: "asc" | "desc" },
): Promise<T[]> {
	const order = opts.order ?? "desc";
	const conds = ["account_id = ?", "environment = ?"];
	const binds: unknown[] = [s.workspaceId, s.environment];
	for (const [col, v] of opts.where ?? []) {
		if (v === undefined) continue;
		conds.push(`${col} = ?`);
		binds.push(v);
	}
	if (opts.cursor) {
		const op = order === "desc" ? "<" : ">";
		conds.push(`(created_at ${op} ? OR (created_at = ? AND id ${op} ?))`);
		binds.push(opts.cursor.t, opts.cursor.t, opts.cursor.id);
	}
	const dir = order === "desc" ? "DESC" : "ASC";
	const res = await env.DB_PAY.prepare(
		`SELECT * FROM ${table} WHERE ${conds.join(" AND ")} ORDER BY created_at ${dir}, id ${dir} LIMIT ?`,
	)
		.bind(...binds, opts.limit + 1)
		.all<T>();
	return res.results;
}

/** Next value of a per-workspace sequence (invoice numbers). */
export async function nextCounter(env: Env, s: Scope, name: string): Promise<number> {
	const r = await env.DB_PAY.prepare(
		`INSERT INTO billing_counters (account_id, environment, name, value) VALUES (?, ?, ?, 1)
		 ON CONFLICT (account_id, environment, name) DO UPDATE SET value = value + 1 RETURNING value`,
	)
		.bind(s.workspaceId, s.environment, name)
		.first<{ value: number }>();
	return r?.value ?? 1;
}

/**
 * Counts one redemption unless the coupon is used up or past redeemBy; false when it is. A
 * conditional UPDATE (raw SQL: the race guard), so maxRedemptions holds under racing creates.
 */
export async function redeemCoupon(env: Env, s: Scope, couponId: string, now: number): Promise<boolean> {
	const r = await env.DB_PAY.prepare(
		"UPDATE coupons SET times_redeemed = times_redeemed + 1, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND (max_redemptions IS NULL OR times_redeemed < max_redemptions) AND (redeem_by IS NULL OR redeem_by > ?)",
	)
		.bind(now, couponId, s.workspaceId, s.environment, now)
		.run();
	return r.meta.changes > 0;
}

/** The INSERT of a new subscription row, for the caller's batch. */
export function insertSubscription(env: Env, row: SubscriptionRow): D1PreparedStatement {
	const cols = Object.keys(row) as (keyof SubscriptionRow)[];
	return env.DB_PAY.prepare(
		`INSERT INTO subscriptions (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
	).bind(...cols.map((k) => row[k]));
}

/** Runs statements as one atomic D1 batch. */
export async function commit(env: Env, stmts: D1PreparedStatement[]): Promise<void> {
	await env.DB_PAY.batch(stmts);
}

/** One atomic batch, answering each statement's result (meta.changes tells a guarded write that lost its race). */
export const commitAll = (env: Env, stmts: D1PreparedStatement[]) => env.DB_PAY.batch(stmts);

export const insertPrice = (env: Env, s: Scope, p: PriceRow) =>
	env.DB_PAY.prepare(
		"INSERT INTO prices (id, account_id, environment, plan_id, currency, unit_amount, active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
	).bind(
		p.id,
		s.workspaceId,
		s.environment,
		p.plan_id,
		p.currency,
		p.unit_amount,
		p.active,
		p.created_at,
		p.updated_at,
	);

export const insertPlan = (env: Env, s: Scope, plan: PlanRow) =>
	env.DB_PAY.prepare(
		"INSERT INTO plans (id, account_id, environment, name, currency, interval, interval_count, trial_days, unit_amount, default_price_id, active, archived_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, NULL, ?, ?)",
	).bind(
		plan.id,
		s.workspaceId,
		s.environment,
		plan.name,
		plan.currency,
		plan.interval,
		plan.interval_count,
		plan.trial_days,
		plan.unit_amount,
		plan.default_price_id,
		plan.created_at,
		plan.updated_at,
	);

export async function insertCoupon(env: Env, s: Scope, row: CouponRow): Promise<void> {
	await env.DB_PAY.prepare(
		"INSERT INTO coupons (id, account_id, environment, name, percent_off, amount_off, currency, duration, duration_in_months, max_redemptions, times_redeemed, redeem_by, metadata, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)",
	)
		.bind(
			row.id,
			s.workspaceId,
			s.environment,
			row.name,
			row.percent_off,
			row.amount_off,
			row.currency,
			row.duration,
			row.duration_in_months,
			row.max_redemptions,
			row.redeem_by,
			row.metadata,
			row.created_at,
			row.updated_at,
		)
		.run();
}

export async function insertPaymentToken(env: Env, s: Scope, row: TokenRow): Promise<void> {
	await env.DB_PAY.prepare(
		"INSERT INTO payment_tokens (id, account_id, environment, customer_id, method, brand, last4, exp_month, exp_year, account_label, provider_reference, test_outcome, status, detached_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', NULL, ?, ?)",
	)
		.bind(
			row.id,
			s.workspaceId,
			s.environment,
			row.customer_id,
			row.method,
			row.brand,
			row.last4,
			row.exp_month,
			row.exp_year,
			row.account_label,
			row.provider_reference,
			row.test_outcome,
			row.created_at,
			row.updated_at,
		)
		.run();
}

/** open → paid without a charge (paidOutOfBand); false when the invoice was no longer open. */
export async function markPaidOutOfBand(env: Env, s: Scope, id: string, now: number): Promise<boolean> {
	const res = await env.DB_PAY.prepare(
		"UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'open'",
	)
		.bind(now, now, id, s.workspaceId, s.environment)
		.run();
	return res.meta.changes > 0;
}
