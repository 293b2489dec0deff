// Helpers for the customer portal tests: mint a session, open it as the page script does, post a
// form action without following its redirect.
import { SELF } from "cloudflare:test";
import { call } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { billingSetup, subscribe, workspaceKey } from "./billing-helpers";

export const mint = (key: any, body: unknown, idempotencyKey?: string) =>
	payCall(key, "POST", "/v1/portal-sessions", { body, idempotencyKey });

export async function withSubscription() {
	const { ws, key } = await workspaceKey();
	const s = await billingSetup(key);
	const sub = (
		await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		})
	).body.data;
	return { ws, key, s, sub };
}

/** The CSRF token the portal page (at the start of `path`) renders for this cookie's grant; "" if none. */
export async function portalCsrf(path: string, cookie: string) {
	const u = new URL(path, "http://127.0.0.1:8787");
	const page = u.pathname.replace(/\/subscriptions\/.*$/, "") + u.search;
	const html = await (await SELF.fetch(`http://127.0.0.1:8787${page}`, { headers: { Cookie: cookie } })).text();
	return html.match(/data-csrf="([^"]+)"/)?.[1] ?? "";
}

/**
 * A form POST that does not follow the 303 back to the page. It carries the page's CSRF token as a
 * browser submitting the page's form would, unless `csrf` is given (null: none).
 */
export async function action(path: string, cookie: string, form = "", csrf?: string | null) {
	const token = csrf === undefined ? await portalCsrf(path, cookie) : csrf;
	const body = [form, token === null ? "" : `csrf=${encodeURIComponent(token)}`].filter(Boolean).join("&");
	const res = await SELF.fetch(`http://127.0.0.1:8787${path}`, {
		method: "POST",
		redirect: "manual",
		headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
		body,
	});
	return { status: res.status, headers: res.headers, text: await res.text() };
}

/**
 * Opens a portal URL the way the page script does: token from the fragment → cookie. `path` is the
 * page's path with its query (?w= names the workspace, issue 38); `at(suffix, query)` a path under
 * it, the query kept and `query` added.
 */
export async function open(url: string) {
	const u = new URL(url);
	const at = (suffix: string, query = "") => `${u.pathname}${suffix}${u.search}${query ? `&${query}` : ""}`;
	const token = decodeURIComponent(u.hash.replace(/^#token=/, ""));
	const ex = await call("POST", at("/session"), { body: { token } });
	const cookie = ex.headers.get("set-cookie")?.split(";")[0] ?? "";
	return { path: at(""), at, token, ex, cookie };
}
