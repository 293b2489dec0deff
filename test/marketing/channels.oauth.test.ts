import { afterEach, describe, expect, it, vi } from "vitest";
import { pkceChallenge, pkceVerifier } from "../../src/services/marketing/integrations/oauth";
import { OAUTH_CLIENTS } from "../../src/services/marketing/integrations/oauth-clients";
import { ProviderError } from "../../src/services/marketing/integrations/provider";
import { call, createWorkspace, expectEnvelopeError } from "../helpers/http";
import { idpToken, mintMktKey, mkt } from "../helpers/mkt";
import { dbOf } from "../helpers/shards";
import { stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());
const BASE = "/mkt/api/v1";

async function browser(ws: string) {
	const token = await idpToken({ sub: "owner-1", accountId: ws, roles: ["owner"] });
	const res = await call("POST", `${BASE}/session`, { headers: { Authorization: `Bearer ${token}` } });
	expect(res.status, res.text).toBe(204);
	const cookie = res.headers.get("Set-Cookie") ?? "";
	expect(cookie).toMatch(/mkt_session=/);
	expect(cookie).toMatch(/HttpOnly/i);
	expect(cookie).toMatch(/SameSite=Lax/i);
	expect(cookie).toMatch(/Path=\/mkt\/api\/v1\/channels\/oauth/);
	return cookie.split(";")[0];
}

describe("OAuth connect: session → start → callback", () => {
	it("X: 302 to the authorize page with PKCE and a bound state; the callback exchanges the code and upserts the channel", async () => {
		const rx = stubReceiver();
		rx.on("https://api.x.com/2/oauth2/token", () =>
			Response.json({
				token_type: "bearer",
				access_token: "x-access-SECRET",
				refresh_token: "x-refresh",
				expires_in: 7200,
				scope: "tweet.read tweet.write users.read offline.access",
			}),
		);
		const ws = await createWorkspace();
		const cookie = await browser(ws);
		const start = await call("GET", `${BASE}/channels/oauth/social_v4/start`, {
			headers: { Cookie: cookie },
			redirect: "manual",
		});
		expect(start.status, start.text).toBe(302);
		const to = new URL(start.headers.get("Location") as string);
		expect(to.origin + to.pathname).toBe("https://x.com/i/oauth2/authorize");
		const state = to.searchParams.get("state") as string;
		expect(to.searchParams.get("client_id")).toBe("x-client");
		expect(to.searchParams.get("redirect_uri")).toBe(
			"http://127.0.0.1:8787/mkt/api/v1/channels/oauth/social_v4/callback",
		);
		expect(to.searchParams.get("code_challenge")).toBe(await pkceChallenge(await pkceVerifier(state, "x-secret")));
		const back = await call(
			"GET",
			`${BASE}/channels/oauth/social_v4/callback?code=abc&state=${encodeURIComponent(state)}`,
			{ headers: { Cookie: cookie }, redirect: "manual" },
		);
		expect(back.status, back.text).toBe(302);
		expect(back.headers.get("Location")).toBe("https://dashboard.toko.example/channels?connected=social_v4");
		const exchange = rx.to("https://api.x.com/2/oauth2/token")[0];
		expect(exchange.headers.authorization).toBe(`Basic ${btoa("x-client:x-secret")}`);
		const grant = new URLSearchParams(exchange.body);
		expect(grant.get("code")).toBe("abc");
		expect(grant.get("code_verifier")).toBe(await pkceVerifier(state, "x-secret"));
		const key = await mintMktKey(ws);
		const list = (await mkt(key, "GET", "/channels")).body.data;
		expect(list).toHaveLength(1);
		expect(list[0]).toMatchObject({
			provider: "social_v4",
			status: "active",
			externalId: "pending",
			scopesGranted: ["tweet.read", "tweet.write", "users.read", "offline.access"],
		});
		expect(Date.parse(list[0].expiresAt)).toBeGreaterThan(Date.now() + 7000_000);
		const raw = await (await dbOf("DB_MKT", ws))
			.prepare("SELECT credentials FROM channels WHERE account_id = ?")
			.bind(ws)
			.first<{ credentials: string }>();
		expect(raw?.credentials).not.toContain("x-access-SECRET");
		// Connecting again reconnects the same channel (one OAuth channel per provider).
		const again = await call("GET", `${BASE}/channels/oauth/social_v4/start`, {
			headers: { Cookie: cookie },
			redirect: "manual",
		});
		const state2 = new URL(again.headers.get("Location") as string).searchParams.get("state") as string;
		await call("GET", `${BASE}/channels/oauth/social_v4/callback?code=def&state=${encodeURIComponent(state2)}`, {
			headers: { Cookie: cookie },
		});
		expect((await mkt(key, "GET", "/channels")).body.data).toHaveLength(1);
	});

	it("start: 401 without a session, 404 UNKNOWN_PROVIDER, 503 OAUTH_NOT_CONFIGURED", async () => {
		const ws = await createWorkspace();
		expectEnvelopeError(
			await call("GET", `${BASE}/channels/oauth/social_v4/start`, { redirect: "manual" }),
			401,
			"UNAUTHORIZED",
		);
		const cookie = await browser(ws);
		expectEnvelopeError(
			await call("GET", `${BASE}/channels/oauth/email_v1/start`, { headers: { Cookie: cookie }, redirect: "manual" }),
			404,
			"UNKNOWN_PROVIDER",
		);
		expectEnvelopeError(
			await call("GET", `${BASE}/channels/oauth/myspace/start`, { headers: { Cookie: cookie }, redirect: "manual" }),
			404,
			"UNKNOWN_PROVIDER",
		);
		expectEnvelopeError(
			await call("GET", `${BASE}/channels/oauth/social_v5/start`, { headers: { Cookie: cookie }, redirect: "manual" }),
			503,
			"OAUTH_NOT_CONFIGURED",
		);
		const key = await mintMktKey(ws);
		const bySigned = await mkt(key, "POST", "/session");
		expectEnvelopeError(bySigned, 401, "UNAUTHORIZED");
	});

	it("callback failures are plain-text 400s and connect nothing", async () => {
		const rx = stubReceiver();
		rx.on("https://graph.facebook.com/", () =>
			Response.json(
				{ error: { message: "Invalid verification code format.", type: "OAuthException", code: 100 } },
				{ status: 400 },
			),
		);
		const ws = await createWorkspace();
		const cookie = await browser(ws);
		const state = new URL(
			(
				await call("GET", `${BASE}/channels/oauth/social_v1/start`, { headers: { Cookie: cookie }, redirect: "manual" })
			).headers.get("Location") as string,
		).searchParams.get("state") as string;
		const q = (s: string, code = "c") =>
			`${BASE}/channels/oauth/social_v1/callback?code=${code}&state=${encodeURIComponent(s)}`;
		const cases = [
			await call("GET", q(state), { headers: { Cookie: cookie }, redirect: "manual" }), // the provider refuses the code
			await call("GET", q(state), { redirect: "manual" }), // no session in this browser
			await call("GET", q(`${state.slice(0, -3)}xyz`), { headers: { Cookie: cookie }, redirect: "manual" }), // tampered state
			await call("GET", `${BASE}/channels/oauth/social_v4/callback?code=c&state=${encodeURIComponent(state)}`, {
				headers: { Cookie: cookie },
			}), // another provider's state
			await call(
				"GET",
				`${BASE}/channels/oauth/social_v1/callback?error=access_denied&state=${encodeURIComponent(state)}`,
				{ headers: { Cookie: cookie }, redirect: "manual" },
			),
		];
		for (const r of cases) {
			expect(r.status).toBe(400);
			expect(r.headers.get("Content-Type")).toMatch(/text\/plain/);
		}
		expect(cases[0].text).toMatch(/Invalid verification code format/);
		expect(cases[0].text).not.toContain("fb-secret");
		const fbCall = rx.to("https://graph.facebook.com/")[0];
		expect(fbCall.method).toBe("GET");
		expect(new URL(fbCall.url).searchParams.get("client_id")).toBe("fb-client");
		expect((await mkt(await mintMktKey(ws), "GET", "/channels")).body.data).toEqual([]);
	});
});

