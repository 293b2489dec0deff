// Marketing test helpers: mint keys through the admin API and sign requests exactly as the DESIGN §4
// CONTRACT says (written independently of the server code, so the tests check the contract).
import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { admin, call, createWorkspace, type Res } from "./http";
import { hmacHex, sha256Hex } from "./pay";

export interface MktKey {
	keyId: string;
	key: string;
}

/** POST /admin/v1/workspaces/{id}/credentials {service:"mkt", role?} → {keyId, key}. */
export async function mintMktKey(workspaceId: string, role?: "merchant" | "platform_admin"): Promise<MktKey> {
	const res = await admin("POST", `/v1/workspaces/${workspaceId}/credentials`, {
		service: "mkt",
		...(role ? { role } : {}),
	});
	if (res.status !== 201) throw new Error(`mkt key mint failed: ${res.status} ${res.text}`);
	return res.body.data;
}

/** A fresh workspace with a merchant key. */
export async function mktWorkspace(plan?: string) {
	const ws = await createWorkspace();
	if (plan) await setMktPlan(ws, plan);
	return { ws, key: await mintMktKey(ws) };
}

export async function setMktPlan(ws: string, plan: string) {
	const res = await admin("PUT", `/v1/workspaces/${ws}/plans/mkt`, { plan });
	if (res.status !== 200) throw new Error(`plan set failed: ${res.status} ${res.text}`);
}

export async function signMkt(
	key: MktKey,
	method: string,
	fullPath: string,
	rawBody: string,
	timestamp: number | string,
	opts: { idempotencyKey?: string; scope?: string; onBehalfOf?: string } = {},
) {
	let sts = `${method.toUpperCase()}\n${fullPath}\n${timestamp}\n${await sha256Hex(rawBody)}`;
	if (opts.onBehalfOf !== undefined) sts += `\n${opts.idempotencyKey ?? ""}\n${opts.onBehalfOf}`;
	else if (opts.idempotencyKey !== undefined) sts += `\n${opts.idempotencyKey}`;
	return `Mkt-HMAC-SHA256 keyId=${key.keyId}, scope=${opts.scope ?? "*"}, signature=${await hmacHex(key.key, sts)}`;
}

export interface MktCallOptions {
	body?: unknown;
	raw?: string;
	contentType?: string;
	idempotencyKey?: string;
	onBehalfOf?: string;
	timestamp?: number;
	scope?: string;
	headers?: Record<string, string>;
}

/** Signs and sends `method /mkt/api/v1${path}` through the Worker entry point. */
export async function mkt<T = any>(
	key: MktKey,
	method: string,
	path: string,
	opts: MktCallOptions = {},
): Promise<Res<T>> {
	const raw = opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : "");
	const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
	const fullPath = `/mkt/api/v1${path}`;
	const headers: Record<string, string> = {
		Authorization: await signMkt(key, method, fullPath, raw, timestamp, opts),
		"X-Mkt-Timestamp": String(timestamp),
	};
	if (raw) headers["Content-Type"] = opts.contentType ?? "application/json";
	if (opts.idempotencyKey !== undefined) headers["Idempotency-Key"] = opts.idempotencyKey;
	if (opts.onBehalfOf !== undefined) headers["X-Mkt-On-Behalf-Of"] = opts.onBehalfOf;
	Object.assign(headers, opts.headers ?? {});
	return call<T>(method, fullPath, { raw: raw === "" ? undefined : raw, headers });
}

/** An identity-provider token signed with the local development key (claims as given: accountId may be left out). */
export async function idpToken(claims: Record<string, unknown>, ttlSeconds = 600) {
	return new SignJWT(claims)
		.setProtectedHeader({ alg: "HS256", typ: "JWT" })
		.setIssuedAt()
		.setExpirationTime(`${ttlSeconds}s`)
		.sign(new TextEncoder().encode(env.JWT_DEV_KEY));
}

export const bearer = (token: string, method: string, path: string, body?: unknown) =>
	call(method, `/mkt/api/v1${path}`, { body, headers: { Authorization: `Bearer ${token}` } });
