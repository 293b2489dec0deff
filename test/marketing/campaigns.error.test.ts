import { afterEach, describe, expect, it, vi } from "vitest";
import { emailChannel, importList, resend, waitFinished } from "../helpers/campaigns";
import { expectEnvelopeError } from "../helpers/http";
import { type MktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { dbOf } from "../helpers/shards";

afterEach(() => vi.unstubAllGlobals());

const draft = async (key: MktKey, channelId: string, audience: Record<string, string[]>, extra = {}) => {
	const r = await mkt(key, "POST", "/campaigns", {
		body: { name: "Promo", channelId, audience, content: { subject: "Hi", text: "Hello {firstName}" }, ...extra },
	});
	expect(r.status, r.text).toBe(201);
	return r.body.data.id as string;
};

describe("POST /campaigns validation", () => {
	it("names what is wrong: unknown fields, empty audience, strangers' ids, channels that cannot send", async () => {
		const { key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const body = { name: "X", channelId, audience: { contactIds: [] }, content: { subject: "Hi", text: "Yo" } };
		expectEnvelopeError(await mkt(key, "POST", "/campaigns", { body: { ...body, extra: 1 } }), 400, "VALIDATION");
		expectEnvelopeError(await mkt(key, "POST", "/campaigns", { body }), 400, "VALIDATION");
		const other = await mktWorkspace();
		const strangerList = await importList(other.key, "Theirs", [{ email: "t@example.com" }]);
		const r = await mkt(key, "POST", "/campaigns", { body: { ...body, audience: { listIds: [strangerList] } } });
		expectEnvelopeError(r, 400, "VALIDATION");
		expect(r.body.error.message).toContain(strangerList);
		const theirChannel = await emailChannel(other.key);
		const listId = await importList(key, "Mine", [{ email: "m@example.com" }]);
		expectEnvelopeError(
			await mkt(key, "POST", "/campaigns", {
				body: { ...body, channelId: theirChannel, audience: { listIds: [listId] } },
			}),
			400,
			"VALIDATION",
		);
		const hook = await mkt(key, "POST", "/channels", {
			body: { provider: "webhook_generic", displayName: "Hook", credentials: { url: "https://hooks.example.com/x" } },
		});
		expectEnvelopeError(
			await mkt(key, "POST", "/campaigns", {
				body: { ...body, channelId: hook.body.data.id, audience: { listIds: [listId] } },
			}),
			400,
			"VALIDATION",
		);
		expectEnvelopeError(
			await mkt(key, "POST", "/campaigns", {
				body: { ...body, audience: { listIds: [listId] }, content: { text: "no subject" } },
			}),
			400,
			"VALIDATION",
		);
		expect((await mkt(key, "GET", "/campaigns")).body.data.data).toEqual([]);
	});

	it("personalisation is checked at create (an unknown field is named) and previewed per contact", async () => {
		const { key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const listId = await importList(key, "P", [
			{ email: "rina@example.com", firstName: "Rina", attributes: { city: "Bandung" } },
		]);
		const bad = await mkt(key, "POST", "/campaigns", {
			body: { name: "P", channelId, audience: { listIds: [listId] }, content: { subject: "Hi {nickname}", text: "x" } },
		});
		expectEnvelopeError(bad, 400, "VALIDATION");
		expect(bad.body.error.message).toContain("nickname");
		expect(bad.body.error.param).toBe("content.subject");
		const id = await draft(
			key,
			channelId,
			{ listIds: [listId] },
			{
				content: {
					subject: "Halo {firstName} dari {attributes.city}",
					text: "Hai {firstName}",
					fallbacks: { firstName: "Kak" },
				},
			},
		);
		const contactId = (await mkt(key, "GET", "/contacts?q=rina@example.com")).body.data.data[0].id;
		const preview = await mkt(key, "POST", `/campaigns/${id}/preview`, { body: { contactId } });
		expect(preview.status, preview.text).toBe(200);
		expect(preview.body.data.subject).toBe("Halo Rina dari Bandung");
		expect(preview.body.data.text).toContain("Hai Rina");
		expect(preview.body.data.text).toContain("/u/");
		expectEnvelopeError(
			await mkt(key, "POST", `/campaigns/${id}/preview`, { body: { contactId: "nope" } }),
			400,
			"VALIDATION",
		);
	});

	it("a revoked channel: 400 NO_CHANNEL at create and send", async () => {
		const { key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const listId = await importList(key, "L", [{ email: "x@example.com" }]);
		const id = await draft(key, channelId, { listIds: [listId] });
		expect((await mkt(key, "DELETE", `/channels/${channelId}`)).status).toBe(200);
		expectEnvelopeError(await mkt(key, "POST", `/campaigns/${id}/send`), 400, "NO_CHANNEL");
		expectEnvelopeError(
			await mkt(key, "POST", "/campaigns", {
				body: { name: "Y", channelId, audience: { listIds: [listId] }, content: { subject: "a", text: "b" } },
			}),
			400,
			"NO_CHANNEL",
		);
		expect((await mkt(key, "GET", `/campaigns/${id}`)).body.data.status).toBe("draft");
	});

	it("an email channel without a sender: 409 NO_FROM_EMAIL at send", async () => {
		const { key } = await mktWorkspace();
		const channelId = await emailChannel(key, { fromEmail: "" });
		const listId = await importList(key, "L", [{ email: "x@example.com" }]);
		const id = await draft(key, channelId, { listIds: [listId] });
		expectEnvelopeError(await mkt(key, "POST", `/campaigns/${id}/send`), 409, "NO_FROM_EMAIL");
	});
});

describe("campaign states", () => {
	it("every move from the wrong state is 409 BAD_STATE; schedule needs a future sendAt", async () => {
		const { sent } = resend();
		const { key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const listId = await importList(key, "L", [{ email: "x@example.com" }]);
		const id = await draft(key, channelId, { listIds: [listId] });
		expectEnvelopeError(await mkt(key, "POST", `/campaigns/${id}/schedule`, { body: {} }), 400, "VALIDATION");
		const past = new Date(Date.now() - 60_000).toISOString();
		expectEnvelopeError(
			await mkt(key, "POST", `/campaigns/${id}/schedule`, { body: { sendAt: past } }),
			400,
			"VALIDATION",
		);
		const at = new Date(Date.now() + 3_600_000).toISOString();
		const scheduled = await mkt(key, "POST", `/campaigns/${id}/schedule`, { body: { sendAt: at } });
		expect(scheduled.status, scheduled.text).toBe(200);
		expect(scheduled.body.data).toMatchObject({ status: "scheduled", sendAt: new Date(at).toISOString() });
		expectEnvelopeError(
			await mkt(key, "POST", `/campaigns/${id}/schedule`, { body: { sendAt: at } }),
			409,
			"BAD_STATE",
		);
		expect((await mkt(key, "PATCH", `/campaigns/${id}`, { body: { name: "Renamed" } })).body.data.name).toBe("Renamed");
		expect((await mkt(key, "POST", `/campaigns/${id}/send`)).status).toBe(202);
		await waitFinished(key, id);
		expect(sent()).toHaveLength(1);
		expectEnvelopeError(await mkt(key, "PATCH", `/campaigns/${id}`, { body: { name: "Late" } }), 409, "BAD_STATE");
		expectEnvelopeError(await mkt(key, "DELETE", `/campaigns/${id}`), 409, "BAD_STATE");
		expectEnvelopeError(await mkt(key, "POST", `/campaigns/${id}/cancel`), 409, "BAD_STATE");
		expectEnvelopeError(await mkt(key, "POST", `/campaigns/${id}/send`), 409, "BAD_STATE");
		const other = await draft(key, channelId, { listIds: [listId] });
		expect((await mkt(key, "POST", `/campaigns/${other}/cancel`)).body.data.status).toBe("canceled");
		expectEnvelopeError(await mkt(key, "POST", `/campaigns/${other}/send`), 409, "BAD_STATE");
		const third = await draft(key, channelId, { listIds: [listId] });
		expect((await mkt(key, "DELETE", `/campaigns/${third}`)).body.data).toEqual({ id: third, deleted: true });
		expectEnvelopeError(await mkt(key, "GET", `/campaigns/${third}`), 404, "NOT_FOUND");
	});

	it("the minute cron starts a scheduled campaign whose time has come", async () => {
		const { sent } = resend();
		const { ws, key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const listId = await importList(key, "L", [{ email: "cron@example.com" }]);
		const id = await draft(key, channelId, { listIds: [listId] });
		await mkt(key, "POST", `/campaigns/${id}/schedule`, {
			body: { sendAt: new Date(Date.now() + 120_000).toISOString() },
		});
		const { campaignsTick } = await import("../../src/services/marketing/campaigns/jobs");
		const { runTick } = await import("../helpers/shards");
		await runTick(campaignsTick, "DB_MKT", Date.now());
		expect((await mkt(key, "GET", `/campaigns/${id}`)).body.data.status).toBe("scheduled");
		await (await dbOf("DB_MKT", ws))
			.prepare("UPDATE campaigns SET send_at = ? WHERE id = ?")
			.bind(Date.now() - 1, id)
			.run();
		await runTick(campaignsTick, "DB_MKT", Date.now());
		expect((await waitFinished(key, id)).body.data.status).toBe("sent");
		expect(sent().map((m) => m.to[0])).toEqual(["cron@example.com"]);
	});
});

describe("plan limits", () => {
	it("a send past the month's remainder: 403 QUOTA_EXCEEDED with the numbers, nothing sent, still a draft", async () => {
		const { sent } = resend();
		const { ws, key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const listId = await importList(key, "L", [{ email: "q1@example.com" }, { email: "q2@example.com" }]);
		const id = await draft(key, channelId, { listIds: [listId] });
		const month = new Date().toISOString().slice(0, 7);
		await (await dbOf("DB_MKT", ws))
			.prepare("INSERT INTO campaign_sends (account_id, month, cap, used) VALUES (?, ?, 1000, 999)")
			.bind(ws, month)
			.run();
		const r = await mkt(key, "POST", `/campaigns/${id}/send`);
		expectEnvelopeError(r, 403, "QUOTA_EXCEEDED");
		expect(r.body.error.message).toContain("2 recipients");
		expect(r.body.error.message).toContain("1 of its 1000");
		expect((await mkt(key, "GET", `/campaigns/${id}`)).body.data).toMatchObject({ status: "draft", recipients: 0 });
		expect((await mkt(key, "GET", `/campaigns/${id}/recipients`)).body.data.data).toEqual([]);
		expect(sent()).toEqual([]);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.campaignSends).toBe(999);
	});

	it("six campaigns racing for the last 10 of the month: exactly three of three recipients start, 9 messages", async () => {
		const { sent } = resend();
		const { ws, key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const ids: string[] = [];
		for (let i = 0; i < 6; i++) {
			const emails = [0, 1, 2].map((j) => ({ email: `race${i}-${j}@example.com` }));
			ids.push(await draft(key, channelId, { listIds: [await importList(key, `L${i}`, emails)] }));
		}
		const month = new Date().toISOString().slice(0, 7);
		await (await dbOf("DB_MKT", ws))
			.prepare("INSERT INTO campaign_sends (account_id, month, cap, used) VALUES (?, ?, 1000, 990)")
			.bind(ws, month)
			.run();
		const answers = await Promise.all(ids.map((id) => mkt(key, "POST", `/campaigns/${id}/send`)));
		const started = ids.filter((_, i) => answers[i].status === 202);
		expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 202, 403, 403, 403]);
		for (const a of answers.filter((x) => x.status !== 202)) expectEnvelopeError(a, 403, "QUOTA_EXCEEDED");
		for (const id of started) expect((await waitFinished(key, id)).body.data.status).toBe("sent");
		expect(sent()).toHaveLength(9);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.campaignSends).toBe(999);
	});
});

describe("tenancy", () => {
	it("another workspace's campaign is 404 on every route", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const channelId = await emailChannel(a.key);
		const listId = await importList(a.key, "L", [{ email: "x@example.com" }]);
		const id = await draft(a.key, channelId, { listIds: [listId] });
		for (const [method, path, body] of [
			["GET", `/campaigns/${id}`, undefined],
			["PATCH", `/campaigns/${id}`, { name: "Mine now" }],
			["DELETE", `/campaigns/${id}`, undefined],
			["POST", `/campaigns/${id}/send`, undefined],
			["POST", `/campaigns/${id}/schedule`, { sendAt: new Date(Date.now() + 3_600_000).toISOString() }],
			["POST", `/campaigns/${id}/cancel`, undefined],
			["POST", `/campaigns/${id}/test`, { recipients: ["me@example.com"] }],
			["GET", `/campaigns/${id}/report`, undefined],
			["GET", `/campaigns/${id}/recipients`, undefined],
		] as const)
			expectEnvelopeError(await mkt(b.key, method, path, { body }), 404, "NOT_FOUND");
		expect((await mkt(b.key, "GET", "/campaigns")).body.data.data).toEqual([]);
		expect((await mkt(a.key, "GET", `/campaigns/${id}`)).body.data).toMatchObject({ status: "draft", name: "Promo" });
	});

	it("an Idempotency-Key replays the first answer of a create", async () => {
		const { key } = await mktWorkspace();
		const channelId = await emailChannel(key);
		const listId = await importList(key, "L", [{ email: "x@example.com" }]);
		const body = { name: "Once", channelId, audience: { listIds: [listId] }, content: { subject: "a", text: "b" } };
		const idempotencyKey = `k-${crypto.randomUUID()}`;
		const one = await mkt(key, "POST", "/campaigns", { body, idempotencyKey });
		expect(one.status, one.text).toBe(201);
		const two = await mkt(key, "POST", "/campaigns", { body, idempotencyKey });
		expect(two.body.data.id).toBe(one.body.data.id);
		expect((await mkt(key, "GET", "/campaigns")).body.data.data).toHaveLength(1);
	});
});
