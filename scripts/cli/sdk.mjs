// The CLI's requests go through @pasar/sdk (sdk/, its compiled sdk/lib): the service clients sign,
// authenticate and add Idempotency-Keys; these helpers turn their answers and failures into what the
// CLI reports. Free of node: imports, like secrets-core.mjs, so Worker tests can load them.
import { PasarError } from "@pasar/sdk";

/** A command line the CLI cannot run (unknown flag, missing credential or argument): exit status 2. */
export class UsageError extends Error {}

/**
 * A non-2xx answer, reduced to the envelope's error and where it came from: exit status 1. Its message
 * is the one line printed without --json: `<status> <CODE>: <message> (param p) (request id)`.
 */
export class ApiError extends Error {
	constructor({ status, code, message, param, requestId, method, path, error }) {
		const where = `${param ? ` (param ${param})` : ""}${requestId ? ` (request ${requestId})` : ""}`;
		super(`${status} ${code}: ${message}${where}`);
		Object.assign(this, { status, code, param, requestId, method, path, error, detail: message });
	}
	/** What --json prints: the envelope's error object (all of it) with the status and the request id. */
	toJSON() {
		const out = { status: this.status, code: this.code, message: this.detail };
		if (this.param) out.param = this.param;
		Object.assign(out, this.error && typeof this.error === "object" ? this.error : {});
		if (this.requestId) out.requestId = this.requestId;
		return out;
	}
}

/** The server did not answer: names the URL (never a credential), exit status 1. */
export class NetworkError extends Error {
	constructor(url, cause) {
		const reason = cause?.cause?.code ?? cause?.cause?.message ?? cause?.message ?? String(cause);
		super(`cannot reach ${url}: ${reason}`);
		this.url = url;
	}
}

/** fetch for the SDK clients: a network failure becomes a NetworkError naming the URL without its query. */
export async function netFetch(request) {
	try {
		return await fetch(request);
	} catch (err) {
		const u = new URL(request.url);
		throw new NetworkError(`${u.origin}${u.pathname}`, err);
	}
}

/** A PasarError as the CLI reports it (an ApiError); anything else unchanged. */
export function cliError(err) {
	if (!(err instanceof PasarError)) return err;
	let path = err.url;
	try {
		const u = new URL(err.url);
		path = `${u.pathname}${u.search}`;
	} catch {}
	const error = err.body && typeof err.body === "object" ? err.body.error : null;
	return new ApiError({ ...err, message: err.message, path, error });
}

/**
 * One request through an SDK client to a path the CLI built (query string included): resolves with
 * the answer's envelope, throws an ApiError on a non-2xx answer.
 */
export async function envelope(client, method, path, { body, headers } = {}) {
	const { data, error, response } = await client.request(method, path, { body, headers });
	if (!response.ok)
		throw cliError(PasarError.from(client.service, { method, url: response.url || path }, response, error ?? null));
	return data ?? null;
}

/** Every item of a cursor-paged list (the SDK's paginate), with CLI-style errors. */
export async function collect(client, path, query = {}) {
	const out = [];
	try {
		for await (const item of client.paginate(path, { params: { query } })) out.push(item);
	} catch (err) {
		throw cliError(err);
	}
	return out;
}

/** Sends a raw CLI request: the body text as given (none when empty); the answer left unread. */
export const send = (client, { method, path, body, headers }) =>
	client.request(method, path, { body: body || undefined, bodySerializer: (b) => b, headers, parseAs: "stream" });
