// The fuzzer's callers (issue 26): one authenticated tenant per service, sending any raw request
// (method, path with query, body bytes, content type) with that service's credential, signed where
// the service signs (payments, marketing partner calls).
import type { env } from "cloudflare:test";
import { admin, bearerWorkspace, call, createWorkspace, type Res } from "../helpers/http";
import { mintMktKey, signMkt } from "../helpers/mkt";
import { mintPayKey, signPay } from "../helpers/pay";
import { mintStoreKey } from "../helpers/store";

export interface Raw {
	method: string;
	/** Path with query, including the local prefix (/pay, /mkt/api/v1…) */
	path: string;
	raw?: string;
	contentType?: string;
	headers?: Record<string, string>;
}

export interface Tenant {
	ws: string;
	send(r: Raw): Promise<Res>;
}

export interface FuzzService {
	name: string;
	/** The local prefix its paths are under */
	base: string;
	/** D1 binding holding its data (the state digest reads it) */
	db: keyof typeof env;
	/** Error codes written UPPER_SNAKE (else lower snake) */
	upper: boolean;
	/** false: the credential sees every workspace (the admin API), so another's id is not foreign */
	scoped?: boolean;
	tenant(): Promise<Tenant>;
}

const send =
	(auth: (r: Raw) => Promise<Record<string, string>>) =>
	async (r: Raw): Promise<Res> => {
		const headers: Record<string, string> = { ...(await auth(r)), ...(r.headers ?? {}) };
		if (r.raw !== undefined && r.raw !== "") headers["Content-Type"] ??= r.contentType ?? "application/json";
		return call(r.method, r.path, { raw: r.raw === "" ? undefined : r.raw, headers });
	};

const idem = (r: Raw) => (r.method === "GET" ? undefined : r.headers?.["Idempotency-Key"]);

async function plan(ws: string, service: string, p: string) {
	const res = await admin("PUT", `/v1/workspaces/${ws}/plans/${service}`, { plan: p });
	if (res.status !== 200) throw new Error(`plan ${service}/${p}: ${res.status} ${res.text}`);
}

const bearer = (name: string, base: string, db: keyof typeof env, planName?: string): FuzzService => ({
	name,
	base,
	db,
	upper: true,
	async tenant() {
		const w = await bearerWorkspace(name, planName);
		return { ws: w.ws, send: send(async () => ({ Authorization: `Bearer ${w.key}` })) };
	},
});

/** Plan billing pointed at a payments workspace (as npm start does), so POS checkout and top-ups run for real. */
let billing: Promise<void> | null = null;
const platformBilling = () =>
	(billing ??= (async () => {
		const platform = await createWorkspace();
		const key = await mintMktKey(platform, "platform_admin");
		const payWs = await createWorkspace();
		const body = JSON.stringify({ accountId: payWs, environment: "test" });
		const ts = Math.floor(Date.now() / 1000);
		const path = "/mkt/api/v1/billing/config";
		const r = await call("PUT", path, {
			raw: body,
			headers: {
				Authorization: await signMkt(key, "PUT", path, body, ts),
				"X-Mkt-Timestamp": String(ts),
				"Content-Type": "application/json",
			},
		});
		if (r.status !== 200) throw new Error(`billing config: ${r.status} ${r.text}`);
	})());

export const SERVICES: FuzzService[] = [
	{
		name: "pay",
		base: "/pay",
		db: "DB_PAY",
		upper: false,
		async tenant() {
			const ws = await createWorkspace();
			const key = await mintPayKey(ws, { environment: "test" });
			return {
				ws,
				send: send(async (r) => {
					const ts = Math.floor(Date.now() / 1000);
					return {
						Authorization: await signPay(key, r.method, r.path, r.raw ?? "", ts, { idempotencyKey: idem(r) }),
						"X-Pay-Timestamp": String(ts),
					};
				}),
			};
		},
	},
	{
		name: "mkt",
		base: "/mkt",
		db: "DB_MKT",
		upper: true,
		async tenant() {
			const ws = await createWorkspace();
			await plan(ws, "mkt", "scale");
			const key = await mintMktKey(ws);
			const store = await mintStoreKey(ws);
			return {
				ws,
				send: send(async (r): Promise<Record<string, string>> => {
					// The storefront's paths live on the marketing base and take its own Bearer key.
					if (/^\/mkt\/api\/v1\/(storefront|inventory)(\/|$|\?)/.test(r.path))
						return { Authorization: `Bearer ${store.key}` };
					const ts = Math.floor(Date.now() / 1000);
					return {
						Authorization: await signMkt(key, r.method, r.path, r.raw ?? "", ts, { idempotencyKey: idem(r) }),
						"X-Mkt-Timestamp": String(ts),
					};
				}),
			};
		},
	},
	{
		...bearer("pos", "/pos", "DB_POS", "business"),
		async tenant() {
			await platformBilling();
			const w = await bearerWorkspace("pos", "business");
			return { ws: w.ws, send: send(async () => ({ Authorization: `Bearer ${w.key}` })) };
		},
	},
	bearer("ci", "/ci", "DB_CI"),
	bearer("loc", "/loc", "DB_LOC", "pro"),
	{
		name: "secrets",
		base: "/secrets",
		db: "DB_SECRETS",
		upper: true,
		async tenant() {
			const ws = await createWorkspace();
			const a = await admin("PUT", `/v1/workspaces/${ws}/allowlist/secrets`, { allowed: true });
			if (a.status !== 200) throw new Error(`allowlist: ${a.text}`);
			const k = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "secrets" });
			return { ws, send: send(async () => ({ Authorization: `Bearer ${k.body.data.key}` })) };
		},
	},
	{
		name: "admin",
		base: "/admin",
		db: "DB_PLATFORM",
		upper: false,
		scoped: false,
		async tenant() {
			const ws = await createWorkspace();
			return { ws, send: send(async () => ({ Authorization: "Bearer test-admin-token" })) };
		},
	},
];
