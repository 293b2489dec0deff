// Gateway C (PayPal-like) client — REFERENCE "Gateway C". OAuth2 client credentials at
// POST /v1/oauth2/token (also the credential check); the access token is cached per isolate until
// shortly before it expires, keyed by a hash of the credentials so a new secret never reuses an
// old token. Orders v2 with a vaulted payment source; idempotency through PayPal-Request-Id;
// webhooks verified by POST /v1/notifications/verify-webhook-signature.
import { sha256Hex } from "../../../platform/crypto";
import {
	DEFAULT_TIMEOUT_MS,
	decimalAmount,
	defaultFetch,
	errorFor,
	GatewayError,
	type GatewayOptions,
	isConnectionFailure,
	send,
	str,
} from "./common";
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from "./provider";

export type GatewayCMode = "live" | "sandbox";
export const GATEWAY_C_BASE_URLS: Record<GatewayCMode, string> = {
	sandbox: "https://api-m.sandbox.paypal.com",
	live: "https://api-m.paypal.com",
};

/**
 * Where a gateway C client calls. Live is always PayPal's; sandbox goes to the operator's
 * GATEWAY_C_SANDBOX_URL when set (the local simulator, scripts/sim/gateway-c.mjs, so `npm start` and
 * the tests never reach the network), else PayPal's sandbox. A live adapter can never be pointed
 * elsewhere: real money only ever moves through PayPal itself.
 */
export function gatewayCBaseUrl(mode: GatewayCMode, sandboxUrl?: string): string {
	if (mode !== "sandbox" || !sandboxUrl) return GATEWAY_C_BASE_URLS[mode];
	let url: URL;
	try {
		url = new URL(sandboxUrl);
	} catch {
		throw new Error("GATEWAY_C_SANDBOX_URL is not a URL");
	}
	if (url.protocol !== "http:" && url.protocol !== "https:")
		throw new Error("GATEWAY_C_SANDBOX_URL must be an http(s) URL");
	return url.href.replace(/\/+$/, "");
}

export interface GatewayCCredentials {
	clientId: string;
	secret: string;
	mode: GatewayCMode;
}

/** Refresh this long before the upstream expiry so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;
const tokenCache = new Map<string, { token: string; expiresAt: number }>();
const TOKEN_CACHE_MAX = 1_000;

/** Tests only. */
export const clearGatewayCTokenCache = () => tokenCache.clear();

/** The headers PayPal sends with a webhook, needed to verify it. */
export const GATEWAY_C_WEBHOOK_HEADERS = {
	auth_algo: "paypal-auth-algo",
	cert_url: "paypal-cert-url",
	transmission_id: "paypal-transmission-id",
	transmission_sig: "paypal-transmission-sig",
	transmission_time: "paypal-transmission-time",
} as const;

export class GatewayCClient implements PaymentProvider {
	readonly name = "gateway_c";
	private readonly fetcher: typeof fetch;
	/** The API origin this client calls (checkout-gateways' order and capture use the same). */
	readonly baseUrl: string;
	private readonly timeoutMs: number;
	private readonly onFailure?: (err: GatewayError) => unknown;
	private readonly now: () => number;

	constructor(
		private readonly credentials: GatewayCCredentials,
		opts: GatewayOptions & { now?: () => number } = {},
	) {
		this.fetcher = opts.fetch ?? defaultFetch;
		this.baseUrl = (opts.baseUrl ?? GATEWAY_C_BASE_URLS[credentials.mode]).replace(/\/+$/, "");
		this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
		this.onFailure = opts.onFailure;
		this.now = opts.now ?? Date.now;
	}

	private async cacheKey() {
		return sha256Hex(`${this.baseUrl}\n${this.credentials.clientId}\n${this.credentials.secret}`);
	}

	/** An access token, from the cache when one is still fresh. */
	accessToken(opts: { fresh?: boolean } = {}): Promise<string> {
		return this.guard(() => this.token(opts));
	}

	private async token(opts: { fresh?: boolean }): Promise<string> {
		const key = await this.cacheKey();
		const hit = tokenCache.get(key);
		if (!opts.fresh && hit && hit.expiresAt - EXPIRY_MARGIN_MS > this.now()) return hit.token;
		const r = await send(this.fetcher, "Gateway C", "gateway_c", `${this.baseUrl}/v1/oauth2/token`, {
			method: "POST",
			headers: {
				Authorization: `Basic ${btoa(`${this.credentials.clientId}:${this.credentials.secret}`)}`,
				"Content-Type": "application/x-www-form-urlencoded",
				Accept: "application/json",
			},
			body: "grant_type=client_credentials",
			timeoutMs: this.timeoutMs,
		}).then((a) => {
			if (a.status >= 300) {
				const code = str(a.json.error);
				// invalid_client comes back as 401; some deployments answer 400 — both mean bad credentials.
				const status = code === "invalid_client" ? 401 : a.status;
				throw errorFor("Gateway C", "gateway_c", status, code, str(a.json.error_description) ?? `HTTP ${a.status}`);
			}
			return a;
		});
		const token = str(r.json.access_token);
		const expiresIn = Number(r.json.expires_in ?? 0);
		if (!token)
			throw new GatewayError("unavailable", "Gateway C answered without an access token", r.status, null, "gateway_c");
		if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.clear();
		tokenCache.set(key, { token, expiresAt: this.now() + Math.max(0, expiresIn) * 1000 });
		return token;
	}

