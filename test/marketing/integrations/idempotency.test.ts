// Idempotency keys end to end: the key each client derives from our message id, and a send retried
// after a lost answer reaching the simulated vendor (test/helpers/provider-sim.ts) as ONE message.
// Also the helper itself: vendor hosts answered by the simulator, others 200 "ok", injected faults.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELIVERY, providerBase } from "../../../src/services/marketing/integrations";
import type { Provider } from "../../../src/services/marketing/integrations/catalogue";
import { messageUuid, resendKey } from "../../../src/services/marketing/integrations/idempotency";
import { ProviderError } from "../../../src/services/marketing/integrations/provider";
import { installProviderSimulator } from "../../helpers/provider-sim";

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
	vi.unstubAllGlobals();
});

function client(provider: Provider, creds: Record<string, string>, config: Record<string, unknown> = {}) {
	const d = DELIVERY[provider];
	if (!d) throw new Error(provider);
	// The global fetch at call time: the simulator's stub.
	return d.factory(creds, config, { fetch: (i, init) => fetch(i, init), baseUrl: providerBase({}, provider) });
}
const msg = (messageId: string, recipient: string) => ({
	messageId,
	recipient,
	subject: "Promo",
	text: "Diskon 20%",
	occurredAt: "2026-11-29T00:00:00.000Z",
});

describe("keys derived from the message id", () => {
	it("messageUuid: SHA-256 laid out as an RFC 9562 version 8 UUID, the same every time, distinct per id", async () => {
		const a = await messageUuid("msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
		expect(a).toBe("a80239ba-9fd7-85ea-abd7-c36735b8cb80");
		expect(a).toMatch(UUID_V8);
		expect(await messageUuid("msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD")).toBe(a);
		expect(await messageUuid("msg_01JB4X6N0ZQ8K3C9W2T5V7R1ME")).not.toBe(a);
	});

	it("resendKey: the message id within Resend's 256 characters, else its UUID", async () => {
		expect(await resendKey("msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD")).toBe("msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
		expect(await resendKey("x".repeat(257))).toMatch(UUID_V8);
	});

	it("DELIVERY marks exactly the clients that send a vendor idempotency key", () => {
		const idempotent = Object.entries(DELIVERY)
			.filter(([, d]) => d?.idempotent)
			.map(([p]) => p)
			.sort();
		expect(idempotent).toEqual(["email_v1", "messaging_v4", "push_v1"]);
	});
});

describe("a send retried after a lost answer is one message at the vendor", () => {
	const cases: [Provider, Record<string, string>, string, Record<string, unknown>?][] = [
		["email_v1", { apiKey: "re_ok" }, "budi@example.com", { fromEmail: "news@toko.example" }],
		["messaging_v4", { channelAccessToken: "tok", channelSecret: "s" }, `U${"b".repeat(32)}`],
		["push_v1", { appId: "app", apiKey: "ok" }, "sub-42"],
	];
	for (const [provider, creds, to, config] of cases)
		it(provider, async () => {
			const p = installProviderSimulator();
			const c = client(provider, creds, config);
			p.failNext("lost", { to });
			const lost = await c.send(msg("msg_retry1", to)).catch((e) => e);
			expect(lost).toBeInstanceOf(ProviderError);
			expect(lost.kind).toBe("unavailable");
			expect(p.messagesTo(to)).toHaveLength(1);
			const retried = await c.send(msg("msg_retry1", to));
			expect(retried.providerMessageId).toBe(p.messagesTo(to)[0].messageId);
			expect(p.messagesTo(to)).toHaveLength(1);
			expect(p.log.map((e) => e.kind)).toEqual(["message", "replay"]);
			// Another message to the same recipient is a second message.
			await c.send(msg("msg_retry2", to));
			expect(p.perRecipient()[to.toLowerCase()]).toBe(2);
		});
});

describe("the vendors' idempotency answers, mapped", () => {
	it("LINE: a 409 without X-Line-Accepted-Request-Id is still a refusal", async () => {
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json({ message: "Conflict" }, { status: 409 })),
		);
		const e = await client("messaging_v4", { channelAccessToken: "tok" })
			.send(msg("msg_x", "U1"))
			.catch((x) => x);
		expect(e).toBeInstanceOf(ProviderError);
		expect(e.kind).toBe("rejected");
	});

	it("Resend: a concurrent request with the key is worth retrying; the key with another payload is refused", async () => {
		const answers = [
			{ statusCode: 409, name: "concurrent_idempotent_requests", message: "Same idempotency key used while..." },
			{ statusCode: 409, name: "invalid_idempotent_request", message: "Same idempotency key used with a different..." },
		];
		let i = 0;
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json(answers[i++], { status: 409 })),
		);
		const c = client("email_v1", { apiKey: "re_ok" }, { fromEmail: "news@toko.example" });
		const concurrent = await c.send(msg("msg_c", "a@example.com")).catch((x) => x);
		expect(concurrent.kind).toBe("unavailable");
		const mismatch = await c.send(msg("msg_c", "a@example.com")).catch((x) => x);
		expect(mismatch.kind).toBe("rejected");
		expect(mismatch.upstreamCode).toBe("invalid_idempotent_request");
	});
});

describe("installProviderSimulator", () => {
	it("answers vendor hosts through the simulator, other URLs 200 ok, and a 429 on demand", async () => {
		const p = installProviderSimulator();
		const other = await fetch("https://hooks.example.com/x", { method: "POST", body: "{}" });
		expect(await other.text()).toBe("ok");
		expect(p.others).toEqual(["https://hooks.example.com/x"]);
		const ses = await fetch("https://email.ap-southeast-1.amazonaws.com/v2/email/outbound-emails", {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({ Destination: { ToAddresses: ["s@example.com"] } }),
		});
		expect(ses.status).toBe(403);
		p.failNext("429");
		const c = client("email_v1", { apiKey: "re_ok" }, { fromEmail: "news@toko.example" });
		const throttled = await c.send(msg("msg_t", "t@example.com")).catch((x) => x);
		expect(throttled.kind).toBe("unavailable");
		expect(throttled.statusCode).toBe(429);
		expect(p.messagesTo("t@example.com")).toHaveLength(0);
		await c.send(msg("msg_t", "t@example.com"));
		expect(p.messagesTo("T@example.com")).toHaveLength(1);
		p.clear();
		expect(p.log).toHaveLength(0);
	});
});
