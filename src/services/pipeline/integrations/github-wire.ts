// GitHub's wire details for the client in github.ts: names as URL paths, ref-name rules, error
// bodies, rate-limit headers, Link pagination and the contents API's base64.
import type { UpstreamAnswer } from "../../../platform/http";
import { CodeHostError } from "./types";

const REPO_PART = /^[A-Za-z0-9_.-]{1,100}$/;

/** "owner/name" as a URL path; a name that cannot be a repository's is refused before any request. */
export function repoPath(repoFullName: string): string {
	const parts = repoFullName.split("/");
	if (parts.length !== 2 || !parts.every((p) => REPO_PART.test(p) && p !== "." && p !== ".."))
		throw new CodeHostError("not_found", `${repoFullName.slice(0, 200)} is not a repository name (owner/name)`, null, {
			code: "repo_not_found",
		});
	return parts.map(encodeURIComponent).join("/");
}

export const encodePath = (p: string) => p.split("/").map(encodeURIComponent).join("/");

/** git check-ref-format's rules, enough to refuse a name no ref can have without asking. */
export function validRefName(name: string): boolean {
	if (!name || name.length > 255 || name === "@") return false;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what git refuses
	if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock$|\.lock\//.test(name)) return false;
	return !name.split("/").some((c) => c.startsWith("."));
}

/** GitHub's error body: {message, errors: [{message | code, field}], documentation_url}. */
export function upstreamMessage(a: UpstreamAnswer): string {
	const j = a.json ?? {};
	const details = Array.isArray(j.errors)
		? j.errors
				.map((e) =>
					typeof e === "string"
						? e
						: e && typeof e === "object"
							? String(e.message ?? [e.field, e.code].filter(Boolean).join(" "))
							: "",
				)
				.filter(Boolean)
		: [];
	const head = typeof j.message === "string" ? j.message : a.text.trim() || "no message";
	return [head, ...details].join(": ").slice(0, 300);
}

/**
 * Seconds until a retry may succeed when GitHub rate-limited the request, else null: a primary limit
 * is 403 or 429 with x-ratelimit-remaining 0 (x-ratelimit-reset is when it refills), a secondary one
 * 403 or 429 with retry-after or a message saying so.
 */
export function rateLimited(a: UpstreamAnswer): number | null {
	if (a.status !== 403 && a.status !== 429) return null;
	const retryAfter = Number(a.headers.get("retry-after"));
	if (a.headers.get("retry-after") && Number.isFinite(retryAfter)) return Math.max(0, Math.ceil(retryAfter));
	const reset = Number(a.headers.get("x-ratelimit-reset"));
	if (a.headers.get("x-ratelimit-remaining") === "0")
		return reset > 0 ? Math.max(0, Math.ceil(reset - Date.now() / 1000)) : 60;
	if (a.status === 429 || /rate limit/i.test(String(a.json?.message ?? ""))) return 60;
	return null;
}

/** The rel="next" target of a Link header, kept only within the code host (the token goes with it). */
export function nextLink(link: string | null, origin: string): string | null {
	const m = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
	if (!m) return null;
	const url = new URL(m[1], origin);
	return url.origin === origin ? url.href : null;
}

export function jsonArray(text: string): unknown[] | null {
	if (!text.trimStart().startsWith("[")) return null;
	try {
		const v = JSON.parse(text);
		return Array.isArray(v) ? v : null;
	} catch {
		return null;
	}
}

/** The contents API's base64 (wrapped at 60 columns) as UTF-8 text; a BOM is dropped. */
export function decodeBase64Text(content: string): string | null {
	let bin: string;
	try {
		bin = atob(content.replace(/\s+/g, ""));
	} catch {
		return null;
	}
	const bytes = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
	return new TextDecoder("utf-8").decode(bytes);
}
