// The one request path of every delivery-provider client: send, map a network failure or a non-2xx
// answer onto ProviderError (the vendor's own code and message when its body carries them), and
// hand back the answer. Labels name the vendor; URLs never appear in errors (some carry tokens).
import { requestUpstream, type UpstreamAnswer, type UpstreamRequest } from "../../../platform/http";
import { answerError, networkError, type ProviderDeps } from "./provider";

export type ErrorReader = (a: UpstreamAnswer) => { code: string | null; message: string };

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

/** The usual error body shapes: {message}, {error: "..."}, {error: {message, code}}, {errors: [{message}]}. */
export const commonError: ErrorReader = (a) => {
	const j = a.json ?? {};
	const e = j.error;
	if (e && typeof e === "object") {
		const o = e as Record<string, unknown>;
		return { code: str(o.code) ?? str(o.type), message: str(o.message) ?? a.text.slice(0, 200) };
	}
	const first = Array.isArray(j.errors) ? (j.errors[0] as Record<string, unknown> | undefined) : undefined;
	return {
		code: str(j.code) ?? str(j.name) ?? (typeof e === "string" ? e : null),
		message: str(j.message) ?? str(first?.message) ?? (typeof e === "string" ? e : null) ?? a.text.slice(0, 200),
	};
};

export async function sendTo(
	label: string,
	deps: ProviderDeps,
	url: string,
	init: UpstreamRequest,
	readError: ErrorReader = commonError,
	/** A non-2xx answer that still means "sent" (LINE's 409 for a retry it had accepted). */
	accepted?: (a: UpstreamAnswer) => boolean,
): Promise<UpstreamAnswer> {
	const a = await requestUpstream(deps.fetch, url, { timeoutMs: deps.timeoutMs, ...init });
	if ("networkError" in a) throw networkError(label, a.networkError);
	if ((a.status < 200 || a.status >= 300) && !accepted?.(a)) {
		const e = readError(a);
		throw answerError(label, a.status, e.code, e.message);
	}
	return a;
}

export const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;

export const form = (fields: Record<string, string | undefined>) => {
	const p = new URLSearchParams();
	for (const [k, v] of Object.entries(fields)) if (v !== undefined) p.append(k, v);
	return p.toString();
};
