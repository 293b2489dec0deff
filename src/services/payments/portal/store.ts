// Portal reads and writes of DB_PAY. Portal sessions and settings through drizzle; the customer's
// own billing rows (read for the page) in one batched round trip, as raw rows because the page
// renders billing's snake_case row types.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PriceRow, SubscriptionRow, TokenRow } from "../billing/store";
import type { PayEnvironment, PayScope } from "../context";
import { portalSessions, portalSettings } from "../schema";

export interface PortalSessionRow {
	id: string;
	account_id: string;
	environment: PayEnvironment;
	customer_id: string;
	return_url: string;
	created_at: number;
	expires_at: number;
}

export const PORTAL_FEATURES = ["cancelSubscription", "updatePaymentMethod", "viewInvoices", "changePlan"] as const;
export type PortalFeature = (typeof PORTAL_FEATURES)[number];
export type PortalSettings = Record<PortalFeature, boolean>;
export const DEFAULT_PORTAL_SETTINGS: PortalSettings = {
	cancelSubscription: true,
	updatePaymentMethod: true,
	viewInvoices: true,
	changePlan: true,
};

export async function insertPortalSession(env: Env, r: PortalSessionRow) {
	await drizzle(env.DB_PAY).insert(portalSessions).values({
		id: r.id,
		accountId: r.account_id,
		environment: r.environment,
		customerId: r.customer_id,
		returnUrl: r.return_url,
		createdAt: r.created_at,
		expiresAt: r.expires_at,
	});
}

/** By id alone: the id comes from the portal URL, and the row names its own workspace. */
export async function findPortalSession(env: Env, id: string): Promise<PortalSessionRow | null> {
	const r = await drizzle(env.DB_PAY).select().from(portalSessions).where(eq(portalSessions.id, id)).get();
	if (!r) return null;
	return {
		id: r.id,
		account_id: r.accountId,
		environment: r.environment,
		customer_id: r.customerId,
		return_url: r.returnUrl,
		created_at: r.createdAt,
		expires_at: r.expiresAt,
	};
}

export async function readPortalSettings(env: Env, s: PayScope): Promise<PortalSettings> {
	const r = await drizzle(env.DB_PAY)
		.select()
		.from(portalSettings)
		.where(and(eq(portalSettings.accountId, s.workspaceId), eq(portalSettings.environment, s.environment)))
		.get();
	if (!r) return { ...DEFAULT_PORTAL_SETTINGS };
	return {
		cancelSubscription: r.cancelSubscription === 1,
		updatePaymentMethod: r.updatePaymentMethod === 1,
		viewInvoices: r.viewInvoices === 1,
		changePlan: r.changePlan === 1,
	};
}

export async function writePortalSettings(env: Env, s: PayScope, next: PortalSettings, now: number) {
	const b = (v: boolean) => (v ? 1 : 0);
	const flags = {
		cancelSubscription: b(next.cancelSubscription),
		updatePaymentMethod: b(next.updatePaymentMethod),
		viewInvoices: b(next.viewInvoices),
		changePlan: b(next.changePlan),
		updatedAt: now,
	};
	await drizzle(env.DB_PAY)
		.insert(portalSettings)
		.values({ accountId: s.workspaceId, environment: s.environment, ...flags })
		.onConflictDoUpdate({ target: [portalSettings.accountId, portalSettings.environment], set: flags });
}

export interface PortalInvoice {
	id: string;
	number: string;
	status: string;
	total: number;
	currency: string;
	created_at: number;
	paid_at: number | null;
	hosted_invoice_url: string | null;
}

/** Everything the page shows of one customer, newest first, in two round trips (rows, then the plans' prices). */
export async function customerData(env: Env, s: PayScope, customerId: string) {
	const db = env.DB_PAY;
	const q = (sql: string) => db.prepare(sql).bind(s.workspaceId, s.environment, customerId);
	const [subs, invoices, tokens, planNames] = await db.batch([
		q(
			"SELECT * FROM subscriptions WHERE account_id = ? AND environment = ? AND customer_id = ? ORDER BY created_at DESC LIMIT 50",
		),
		q(
			"SELECT id, number, status, total, currency, created_at, paid_at, hosted_invoice_url FROM invoices WHERE account_id = ? AND environment = ? AND customer_id = ? AND status != 'draft' ORDER BY created_at DESC LIMIT 50",
		),
		q(
			"SELECT * FROM payment_tokens WHERE account_id = ? AND environment = ? AND customer_id = ? AND status = 'active' ORDER BY created_at DESC LIMIT 20",
		),
		// Each subscription is named by its plan on the page (issue 39: two subscriptions must not look alike).
		q(
			"SELECT p.id, p.name FROM plans p WHERE p.account_id = ?1 AND p.environment = ?2 AND p.id IN (SELECT plan_id FROM subscriptions WHERE account_id = ?1 AND environment = ?2 AND customer_id = ?3)",
		),
	]);
	const subRows = subs.results as unknown as SubscriptionRow[];
	const plans = [...new Map(subRows.map((x) => [`${x.plan_id}\u0000${x.currency}`, x])).values()];
	const priceLists = plans.length
		? await db.batch(
				plans.map((x) =>
					db
						.prepare(
							"SELECT * FROM prices WHERE account_id = ? AND environment = ? AND plan_id = ? AND active = 1 AND currency = ? ORDER BY unit_amount",
						)
						.bind(s.workspaceId, s.environment, x.plan_id, x.currency),
				),
			)
		: [];
	const prices: Record<string, PriceRow[]> = {};
	plans.forEach((x, i) => {
		prices[x.plan_id] ??= priceLists[i].results as unknown as PriceRow[];
	});
	return {
		subs: subRows,
		invoices: invoices.results as unknown as PortalInvoice[],
		tokens: tokens.results as unknown as TokenRow[],
		prices,
		planNames: Object.fromEntries(
			(planNames.results as Array<{ id: string; name: string }>).map((r) => [r.id, r.name]),
		),
	};
}