	/** Credential check: a fresh client-credentials token. */
	async checkCredentials(): Promise<void> {
		await this.accessToken({ fresh: true });
	}

	/** Creates and captures an order on a vaulted payment source (the token's providerReference). */
	async charge(req: ChargeRequest): Promise<ChargeResult> {
		let j: Record<string, unknown>;
		try {
			j = await this.api("POST", "/v2/checkout/orders", {
				body: {
					intent: "CAPTURE",
					purchase_units: [
						{
							reference_id: req.idempotencyKey.slice(0, 256),
							description: req.description.slice(0, 127),
							amount: { currency_code: req.currency, value: decimalAmount(req.amount, req.currency) },
						},
					],
					payment_source: { paypal: { vault_id: req.token.providerReference } },
				},
				requestId: req.idempotencyKey,
			});
		} catch (err) {
			if (err instanceof GatewayError && err.kind === "rejected")
				return {
					status: "failed",
					providerReference: "",
					failureCode: (err.upstreamCode ?? "gateway_rejected").toLowerCase(),
					hardDecline: false,
				};
			throw err;
		}
		const id = str(j.id) ?? "";
		const capture = captureOf(j);
		if (j.status === "COMPLETED" && (!capture || capture.status === "COMPLETED"))
			return { status: "succeeded", providerReference: capture?.id ?? id };
		if (capture?.status === "PENDING" || j.status === "PENDING" || j.status === "APPROVED")
			return {
				status: "failed",
				providerReference: capture?.id ?? id,
				failureCode: "payment_pending",
				hardDecline: false,
			};
		return {
			status: "failed",
			providerReference: capture?.id ?? id,
			failureCode: "payment_declined",
			hardDecline: false,
		};
	}

	async refund(req: RefundRequest): Promise<RefundResult> {
		const j = await this.api("POST", `/v2/payments/captures/${encodeURIComponent(req.providerReference)}/refund`, {
			body: { amount: { currency_code: req.currency, value: decimalAmount(req.amount, req.currency) } },
			requestId: req.idempotencyKey,
		});
		return j.status === "COMPLETED" || j.status === "PENDING"
			? { status: "succeeded", providerReference: str(j.id) ?? "" }
			: { status: "failed", providerReference: str(j.id) ?? "", failureCode: "refund_failed" };
	}

	/** GET /v2/checkout/orders/{id}. */
	async getOrder(id: string): Promise<Record<string, unknown>> {
		return this.api("GET", `/v2/checkout/orders/${encodeURIComponent(id)}`);
	}

	/** True when PayPal confirms that this webhook event was sent by it for `webhookId`. */
	async verifyWebhook(
		headers: Record<string, string | null | undefined>,
		event: unknown,
		webhookId: string,
	): Promise<boolean> {
		const body: Record<string, unknown> = { webhook_id: webhookId, webhook_event: event };
		for (const [field, header] of Object.entries(GATEWAY_C_WEBHOOK_HEADERS)) {
			const v = headers[header];
			if (!v) return false;
			body[field] = v;
		}
		const j = await this.api("POST", "/v1/notifications/verify-webhook-signature", { body });
		return j.verification_status === "SUCCESS";
	}

	/** A call with the bearer token; one retry with a fresh token when a cached one was refused. */
	private async api(
		method: string,
		path: string,
		opts: { body?: unknown; requestId?: string } = {},
	): Promise<Record<string, unknown>> {
		return this.guard(async () => {
			for (let attempt = 0; ; attempt++) {
				const token = await this.token({ fresh: attempt > 0 });
				const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: "application/json" };
				if (opts.body !== undefined) headers["Content-Type"] = "application/json";
				if (opts.requestId) headers["PayPal-Request-Id"] = opts.requestId.slice(0, 108);
				const r = await send(this.fetcher, "Gateway C", "gateway_c", `${this.baseUrl}${path}`, {
					method,
					headers,
					body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
					timeoutMs: this.timeoutMs,
				});
				if (r.status < 300) return r.json;
				if (r.status === 401 && attempt === 0) continue;
				throw errorFor(
					"Gateway C",
					"gateway_c",
					r.status,
					str(r.json.name) ?? str(r.json.error),
					str(r.json.message) ?? str(r.json.error_description) ?? `HTTP ${r.status}`,
				);
			}
		});
	}

	private async guard<T>(fn: () => Promise<T>): Promise<T> {
		try {
			return await fn();
		} catch (err) {
			if (this.onFailure && isConnectionFailure(err)) await this.onFailure(err);
			throw err;
		}
	}
}

function captureOf(order: Record<string, unknown>): { id: string; status: string } | null {
	const units = order.purchase_units;
	if (!Array.isArray(units)) return null;
	const cap = units[0]?.payments?.captures?.[0];
	return cap && typeof cap.id === "string" ? { id: cap.id, status: String(cap.status) } : null;
}
