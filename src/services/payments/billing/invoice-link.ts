// The hosted invoice page (issue 6 follow-up; Stripe's hosted invoice page is the model). A
// send_invoice invoice's hostedInvoiceUrl is <origin><base>/invoices/<inv_id>/pay?t=<token>&w=<workspace>,
// where the token is an HMAC (key derived from MASTER_KEY) over the invoice id, workspace and
// environment: an invoice id alone opens nothing, and a token opens only the invoice it was made for.
// `w` says which shard holds the invoice (issue 38). The token
// is never stored (a database copy holds no links); the row keeps the path, and the absolute URL is
// rendered from the request's origin and local prefix whenever the invoice is shown to a client.
import type { Context } from "hono";
import type { Env } from "../../../env";
import type { AppEnv } from "../../../platform/context";
import { hmacSha256, masterKeys, timingSafeEqual } from "../../../platform/crypto";
import { base64urlEncode } from "../../../platform/encoding";
import { isUlidId } from "../../../platform/ids";
import { placedEnv } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { hostedInvoicePath } from "./invoicing";
import { type InvoiceRow, invoiceView, type Scope } from "./store";
import { invoiceById } from "./store/invoices";

const ID = /^inv_[0-9A-HJKMNP-TV-Z]{26}$/;

async function tokenWith(master: Uint8Array, s: Scope, invoiceId: string) {
	const key = await hmacSha256(master, "pay:invoice:link");
	return base64urlEncode(await hmacSha256(key, `${invoiceId}.${s.workspaceId}.${s.environment}`));
}

/** The link token of an invoice (always made with the current MASTER_KEY). */
export const invoiceLinkToken = (env: Env, s: Scope, invoiceId: string) => tokenWith(masterKeys(env)[0], s, invoiceId);

/** Checked against the current and, during a rotation, the previous MASTER_KEY, so links outlive a rotation window. */
export async function verifyInvoiceLinkToken(env: Env, s: Scope, invoiceId: string, token: string | undefined | null) {
	if (!token || token.length > 100) return false;
	for (const k of masterKeys(env)) if (timingSafeEqual(await tokenWith(k, s, invoiceId), token)) return true;
	return false;
}

/** Absolute base of the payments service as this request reached it (origin plus any local /pay prefix). */
export const requestBase = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}${c.get("base") ?? ""}`;

/**
 * The absolute hosted page URL of an invoice, or null when it has none (charge_automatically).
 * Rows written before the page existed hold a placeholder path; the path is recomputed from the id.
 */
export async function hostedInvoiceUrl(
	env: Env,
	base: string,
	s: Scope,
	r: Pick<InvoiceRow, "id" | "hosted_invoice_url">,
) {
	if (r.hosted_invoice_url == null) return null;
	return `${base}${hostedInvoicePath(r.id)}?t=${await invoiceLinkToken(env, s, r.id)}&w=${encodeURIComponent(s.workspaceId)}`;
}

/** invoiceView with the absolute, tokenized hostedInvoiceUrl for the client of this request. */
export async function clientInvoiceView(c: Context<AppEnv>, s: Scope, r: InvoiceRow) {
	return { ...invoiceView(r), hostedInvoiceUrl: await hostedInvoiceUrl(c.env, requestBase(c), s, r) };
}

/**
 * Finds an invoice that has a hosted page by id and token; anything else (unknown id, bad token) is
 * null. The link names the invoice's workspace (`w`, issue 38): the invoice is read on that
 * workspace's shard, and the token, an HMAC over the id and workspace, must match the row's own. A
 * link without `w` was sent before sharding: the invoice is on shard 0. `env` is the env the row was
 * read on; the page works on it.
 */
export async function invoiceByLink(
	anyEnv: Env,
	id: string,
	token: string | undefined | null,
	w: string | undefined,
): Promise<{ s: Scope; inv: InvoiceRow; env: Env } | null> {
	if (!ID.test(id)) return null;
	if (w !== undefined && !isUlidId("acc_", w)) return null;
	const env = w === undefined ? placedEnv(anyEnv, {}) : await workspaceEnv(anyEnv, w);
	const row = await invoiceById(env, id);
	if (!row || row.hosted_invoice_url == null || (w !== undefined && row.account_id !== w)) return null;
	const s: Scope = { workspaceId: row.account_id, environment: row.environment };
	return (await verifyInvoiceLinkToken(env, s, id, token)) ? { s, inv: row, env } : null;
}
