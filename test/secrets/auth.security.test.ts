import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { admin, createWorkspace, expectEnvelopeError } from "../helpers/http";
import { dbOf } from "../helpers/shards";
import { allow, api, issueKey, jwtFor, project, tenant } from "./helpers";

// Every /api/v1 route, so the 401/403 checks cover the whole surface.
const ROUTES: Array<[string, string, unknown?]> = [
	["POST", "/projects", { name: "x" }],
	["GET", "/projects"],
	["POST", "/projects/proj_x/environments", { name: "x" }],
	["GET", "/projects/proj_x/environments"],
	["PUT", "/environments/env_x/secrets", { key: "A", value: "b" }],
	["GET", "/environments/env_x/secrets"],
	["POST", "/secrets/sec_x/reveal"],
	["DELETE", "/secrets/sec_x"],
	["GET", "/audit"],
];

describe("secrets auth: 401 AUTH_REQUIRED", () => {
	it.each(ROUTES)("%s %s without credentials", async (method, path, body) => {
		const res = await api(method, path, null, body);
		expectEnvelopeError(res, 401, "AUTH_REQUIRED");
		expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
	});

	it("rejects malformed, unknown and foreign credentials", async () => {
		const t = await tenant();
		const unknownKey = `sk_live_${"A".repeat(32)}`;
		const forged = `${t.jwt.split(".").slice(0, 2).join(".")}.${"x".repeat(43)}`;
		for (const auth of [
			`Bearer ${unknownKey}`,
			"Bearer ",
			"Basic Zm9vOmJhcg==",
			t.key,
			`Bearer ${t.key} extra`,
			`Bearer ${forged}`,
			"Bearer not-a-token",
			`Bearer ${t.key.toUpperCase()}`,
		]) {
			const res = await api("GET", "/projects", null, undefined, { Authorization: auth });
			expectEnvelopeError(res, 401, "AUTH_REQUIRED");
		}
		expect((await api("GET", "/projects", t.key)).status).toBe(200);
		expect((await api("GET", "/projects", null, undefined, { Authorization: `bearer ${t.key}` })).status).toBe(200);
	});

	it("a JWT for a workspace that does not exist is 401", async () => {
		const res = await admin("POST", "/v1/tokens", { accountId: "acc_01JNOSUCHWORKSPACE0000000" });
		expectEnvelopeError(await api("GET", "/projects", res.body.data.token), 401, "AUTH_REQUIRED");
	});

	it("a revoked key is refused on its next request; other keys keep working", async () => {
		const t = await tenant();
		const second = await issueKey(t.ws, { name: "ci" });
		expect((await api("GET", "/projects", t.key)).status).toBe(200);
		const rev = await admin("DELETE", `/v1/workspaces/${t.ws}/credentials/secrets/${t.keyId}`);
		expect(rev.status).toBe(200);
		expect(rev.body.data).toEqual({ id: t.keyId, revoked: true });
		expectEnvelopeError(await api("GET", "/projects", t.key), 401, "AUTH_REQUIRED");
		expect((await api("GET", "/projects", second.key)).status).toBe(200);
		// Revoking again is fine; an unknown id or another workspace's key is 404.
		expect((await admin("DELETE", `/v1/workspaces/${t.ws}/credentials/secrets/${t.keyId}`)).status).toBe(200);
		expectEnvelopeError(
			await admin("DELETE", `/v1/workspaces/${t.ws}/credentials/secrets/skey_nope`),
			404,
			"not_found",
		);
		const other = await tenant();
		expectEnvelopeError(
			await admin("DELETE", `/v1/workspaces/${t.ws}/credentials/secrets/${other.keyId}`),
			404,
			"not_found",
		);
		expect((await api("GET", "/projects", other.key)).status).toBe(200);
	});
});

describe("secrets credentials (admin API, service secrets)", () => {
	it("mints {id, key} once and stores only the SHA-256 of the key", async () => {
		const ws = await createWorkspace();
		const res = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "secrets", name: "deploy" });
		expect(res.status).toBe(201);
		expect(Object.keys(res.body.data).sort()).toEqual(["id", "key"]);
		expect(res.body.data.id).toMatch(/^skey_[0-9A-Z]{26}$/);
		expect(res.body.data.key).toMatch(/^sk_live_[A-Za-z0-9_-]{32}$/);
		const row = await (await dbOf("DB_SECRETS", ws))
			.prepare("SELECT * FROM api_keys WHERE id = ?")
			.bind(res.body.data.id)
			.first<Record<string, unknown>>();
		expect(row?.key_hash).toBe(await sha256Hex(res.body.data.key));
		expect(JSON.stringify(row)).not.toContain(res.body.data.key);
		expect(row?.workspace_id).toBe(ws);
		expect(row?.name).toBe("deploy");
	});

	it("refuses test-mode, role and scopes (a secrets key is a live, whole-workspace key)", async () => {
		const ws = await createWorkspace();
		for (const [body, param] of [
			[{ environment: "test" }, "environment"],
			[{ role: "reader" }, "role"],
			[{ scopes: ["read"] }, "scopes"],
		] as const) {
			const res = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "secrets", ...body });
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param).toBe(param);
		}
		expect(
			(await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "secrets", environment: "live" })).status,
		).toBe(201);
	});
});