describe("OAuth clients", () => {
	it("every social provider builds its authorize URL (client id parameter, scopes, PKCE where required)", async () => {
		const app = { clientId: "cid", clientSecret: "sec", redirectUri: "https://pasar.example/cb" };
		for (const [p, client] of Object.entries(OAUTH_CLIENTS)) {
			const u = new URL(await client.authorizeUrl(app, "st", ""));
			expect(u.searchParams.get(p === "social_v3" ? "client_key" : "client_id"), p).toBe("cid");
			expect(u.searchParams.get("state")).toBe("st");
			expect(u.searchParams.get("response_type")).toBe("code");
			expect(u.searchParams.get("scope")).toBe(
				client.scopes.join(["social_v4", "social_v5", "social_v6"].includes(p) ? " " : ","),
			);
			expect(u.searchParams.has("code_challenge")).toBe(p === "social_v3" || p === "social_v4");
		}
	});

	it("a refused exchange is rejected; a 401 is invalid_credentials; neither carries the secret", async () => {
		const app = { clientId: "cid", clientSecret: "very-secret", redirectUri: "https://pasar.example/cb" };
		const answer = (status: number, body: unknown) =>
			(async () => Response.json(body, { status })) as unknown as typeof fetch;
		const refused = await OAUTH_CLIENTS.social_v5
			.exchangeCode(app, "c", "s", {
				fetch: answer(400, { error: "invalid_grant", error_description: "Authorization code expired" }),
				baseUrl: "",
			})
			.catch((e) => e);
		expect(refused).toBeInstanceOf(ProviderError);
		expect(refused.kind).toBe("rejected");
		expect(refused.message).toMatch(/code expired/);
		const unauthorized = await OAUTH_CLIENTS.social_v6
			.exchangeCode(app, "c", "s", { fetch: answer(401, { error: "invalid_client" }), baseUrl: "" })
			.catch((e) => e);
		expect(unauthorized.kind).toBe("invalid_credentials");
		for (const e of [refused, unauthorized]) expect(e.message).not.toContain("very-secret");
		const ok = await OAUTH_CLIENTS.social_v3.exchangeCode(app, "c", "s", {
			fetch: answer(200, {
				access_token: "t",
				refresh_token: "r",
				expires_in: 86400,
				scope: "user.info.basic,video.publish",
			}),
			baseUrl: "",
		});
		expect(ok).toEqual({
			accessToken: "t",
			refreshToken: "r",
			expiresIn: 86400,
			scopesGranted: ["user.info.basic", "video.publish"],
		});
	});
});
