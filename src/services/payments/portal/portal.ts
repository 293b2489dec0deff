// Customer portal (spec 000 §2 "Portal session object", §4 "Portal sessions", §5 last bullet).
// A session is minted by the merchant for one customer and lives 15 minutes (workspace clock, so
// the test clock expires it). Its URL carries the session id in the path and a signed token in the
// fragment (never sent to servers or logs by browsers); the page exchanges the token for a short
// cookie grant. Every page load and action re-reads the session: expiry (410) and the customer it
// is bound to are enforced each time, and every query is filtered by that customer.
import type { Env } from "../../../env";
import { hmacSha256, masterKeyBytes, timingSafeEqual } from "../../../platform/crypto";
import { base64urlEncode, iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { newId, randomHex } from "../../../platform/ids";
import { writeSubscription, subEvent } from "../billing/invoicing";
import { type PayEnvironment, workspaceNow } from "../ledger/clock";
import { changePrice } from "../billing/price-change";
import { publishDue } from "../billing/renewals";
import { cancelSubscription } from "../billing/subscriptions/cancel";
import { findRow, type PriceRow, type SubscriptionRow, type TokenRow } from "../billing/store";

export const PORTAL_SESSION_TTL_MS = 15 * 60_000;

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

interface Scope {
	workspaceId: string;
	environment: PayEnvironment;
}

const portalKey = async (env: Env, purpose: string) =>
	hmacSha256(masterKeyBytes(env.MASTER_KEY), `pay:portal:${purpose}`);
const mac = async (env: Env, purpose: string, msg: string) =>
	base64urlEncode(await hmacSha256(await portalKey(env, purpose), msg));

/** The fragment token: HMAC over the session's identity, customer and expiry. Stored nowhere. */
export const sessionToken = (env: Env, r: PortalSessionRow) =>
	mac(env, "token", `${r.id}.${r.account_id}.${r.environment}.${r.customer_id}.${r.expires_at}`);

export async function verifySessionToken(env: Env, r: PortalSessionRow, token: string) {
	return timingSafeEqual(await sessionToken(env, r), token);
}

/** The cookie grant a verified token is exchanged for: bound to the session id, valid while the session is. */
export async function newGrant(env: Env, sessionId: string) {
	const nonce = randomHex(16);
	return `${nonce}.${await mac(env, "grant", `${sessionId}.${nonce}`)}`;
}

export async function verifyGrant(env: Env, sessionId: string, grant: string | undefined | null) {
	if (!grant) return false;
	const [nonce, sig] = grant.split(".");
	if (!nonce || !sig) return false;
	return timingSafeEqual(await mac(env, "grant", `${sessionId}.${nonce}`), sig);
}

export const portalSessionView = (r: PortalSessionRow, url: string) => ({
	id: r.id,
	arn: `arn:pasar:pay:${r.environment}:${r.account_id}:portal-session/${r.id}`,
	accountId: r.account_id,
	customerId: r.customer_id,
	url,
	returnUrl: r.return_url,
	expiresAt: iso(r.expires_at) as string,
	createdAt: iso(r.created_at) as string,
});

export async function createPortalSession(env: Env, s: Scope, customerId: string, returnUrl: string) {
	const customer = await findRow(env, s, "customers", customerId);
	if (!customer) throw new ApiError(404, "not_found", "No such customer", "customerId");
	const now = await workspaceNow(env, s.workspaceId, s.environment);
	const row: PortalSessionRow = {
		id: newId("ps_", now),
		account_id: s.workspaceId,
		environment: s.environment,
		customer_id: customerId,
		return_url: returnUrl,
		created_at: now,
		expires_at: now + PORTAL_SESSION_TTL_MS,
	};
	await env.DB_PAY.prepare(
		"INSERT INTO portal_sessions (id, account_id, environment, customer_id, return_url, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
	)
		.bind(row.id, row.account_id, row.environment, row.customer_id, row.return_url, row.created_at, row.expires_at)
		.run();
	return row;
}

export const findPortalSession = (env: Env, id: string) =>
	env.DB_PAY.prepare("SELECT * FROM portal_sessions WHERE id = ?").bind(id).first<PortalSessionRow>();

export type SessionState =
	| { kind: "missing" }
	| { kind: "expired"; row: PortalSessionRow }
	| { kind: "live"; row: PortalSessionRow; now: number };

/** Loads a session and checks, on every page load, its expiry and that its customer still exists. */
export async function loadSession(env: Env, id: string): Promise<SessionState> {
	if (!/^ps_[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return { kind: "missing" };
	const row = await findPortalSession(env, id);
	if (!row) return { kind: "missing" };
	const now = await workspaceNow(env, row.account_id, row.environment);
	if (now >= row.expires_at) return { kind: "expired", row };
	const s = { workspaceId: row.account_id, environment: row.environment };
	if (!(await findRow(env, s, "customers", row.customer_id))) return { kind: "missing" };
	return { kind: "live", row, now };
}

export async function getPortalSettings(env: Env, s: Scope): Promise<PortalSettings> {
	const r = await env.DB_PAY.prepare("SELECT * FROM portal_settings WHERE account_id = ? AND environment = ?")
		.bind(s.workspaceId, s.environment)
		.first<{
			cancel_subscription: number;
			update_payment_method: number;
			view_invoices: number;
			change_plan: number;
		}>();
	if (!r) return { ...DEFAULT_PORTAL_SETTINGS };
	return {
		cancelSubscription: r.cancel_subscription === 1,
		updatePaymentMethod: r.update_payment_method === 1,
		viewInvoices: r.view_invoices === 1,
		changePlan: r.change_plan === 1,
	};
}

export async function putPortalSettings(env: Env, s: Scope, patch: Partial<PortalSettings>): Promise<PortalSettings> {
	const next = { ...(await getPortalSettings(env, s)), ...patch };
	const b = (v: boolean) => (v ? 1 : 0);
	await env.DB_PAY.prepare(
		`INSERT INTO portal_settings (account_id, environment, cancel_subscription, update_payment_method, view_invoices, change_plan, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
		 ON CONFLICT (account_id, environment) DO UPDATE SET cancel_subscription = excluded.cancel_subscription, update_payment_method = excluded.update_payment_method, view_invoices = excluded.view_invoices, change_plan = excluded.change_plan, updated_at = excluded.updated_at`,
	)
		.bind(
			s.workspaceId,
			s.environment,
			b(next.cancelSubscription),
			b(next.updatePaymentMethod),
			b(next.viewInvoices),
			b(next.changePlan),
			Date.now(),
		)
		.run();
	return next;
}

// ---- what the customer sees and does (always through the session's customer) -------------------

export async function customerData(env: Env, row: PortalSessionRow) {
	const s = { workspaceId: row.account_id, environment: row.environment };
	const q = <T>(sql: string) => env.DB_PAY.prepare(sql).bind(s.workspaceId, s.environment, row.customer_id).all<T>();
	const subs = (
		await q<SubscriptionRow>(
			"SELECT * FROM subscriptions WHERE account_id = ? AND environment = ? AND customer_id = ? ORDER BY created_at DESC LIMIT 50",
		)
	).results;
	const invoices = (
		await q<{
			id: string;
			number: string;
			status: string;
			total: number;
			currency: string;
			created_at: number;
			paid_at: number | null;
			hosted_invoice_url: string | null;
		}>(
			"SELECT id, number, status, total, currency, created_at, paid_at, hosted_invoice_url FROM invoices WHERE account_id = ? AND environment = ? AND customer_id = ? AND status != 'draft' ORDER BY created_at DESC LIMIT 50",
		)
	).results;
	const tokens = (
		await q<TokenRow>(
			"SELECT * FROM payment_tokens WHERE account_id = ? AND environment = ? AND customer_id = ? AND status = 'active' ORDER BY created_at DESC LIMIT 20",
		)
	).results;
	const prices: Record<string, PriceRow[]> = {};
	for (const sub of subs) {
		prices[sub.plan_id] ??= (
			await env.DB_PAY.prepare(
				"SELECT * FROM prices WHERE account_id = ? AND environment = ? AND plan_id = ? AND active = 1 AND currency = ? ORDER BY unit_amount",
			)
				.bind(s.workspaceId, s.environment, sub.plan_id, sub.currency)
				.all<PriceRow>()
		).results;
	}
	return { subs, invoices, tokens, prices };
}

const live = (sub: SubscriptionRow) => sub.status !== "canceled" && sub.status !== "incomplete";

async function ownSubscription(env: Env, row: PortalSessionRow, subId: string) {
	const s = { workspaceId: row.account_id, environment: row.environment };
	const sub = await findRow<SubscriptionRow>(env, s, "subscriptions", subId);
	// Bound to the session's customer: anything else is "not found", never another customer's data.
	if (!sub || sub.customer_id !== row.customer_id) throw new ApiError(404, "not_found", "No such subscription");
	return { s, sub };
}

const lostRace = () => new ApiError(409, "conflict", "The subscription changed meanwhile; reload and try again");

/** Cancel at the period end — the API's cancel {at: period_end, reason: user_request}, same event. */
/** The portal's cancel is the API's cancel at the period end (the same verb); only live subscriptions offer it. */
export async function portalCancel(env: Env, row: PortalSessionRow, subId: string) {
	const { s, sub } = await ownSubscription(env, row, subId);
	if (!live(sub)) throw new ApiError(409, "conflict", `The subscription is ${sub.status}`);
	await cancelSubscription({ env }, s, sub.id, { at: "period_end", reason: "user_request" });
}

/** Switch the subscription's default payment token to another active token of the same customer. */
export async function portalPaymentMethod(
	env: Env,
	row: PortalSessionRow,
	subId: string,
	tokenId: string,
	now: number,
) {
	const { s, sub } = await ownSubscription(env, row, subId);
	if (!live(sub)) throw new ApiError(409, "conflict", `The subscription is ${sub.status}`);
	const t = await findRow<TokenRow>(env, s, "payment_tokens", tokenId);
	if (!t || t.customer_id !== row.customer_id || t.status !== "active")
		throw new ApiError(404, "not_found", "No such payment method");
	if (sub.default_payment_token_id === t.id) return;
	const done = await writeSubscription(
		env,
		s,
		sub,
		{ ...sub, default_payment_token_id: t.id },
		(n) => [
			subEvent("subscription.updated", n, {
				causes: ["payment_token"],
				previousAttributes: { defaultPaymentTokenId: sub.default_payment_token_id },
			}),
		],
		now,
	);
	if (!done) throw lostRace();
}

/**
 * Change to another price of the subscription's plan with exactly the API's rules (price-change.ts):
 * during a trial or at an equal amount at once, a downgrade at the period end, an upgrade charged
 * its prorated difference at once on the subscription's payment method.
 */
export async function portalChangePlan(env: Env, row: PortalSessionRow, subId: string, priceId: string, now: number) {
	const { s, sub } = await ownSubscription(env, row, subId);
	if (sub.status !== "active" && sub.status !== "trialing")
		throw new ApiError(409, "conflict", `The plan of a ${sub.status} subscription cannot change`);
	const price = await findRow<PriceRow>(env, s, "prices", priceId);
	if (!price || price.plan_id !== sub.plan_id || price.currency !== sub.currency || !price.active)
		throw new ApiError(404, "not_found", "No such price");
	const next: SubscriptionRow = { ...sub };
	const { cause, previous } = await changePrice(env, s, sub, next, price, now);
	if (!cause) return;
	const done = await writeSubscription(
		env,
		s,
		sub,
		next,
		(n) => [subEvent("subscription.updated", n, { causes: [cause], previousAttributes: previous })],
		now,
	);
	if (!done) throw lostRace();
	await publishDue(env, s, now);
}
