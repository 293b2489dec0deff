import { admin, call, createWorkspace, type Res } from "../helpers/http";

export const BASE = "/secrets/api/v1";

/** A request to the secrets API with a bearer token (or none). */
export function api<T = any>(
	method: string,
	path: string,
	token?: string | null,
	body?: unknown,
	headers: Record<string, string> = {},
): Promise<Res<T>> {
	return call<T>(method, `${BASE}${path}`, {
		body,
		headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
	});
}

export async function allow(ws: string, allowed = true) {
	const res = await admin("PUT", `/v1/workspaces/${ws}/allowlist/secrets`, { allowed });
	if (res.status !== 200) throw new Error(`allowlist failed: ${res.text}`);
}

export async function issueKey(ws: string, body: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
	const res = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "secrets", ...body });
	if (res.status !== 201) throw new Error(`credential failed: ${res.status} ${res.text}`);
	return res.body.data;
}

export async function jwtFor(ws: string, sub?: string): Promise<string> {
	const res = await admin("POST", "/v1/tokens", { accountId: ws, ...(sub ? { sub } : {}) });
	if (res.status !== 201) throw new Error(`token failed: ${res.text}`);
	return res.body.data.token;
}

export interface Tenant {
	ws: string;
	/** sk_live_ key (the default token) and its id. */
	key: string;
	keyId: string;
	jwt: string;
	sub: string;
}

let n = 0;
/** A fresh allowlisted workspace with an API key and a JWT. */
export async function tenant(opts: { allowed?: boolean } = {}): Promise<Tenant> {
	const ws = await createWorkspace();
	if (opts.allowed !== false) await allow(ws);
	const { id, key } = await issueKey(ws);
	const sub = `usr_test${++n}${crypto.randomUUID().slice(0, 8)}`;
	return { ws, key, keyId: id, jwt: await jwtFor(ws, sub), sub };
}

export async function project(t: Tenant, name = `App ${crypto.randomUUID().slice(0, 8)}`) {
	const res = await api("POST", "/projects", t.key, { name });
	if (res.status !== 201) throw new Error(`project failed: ${res.status} ${res.text}`);
	return res.body.data as { id: string; name: string; slug: string; createdAt: string; createdBy: string };
}

export async function environment(t: Tenant, projectId: string, name = "Production") {
	const res = await api("POST", `/projects/${projectId}/environments`, t.key, { name });
	if (res.status !== 201) throw new Error(`environment failed: ${res.status} ${res.text}`);
	return res.body.data as { id: string; projectId: string; name: string; slug: string; createdAt: string };
}

export async function put(t: Tenant, envId: string, key: string, value: string) {
	const res = await api("PUT", `/environments/${envId}/secrets`, t.key, { key, value });
	if (res.status !== 200 && res.status !== 201) throw new Error(`put failed: ${res.status} ${res.text}`);
	return res.body.data as { id: string; key: string; version: number };
}

/** Tenant + project + environment, the usual starting point. */
export async function setup() {
	const t = await tenant();
	const p = await project(t);
	const e = await environment(t, p.id);
	return { t, p, e };
}

export const reveal = (t: Tenant, secretId: string, version?: number) =>
	api("POST", `/secrets/${secretId}/reveal${version !== undefined ? `?version=${version}` : ""}`, t.key);
