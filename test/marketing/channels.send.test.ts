import { afterEach, describe, expect, it, vi } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

type Key = { keyId: string; key: string };
afterEach(() => vi.unstubAllGlobals());

const connect = async (key: Key, body: unknown) => {
	const r = await mkt(key, "POST", "/channels", { body });
	expect(r.status, r.text).toBe(201);
	return r.body.data.id as string;
};
const sends = (key: Key, id: string) => mkt(key, "GET", `/channels/${id}/sends`);

describe("POST /channels/{id}/test", () => {
	it("answers at once; the tasks queue sends once through the provider and records the outcome", async () => {
		const rx = stubReceiver();
		const { key } = await mktWorkspace();
		const url = hookUrl("generic");
		const id = await connect(key, {
			provider: "webhook_generic",
			displayName: "Ops",
			credentials: { url, secret: "whsec_ops" },
		});
		const res = await mkt(key, "POST", `/channels/${id}/test`, { body: { recipient: "ops-team" } });
		expect(res.status, res.text).toBe(200);
		expect(res.body.data).toEqual({
			messageId: expect.stringMatching(/^msg_/),
			queued: true,
			hint: expect.any(String),
		});
		const log = await eventually(
			() => sends(key, id),
			(r) => r.body.data.data[0]?.status !== "queued",
			10_000,
		);
		expect(log.body.data.data[0]).toMatchObject({
			messageId: res.body.data.messageId,
			recipient: "ops-team",
			status: "sent",
			statusCode: 200,
			error: null,
		});
		const got = rx.to(url);
		expect(got).toHaveLength(1);
		expect(JSON.parse(got[0].body)).toMatchObject({
			type: "test",
			messageId: res.body.data.messageId,
			recipient: "ops-team",
		});
		expect(got[0].headers["mkt-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
	});

	it("a provider's refusal is recorded as failed with its words; nothing is retried", async () => {
		const rx = stubReceiver();
		rx.on("https://api.telegram.org/", () =>
			Response.json({ ok: false, error_code: 400, description: "Bad Request: chat not found" }, { status: 400 }),
		);
		const { key } = await mktWorkspace();
		const id = await connect(key, {
			provider: "messaging_v3",
			displayName: "Bot",
			credentials: { botToken: "999:TOKEN" },
		});
		const res = await mkt(key, "POST", `/channels/${id}/test`, { body: { recipient: "-100123" } });
		expect(res.status).toBe(200);
		const log = await eventually(
			() => sends(key, id),
			(r) => r.body.data.data[0]?.status === "failed",
			10_000,
		);
		expect(log.body.data.data[0]).toMatchObject({
			status: "failed",
			statusCode: 400,
			error: expect.stringContaining("chat not found"),
		});
		expect(log.text).not.toContain("999:TOKEN");
		expect(rx.to("https://api.telegram.org/")).toHaveLength(1);
	});

	it("checks the recipient per provider (400 VALIDATION) and the channel's state (409 BAD_STATE)", async () => {
		stubReceiver();
		const { key } = await mktWorkspace();
		const email = await connect(key, {
			provider: "email_v1",
			displayName: "News",
			credentials: { apiKey: "re_x" },
			config: { fromEmail: "n@toko.example" },
		});
		const sms = await connect(key, {
			provider: "sms_v1",
			displayName: "SMS",
			credentials: { accountSid: "AC1", authToken: "t" },
		});
		for (const [id, recipient] of [
			[email, "not-an-address"],
			[email, "   "],
			[sms, "0812345678"],
		] as const)
			expectEnvelopeError(await mkt(key, "POST", `/channels/${id}/test`, { body: { recipient } }), 400, "VALIDATION");
		expectEnvelopeError(await mkt(key, "POST", `/channels/${email}/test`, { body: {} }), 400, "VALIDATION");
		await mkt(key, "DELETE", `/channels/${email}`);
		expectEnvelopeError(
			await mkt(key, "POST", `/channels/${email}/test`, { body: { recipient: "a@example.com" } }),
			409,
			"BAD_STATE",
		);
		expect((await sends(key, email)).body.data.data).toEqual([]);
		expectEnvelopeError(
			await mkt(key, "POST", "/channels/nope/test", { body: { recipient: "a@example.com" } }),
			404,
			"NOT_FOUND",
		);
	});

	it("another workspace cannot test or read the sends of a channel", async () => {
		stubReceiver();
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const id = await connect(a.key, {
			provider: "webhook_generic",
			displayName: "Ops",
			credentials: { url: hookUrl() },
		});
		expectEnvelopeError(
			await mkt(b.key, "POST", `/channels/${id}/test`, { body: { recipient: "x" } }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await sends(b.key, id), 404, "NOT_FOUND");
	});
});
