// Gateway A (Xendit-like) client — REFERENCE "Gateway A". One module per external system
// (DESIGN §1): it knows the wire format and nothing about our storage. Construct it with the
// merchant's credentials and, in tests, a stub `fetch`; nothing here reaches the network on its own.
//
// Disbursement (POST /v2/payouts, GET /v2/payouts/{id}) and the mapping of upstream payout
// statuses onto our payout moves; the credential check (GET /balance); charges on a stored payment
// method (POST /payment_requests) and refunds as a PaymentProvider; inbound callback verification
// (the shared x-callback-token, compared in constant time).

import { timingSafeEqual } from "../../../platform/crypto";
import { GatewayError, type GatewayErrorKind, isConnectionFailure } from "./common";
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from "./provider";

export const GATEWAY_A_BASE_URL = "https://api.xendit.co";
export const GATEWAY_A_SECRET_PREFIXES = ["xnd_development_", "xnd_production_"] as const;
const DEFAULT_TIMEOUT_MS = 15_000;

export interface GatewayACredentials {
	/** xnd_development_... or xnd_production_...; sent as the Basic-auth user with an empty password. */
	secretKey: string;
}

export interface GatewayAOptions {
	fetch?: typeof fetch;
	baseUrl?: string;
	timeoutMs?: number;
	/** Called for every failure that says the connection is broken (bad credentials, unreachable). */
	onFailure?: (err: GatewayError) => unknown;
}

/** Error kinds as in gateways/common.ts (invalid_credentials, rejected, unavailable, not_found). */
export type GatewayAErrorKind = GatewayErrorKind;

export class GatewayAError extends GatewayError {
	constructor(
		kind: GatewayAErrorKind,
		message: string,
		httpStatus: number | null = null,
		upstreamCode: string | null = null,
	) {
		super(kind, message, httpStatus, upstreamCode, "gateway_a");
		this.name = "GatewayAError";
	}
}

export type GatewayAPayoutStatus = "ACCEPTED" | "REQUESTED" | "SUCCEEDED" | "FAILED" | "CANCELLED" | "REVERSED";

export interface GatewayAPayout {
	/** Upstream disbursement id: our payout's `reference`. */
	id: string;
	referenceId: string;
	status: GatewayAPayoutStatus | string;
	amount: number;
	currency: string;
	channelCode: string;
	failureCode: string | null;
}

export interface DisbursementRequest {
	/** Our payout id: reference_id upstream and the Idempotency-key, so a retry never pays twice. */
	payoutId: string;
	/** Provider channel code of the destination bank (our payout's bankCode), e.g. ID_BCA. */
	channelCode: string;
	accountNumber: string;
	accountHolderName: string;
	amount: number;
	currency: string;
	description?: string;
}

/** What an upstream status means for our payout. */
export type PayoutOutcome =
	| { move: "in_transit" }
	| { move: "paid" }
	| { move: "failed"; reason: string }
	| { move: "reversed"; reason: string };

export function outcomeOf(p: Pick<GatewayAPayout, "status" | "failureCode">): PayoutOutcome {
	switch (p.status) {
		case "SUCCEEDED":
			return { move: "paid" };
		case "FAILED":
			return {
				move: "failed",
				reason: `Gateway A rejected the disbursement${p.failureCode ? ` (${p.failureCode})` : ""}`,
			};
		case "CANCELLED":
			return {
				move: "failed",
				reason: `Gateway A cancelled the disbursement${p.failureCode ? ` (${p.failureCode})` : ""}`,
			};
		case "REVERSED":
			return {
				move: "reversed",
				reason: `Gateway A reversed the disbursement${p.failureCode ? ` (${p.failureCode})` : ""}`,
			};
		default:
			// ACCEPTED, REQUESTED and anything newer: the rail has it and has not finished.
			return { move: "in_transit" };
	}
}

export const isGatewayASecretKey = (s: string) =>
	GATEWAY_A_SECRET_PREFIXES.some((p) => s.startsWith(p) && s.length > p.length);

/** The callback header gateway A sends with every callback. */
export const GATEWAY_A_CALLBACK_HEADER = "x-callback-token";

