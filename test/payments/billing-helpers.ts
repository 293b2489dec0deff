// Helpers for the billing tests (customers, plans, prices, tokens, coupons, subscriptions, invoices).
import { expect } from "vitest";
import { createWorkspace } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";

let n = 0;
export const ik = () => `ik-${Date.now()}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

/** A mutation with a fresh Idempotency-Key. */
export const mut = (key: PayKey, method: string, path: string, body?: unknown) =>
	payCall(key, method, path, { body, idempotencyKey: ik() });

export async function created<T = any>(key: PayKey, path: string, body: unknown): Promise<T> {
	const res = await mut(key, "POST", path, body);
	if (res.status !== 201) throw new Error(`POST ${path} → ${res.status} ${res.text}`);
	return res.body.data;
}

export async function workspaceKey(opts: { environment?: "test" | "live" } = {}) {
	const ws = await createWorkspace();
	const key = await mintPayKey(ws, { environment: opts.environment ?? "test" });
	return { ws, key };
}

export const newCustomer = (key: PayKey, body: Record<string, unknown> = {}) =>
	created(key, "/v1/customers", { email: "budi@example.com", name: "Budi", ...body });
export const newPlan = (key: PayKey, body: Record<string, unknown> = {}) =>
	created(key, "/v1/plans", { name: "Pro", currency: "IDR", interval: "month", unitAmount: 150_000, ...body });
export const newToken = (key: PayKey, customerId: string, testOutcome?: string) =>
	created(key, "/v1/payment-tokens", {
		customerId,
		method: "card",
		brand: "visa",
		last4: "4242",
		...(testOutcome ? { testOutcome } : {}),
	});

/** A customer with a token and a plan: everything a subscription needs. */
export async function billingSetup(key: PayKey, plan: Record<string, unknown> = {}, outcome?: string) {
	const customer = await newCustomer(key);
	const token = await newToken(key, customer.id, outcome);
	const p = await newPlan(key, plan);
	return { customer, token, plan: p, priceId: p.defaultPriceId as string };
}

export const subscribe = (key: PayKey, body: Record<string, unknown>) => mut(key, "POST", "/v1/subscriptions", body);

export async function advance(key: PayKey, seconds: number) {
	const r = await payCall(key, "POST", "/v1/test-helpers/clock/advance", { body: { seconds } });
	expect(r.status, r.text).toBe(200);
	expect(r.body.data.failed, r.text).toEqual([]);
	return r.body.data;
}

export const DAY = 86_400;

/** Billing events of this workspace, oldest first (D1 events table). */
export async function eventTypes(ws: string, environment: "test" | "live" = "test", prefix = ""): Promise<string[]> {
	const r = await (await dbOf("DB_PAY", ws))
		.prepare(
			"SELECT type FROM events WHERE account_id = ? AND environment = ? AND type LIKE ? ORDER BY occurred_at, id",
		)
		.bind(ws, environment, `${prefix}%`)
		.all<{ type: string }>();
	return r.results.map((x) => x.type);
}

/**
 * eventTypes without the payment.* events. A charge's payment event is recorded in the batch of its
 * invoice event, at the same time, under an id derived from the payment: the id does not order the
 * two, so exact-order assertions leave payment events out and count them separately.
 */
export const nonPaymentTypes = async (ws: string) => (await eventTypes(ws)).filter((t) => !t.startsWith("payment."));

export async function eventsOf(ws: string, type: string): Promise<any[]> {
	const r = await (await dbOf("DB_PAY", ws))
		.prepare(
			"SELECT data FROM events WHERE account_id = ? AND environment = 'test' AND type = ? ORDER BY occurred_at, id",
		)
		.bind(ws, type)
		.all<{ data: string }>();
	return r.results.map((x) => JSON.parse(x.data));
}
