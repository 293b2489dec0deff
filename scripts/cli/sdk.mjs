// The CLI's requests go through @pasar/sdk (sdk/, its compiled sdk/lib): the service clients sign,
// authenticate and add Idempotency-Keys; these helpers turn their answers into what the CLI prints.
// Free of node: imports, like secrets-core.mjs, so Worker tests can load them.
import { PasarError } from "@pasar/sdk";

/** A PasarError as the CLI reports it: `METHOD /path?query → status CODE message (param p)`. */
export function cliError(err) {
	if (!(err instanceof PasarError)) return err;
	let where = err.url;
	try {
		const u = new URL(err.url);
		where = `${u.pathname}${u.search}`;
	} catch {}
	const param = err.param ? ` (param ${err.param})` : "";
	return new Error(`${err.method} ${where} → ${err.status} ${err.code} ${err.message}${param}`);
}

/**
 * One request through an SDK client to a path the CLI built (query string included): resolves with
 * the answer's envelope, throws cliError's message on a non-2xx answer.
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

/** Sends a raw CLI request: the body text as given (none when empty); the answer read as text. */
export const send = (client, { method, path, body, headers }) =>
	client.request(method, path, { body: body || undefined, bodySerializer: (b) => b, headers, parseAs: "text" });

/** Sends a raw CLI request and prints the answer: JSON pretty-printed; the exit code. */
export async function sendAndPrint(client, req) {
	const { data, error, response } = await send(client, req);
	const raw = data ?? error;
	const text = raw === undefined ? "" : typeof raw === "string" ? raw : JSON.stringify(raw);
	let out = text;
	try {
		out = JSON.stringify(JSON.parse(text), null, 2);
	} catch {}
	console.log(out || `(${response.status}, no body)`);
	if (!response.ok) {
		console.error(`HTTP ${response.status}`);
		return 1;
	}
	return 0;
}
