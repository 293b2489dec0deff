import { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from "openapi-fetch";
import { PasarError, type ServiceName } from "./errors.js";
export type HttpMethod = "get" | "put" | "post" | "delete" | "patch";
/** Options every client takes. */
export interface ClientOptions {
    /**
     * The service's base URL: locally `http://127.0.0.1:8787/<pay|mkt|pos|ci|loc|secrets|admin>` (the storefront
     * shares `/mkt`), in production the service's own host (`https://pay.example.com`).
     */
    baseUrl: string;
    /** Custom fetch (tests pass the Worker's, `(r) => SELF.fetch(r)`); default globalThis.fetch. */
    fetch?: (request: Request) => Promise<Response>;
    /** Headers sent with every request. */
    headers?: Record<string, string>;
    /** Add a random Idempotency-Key to POST, PUT, PATCH and DELETE requests without one (default true). */
    idempotencyKeys?: boolean;
    /**
     * Retries of a request that failed on the network or answered 429, 502, 503 or 504: only GET, HEAD and
     * requests carrying an Idempotency-Key (so a retry never runs a write twice). Default 0.
     */
    maxRetries?: number;
}
/** How a client authenticates a prepared request (sets headers on it). */
export type Authenticate = (request: Request) => Promise<Request> | Request;
/** Where a list answer keeps its paging: payments and admin `meta.page`, marketing and the storefront's
 * catalogue `data.{data,cursor,hasMore}`, POS/CI/localization/secrets (and webhook lists) `meta.cursor`. */
export type ListShape = "meta.page" | "data.cursor" | "meta.cursor";
export interface Page<T> {
    items: T[];
    /** The cursor of the next page; null on the last. */
    cursor: string | null;
    hasMore: boolean;
    shape: ListShape;
    response: Response;
}
type PathsWith<P, M extends HttpMethod> = {
    [K in keyof P]: P[K] extends {
        [X in M]: object;
    } ? K : never;
}[keyof P];
type OpOf<P, K extends keyof P, M extends HttpMethod> = P[K] extends {
    [X in M]: infer O;
} ? O : never;
type Envelope<O> = O extends Record<string | number, any> ? NonNullable<FetchResponse<O, object, "application/json">["data"]> : never;
/** The envelope's `data` (the whole answer when it is not an envelope; undefined for 204). */
export type Unwrapped<E> = [E] extends [never] ? undefined : E extends {
    data: infer D;
    meta: unknown;
} ? D : E;
/** What get/post/... resolve to for `path`. */
export type ResponseData<P, K extends keyof P, M extends HttpMethod> = Unwrapped<Envelope<OpOf<P, K, M>>>;
type InitOf<P, K extends keyof P, M extends HttpMethod> = P[K] extends Record<M, unknown> ? MaybeOptionalInit<P[K], M> : never;
/** Per-request extras of get/post/...: an explicit Idempotency-Key. */
export interface RequestExtras {
    idempotencyKey?: string;
}
type Args<I> = undefined extends I ? [init?: NonNullable<I> & RequestExtras] : [init: I & RequestExtras];
type QueryOf<O> = O extends {
    parameters: {
        query?: infer Q;
    };
} ? NonNullable<Q> : never;
/** GET paths that take `?cursor=`. */
export type ListPaths<P> = {
    [K in keyof P]: "cursor" extends keyof QueryOf<OpOf<P, K, "get">> ? K : never;
}[keyof P];
/** One item of a list answer (data as an array, or marketing's data.data). */
export type ListItem<P, K extends keyof P> = ResponseData<P, K, "get"> extends infer D ? D extends readonly (infer T)[] ? T : D extends {
    data: readonly (infer T)[];
} ? T : never : never;
type UnwrappedMethod<P, M extends HttpMethod> = <K extends PathsWith<P, M>>(path: K, ...init: Args<InitOf<P, K, M>>) => Promise<ResponseData<P, K, M>>;
export interface PasarClient<P extends {}, Code extends string> extends Client<P, "application/json"> {
    readonly service: ServiceName;
    /** GET, answering the envelope's data; throws PasarError on a non-2xx answer. */
    get: UnwrappedMethod<P, "get">;
    post: UnwrappedMethod<P, "post">;
    put: UnwrappedMethod<P, "put">;
    patch: UnwrappedMethod<P, "patch">;
    delete: UnwrappedMethod<P, "delete">;
    /** Every item of a cursor-paged list, fetching pages as the loop asks for them. */
    paginate<K extends ListPaths<P> & PathsWith<P, "get">>(path: K, ...init: Args<InitOf<P, K, "get">>): AsyncGenerator<ListItem<P, K>, void, undefined>;
    /** The pages of a cursor-paged list, one answer each. */
    pages<K extends ListPaths<P> & PathsWith<P, "get">>(path: K, ...init: Args<InitOf<P, K, "get">>): AsyncGenerator<Page<ListItem<P, K>>, void, undefined>;
    /** True for a PasarError from this service (optionally with one of `codes`); narrows its code. */
    isError(err: unknown, ...codes: Code[]): err is PasarError<Code>;
}
export interface ServiceClientConfig {
    service: ServiceName;
    options: ClientOptions;
    authenticate: Authenticate;
    /** The list shapes this service answers (anything else is refused rather than misread). */
    listShapes: readonly ListShape[];
}
/** Reads the paging out of a list answer. */
export declare function readPage(body: any, allowed: readonly ListShape[]): Omit<Page<unknown>, "response">;
export declare function createServiceClient<P extends {}, Code extends string>(cfg: ServiceClientConfig): PasarClient<P, Code>;
/** Sets `Authorization: Bearer <token>`. */
export declare const bearer: (token: string) => Authenticate;
export type { Middleware };
