import { describe, expect, it } from "vitest";
import { assertSendable } from "../../src/services/marketing/channels/assert-sendable";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { dbOf } from "../helpers/shards";

const resend = {
	provider: "email_v1",
	displayName: "Newsletter",
	credentials: { apiKey: "re_live_SUPERSECRET_123", extra: "kept" },
	config: { fromEmail: "news@toko.example", fromName: "Toko" },
};

describe("channels: connect, read, rename, revoke", () => {
	it("POST answers exactly the spec's fields, active, and stores nothing readable", async () => {
		const { ws, key } = await mktWorkspace();
		const res = await mkt(key, "POST", "/channels", { body: resend });
		expect(res.status, res.text).toBe(201);
		expect(Object.keys(res.body.data).sort()).toEqual([
			"config",
			"createdAt",
			"displayName",
			"externalId",
			"id",
			"provider",
			"status",
		]);
		expect(res.body.data).toMatchObject({
			provider: "email_v1",
			displayName: "Newsletter",
			status: "active",
			externalId: null,
		});
		const got = await mkt(key, "GET", `/channels/${res.body.data.id}`);
		expect(Object.keys(got.body.data).sort()).toEqual(
			[
				"config",
				"createdAt",
				"displayName",
				"expiresAt",
				"externalId",
				"id",
				"lastError",
				"lastSyncedAt",
				"provider",
				"scopesGranted",
				"status",
			].sort(),
		);
		expect(got.body.data.lastSyncedAt).toEqual(expect.any(String));
		expect(got.body.data.lastError).toBeNull();
		expect(got.text).not.toContain("SUPERSECRET");
		// At rest: sealed, so neither the table nor any other row holds the plaintext.
		const rows = await (await dbOf("DB_MKT", ws)).prepare("SELECT * FROM channels WHERE account_id = ?").bind(ws).all();
		expect(JSON.stringify(rows.results)).not.toContain("SUPERSECRET");
		expect(String(rows.results[0].credentials)).toMatch(/^v1\./);
	});

	it("lists newest first; PATCH takes displayName and config only and answers {id}; DELETE revokes", async () => {
		const { key } = await mktWorkspace();
		const a = (await mkt(key, "POST", "/channels", { body: resend })).body.data;
		const b = (
			await mkt(key, "POST", "/channels", {
				body: { provider: "messaging_v3", displayName: "Bot", credentials: { botToken: "123:abc" } },
			})
		).body.data;
		expect((await mkt(key, "GET", "/channels")).body.data.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
		const p = await mkt(key, "PATCH", `/channels/${a.id}`, {
			body: { displayName: "Promo", status: "revoked", provider: "sms_v1" },
		});
		expect(p.status).toBe(200);
		expect(p.body.data).toEqual({ id: a.id });
		const after = (await mkt(key, "GET", `/channels/${a.id}`)).body.data;
		expect(after).toMatchObject({ displayName: "Promo", status: "active", provider: "email_v1" });
		const d = await mkt(key, "DELETE", `/channels/${a.id}`);
		expect(d.body.data).toEqual({ id: a.id, status: "revoked" });
		expect((await mkt(key, "GET", `/channels/${a.id}`)).body.data.status).toBe("revoked");
	});

	it("400 VALIDATION for a missing credential, bad fields and forbidden URLs; 400 USE_OAUTH for OAuth-only providers", async () => {
		const { key } = await mktWorkspace();
		const bad: unknown[] = [
			{ ...resend, credentials: {} },
			{ provider: "email_v3", displayName: "MG", credentials: { apiKey: "k" } },
			{ provider: "email_v5", displayName: "SES", credentials: { accessKeyId: "a", secretAccessKey: "b" } },
			{ ...resend, provider: "email_v9" },
			{ ...resend, displayName: "" },
			{ ...resend, displayName: "x".repeat(121) },
			{ ...resend, externalId: "x".repeat(121) },
			{ ...resend, credentials: { apiKey: 1 } },
			{ ...resend, surprise: true },
			{ provider: "webhook_generic", displayName: "Hook", credentials: { url: "http://10.0.0.5/hook" } },
			{ provider: "messaging_v5", displayName: "Slack", credentials: { webhookUrl: "ftp://example.com/x" } },
		];
		for (const body of bad) expectEnvelopeError(await mkt(key, "POST", "/channels", { body }), 400, "VALIDATION");
		for (const provider of ["social_v1", "social_v6"])
			expectEnvelopeError(
				await mkt(key, "POST", "/channels", {
					body: { provider, displayName: "FB", credentials: { accessToken: "t" } },
				}),
				400,
				"USE_OAUTH",
			);
		expect((await mkt(key, "GET", "/channels")).body.data).toEqual([]);
		const ok = await mkt(key, "POST", "/channels", {
			body: { provider: "push_v2", displayName: "FCM", credentials: { serviceAccountJson: "{}" } },
		});
		expect(ok.status).toBe(201);
		const social7 = await mkt(key, "POST", "/channels", {
			body: { provider: "social_v7", displayName: "Threads", credentials: { accessToken: "t" } },
		});
		expect(social7.status).toBe(201);
		// Local development allows http to loopback for webhooks.
		const local = await mkt(key, "POST", "/channels", {
			body: { provider: "webhook_generic", displayName: "Local", credentials: { url: "http://127.0.0.1:9000/hook" } },
		});
		expect(local.status, local.text).toBe(201);
	});
});

describe("channels: DNS guidance and the send guard", () => {
	it("dns-records gives SPF, DKIM and DMARC for the fromEmail domain; 409 NOT_EMAIL and NO_FROM_EMAIL", async () => {
		const { key } = await mktWorkspace();
		const email = (await mkt(key, "POST", "/channels", { body: resend })).body.data;
		const res = await mkt(key, "GET", `/channels/${email.id}/dns-records`);
		expect(res.status).toBe(200);
		expect(res.body.data).toMatchObject({
			provider: "email_v1",
			domain: "toko.example",
			providerDashboard: expect.any(String),
		});
		const kinds = res.body.data.records.map((r: { kind: string }) => r.kind);
		for (const k of ["SPF", "DKIM", "DMARC"]) expect(kinds).toContain(k);
		expect(res.body.data.records.find((r: { kind: string }) => r.kind === "DMARC").name).toBe("_dmarc.toko.example");
		const noFrom = (await mkt(key, "POST", "/channels", { body: { ...resend, config: {} } })).body.data;
		expectEnvelopeError(await mkt(key, "GET", `/channels/${noFrom.id}/dns-records`), 409, "NO_FROM_EMAIL");
		const bot = (
			await mkt(key, "POST", "/channels", {
				body: { provider: "messaging_v3", displayName: "Bot", credentials: { botToken: "1:a" } },
			})
		).body.data;
		expectEnvelopeError(await mkt(key, "GET", `/channels/${bot.id}/dns-records`), 409, "NOT_EMAIL");
	});

	it("a revoked (or missing) channel cannot send a campaign: NO_CHANNEL; a pending one: BAD_STATE", () => {
		expect(() => assertSendable({ id: "c", status: "revoked" })).toThrow(
			expect.objectContaining({ code: "no_channel", status: 400 }),
		);
		expect(() => assertSendable(null)).toThrow(expect.objectContaining({ code: "no_channel" }));
		expect(() => assertSendable({ id: "c", status: "pending" })).toThrow(
			expect.objectContaining({ code: "bad_state", status: 409 }),
		);
		expect(() => assertSendable({ id: "c", status: "active" })).not.toThrow();
	});

	it("tenancy: another workspace's channel is 404 and untouched", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const ch = (await mkt(a.key, "POST", "/channels", { body: resend })).body.data;
		for (const [m, p, body] of [
			["GET", `/channels/${ch.id}`],
			["PATCH", `/channels/${ch.id}`, { displayName: "x" }],
			["DELETE", `/channels/${ch.id}`],
			["GET", `/channels/${ch.id}/dns-records`],
			["GET", `/channels/${ch.id}/sends`],
		] as const)
			expectEnvelopeError(await mkt(b.key, m, p, body ? { body } : {}), 404, "NOT_FOUND");
		expect((await mkt(b.key, "GET", "/channels")).body.data).toEqual([]);
		expect((await mkt(a.key, "GET", `/channels/${ch.id}`)).body.data).toMatchObject({
			displayName: "Newsletter",
			status: "active",
		});
	});
});
