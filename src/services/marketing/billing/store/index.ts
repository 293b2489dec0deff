// Billing rows of DB_MKT on the workspace's shard: each workspace's payments customer, its
// subscription and invoices. Which payments workspace bills plans and the prices behind them are
// global rows, pinned to shard 0 (config.ts). Payments' own rows are reached only through
// payments/public.ts.
import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { type Cursor, olderThan } from "../../../../platform/cursor";
import { workspaceCache } from "../../../../platform/workspace-cache";
import type { MktScope } from "../../context";
import { billingCustomers, billingInvoices, billingSubscriptions } from "../../schema";

export * from "./config";

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

const db = (env: Env) => drizzle(env.DB_MKT);

export const getCustomer = async (env: Env, s: MktScope) =>
	(await db(env).select().from(billingCustomers).where(eq(billingCustomers.accountId, s.workspaceId)).get()) ?? null;

/** The first customer recorded for a workspace wins (a racing checkout's extra customer stays unused). */
export async function claimCustomer(env: Env, s: MktScope, payCustomerId: string, now: number) {
	await db(env)
		.insert(billingCustomers)
		.values({ accountId: s.workspaceId, payCustomerId, createdAt: now })
		.onConflictDoNothing()
		.run();
	return (await getCustomer(env, s))?.payCustomerId ?? payCustomerId;
}

export const getSubscription = async (env: Env, s: MktScope): Promise<BillingSubscriptionRow | null> =>
	(await db(env).select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, s.workspaceId)).get()) ??
	null;

export const subscriptionByPayId = async (env: Env, paySubscriptionId: string) =>
	(await db(env)
		.select()
		.from(billingSubscriptions)
		.where(eq(billingSubscriptions.paySubscriptionId, paySubscriptionId))
		.get()) ?? null;

/**
 * The subscription behind GET /billing/plan (its renewal date) may be a second stale (issue 27: the
 * workspace plan): kept per workspace for PLAN_TTL_MS, forgotten at once by a write here.
 */
export const PLAN_TTL_MS = 1_000;
const planSubscriptions = workspaceCache(PLAN_TTL_MS);
export const subscriptionForPlan = (env: Env, s: MktScope) =>
	planSubscriptions.read(s.workspaceId, "subscription", () => getSubscription(env, s));
export const forgetPlanSubscriptions = () => planSubscriptions.clear();

export async function putSubscription(env: Env, row: BillingSubscriptionRow) {
	const { accountId: _, createdAt: __, ...set } = row;
	await db(env)
		.insert(billingSubscriptions)
		.values(row)
		.onConflictDoUpdate({ target: billingSubscriptions.accountId, set })
		.run();
	planSubscriptions.changed(row.accountId);
}

/** A move guarded on the subscription it read (a newer checkout's subscription is never overwritten). */
export async function updateSubscription(
	env: Env,
	s: MktScope,
	paySubscriptionId: string,
	set: Partial<Omit<BillingSubscriptionRow, "accountId" | "paySubscriptionId" | "createdAt">>,
) {
	const rows = await db(env)
		.update(billingSubscriptions)
		.set(set)
		.where(
			and(
				eq(billingSubscriptions.accountId, s.workspaceId),
				eq(billingSubscriptions.paySubscriptionId, paySubscriptionId),
			),
		)
		.returning();
	planSubscriptions.changed(s.workspaceId);
	return rows[0] ?? null;
}

export const insertInvoice = (env: Env, row: BillingInvoiceRow) =>
	db(env).insert(billingInvoices).values(row).onConflictDoNothing().run();

export const getInvoice = async (env: Env, id: string) =>
	(await db(env).select().from(billingInvoices).where(eq(billingInvoices.id, id)).get()) ?? null;

export async function markInvoicePaid(env: Env, id: string, paidAt: number, receiptUrl: string | null) {
	await db(env)
		.update(billingInvoices)
		.set({ status: "paid", paidAt, receiptUrl })
		.where(and(eq(billingInvoices.id, id), eq(billingInvoices.status, "open")))
		.run();
}

export async function markInvoiceClosed(env: Env, id: string, status: "void" | "uncollectible") {
	await db(env)
		.update(billingInvoices)
		.set({ status })
		.where(and(eq(billingInvoices.id, id), eq(billingInvoices.status, "open")))
		.run();
}

/** Newest first; limit + 1 rows for the page helper. */
export async function listInvoices(env: Env, s: MktScope, limit: number, after: Cursor | null) {
	const I = billingInvoices;
	return db(env)
		.select()
		.from(I)
		.where(and(eq(I.accountId, s.workspaceId), olderThan(I.createdAt, I.id, after)))
		.orderBy(desc(I.createdAt), desc(I.id))
		.limit(limit + 1)
		.all();
}

/** The newest invoice row of a payments subscription (a renewal copies its plan and links from it). */
export const latestInvoiceOf = async (env: Env, paySubscriptionId: string) =>
	(await db(env)
		.select()
		.from(billingInvoices)
		.where(eq(billingInvoices.paySubscriptionId, paySubscriptionId))
		.orderBy(desc(billingInvoices.createdAt))
		.get()) ?? null;
