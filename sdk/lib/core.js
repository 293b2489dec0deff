// One client per service on openapi-fetch: the generated `paths` type makes every path, parameter, body
// and answer typed. Each client adds, in its fetch step (after any middleware you register, so what you
// add is signed too): an Idempotency-Key on POST, PUT, PATCH and DELETE unless one is given, then the
// service's credential (an HMAC signature for payments and marketing partner calls, a bearer otherwise),
// and optional retries of idempotent requests. On top of openapi-fetch's GET/POST/... (which answer
// {data, error, response}) it has get/post/put/patch/delete, which answer the envelope's `data` and throw
// a typed PasarError, and paginate()/pages(), async iterators over cursor-paged lists in each service's
// list shape.
import createClient, {} from "openapi-fetch";
import { PasarError } from "./errors.js";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// ---- runtime -----------------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Backoff 0.5 s, 1 s, 2 s ... (max 8 s), or Retry-After when it is at most 60 s; null: do not retry. */
function retryDelay(attempt, res) {
    const after = res?.headers.get("Retry-After");
    if (after != null && after !== "") {
        const s = Number(after);
        if (!Number.isFinite(s) || s > 60)
            return null;
        return Math.max(0, s * 1000);
    }
    return Math.min(8000, 500 * 2 ** attempt);
}
/** Reads the paging out of a list answer. */
export function readPage(body, allowed) {
    const data = body?.data;
    const meta = body?.meta;
    let page = null;
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
    if (!page)
        throw new Error("Not a cursor-paged list answer (no meta.page, meta.cursor or data.cursor)");
    if (!allowed.includes(page.shape))
        throw new Error(`This service pages with ${allowed.join(" or ")}, but the answer used ${page.shape}`);
    return page;
}
export function createServiceClient(cfg) {
    const { options, service } = cfg;
    if (!options?.baseUrl)
        throw new TypeError(`${service} client: baseUrl is required`);
    const maxRetries = Math.max(0, options.maxRetries ?? 0);
    const baseFetch = options.fetch ?? ((r) => globalThis.fetch(r));
    /** The request each answer came from (for PasarError's method and URL). */
    const sentFor = new WeakMap();
    /** The last step before the network: idempotency key, credential, retries. */
    async function send(input) {
        let request = input;
        if (options.idempotencyKeys !== false && MUTATING.has(request.method) && !request.headers.has("Idempotency-Key"))
            request.headers.set("Idempotency-Key", crypto.randomUUID());
        request = await cfg.authenticate(request);
        const retriable = maxRetries > 0 &&
            (request.method === "GET" || request.method === "HEAD" || request.headers.has("Idempotency-Key"));
        for (let attempt = 0;; attempt++) {
            const last = !retriable || attempt >= maxRetries;
            let res;
            try {
                res = await baseFetch(last ? request : request.clone());
            }
            catch (err) {
                if (last)
                    throw err;
                await sleep(retryDelay(attempt) ?? 0);
                continue;
            }
            sentFor.set(res, request);
            if (last || !RETRY_STATUSES.has(res.status))
                return res;
            const wait = retryDelay(attempt, res);
            if (wait === null)
                return res;
            await res.body?.cancel();
            await sleep(wait);
        }
    }
    const raw = createClient({
        baseUrl: options.baseUrl,
        headers: options.headers,
        fetch: send,
    });
    async function call(method, path, init) {
        const { idempotencyKey, ...rest } = init ?? {};
        const headers = new Headers(rest.headers);
        if (idempotencyKey !== undefined)
            headers.set("Idempotency-Key", idempotencyKey);
        const r = await raw.request(method, path, { ...rest, headers });
        const res = r.response;
        if (!res.ok || r.error !== undefined) {
            const sent = sentFor.get(res);
            const where = { method: sent?.method ?? method.toUpperCase(), url: sent?.url ?? (res.url || path) };
            throw PasarError.from(service, where, res, r.error);
        }
        return r;
    }
    const unwrapped = (method) => async (path, init) => {
        const { data } = await call(method, path, init);
        const isEnvelope = data && typeof data === "object" && "data" in data && "meta" in data;
        return isEnvelope ? data.data : data;
    };
    async function* pages(path, init) {
        const params = init?.params ?? {};
        let cursor = params.query?.cursor;
        for (;;) {
            const query = { ...params.query, ...(cursor ? { cursor } : {}) };
            const { data, response } = await call("get", path, { ...init, params: { ...params, query } });
            const page = readPage(data, cfg.listShapes);
            yield { ...page, response };
            if (!page.hasMore || !page.cursor)
                return;
            cursor = page.cursor;
        }
    }
    async function* paginate(path, init) {
        for await (const page of pages(path, init))
            yield* page.items;
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
        isError: (err, ...codes) => err instanceof PasarError && err.service === service && (codes.length === 0 || codes.includes(err.code)),
    };
}
/** Sets `Authorization: Bearer <token>`. */
export const bearer = (token) => (request) => {
    request.headers.set("Authorization", `Bearer ${token}`);
    return request;
};
