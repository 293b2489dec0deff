// Gateway B (Midtrans-like) client — REFERENCE "Gateway B". Basic auth with the server key and an
// empty password; the sandbox and production hosts differ and so do the server-key prefixes.
// Midtrans puts its own status_code in the body (sometimes with HTTP 200), so the body's code wins.
// Notifications are verified with sha512(order_id + status_code + gross_amount + serverKey) and the
// status is then confirmed with GET /v2/{order_id}/status rather than trusted from the body.
import { sha512Hex, timingSafeEqual } from "../../../platform/crypto";
import {
	DEFAULT_TIMEOUT_MS,
	defaultFetch,
	errorFor,
	GatewayError,
	type GatewayOptions,
	isConnectionFailure,
	send,
	str,
} from "./common";
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from "./provider";

export type GatewayBEnv = "sandbox" | "production";
export const GATEWAY_B_BASE_URLS: Record<GatewayBEnv, string> = {
	sandbox: "https://api.sandbox.midtrans.com",
	production: "https://api.midtrans.com",
};
export const GATEWAY_B_SERVER_KEY_PREFIX: Record<GatewayBEnv, string> = {
	sandbox: "SB-Mid-server-",
	production: "Mid-server-",
};

export const isGatewayBServerKey = (key: string, env: GatewayBEnv) => {
	const p = GATEWAY_B_SERVER_KEY_PREFIX[env];
	return key.startsWith(p) && key.length > p.length;
};

export interface GatewayBCredentials {
	serverKey: string;
	env: GatewayBEnv;
}

export interface GatewayBStatus {
	orderId: string;
	transactionId: string;
	transactionStatus: string;
	fraudStatus: string | null;
	statusCode: string;
	grossAmount: string;
	/** ISO currency of gross_amount (Midtrans answers IDR); null when the answer does not say. */
	currency: string | null;
}

/** Midtrans transaction_status → a settled charge result (capture needs fraud_status accept). */
/** Our failure code for a failed transaction (charge answers and notifications alike). */
export const gatewayBFailureCode = (s: Pick<GatewayBStatus, "transactionStatus">) =>
	`card_${s.transactionStatus || "declined"}`;

export function outcomeOfB(
	s: Pick<GatewayBStatus, "transactionStatus" | "fraudStatus">,
): "succeeded" | "failed" | "pending" {
	switch (s.transactionStatus) {
		case "settlement":
			return "succeeded";
		case "capture":
			return s.fraudStatus === "challenge" ? "pending" : s.fraudStatus === "deny" ? "failed" : "succeeded";
		case "deny":
		case "cancel":
		case "expire":
		case "failure":
			return "failed";
		default:
			return "pending";
	}
}

export interface GatewayBNotification {
	order_id?: unknown;
	status_code?: unknown;
	gross_amount?: unknown;
	signature_key?: unknown;
	transaction_id?: unknown;
	transaction_status?: unknown;
}

/** sha512(order_id + status_code + gross_amount + serverKey) against signature_key, in constant time. */
export async function verifyGatewayBNotification(n: GatewayBNotification, serverKey: string): Promise<boolean> {
	const orderId = str(n.order_id);
	const statusCode = str(n.status_code);
	const gross = str(n.gross_amount);
	const sig = str(n.signature_key);
	if (!orderId || !statusCode || !gross || !sig) return false;
	return timingSafeEqual(await sha512Hex(orderId + statusCode + gross + serverKey), sig.toLowerCase());
}

export class GatewayBClient implements PaymentProvider {
	readonly name = "gateway_b";
	private readonly fetcher: typeof fetch;
	private readonly baseUrl: string;
	private readonly timeoutMs: number;
	private readonly authorization: string;
	private readonly onFailure?: (err: GatewayError) => unknown;

	constructor(credentials: GatewayBCredentials, opts: GatewayOptions = {}) {
		this.fetcher = opts.fetch ?? defaultFetch;
		this.baseUrl = (opts.baseUrl ?? GATEWAY_B_BASE_URLS[credentials.env]).replace(/\/+$/, "");
		this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
		this.authorization = `Basic ${btoa(`${credentials.serverKey}:`)}`;
		this.onFailure = opts.onFailure;
	}

