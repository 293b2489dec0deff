/** The code a response without an error envelope gets (a proxy's HTML 502, an empty 500). */
export const NON_ENVELOPE_CODE = "non_envelope_response";
/** A non-2xx answer. `code` is the envelope's error.code in the service's casing. */
export class PasarError extends Error {
    name = "PasarError";
    /** The client that received it. */
    service;
    status;
    code;
    /** The offending field, when the service names one. */
    param;
    /** meta.requestId (else the X-Request-Id header): quote it to support. */
    requestId;
    /** Seconds from Retry-After (429, some 503s). */
    retryAfter;
    method;
    url;
    /** The parsed body (the whole envelope), or its text when it was not JSON. */
    body;
    headers;
    constructor(init) {
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
    static from(service, request, response, body) {
        const env = typeof body === "object" && body !== null ? body : null;
        const err = env?.error && typeof env.error === "object" ? env.error : null;
        const retry = Number(response.headers.get("Retry-After"));
        const text = typeof body === "string" ? body.trim().slice(0, 200) : "";
        return new PasarError({
            service,
            status: response.status,
            code: (typeof err?.code === "string" ? err.code : NON_ENVELOPE_CODE),
            message: typeof err?.message === "string"
                ? err.message
                : `HTTP ${response.status} without an error envelope${text ? `: ${text}` : ""}`,
            param: typeof err?.param === "string" ? err.param : undefined,
            requestId: (typeof env?.meta?.requestId === "string" ? env.meta.requestId : null) ??
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
export function isPasarError(err, service, ...codes) {
    if (!(err instanceof PasarError))
        return false;
    if (service && err.service !== service)
        return false;
    return codes.length === 0 || codes.includes(err.code);
}
