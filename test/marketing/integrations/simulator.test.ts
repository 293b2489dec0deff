// Every delivery-provider client against the local simulator (scripts/sim/channels.mjs, started by
// test/global-setup.ts): the real wire format end to end, the vendor's 401 for "bad" credentials
// and its refusal for a "fail" recipient.
import { exportPKCS8, generateKeyPair } from "jose";
import { describe, expect, inject, it } from "vitest";
import { DELIVERY } from "../../../src/services/marketing/integrations";
import type { Provider } from "../../../src/services/marketing/integrations/catalogue";
import { ProviderError } from "../../../src/services/marketing/integrations/provider";

const sim = inject("channelSimulatorUrl");
const email = { fromEmail: "news@toko.example" };
// One message id per send: LINE and OneSignal answer a reused key as the message already sent.
let serial = 0;

async function send(
	provider: Provider,
	creds: Record<string, string>,
	recipient: string,
	config: Record<string, unknown> = {},
) {
	const client = DELIVERY[provider];
	if (!client) throw new Error(`no client for ${provider}`);
	return client.factory(creds, config, { fetch: (i, init) => fetch(i, init), baseUrl: sim }).send({
		messageId: `msg_sim${++serial}`,
		recipient,
		subject: "Hi",
		text: "A test",
		occurredAt: new Date().toISOString(),
	});
}

const CASES: [Provider, Record<string, string>, string, string, Record<string, unknown>?][] = [
	["email_v1", { apiKey: "re_ok" }, "a@example.com", "fail@example.com", email],
	["email_v2", { apiKey: "SG.ok" }, "a@example.com", "fail@example.com", email],
	["email_v3", { apiKey: "key-ok", domain: "mg.example" }, "a@example.com", "fail@example.com", email],
	["email_v4", { serverToken: "ok" }, "a@example.com", "fail@example.com", email],
	[
		"email_v5",
		{ accessKeyId: "AKID", secretAccessKey: "s", region: "ap-southeast-1" },
		"a@example.com",
		"fail@example.com",
		email,
	],
	["sms_v1", { accountSid: "AC1", authToken: "tok", fromNumber: "+1500" }, "+6281234567", "+62fail"],
	["sms_v2", { apiKey: "k", apiSecret: "s" }, "+6281234567", "+62fail"],
	["messaging_v1", { accessToken: "ok", phoneNumberId: "1" }, "+6281234567", "+62fail"],
	["messaging_v2", { accountSid: "AC1", authToken: "tok", fromNumber: "whatsapp:+1415" }, "+6281234567", "+62fail"],
	["messaging_v3", { botToken: "1:ok" }, "12345", "fail"],
	["messaging_v4", { channelAccessToken: "ok", channelSecret: "s" }, `U${"a".repeat(32)}`, "fail"],
	["push_v1", { appId: "app", apiKey: "ok" }, "sub-1", "fail-sub"],
	["push_v2", { serverKey: "ok" }, "device-1", "fail-device"],
];

const BAD: Partial<Record<Provider, Record<string, string>>> = {
	email_v1: { apiKey: "bad" },
	email_v2: { apiKey: "bad" },
	email_v3: { apiKey: "bad", domain: "mg.example" },
	email_v4: { serverToken: "bad" },
	email_v5: { accessKeyId: "bad", secretAccessKey: "s", region: "ap-southeast-1" },
	sms_v1: { accountSid: "AC1", authToken: "bad", fromNumber: "+1500" },
	sms_v2: { apiKey: "k", apiSecret: "bad" },
	messaging_v1: { accessToken: "bad", phoneNumberId: "1" },
	messaging_v3: { botToken: "1:bad" },
	messaging_v4: { channelAccessToken: "bad", channelSecret: "s" },
	push_v1: { appId: "app", apiKey: "bad" },
};

describe("provider clients against the simulator", () => {
	for (const [provider, creds, ok, failing, config] of CASES) {
		it(`${provider}: sent, refused, and (where the vendor has one) the credentials' 401`, async () => {
			const out = await send(provider, creds, ok, config);
			expect(out.statusCode).toBeGreaterThanOrEqual(200);
			expect(out.statusCode).toBeLessThan(300);
			const refused = await send(provider, creds, failing, config).catch((e) => e);
			expect(refused).toBeInstanceOf(ProviderError);
			expect(refused.kind).toBe("rejected");
			const bad = BAD[provider];
			if (bad) expect((await send(provider, bad, ok, config).catch((e) => e)).kind).toBe("invalid_credentials");
		});
	}

	it("incoming webhooks, the generic webhook and FCM's service-account flow", async () => {
		expect((await send("messaging_v5", { webhookUrl: `${sim}/hooks/slack/1` }, "x")).statusCode).toBe(200);
		expect((await send("messaging_v6", { webhookUrl: `${sim}/hooks/discord/1` }, "x")).providerMessageId).toMatch(
			/^discord-/,
		);
		expect((await send("webhook_generic", { url: `${sim}/hooks/generic/1`, secret: "whsec_x" }, "x")).statusCode).toBe(
			200,
		);
		const { privateKey } = await generateKeyPair("RS256", { extractable: true });
		const sa = JSON.stringify({
			client_email: "sim@p.example",
			private_key: await exportPKCS8(privateKey),
			project_id: "p",
		});
		expect((await send("push_v2", { serviceAccountJson: sa }, "device-1")).providerMessageId).toMatch(
			/^projects\/sim\/messages\//,
		);
	});
});
