// Rows and API views of checkout sessions, payments (the shared `payments` table) and refunds,
// plus checkout settings (settings.ts). Plain D1 statements so state moves stay conditional UPDATEs.
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import { iso } from "../../../../platform/encoding";
import { notFound } from "../../../../platform/errors";
import type { Scope } from "../../billing/store";
import type { CheckoutMethod, LineItem, SessionStatus } from "../domain";

export type { PaymentRow, Scope } from "../../billing/store";
export { NOT_SETTLED, paymentView, type RefundRow, refundView } from "../../charges/rows";
export {
	brandingOf,
	type CheckoutSettingsRow,
	loadCheckoutSettings,
	readCheckoutSettings,
	routingOf,
	type StoredBranding,
	writeCheckoutSettings,
} from "./settings";

export interface SessionRow {
	id: string;
	account_id: string;
	environment: "test" | "live";
	customer_id: string | null;
	customer_email: string | null;
	amount: number;
	currency: string;
	line_items: string | null;
	methods: string;
	status: SessionStatus;
	success_url: string;
	cancel_url: string | null;
	hosted_url: string;
	metadata: string | null;
	payment_id: string | null;
	/** The invoice the hosted invoice page opened this session for (its success pays it). */
	invoice_id: string | null;
	expires_at: number;
	completed_at: number | null;
	canceled_at: number | null;
	expired_at: number | null;
	created_at: number;
	updated_at: number;
}

export const sessionMethods = (r: SessionRow) => JSON.parse(r.methods) as CheckoutMethod[];
export const sessionLineItems = (r: SessionRow) => (r.line_items ? (JSON.parse(r.line_items) as LineItem[]) : null);

export const sessionView = (r: SessionRow) => ({
	id: r.id,
	object: "checkout_session" as const,
	status: r.status,
	customerId: r.customer_id,
	customerEmail: r.customer_email,
	amount: r.amount,
	currency: r.currency,
	lineItems: sessionLineItems(r),
	methods: sessionMethods(r),
	successUrl: r.success_url,
	cancelUrl: r.cancel_url,
	hostedUrl: r.hosted_url,
	metadata: r.metadata ? (JSON.parse(r.metadata) as Record<string, string>) : {},
	paymentId: r.payment_id,
	invoiceId: r.invoice_id ?? null,
	expiresAt: iso(r.expires_at) as string,
	completedAt: iso(r.completed_at),
	canceledAt: iso(r.canceled_at),
	expiredAt: iso(r.expired_at),
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});

type Table = "checkout_sessions" | "refunds" | "payments";
const LABEL: Record<Table, string> = { checkout_sessions: "checkout session", refunds: "refund", payments: "payment" };

export async function findIn<T>(env: Env, s: Scope, table: Table, id: string): Promise<T | null> {
	return (
		(await env.DB_PAY.prepare(`SELECT * FROM ${table} WHERE id = ? AND account_id = ? AND environment = ?`)
			.bind(id, s.workspaceId, s.environment)
			.first<T>()) ?? null
	);
}

export async function getIn<T>(env: Env, s: Scope, table: Table, id: string): Promise<T> {
	const r = await findIn<T>(env, s, table, id);
	if (!r) throw notFound(LABEL[table]);
	return r;
}

/** One page (limit + 1 rows) newest first, keyset on (created_at, id); undefined filters are skipped. */
export async function listIn<T>(
	env: Env,
	s: Scope,
	table: Table,
	where: Array<[string, unknown]>,
	limit: number,
	cursor: Cursor | null,
): Promise<T[]> {
	const conds = ["account_id = ?", "environment = ?"];
	const binds: unknown[] = [s.workspaceId, s.environment];
	for (const [col, v] of where) {
		if (v === undefined) continue;
		conds.push(`${col} = ?`);
		binds.push(v);
	}
	if (cursor) {
		conds.push("(created_at < ? OR (created_at = ? AND id < ?))");
		binds.push(cursor.t, cursor.t, cursor.id);
	}
	const res = await env.DB_PAY.prepare(
		`SELECT * FROM ${table} WHERE ${conds.join(" AND ")} ORDER BY created_at DESC, id DESC LIMIT ?`,
	)
		.bind(...binds, limit + 1)
		.all<T>();
	return res.results;
}

/** Open sessions whose expiresAt has passed, oldest first. */
export async function dueSessions(env: Env, s: Scope, now: number, limit: number): Promise<SessionRow[]> {
	const r = await env.DB_PAY.prepare(
		"SELECT * FROM checkout_sessions WHERE account_id = ? AND environment = ? AND status = 'open' AND expires_at <= ? ORDER BY expires_at LIMIT ?",
	)
		.bind(s.workspaceId, s.environment, now, limit)
		.all<SessionRow>();
	return r.results;
}

/** The invoice's latest open (or in-review) session — with a payment when `withPayment` — for the hosted invoice page. */
export const invoiceSessionId = (env: Env, s: Scope, invoiceId: string, withPayment: boolean) =>
	env.DB_PAY.prepare(
		`SELECT id FROM checkout_sessions WHERE account_id = ? AND environment = ? AND invoice_id = ?${withPayment ? " AND payment_id IS NOT NULL" : ""} AND status IN ('open', 'pending_review') ORDER BY created_at DESC LIMIT 1`,
	)
		.bind(s.workspaceId, s.environment, invoiceId)
		.first<{ id: string }>();