/**
 * True when the callback's x-callback-token equals the token the merchant configured. Constant
 * time; no configured token means callbacks cannot be verified and are refused.
 */
export function verifyGatewayACallback(
	configured: string | null | undefined,
	received: string | null | undefined,
): boolean {
	if (!configured || !received) return false;
	return timingSafeEqual(configured, received);
}

/** Upstream payment request statuses → a charge result (pending ones are answered later by callback). */
function chargeResultOf(j: Record<string, unknown>): ChargeResult {
	const id = typeof j.id === "string" ? j.id : "";
	const failure = typeof j.failure_code === "string" ? j.failure_code : null;
	switch (j.status) {
		case "SUCCEEDED":
			return { status: "succeeded", providerReference: id };
		case "REQUIRES_ACTION":
			// A merchant-initiated charge cannot ask the customer to authenticate: a soft decline.
			return { status: "failed", providerReference: id, failureCode: "authentication_required", hardDecline: false };
		case "PENDING":
			return { status: "failed", providerReference: id, failureCode: "payment_pending", hardDecline: false };
		default:
			return { status: "failed", providerReference: id, ...gatewayADecline(failure) };
	}
}

/** A declined payment request's failure_code → ours (charge answers and FAILED callbacks alike). */
export function gatewayADecline(failure: string | null): { failureCode: string; hardDecline: boolean } {
	const hard = failure === "STOLEN_CARD" || failure === "ACCOUNT_CLOSED" || failure === "INVALID_ACCOUNT_DETAILS";
	return { failureCode: (failure ?? "card_declined").toLowerCase(), hardDecline: hard };
}

export class GatewayAClient implements PaymentProvider {
	readonly name = "gateway_a";
	private readonly fetcher: typeof fetch;
	private readonly baseUrl: string;
	private readonly timeoutMs: number;
	private readonly authorization: string;
	private readonly onFailure?: (err: GatewayError) => unknown;

	constructor(credentials: GatewayACredentials, opts: GatewayAOptions = {}) {
		this.fetcher = opts.fetch ?? ((input, init) => fetch(input, init));
		this.baseUrl = (opts.baseUrl ?? GATEWAY_A_BASE_URL).replace(/\/+$/, "");
		this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
		this.authorization = `Basic ${btoa(`${credentials.secretKey}:`)}`;
		this.onFailure = opts.onFailure;
	}

	/** Credential check: GET /balance. Resolves with the cash balance when the key works. */
	async getBalance(): Promise<{ balance: number }> {
		const j = await this.request("GET", "/balance?account_type=CASH");
		if (typeof j.balance !== "number")
			throw new GatewayAError("unavailable", "Gateway A answered /balance without a balance");
		return { balance: j.balance };
	}

	/** Charges a stored payment method (the token's providerReference) once per idempotency key. */
	async charge(req: ChargeRequest): Promise<ChargeResult> {
		const body = {
			reference_id: req.idempotencyKey,
			amount: req.amount,
			currency: req.currency,
			payment_method_id: req.token.providerReference,
			description: req.description.slice(0, 100),
		};
		try {
			return chargeResultOf(
				await this.request("POST", "/payment_requests", body, { "Idempotency-key": req.idempotencyKey }),
			);
		} catch (err) {
			// A refusal of this charge (validation, inactive method) is a decline, not an outage.
			if (err instanceof GatewayAError && (err.kind === "rejected" || err.kind === "not_found"))
				return {
					status: "failed",
					providerReference: "",
					failureCode: (err.upstreamCode ?? "gateway_rejected").toLowerCase(),
					hardDecline: false,
				};
			throw err;
		}
	}

	async refund(req: RefundRequest): Promise<RefundResult> {
		const j = await this.request(
			"POST",
			"/refunds",
			{
				payment_request_id: req.providerReference,
				reference_id: req.idempotencyKey,
				amount: req.amount,
				currency: req.currency,
			},
			{ "Idempotency-key": req.idempotencyKey },
		);
		const id = typeof j.id === "string" ? j.id : "";
		return j.status === "FAILED"
			? {
					status: "failed",
					providerReference: id,
					failureCode: String(j.failure_code ?? "refund_failed").toLowerCase(),
				}
			: { status: "succeeded", providerReference: id };
	}

