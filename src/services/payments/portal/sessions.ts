// Customer portal sessions (spec 000 §2 "Portal session object", §4 "Portal sessions", §5 last bullet).
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
import { findRow } from "../billing/store";
import type { PayCtx, PayScope } from "../context";
import { scopeNow, workspaceNow } from "../ledger/clock";
import { findPortalSession, insertPortalSession, type PortalSessionRow } from "./store";

export const PORTAL_SESSION_TTL_MS = 15 * 60_000;

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

/** POST /v1/portal-sessions: a session for one of this workspace's customers; `base` is <origin><service base>. */
export async function createPortalSession(
	ctx: PayCtx,
	s: PayScope,
	input: { customerId: string; returnUrl: string; base: string },
) {
	const customer = await findRow(ctx.env, s, "customers", input.customerId);
	if (!customer) throw new ApiError(404, "not_found", "No such customer", "customerId");
	const now = await scopeNow(ctx.env, s);
	const row: PortalSessionRow = {
		id: newId("ps_", now),
		account_id: s.workspaceId,
		environment: s.environment,
		customer_id: input.customerId,
		return_url: input.returnUrl,
		created_at: now,
		expires_at: now + PORTAL_SESSION_TTL_MS,
	};
	await insertPortalSession(ctx.env, row);
	// The workspace in the address tells the page which shard holds the session (issue 38, page.tsx).
	const url = `${input.base}/portal/${row.id}?w=${encodeURIComponent(row.account_id)}`;
	return portalSessionView(row, `${url}#token=${await sessionToken(ctx.env, row)}`);
}

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
	if (!(await findRow(env, sessionScope(row), "customers", row.customer_id))) return { kind: "missing" };
	return { kind: "live", row, now };
}

/** The workspace and mode a session belongs to: everything the portal does is in this scope. */
export const sessionScope = (row: PortalSessionRow): PayScope => ({
	workspaceId: row.account_id,
	environment: row.environment,
});
