import type { KnownAdminErrorCode, KnownCiErrorCode, KnownLocErrorCode, KnownMktErrorCode, KnownPayErrorCode, KnownPosErrorCode, KnownSecretsErrorCode, KnownStoreErrorCode } from "./generated/error-codes.js";
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
export declare const NON_ENVELOPE_CODE = "non_envelope_response";
/** A non-2xx answer. `code` is the envelope's error.code in the service's casing. */
export declare class PasarError<C extends string = string> extends Error {
    readonly name = "PasarError";
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
    });
    /** Builds the error from an answer whose body is already parsed (JSON) or read (text). */
    static from<C extends string = string>(service: ServiceName, request: {
        method: string;
        url: string;
    }, response: Response, body: unknown): PasarError<C>;
}
/** True for a PasarError (optionally with one of `codes`); narrows `code` to the service's union. */
export declare function isPasarError<S extends ServiceName = ServiceName>(err: unknown, service?: S, ...codes: ErrorCodes[S][]): err is PasarError<ErrorCodes[S]>;
export {};
