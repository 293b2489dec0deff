// HTTP adapter tests: a global fetch stub standing in for the three gateways (and any webhook
// receiver), answering per host; every request is recorded so tests can assert what was sent.
import { inject, vi } from "vitest";
import type { PayKey } from "../helpers/pay";
import { payCall } from "../helpers/pay";

export interface Upstream {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: string;
}
export type Reply = (req: Upstream) => Response | Error | Promise<Response | Error>;

export const A_HOST = "https://api.xendit.co";
export const B_HOST = "https://api.sandbox.midtrans.com";
/** A sandbox adapter calls GATEWAY_C_SANDBOX_URL (the local simulator in tests); the stub answers for it here. */
export const C_HOST = inject("gatewayCSimulatorUrl");

/** Transmission headers of a gateway C webhook; the stubbed verify endpoint decides validity. */
export const PAYPAL_WEBHOOK_HEADERS = {
	"paypal-auth-algo": "SHA256withRSA",
	"paypal-cert-url": "https://api-m.sandbox.paypal.com/certs/c",
	"paypal-transmission-id": "tx-1",
	"paypal-transmission-sig": "sig",
	"paypal-transmission-time": "2026-01-01T00:00:00Z",
};

/** Healthy gateways by default; override per host with `on`. */
export function stubGateways() {
	const seen: Upstream[] = [];
	const routes = new Map<string, Reply>();
	const defaults: Record<string, Reply> = {
		[A_HOST]: () => Response.json({ balance: 1_000_000 }),
		[B_HOST]: () =>
			Response.json({ status_code: "404", status_message: "Transaction doesn't exist." }, { status: 404 }),
		[C_HOST]: (r) =>
			r.url.endsWith("/v1/oauth2/token")
				? Response.json({ access_token: "A21-x", expires_in: 32400 })
				: Response.json({}),
	};
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
			const req: Upstream = {
				url,
				method: init?.method ?? "GET",
				headers: Object.fromEntries(new Headers(init?.headers).entries()),
				body: typeof init?.body === "string" ? init.body : "",
			};
			seen.push(req);
			const host = Object.keys(defaults).find((h) => url.startsWith(h));
			const reply = host ? (routes.get(host) ?? defaults[host]) : () => new Response("ok");
			const r = await reply(req);
			if (r instanceof Error) throw r;
			return r;
		}),
	);
	return {
		seen,
		on(host: string, reply: Reply | null) {
			if (reply) routes.set(host, reply);
			else routes.delete(host);
		},
		to: (host: string) => seen.filter((s) => s.url.startsWith(host)),
	};
}

let n = 0;
export const idem = () => `idem-${Date.now()}-${++n}`;

export const put = (key: PayKey, kind: string, body: unknown, idempotencyKey: string | undefined = idem()) =>
	payCall(key, "PUT", `/v1/adapters/${kind}`, { body, idempotencyKey });

export async function eventsOf(key: PayKey, prefix = "adapter.") {
	const r = await payCall(key, "GET", `/v1/events?type=${encodeURIComponent(prefix)}&limit=100`);
	if (r.status !== 200) throw new Error(`events: ${r.status} ${r.text}`);
	return r.body.data as { id: string; type: string; data: any }[];
}

export const A_SECRET = "xnd_development_Sup3rS3cretAAAA1234";
export const B_SERVER_KEY = "SB-Mid-server-Sup3rS3cretBBBB5678";
export const C_SECRET = "EPaypalSup3rS3cretCCCC9012";
