// Typed errors: every non-2xx answer becomes a PasarError carrying the envelope's error
// ({code, message, param?}), the HTTP status and the request id (meta.requestId, else X-Request-Id).
import type {
	KnownAdminErrorCode,
	KnownCiErrorCode,
	KnownLocErrorCode,
	KnownMktErrorCode,
	KnownPayErrorCode,
	KnownPosErrorCode,
	KnownSecretsErrorCode,
	KnownStoreErrorCode,
} from "./generated/error-codes.js";

/** The clients, by the local base path of their service ("store" shares /mkt with marketing). */
export type ServiceName = "pay" | "mkt" | "store" | "pos" | "ci" | "loc" | "secrets" | "admin";

/** A known code (autocompleted) or any other string the server may add later. */
type Open<C extends string> = C | (string & {});

/** payments (lower snake case): `insufficient_balance`, `idempotency_key_conflict`, ... */
export type PayErrorCode = Open<KnownPayErrorCode>;
/** marketing (UPPER_SNAKE): `VALIDATION`, `ACCOUNT_MISMATCH`, ... */
export type MktErrorCode = Open<KnownMktErrorCode>;
/** storefront (UPPER_SNAKE): `RESOURCE_NOT_FOUND`, `QUOTA_EXCEEDED`, ... */
export type StoreErrorCode = Open<KnownStoreErrorCode>;
export type PosErrorCode = Open<KnownPosErrorCode>;
export type CiErrorCode = Open<KnownCiErrorCode>;
export type LocErrorCode = Open<KnownLocErrorCode>;
export type SecretsErrorCode = Open<KnownSecretsErrorCode>;
/** the platform admin API (lower snake case) */
export type AdminErrorCode = Open<KnownAdminErrorCode>;

export interface ErrorCodes {
	pay: PayErrorCode;
	mkt: MktErrorCode;
	store: StoreErrorCode;
	pos: PosErrorCode;
	ci: CiErrorCode;
	loc: LocErrorCode;
	secrets: SecretsErrorCode;
	admin: AdminErrorCode;
}

/** The code a response without an error envelope gets (a proxy's HTML 502, an empty 500). */
export const NON_ENVELOPE_CODE = "non_envelope_response";

/** A non-2xx answer. `code` is the envelope's error.code in the service's casing. */
export class PasarError<C extends string = string> extends Error {
	override readonly name = "PasarError";
	/** The client that received it. */
	readonly service: ServiceName;
	readonly status: number;
	readonly code: C;
	/** The offending field, when the service names one. */
	readonly param: string | undefined;
	/** meta.requestId (else the X-Request-Id header): quote it to support. */
	readonly requestId: string | undefined;
	/** Seconds from Retry-After (429, some 503s). */
	readonly retryAfter: number | undefined;
	readonly method: string;
	readonly url: string;
	/** The parsed body (the whole envelope), or its text when it was not JSON. */
	readonly body: unknown;
	readonly headers: Headers;

	constructor(init: {
		service: ServiceName;
		status: number;
		code: C;
		message: string;
		param?: string;
		requestId?: string;
		retryAfter?: number;
		method: string;
		url: string;
		body: unknown;
		headers: Headers;
	}) {
		super(init.message);
		this.service = init.service;
		this.status = init.status;
		this.code = init.code;
		this.param = init.param;
		this.requestId = init.requestId;
		this.retryAfter = init.retryAfter;
		this.method = init.method;
		this.url = init.url;
		this.body = init.body;
		this.headers = init.headers;
	}

	/** Builds the error from an answer whose body is already parsed (JSON) or read (text). */
	static from<C extends string = string>(
		service: ServiceName,
		request: { method: string; url: string },
		response: Response,
		body: unknown,
	): PasarError<C> {
		const env = typeof body === "object" && body !== null ? (body as Record<string, any>) : null;
		const err = env?.error && typeof env.error === "object" ? env.error : null;
		const retry = Number(response.headers.get("Retry-After"));
		const text = typeof body === "string" ? body.trim().slice(0, 200) : "";
		return new PasarError<C>({
			service,
			status: response.status,
			code: (typeof err?.code === "string" ? err.code : NON_ENVELOPE_CODE) as C,
			message:
				typeof err?.message === "string"
					? err.message
					: `HTTP ${response.status} without an error envelope${text ? `: ${text}` : ""}`,
			param: typeof err?.param === "string" ? err.param : undefined,
			requestId:
				(typeof env?.meta?.requestId === "string" ? env.meta.requestId : null) ??
				response.headers.get("X-Request-Id") ??
				undefined,
			retryAfter: Number.isFinite(retry) && response.headers.has("Retry-After") ? retry : undefined,
			method: request.method,
			url: request.url,
			body,
			headers: response.headers,
		});
	}
}

/** True for a PasarError (optionally with one of `codes`); narrows `code` to the service's union. */
export function isPasarError<S extends ServiceName = ServiceName>(
	err: unknown,
	service?: S,
	...codes: ErrorCodes[S][]
): err is PasarError<ErrorCodes[S]> {
	if (!(err instanceof PasarError)) return false;
	if (service && err.service !== service) return false;
	return codes.length === 0 || codes.includes(err.code);
}
