// One client per service on openapi-fetch: the generated `paths` type makes every path, parameter, body
// and answer typed. Each client adds, in its fetch step (after any middleware you register, so what you
// add is signed too): an Idempotency-Key on POST, PUT, PATCH and DELETE unless one is given, then the
// service's credential (an HMAC signature for payments and marketing partner calls, a bearer otherwise),
// and optional retries of idempotent requests. On top of openapi-fetch's GET/POST/... (which answer
// {data, error, response}) it has get/post/put/patch/delete, which answer the envelope's `data` and throw
// a typed PasarError, and paginate()/pages(), async iterators over cursor-paged lists in each service's
// list shape.
import createClient, { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from "openapi-fetch";
import { PasarError, type ServiceName } from "./errors.js";

export type HttpMethod = "get" | "put" | "post" | "delete" | "patch";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

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

// ---- types over the generated `paths` -------------------------------------------------------------

type PathsWith<P, M extends HttpMethod> = {
	[K in keyof P]: P[K] extends { [X in M]: object } ? K : never;
}[keyof P];
type OpOf<P, K extends keyof P, M extends HttpMethod> = P[K] extends { [X in M]: infer O } ? O : never;
type Envelope<O> =
	O extends Record<string | number, any> ? NonNullable<FetchResponse<O, object, "application/json">["data"]> : never;
/** The envelope's `data` (the whole answer when it is not an envelope; undefined for 204). */
export type Unwrapped<E> = [E] extends [never] ? undefined : E extends { data: infer D; meta: unknown } ? D : E;
/** What get/post/... resolve to for `path`. */
export type ResponseData<P, K extends keyof P, M extends HttpMethod> = Unwrapped<Envelope<OpOf<P, K, M>>>;

type InitOf<P, K extends keyof P, M extends HttpMethod> =
	P[K] extends Record<M, unknown> ? MaybeOptionalInit<P[K], M> : never;
/** Per-request extras of get/post/...: an explicit Idempotency-Key. */
export interface RequestExtras {
	idempotencyKey?: string;
}
type Args<I> = undefined extends I ? [init?: NonNullable<I> & RequestExtras] : [init: I & RequestExtras];

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** GET paths that take `?cursor=`. */
export type ListPaths<P> = {
	[K in keyof P]: "cursor" extends keyof QueryOf<OpOf<P, K, "get">> ? K : never;
}[keyof P];
/** One item of a list answer (data as an array, or marketing's data.data). */
export type ListItem<P, K extends keyof P> =
	ResponseData<P, K, "get"> extends infer D
		? D extends readonly (infer T)[]
			? T
			: D extends { data: readonly (infer T)[] }
				? T
				: never
		: never;

type UnwrappedMethod<P, M extends HttpMethod> = <K extends PathsWith<P, M>>(
	path: K,
	...init: Args<InitOf<P, K, M>>
) => Promise<ResponseData<P, K, M>>;

export interface PasarClient<P extends {}, Code extends string> extends Client<P, "application/json"> {
	readonly service: ServiceName;
	/** GET, answering the envelope's data; throws PasarError on a non-2xx answer. */
	get: UnwrappedMethod<P, "get">;
	post: UnwrappedMethod<P, "post">;
	put: UnwrappedMethod<P, "put">;
	patch: UnwrappedMethod<P, "patch">;
	delete: UnwrappedMethod<P, "delete">;
	/** Every item of a cursor-paged list, fetching pages as the loop asks for them. */
	paginate<K extends ListPaths<P> & PathsWith<P, "get">>(
		path: K,
		...init: Args<InitOf<P, K, "get">>
	): AsyncGenerator<ListItem<P, K>, void, undefined>;
	/** The pages of a cursor-paged list, one answer each. */
	pages<K extends ListPaths<P> & PathsWith<P, "get">>(
		path: K,
		...init: Args<InitOf<P, K, "get">>
	): AsyncGenerator<Page<ListItem<P, K>>, void, undefined>;
	/** True for a PasarError from this service (optionally with one of `codes`); narrows its code. */
	isError(err: unknown, ...codes: Code[]): err is PasarError<Code>;
}

// ---- runtime -----------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/** Backoff 0.5 s, 1 s, 2 s ... (max 8 s), or Retry-After when it is at most 60 s; null: do not retry. */
function retryDelay(attempt: number, res?: Response): number | null {
	const after = res?.headers.get("Retry-After");
	if (after != null && after !== "") {
		const s = Number(after);
		if (!Number.isFinite(s) || s > 60) return null;
		return Math.max(0, s * 1000);
	}
	return Math.min(8000, 500 * 2 ** attempt);
}

export interface ServiceClientConfig {
	service: ServiceName;
	options: ClientOptions;
	authenticate: Authenticate;
	/** The list shapes this service answers (anything else is refused rather than misread). */
	listShapes: readonly ListShape[];
}

/** Reads the paging out of a list answer. */
export function readPage(body: any, allowed: readonly ListShape[]): Omit<Page<unknown>, "response"> {
	const data = body?.data;
	const meta = body?.meta;
	let page: Omit<Page<unknown>, "response"> | null = null;
	if (Array.isArray(data) && meta?.page && typeof meta.page === "object")
		page = {
			items: data,
			cursor: meta.page.nextCursor ?? null,
			hasMore: !!meta.page.hasMore,
			shape: "meta.page",
		};
	else if (Array.isArray(data) && meta && "hasMore" in meta)
		page = { items: data, cursor: meta.cursor ?? null, hasMore: !!meta.hasMore, shape: "meta.cursor" };
	else if (data && Array.isArray(data.data) && "hasMore" in data)
		page = { items: data.data, cursor: data.cursor ?? null, hasMore: !!data.hasMore, shape: "data.cursor" };
	if (!page) throw new Error("Not a cursor-paged list answer (no meta.page, meta.cursor or data.cursor)");
	if (!allowed.includes(page.shape))
		throw new Error(`This service pages with ${allowed.join(" or ")}, but the answer used ${page.shape}`);
	return page;
}

export function createServiceClient<P extends {}, Code extends string>(cfg: ServiceClientConfig): PasarClient<P, Code> {
	const { options, service } = cfg;
	if (!options?.baseUrl) throw new TypeError(`${service} client: baseUrl is required`);
	const maxRetries = Math.max(0, options.maxRetries ?? 0);
	const baseFetch = options.fetch ?? ((r: Request) => globalThis.fetch(r));
	/** The request each answer came from (for PasarError's method and URL). */
	const sentFor = new WeakMap<Response, Request>();

	/** The last step before the network: idempotency key, credential, retries. */
	async function send(input: Request): Promise<Response> {
		let request = input;
		if (options.idempotencyKeys !== false && MUTATING.has(request.method) && !request.headers.has("Idempotency-Key"))
			request.headers.set("Idempotency-Key", crypto.randomUUID());
		request = await cfg.authenticate(request);
		const retriable =
			maxRetries > 0 &&
			(request.method === "GET" || request.method === "HEAD" || request.headers.has("Idempotency-Key"));
		for (let attempt = 0; ; attempt++) {
			const last = !retriable || attempt >= maxRetries;
			let res: Response;
			try {
				res = await baseFetch(last ? request : request.clone());
			} catch (err) {
				if (last) throw err;
				await sleep(retryDelay(attempt) ?? 0);
				continue;
			}
			sentFor.set(res, request);
			if (last || !RETRY_STATUSES.has(res.status)) return res;
			const wait = retryDelay(attempt, res);
			if (wait === null) return res;
			await res.body?.cancel();
			await sleep(wait);
		}
	}

	const raw = createClient<P, "application/json">({
		baseUrl: options.baseUrl,
		headers: options.headers,
		fetch: send,
	});

	async function call(method: string, path: string, init: (RequestExtras & Record<string, any>) | undefined) {
		const { idempotencyKey, ...rest } = init ?? {};
		const headers = new Headers(rest.headers as HeadersInit | undefined);
		if (idempotencyKey !== undefined) headers.set("Idempotency-Key", idempotencyKey);
		const r = await (raw.request as any)(method, path, { ...rest, headers });
		const res: Response = r.response;
		if (!res.ok || r.error !== undefined) {
			const sent = sentFor.get(res);
			const where = { method: sent?.method ?? method.toUpperCase(), url: sent?.url ?? (res.url || path) };
			throw PasarError.from(service, where, res, r.error);
		}
		return r;
	}

	const unwrapped =
		(method: HttpMethod) =>
		async (path: string, init?: RequestExtras & Record<string, any>): Promise<any> => {
			const { data } = await call(method, path, init);
			const isEnvelope = data && typeof data === "object" && "data" in data && "meta" in data;
			return isEnvelope ? data.data : data;
		};

	async function* pages(path: string, init?: Record<string, any>): AsyncGenerator<Page<any>, void, undefined> {
		const params = init?.params ?? {};
		let cursor: string | null | undefined = params.query?.cursor;
		for (;;) {
			const query = { ...params.query, ...(cursor ? { cursor } : {}) };
			const { data, response } = await call("get", path, { ...init, params: { ...params, query } });
			const page = readPage(data, cfg.listShapes);
			yield { ...page, response };
			if (!page.hasMore || !page.cursor) return;
			cursor = page.cursor;
		}
	}

	async function* paginate(path: string, init?: Record<string, any>): AsyncGenerator<any, void, undefined> {
		for await (const page of pages(path, init)) yield* page.items;
	}

	return {
		...raw,
		service,
		get: unwrapped("get"),
		post: unwrapped("post"),
		put: unwrapped("put"),
		patch: unwrapped("patch"),
		delete: unwrapped("delete"),
		pages,
		paginate,
		isError: (err: unknown, ...codes: Code[]): err is PasarError<Code> =>
			err instanceof PasarError && err.service === service && (codes.length === 0 || codes.includes(err.code)),
	} as unknown as PasarClient<P, Code>;
}

/** Sets `Authorization: Bearer <token>`. */
export const bearer =
	(token: string): Authenticate =>
	(request) => {
		request.headers.set("Authorization", `Bearer ${token}`);
		return request;
	};

export type { Middleware };