describe("secrets private beta: 403 FORBIDDEN off the allowlist", () => {
	it.each(ROUTES)("%s %s for a workspace not on the allowlist", async (method, path, body) => {
		const t = await tenant({ allowed: false });
		for (const token of [t.key, t.jwt]) {
			const res = await api(method, path, token, body);
			expectEnvelopeError(res, 403, "FORBIDDEN");
			expect(res.body.error.message).toMatch(/not on the secrets private-beta allowlist/);
			expect(res.body.error.message).toContain(t.ws);
		}
	});

	it("joining lets the workspace in; leaving shuts it out again", async () => {
		const ws = await createWorkspace();
		const { key } = await issueKey(ws);
		await allow(ws, true);
		expect((await api("GET", "/projects", key)).status).toBe(200);
		await allow(ws, false);
		expectEnvelopeError(await api("GET", "/projects", key), 403, "FORBIDDEN");
	});

	it("a bad credential is 401 even for a workspace off the allowlist (auth comes first)", async () => {
		const t = await tenant({ allowed: false });
		expectEnvelopeError(await api("GET", "/projects", `${t.key}x`), 401, "AUTH_REQUIRED");
	});
});

describe("identity-provider tokens", () => {
	it("act for the token's accountId and record the JWT sub as the actor", async () => {
		const t = await tenant();
		const res = await api("POST", "/projects", t.jwt, { name: "Via JWT" });
		expect(res.status).toBe(201);
		expect(res.body.data.createdBy).toBe(t.sub);
		const viaKey = await project(t);
		expect(viaKey.createdBy).toBe(t.keyId);
		const list = await api("GET", "/projects", t.key);
		expect(list.body.data.map((p: { id: string }) => p.id).sort()).toEqual([res.body.data.id, viaKey.id].sort());
		const audit = await api("GET", "/audit", t.jwt);
		expect(audit.body.data.map((a: { actorSub: string }) => a.actorSub)).toEqual([t.keyId, t.sub]);
	});

	it("a token for another workspace sees only that workspace", async () => {
		const a = await tenant();
		const b = await tenant();
		await project(a);
		const other = await jwtFor(b.ws);
		expect((await api("GET", "/projects", other)).body.data).toEqual([]);
	});
});

describe("identity-provider token lifetime: exp required, at most 24 h ahead", () => {
	/** A token signed with the development key, as the local IdP would, with `exp` as given (none when undefined). */
	async function devToken(ws: string, exp?: number) {
		let jwt = new SignJWT({ accountId: ws })
			.setProtectedHeader({ alg: "HS256", typ: "JWT" })
			.setSubject("usr_lifetime")
			.setIssuedAt();
		if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
		return jwt.sign(new TextEncoder().encode(env.JWT_DEV_KEY));
	}
	const now = () => Math.floor(Date.now() / 1000);

	it("a token without exp is 401 AUTH_REQUIRED", async () => {
		const t = await tenant();
		const res = await api("GET", "/projects", await devToken(t.ws));
		expectEnvelopeError(res, 401, "AUTH_REQUIRED");
		expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
		expect((await api("GET", "/projects", await devToken(t.ws, now() + 3600))).status).toBe(200);
	});

	it("exp more than 24 h ahead is 401 AUTH_REQUIRED; just under 24 h is accepted", async () => {
		const t = await tenant();
		expectEnvelopeError(
			await api("GET", "/projects", await devToken(t.ws, now() + 86_400 + 120)),
			401,
			"AUTH_REQUIRED",
		);
		expectEnvelopeError(
			await api("GET", "/projects", await devToken(t.ws, now() + 365 * 86_400)),
			401,
			"AUTH_REQUIRED",
		);
		expect((await api("GET", "/projects", await devToken(t.ws, now() + 86_400 - 60))).status).toBe(200);
		// nothing was written by the refused tokens
		expectEnvelopeError(await api("POST", "/projects", await devToken(t.ws), { name: "never" }), 401, "AUTH_REQUIRED");
		expect((await api("GET", "/projects", t.key)).body.data).toEqual([]);
	});

	it("POST /admin/v1/tokens keeps minting acceptable tokens, up to its 24 h maximum", async () => {
		const t = await tenant();
		for (const ttlSeconds of [undefined, 60, 86_400]) {
			const res = await admin("POST", "/v1/tokens", { accountId: t.ws, ...(ttlSeconds ? { ttlSeconds } : {}) });
			expect(res.status).toBe(201);
			expect((await api("GET", "/projects", res.body.data.token)).status).toBe(200);
		}
		expectEnvelopeError(
			await admin("POST", "/v1/tokens", { accountId: t.ws, ttlSeconds: 86_401 }),
			400,
			"validation_error",
		);
	});
});
