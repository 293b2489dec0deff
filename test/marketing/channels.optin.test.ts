import { afterEach, describe, expect, it, vi } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());

describe("double opt-in and one-click unsubscribe (extensions)", () => {
	it("pending → the email carries the confirm link and List-Unsubscribe → subscribed → one-click unsubscribed", async () => {
		const rx = stubReceiver();
		rx.on("https://api.resend.com/emails", () => Response.json({ id: "re-1" }));
		const { key } = await mktWorkspace();
		const contact = (await mkt(key, "POST", "/contacts", { body: { email: "sari@example.com" } })).body.data;
		const channel = (
			await mkt(key, "POST", "/channels", {
				body: {
					provider: "email_v1",
					displayName: "Toko News",
					credentials: { apiKey: "re_x" },
					config: { fromEmail: "news@toko.example" },
				},
			})
		).body.data;
		const asked = await mkt(key, "POST", `/contacts/${contact.id}/confirm`, { body: { channelId: channel.id } });
		expect(asked.status, asked.text).toBe(200);
		expect(asked.body.data).toMatchObject({ id: contact.id, channelId: channel.id, subscription: "pending" });
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions).toEqual({ email: "pending" });
		await eventually(
			() => mkt(key, "GET", `/channels/${channel.id}/sends`),
			(r) => r.body.data.data[0]?.status === "sent",
			10_000,
		);
		const mail = JSON.parse(rx.to("https://api.resend.com/emails")[0].body);
		expect(mail.to).toEqual(["sari@example.com"]);
		const confirm = mail.text.match(/(http:\/\/127\.0\.0\.1:8787\/mkt\/c\/\S+)/)[1];
		expect(mail.html).toContain(confirm);
		expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
		const unsubscribe = mail.headers["List-Unsubscribe"].slice(1, -1);
		expect(unsubscribe).toMatch(/^http:\/\/127\.0\.0\.1:8787\/mkt\/u\//);

		const path = (u: string) => new URL(u).pathname;
		const page = await call("GET", path(confirm));
		expect(page.status).toBe(200);
		expect(page.text).toContain("Confirm");
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("pending");
		expect((await call("POST", path(confirm))).status).toBe(200);
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("subscribed");
		const oneClick = await call("POST", path(unsubscribe), {
			raw: "List-Unsubscribe=One-Click",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
		});
		expect(oneClick.status).toBe(200);
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("unsubscribed");
		expect((await call("GET", `${path(unsubscribe).slice(0, -4)}abcd`)).status).toBe(404);
		expect((await call("POST", "/mkt/u/not-a-token")).status).toBe(404);
	});

	it("refuses what cannot be asked: no address, a channel kind without opt-in, a revoked channel, another workspace's ids", async () => {
		stubReceiver();
		const { key } = await mktWorkspace();
		const other = await mktWorkspace();
		const phoneOnly = (await mkt(key, "POST", "/contacts", { body: { phone: "+6281234567" } })).body.data;
		const email = (
			await mkt(key, "POST", "/channels", {
				body: {
					provider: "email_v1",
					displayName: "News",
					credentials: { apiKey: "re_x" },
					config: { fromEmail: "n@toko.example" },
				},
			})
		).body.data;
		const bot = (
			await mkt(key, "POST", "/channels", {
				body: { provider: "messaging_v3", displayName: "Bot", credentials: { botToken: "1:a" } },
			})
		).body.data;
		expectEnvelopeError(
			await mkt(key, "POST", `/contacts/${phoneOnly.id}/confirm`, { body: { channelId: email.id } }),
			400,
			"VALIDATION",
		);
		expectEnvelopeError(
			await mkt(key, "POST", `/contacts/${phoneOnly.id}/confirm`, { body: { channelId: bot.id } }),
			400,
			"VALIDATION",
		);
		await mkt(key, "DELETE", `/channels/${email.id}`);
		const withEmail = (await mkt(key, "POST", "/contacts", { body: { email: "x@example.com" } })).body.data;
		expectEnvelopeError(
			await mkt(key, "POST", `/contacts/${withEmail.id}/confirm`, { body: { channelId: email.id } }),
			409,
			"BAD_STATE",
		);
		const theirs = (
			await mkt(other.key, "POST", "/channels", {
				body: {
					provider: "email_v1",
					displayName: "Theirs",
					credentials: { apiKey: "re_y" },
					config: { fromEmail: "t@toko.example" },
				},
			})
		).body.data;
		expectEnvelopeError(
			await mkt(key, "POST", `/contacts/${withEmail.id}/confirm`, { body: { channelId: theirs.id } }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(
			await mkt(other.key, "POST", `/contacts/${withEmail.id}/confirm`, { body: { channelId: theirs.id } }),
			404,
			"NOT_FOUND",
		);
		expect((await mkt(key, "GET", `/contacts/${withEmail.id}`)).body.data.subscriptions).toEqual({});
	});
});
