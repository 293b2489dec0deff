import { SELF } from "cloudflare:test";

export const ORIGIN = "http://127.0.0.1:8787";
export const ADMIN_TOKEN = "test-admin-token";

export interface Res<T = any> {
	status: number;
	headers: Headers;
	body: T;
	text: string;
}

/** Calls the Worker through its real fetch entry point (router, service app, middleware). */
export async function call<T = any>(
	method: string,
	path: string,
	opts: { body?: unknown; raw?: string; headers?: Record<string, string>; redirect?: "follow" | "manual" } = {},
): Promise<Res<T>> {
	const headers: Record<string, string> = { ...(opts.headers ?? {}) };
	let body: string | undefined = opts.raw;
	if (opts.body !== undefined) {
		body = JSON.stringify(opts.body);
		headers["Content-Type"] ??= "application/json";
	}
	const res = await SELF.fetch(`${ORIGIN}${path}`, { method, headers, body, redirect: opts.redirect });
	const text = await res.text();
	let parsed: any = text;
	try {
		parsed = text ? JSON.parse(text) : null;
	} catch {}
	return { status: res.status, headers: res.headers, body: parsed, text };
}

export const admin = <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
	call<T>(method, `/admin${path}`, { body, headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, ...headers } });

let n = 0;
/** A fresh workspace per test keeps tests independent without resetting storage. */
export async function createWorkspace(name = `Toko ${++n} ${crypto.randomUUID().slice(0, 6)}`): Promise<string> {
	const res = await admin("POST", "/v1/workspaces", { name });
	if (res.status !== 201) throw new Error(`workspace create failed: ${res.status} ${res.text}`);
	return res.body.data.id;
}

export function expectEnvelopeError(res: Res, status: number, code: string) {
	if (res.status !== status || res.body?.error?.code !== code) {
		throw new Error(`expected ${status} ${code}, got ${res.status} ${res.text}`);
	}
	if (res.body.data !== null || typeof res.body.meta?.requestId !== "string")
		throw new Error(`not an error envelope: ${res.text}`);
}

/** A fresh workspace, optionally on a plan of `service`, and a bearer key the admin API minted for it. */
export async function bearerWorkspace(service: string, plan?: string) {
	const ws = await createWorkspace();
	if (plan) {
		const r = await admin("PUT", `/v1/workspaces/${ws}/plans/${service}`, { plan });
		if (r.status !== 200) throw new Error(`plan set failed: ${r.status} ${r.text}`);
	}
	const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service });
	if (r.status !== 201) throw new Error(`${service} key mint failed: ${r.status} ${r.text}`);
	return { ws, key: r.body.data.key as string, keyId: r.body.data.id as string };
}

/** `method <base>${path}` with Bearer <key or token>, for a service whose API lives under `base`. */
export const bearerCaller =
	(base: string) =>
	<T = any>(key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
		call<T>(method, `${base}${path}`, { body, headers: { Authorization: `Bearer ${key}`, ...headers } });