	/** POST /v2/payouts. Idempotent upstream by the payout id, so a retry after a timeout is safe. */
	async createPayout(req: DisbursementRequest): Promise<GatewayAPayout> {
		const body = {
			reference_id: req.payoutId,
			channel_code: req.channelCode,
			channel_properties: { account_number: req.accountNumber, account_holder_name: req.accountHolderName },
			amount: req.amount,
			currency: req.currency,
			...(req.description ? { description: req.description.slice(0, 100) } : {}),
		};
		return toPayout(await this.request("POST", "/v2/payouts", body, { "Idempotency-key": req.payoutId }));
	}

	/** GET /v2/payouts/{id}: the current upstream status (polling when no callback arrived). */
	async getPayout(id: string): Promise<GatewayAPayout> {
		return toPayout(await this.request("GET", `/v2/payouts/${encodeURIComponent(id)}`));
	}

	private async request(
		method: string,
		path: string,
		body?: unknown,
		extra: Record<string, string> = {},
	): Promise<Record<string, unknown>> {
		try {
			return await this.requestOnce(method, path, body, extra);
		} catch (err) {
			if (this.onFailure && isConnectionFailure(err)) await this.onFailure(err);
			throw err;
		}
	}

	private async requestOnce(
		method: string,
		path: string,
		body?: unknown,
		extra: Record<string, string> = {},
	): Promise<Record<string, unknown>> {
		const headers: Record<string, string> = { Authorization: this.authorization, Accept: "application/json", ...extra };
		if (body !== undefined) headers["Content-Type"] = "application/json";
		let res: Response;
		try {
			res = await this.fetcher(`${this.baseUrl}${path}`, {
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify(body),
				signal: AbortSignal.timeout(this.timeoutMs),
			});
		} catch (err) {
			// Never echo the request (it carries the Authorization header); the cause's name is enough.
			const why = err instanceof Error ? err.name : "error";
			throw new GatewayAError("unavailable", `Gateway A could not be reached (network failure: ${why})`);
		}
		const text = await res.text();
		let json: Record<string, unknown> = {};
		try {
			json = text ? JSON.parse(text) : {};
		} catch {
			if (res.ok)
				throw new GatewayAError(
					"unavailable",
					`Gateway A answered ${res.status} with a body that is not JSON`,
					res.status,
				);
		}
		if (res.ok) return json;
		const code = typeof json.error_code === "string" ? json.error_code : null;
		const message = typeof json.message === "string" ? json.message.slice(0, 300) : `HTTP ${res.status}`;
		if (res.status === 401 || res.status === 403)
			throw new GatewayAError(
				"invalid_credentials",
				`Gateway A rejected the credentials: ${message}`,
				res.status,
				code,
			);
		if (res.status === 404)
			throw new GatewayAError("not_found", `Gateway A has no such payout: ${message}`, res.status, code);
		if (res.status === 429 || res.status >= 500)
			throw new GatewayAError("unavailable", `Gateway A is unavailable: ${message}`, res.status, code);
		throw new GatewayAError(
			"rejected",
			`Gateway A rejected the request${code ? ` (${code})` : ""}: ${message}`,
			res.status,
			code,
		);
	}
}

function toPayout(j: Record<string, unknown>): GatewayAPayout {
	if (typeof j.id !== "string" || typeof j.status !== "string")
		throw new GatewayAError("unavailable", "Gateway A answered without a payout id or status");
	return {
		id: j.id,
		referenceId: typeof j.reference_id === "string" ? j.reference_id : "",
		status: j.status,
		amount: typeof j.amount === "number" ? j.amount : Number(j.amount ?? 0),
		currency: typeof j.currency === "string" ? j.currency : "",
		channelCode: typeof j.channel_code === "string" ? j.channel_code : "",
		failureCode: typeof j.failure_code === "string" ? j.failure_code : null,
	};
}
