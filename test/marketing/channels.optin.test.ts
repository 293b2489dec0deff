import { afterEach, describe, expect, it, vi } from "vitest";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually, mintPayKey } from "../helpers/pay";
import { stubReceiver } from "../helpers/webhooks";
import { mut } from "../payments/billing-helpers";

afterEach(() => vi.unstubAllGlobals());

describe("double opt-in and one-click unsubscribe (extensions)", () => {
	it("pending → the email carries the confirm link and List-Unsubscribe → subscribed → one-click unsubscribed", async () => {
		const rx = stubReceiver();
		rx.on("https://api.resend.com/emails", () => Response.json({ id: "re-1" }));
		const { ws, key } = await mktWorkspace();
		const name = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.name as string;
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
		const page = await call("GET", path(confirm), { headers: { "Accept-Language": "en-US,en;q=0.9" } });
		expect(page.status).toBe(200);
		expect(page.text).toContain('<html lang="en">');
		expect(page.text).toContain("Confirm");
		// In the shop's name (its brand bar), Indonesian by default (issue 39).
		expect(page.text).toContain(`data-testid="shop-name">${name}<`);
		// The brand the shop set for its checkout (live settings) carries over: logo and colour.
		const payKey = await mintPayKey(ws, { environment: "live" });
		const branded = await mut(payKey, "PUT", "/v1/checkout-settings", {
			branding: { displayName: "Kopi Sari", logoUrl: "https://cdn.toko.example/logo.png", brandColor: "#123456" },
		});
		expect(branded.status, branded.text).toBe(200);
		const id = await call("GET", path(confirm));
		expect(id.text).toContain('data-testid="shop-name">Kopi Sari<');
		expect(id.text).toContain('src="https://cdn.toko.example/logo.png"');
		expect(id.text).toContain("--bar-bg:#123456");
		expect(id.text).toContain("Kopi Sari"); // the question names the shop as its brand bar does
		expect(id.text).toContain('<html lang="id">');
		expect(id.text).toContain("Konfirmasi langganan");
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("pending");
		expect((await call("POST", path(confirm))).status).toBe(200);
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("subscribed");
		const oneClick = await call("POST", path(unsubscribe), {
			raw: "List-Unsubscribe=One-Click",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
		});
		expect(oneClick.status).toBe(200);
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("unsubscribed");
		// The answer offers to resubscribe, with the same signed link.
		// (Relative to the page's own address: <token>/resubscribe under /mkt/u/.)
		expect(oneClick.text).toContain(`action="${path(unsubscribe).split("/").pop()}/resubscribe"`);
		const again = await call("POST", `${path(unsubscribe)}/resubscribe`, { headers: { "Accept-Language": "en" } });
		expect(again.status).toBe(200);
		expect(again.text).toContain("You are subscribed again");
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("subscribed");
		expect((await call("POST", "/mkt/u/not-a-token/resubscribe")).status).toBe(404);
		const bad = await call("POST", "/mkt/c/not-a-token", { headers: { "Accept-Language": "en" } });
		expect(bad.text).toContain("This link is not valid or has expired");
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
