// URLs a service later sends a customer's browser to (checkout successUrl/cancelUrl, the portal's
// returnUrl): one rule, so a value that passed validation can always become a Location header or an
// href. Issue 12: a CR/LF stored in successUrl made every later redirect of the paid session a 500.
import { z } from "@hono/zod-openapi";
import { type Env, isDevelopment } from "../env";
import { ApiError } from "./errors";
import { classifyHost } from "./webhooks/url";

export const MAX_REDIRECT_URL_LENGTH = 2048;

/** Anything at or below space, DEL, C1 controls, U+2028/U+2029: a URL carries these percent-encoded or not at all. */
const unsafe = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

/**
 * Why `raw` cannot be a redirect target, or null. https only; http only to a loopback host
 * (localhost, 127.0.0.0/8, [::1]) and only when `development` is true; no userinfo; at most
 * 2,048 characters as sent and once normalised; no control characters or spaces anywhere.
 */
export function redirectUrlProblem(raw: string, opts: { development: boolean }): string | null {
	if (raw.length === 0) return "must be an absolute https URL";
	if (raw.length > MAX_REDIRECT_URL_LENGTH) return `must be at most ${MAX_REDIRECT_URL_LENGTH} characters`;
	for (let i = 0; i < raw.length; i++) {
		const code = raw.charCodeAt(i);
		if (unsafe(code))
			return `must not contain spaces or control characters (U+${code.toString(16).toUpperCase().padStart(4, "0")} at position ${i}); percent-encode them`;
	}
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return "must be an absolute https URL";
	}
	if (url.href.length > MAX_REDIRECT_URL_LENGTH)
		return `must be at most ${MAX_REDIRECT_URL_LENGTH} characters once normalised`;
	if (url.username || url.password) return "must not contain a user name or password";
	if (url.protocol === "https:") return null;
	if (url.protocol === "http:" && classifyHost(url.hostname).kind === "loopback") {
		return opts.development
			? null
			: "must be an https URL (http is accepted for loopback hosts in local development only)";
	}
	return "must be an https URL";
}

/**
 * The zod side of the rule. The schema cannot see the Worker's environment, so it accepts loopback
 * http; the handler then calls `assertRedirectUrls`, which refuses it outside development.
 */
export const redirectUrl = () =>
	z
		.string()
		.superRefine((v, ctx) => {
			const problem = redirectUrlProblem(v, { development: true });
			if (problem) ctx.addIssue({ code: "custom", message: problem });
		})
		.openapi({
			format: "uri",
			maxLength: MAX_REDIRECT_URL_LENGTH,
			description: `Absolute https URL, at most ${MAX_REDIRECT_URL_LENGTH} characters, no user name or password, no spaces or control characters (http only to a loopback host in local development)`,
			example: "https://toko.example/thanks",
		});

/** The environment half of the rule, for fields a `redirectUrl()` schema already validated: 400 naming the field. */
export function assertRedirectUrls(env: Pick<Env, "ENVIRONMENT">, fields: Record<string, string | null | undefined>) {
	const development = isDevelopment(env);
	for (const [param, value] of Object.entries(fields)) {
		if (value == null) continue;
		const problem = redirectUrlProblem(value, { development });
		if (problem) throw new ApiError(400, "validation_error", `${param}: ${problem}`, param);
	}
}

/**
 * A stored redirect URL as a Location header value: the parser's normalised, ASCII-only form, so a
 * non-ASCII path (or a row written before this rule, CR/LF included) can never make the header invalid.
 * Every stored value passed an absolute-URL check, so parsing cannot fail.
 */
export const locationOf = (stored: string): string => new URL(stored).href;