	/**
	 * Credential check: the status of an order that cannot exist. A working key gets "404
	 * transaction doesn't exist"; a wrong one gets 401.
	 */
	async checkCredentials(): Promise<void> {
		try {
			await this.getStatus(`pasar-credential-check-${crypto.randomUUID()}`);
		} catch (err) {
			if (err instanceof GatewayError && err.kind === "not_found") return;
			throw err;
		}
	}

	/** GET /v2/{order_id}/status: the authoritative state of a transaction. */
	async getStatus(orderId: string): Promise<GatewayBStatus> {
		const j = await this.request("GET", `/v2/${encodeURIComponent(orderId)}/status`);
		return toStatus(j);
	}

	/** Charges a saved card token (the token's providerReference); the idempotency key is the order id. */
	async charge(req: ChargeRequest): Promise<ChargeResult> {
		const orderId = req.idempotencyKey.slice(0, 50);
		let st: GatewayBStatus;
		try {
			st = toStatus(
				await this.request("POST", "/v2/charge", {
					payment_type: "credit_card",
					transaction_details: { order_id: orderId, gross_amount: req.amount },
					credit_card: { token_id: req.token.providerReference },
					custom_field1: req.description.slice(0, 255),
				}),
			);
		} catch (err) {
			if (!(err instanceof GatewayError) || err.kind !== "rejected") throw err;
			// 406: the order id was taken by an earlier attempt with this key — answer with its outcome.
			if (err.upstreamCode === "406") st = await this.getStatus(orderId);
			else
				return {
					status: "failed",
					providerReference: "",
					failureCode: `gateway_b_${err.upstreamCode ?? "rejected"}`,
					hardDecline: false,
				};
		}
		const o = outcomeOfB(st);
		if (o === "succeeded") return { status: "succeeded", providerReference: st.transactionId || orderId };
		return {
			status: "failed",
			providerReference: st.transactionId || orderId,
			failureCode: o === "pending" ? "payment_pending" : gatewayBFailureCode(st),
			hardDecline: false,
		};
	}

	async refund(req: RefundRequest): Promise<RefundResult> {
		const j = await this.request("POST", `/v2/${encodeURIComponent(req.providerReference)}/refund`, {
			refund_key: req.idempotencyKey.slice(0, 50),
			amount: req.amount,
		});
		return { status: "succeeded", providerReference: str(j.refund_key) ?? req.idempotencyKey };
	}

	private async request(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
		try {
			const headers: Record<string, string> = { Authorization: this.authorization, Accept: "application/json" };
			if (body !== undefined) headers["Content-Type"] = "application/json";
			const r = await send(this.fetcher, "Gateway B", "gateway_b", `${this.baseUrl}${path}`, {
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify(body),
				timeoutMs: this.timeoutMs,
			});
			// The body's status_code is authoritative (Midtrans answers some errors with HTTP 200).
			const bodyCode = Number(str(r.json.status_code) ?? Number.NaN);
			const effective = Number.isFinite(bodyCode) && bodyCode >= 400 ? bodyCode : r.status;
			if (effective < 300) return r.json;
			const message =
				str(r.json.status_message) ??
				(Array.isArray(r.json.error_messages) ? String(r.json.error_messages[0]) : `HTTP ${effective}`);
			// 406 = duplicate order id: a rejection the caller resolves by reading the first outcome.
			throw errorFor("Gateway B", "gateway_b", effective, String(effective), message);
		} catch (err) {
			if (this.onFailure && isConnectionFailure(err)) await this.onFailure(err);
			throw err;
		}
	}
}

function toStatus(j: Record<string, unknown>): GatewayBStatus {
	const orderId = str(j.order_id);
	if (!orderId)
		throw new GatewayError("unavailable", "Gateway B answered without an order id", null, null, "gateway_b");
	return {
		orderId,
		transactionId: str(j.transaction_id) ?? "",
		transactionStatus: str(j.transaction_status) ?? "",
		fraudStatus: str(j.fraud_status),
		statusCode: str(j.status_code) ?? "",
		grossAmount: str(j.gross_amount) ?? "",
		currency: str(j.currency),
	};
}
