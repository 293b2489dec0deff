import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

/** Every service's request-body ceiling unless its ServiceConfig sets maxBodyBytes. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const mediaTypeOf = (contentType: string | null | undefined) =>
	(contentType ?? "").split(";")[0].trim().toLowerCase();

/** True for application/json and application/*+json, parameters ignored. */
export const isJsonMediaType = (contentType: string | null | undefined) =>
	JSON_MEDIA_TYPE.test(mediaTypeOf(contentType));

const size = (bytes: number) =>
	bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;

export const payloadTooLarge = (max: number) =>
	new ApiError(
		413,
		"payload_too_large",
		`The request body is larger than ${size(max)}; nothing was read or stored`,
		"body",
	);

/** Reads at most `max` bytes; null as soon as the stream passes it, so a chunked upload cannot make us buffer more. */
export async function readCapped(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | null> {
	const reader = stream.getReader();
	const chunks: Uint8Array[] = [];
	let total = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		total += value.byteLength;
		if (total > max) {
			await reader.cancel().catch(() => {});
			return null;
		}
		chunks.push(value);
	}
	const out = new Uint8Array(total);
	let at = 0;
	for (const chunk of chunks) {
		out.set(chunk, at);
		at += chunk.byteLength;
	}
	return out;
}

export interface RequestBodyOptions {
	maxBytes: number;
	/** True where a non-empty body must be JSON (the service's documented API routes). */
	jsonOnly: (c: Context<AppEnv>) => boolean;
}

/**
 * The one gate every request body passes before auth hashes it, idempotency fingerprints it or a
 * validator parses it:
 * - over the service's limit → 413 payload_too_large (Content-Length is not trusted on its own:
 *   the stream is counted too, so a chunked body cannot slip past);
 * - empty → the request is treated as having no body at all, whatever Content-Type says, so an
 *   optional body is simply absent and a required one is reported field by field (never 415 or
 *   "Malformed JSON" for zero bytes);
 * - non-empty and not JSON on a JSON route → 415 unsupported_media_type.
 * The bytes read are put back on the request, so everything downstream sees the same body.
 */
export function requestBody(opts: RequestBodyOptions): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const raw = c.req.raw;
		if (raw.method === "GET" || raw.method === "HEAD") return next();
		const declared = Number(raw.headers.get("Content-Length") ?? "0");
		if (Number.isFinite(declared) && declared > opts.maxBytes) throw payloadTooLarge(opts.maxBytes);
		const bytes = raw.body ? await readCapped(raw.body, opts.maxBytes) : new Uint8Array(0);
		if (!bytes) throw payloadTooLarge(opts.maxBytes);
		const headers = new Headers(raw.headers);
		headers.delete("Transfer-Encoding");
		headers.set("Content-Length", String(bytes.byteLength));
		if (bytes.byteLength === 0) {
			headers.delete("Content-Type");
		} else if (opts.jsonOnly(c) && !JSON_MEDIA_TYPE.test(mediaTypeOf(raw.headers.get("Content-Type")))) {
			const sent = raw.headers.get("Content-Type");
			throw new ApiError(
				415,
				"unsupported_media_type",
				`Request bodies must be JSON sent with Content-Type: application/json (got ${sent ? mediaTypeOf(sent).slice(0, 100) || "an empty Content-Type" : "no Content-Type"})`,
				"Content-Type",
			);
		}
		if (bytes.byteLength && JSON_MEDIA_TYPE.test(mediaTypeOf(raw.headers.get("Content-Type"))))
			refuseLoneSurrogates(bytes);
		c.req.raw = new Request(raw, { headers, body: bytes });
		await next();
	};
}

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** Longest path an error names: a path thousands of levels deep is cut in the middle, not echoed. */
export const MAX_REPORTED_PATH = 200;

interface Visit {
	v: unknown;
	parent: Visit | null;
	/** This step of the path: `[i]`, or `.key` (the leading dot of a top-level key is dropped). */
	step: string;
}

function pathOf(at: Visit): string {
	const steps: string[] = [];
	for (let v: Visit | null = at; v; v = v.parent) steps.push(v.step);
	const path = steps.reverse().join("").replace(/^\./, "") || "body";
	if (path.length <= MAX_REPORTED_PATH) return path;
	const half = (MAX_REPORTED_PATH - 1) / 2;
	return `${path.slice(0, Math.floor(half))}…${path.slice(-Math.ceil(half))}`;
}

/**
 * The path of the first string (or key) in `v` that is not well-formed UTF-16, else null, cut to
 * MAX_REPORTED_PATH characters. Walked with an explicit stack, not recursion: JSON.parse accepts
 * nesting thousands of levels deep, and one call frame per level overflowed the stack (a 500 on
 * every service before credentials were read, issue 37 item 4c).
 */
export function illFormedAt(root: unknown): string | null {
	const stack: Visit[] = [{ v: root, parent: null, step: "" }];
	for (let at = stack.pop(); at; at = stack.pop()) {
		const v = at.v;
		if (typeof v === "string") {
			if (!wellFormed(v)) return pathOf(at);
		} else if (Array.isArray(v)) {
			for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], parent: at, step: `[${i}]` });
		} else if (v && typeof v === "object") {
			const entries = Object.entries(v);
			// Pushed last to first, value before key, so they are visited in document order, each key
			// (a string checked like a value, at the same path) before its value.
			for (let i = entries.length - 1; i >= 0; i--) {
				const [k, x] = entries[i];
				stack.push({ v: x, parent: at, step: `.${k}` }, { v: k, parent: at, step: `.${k}` });
			}
		}
	}
	return null;
}

/**
 * JSON may escape half a surrogate pair ("\ud800"), which no UTF-8 store can keep: D1 would turn it
 * into U+FFFD, so the value read back differs from the one accepted. Refused here, once for every
 * route (found by the fuzzer, issue 26). Raw UTF-8 cannot carry one, so only escaped bodies are parsed.
 */
function refuseLoneSurrogates(bytes: Uint8Array) {
	const text = new TextDecoder().decode(bytes);
	if (!SURROGATE_ESCAPE.test(text)) return;
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return; // malformed JSON: the validator says so
	}
	const at = illFormedAt(parsed);
	if (at)
		throw new ApiError(
			400,
			"validation_error",
			`${at} contains an unpaired UTF-16 surrogate; send valid Unicode text`,
			at,
		);
}
