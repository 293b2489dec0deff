// Every delivery-provider client against a stubbed fetch: the request exactly as the vendor
// documents it, the answer mapped to our message id, and 401 / a vendor refusal / a network failure
// mapped to ProviderError kinds, with no credential in any error.
import { exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "../../../src/platform/webhooks/signing";
import { DELIVERY } from "../../../src/services/marketing/integrations";
import type { Provider } from "../../../src/services/marketing/integrations/catalogue";
import { forgetFcmTokens } from "../../../src/services/marketing/integrations/fcm";
import { type OutboundMessage, ProviderError } from "../../../src/services/marketing/integrations/provider";

interface Seen {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: string;
}

function stub(answers: Array<() => Response>) {
	const seen: Seen[] = [];
	let i = 0;
	const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
		const h = new Headers(init?.headers);
		seen.push({
			url: String(input),
			method: init?.method ?? "GET",
			headers: Object.fromEntries([...h.entries()].map(([k, v]) => [k.toLowerCase(), v])),
			body:
				typeof init?.body === "string"
					? init.body
					: init?.body
						? new TextDecoder().decode(init.body as Uint8Array)
						: "",
		});
		return answers[Math.min(i++, answers.length - 1)]();
	}) as typeof globalThis.fetch;
	return { fetch, seen };
}

const jsonRes =
	(status: number, body: unknown, headers: Record<string, string> = {}) =>
	() =>
		new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const msg = (recipient: string): OutboundMessage => ({
	messageId: "msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	recipient,
	subject: "Hello",
	text: "A test from Pasar",
	headers: { "List-Unsubscribe": "<https://u.example/x>" },
	occurredAt: "2026-11-24T00:00:00.000Z",
});

const send = (
	provider: Provider,
	creds: Record<string, string>,
	config: Record<string, unknown>,
	recipient: string,
	fetch: typeof globalThis.fetch,
	baseUrl = "https://vendor.example",
) => {
	const client = DELIVERY[provider];
	if (!client) throw new Error(`no client for ${provider}`);
	return client.factory(creds, config, { fetch, baseUrl }).send(msg(recipient));
};

const email = { fromEmail: "news@toko.example", fromName: "Toko", replyTo: "cs@toko.example" };

interface Case {
	provider: Provider;
	creds: Record<string, string>;
	config?: Record<string, unknown>;
	recipient: string;
	ok: () => Response;
	id: string | null;
	check: (s: Seen) => void;
	refusal: () => Response;
	refusalText: RegExp;
}

const CASES: Case[] = [
	{
		provider: "email_v1",
		creds: { apiKey: "re_SECRET1" },
		config: email,
		recipient: "budi@example.com",
		ok: jsonRes(200, { id: "re-id-1" }),
		id: "re-id-1",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/emails");
			expect(s.headers.authorization).toBe("Bearer re_SECRET1");
			expect(s.headers["idempotency-key"]).toBe("msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
			expect(JSON.parse(s.body)).toMatchObject({
				from: "Toko <news@toko.example>",
				to: ["budi@example.com"],
				subject: "Hello",
				reply_to: "cs@toko.example",
				headers: { "List-Unsubscribe": "<https://u.example/x>" },
			});
		},
		refusal: jsonRes(422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field" }),
		refusalText: /Invalid `to` field/,
	},
	{
		provider: "email_v2",
		creds: { apiKey: "SG.SECRET2" },
		config: email,
		recipient: "budi@example.com",
		ok: () => new Response(null, { status: 202, headers: { "X-Message-Id": "sg-id-2" } }),
		id: "sg-id-2",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/v3/mail/send");
			expect(s.headers.authorization).toBe("Bearer SG.SECRET2");
			const b = JSON.parse(s.body);
			expect(b.personalizations).toEqual([{ to: [{ email: "budi@example.com" }] }]);
			expect(b.from).toEqual({ email: "news@toko.example", name: "Toko" });
			expect(b.content[0]).toEqual({ type: "text/plain", value: "A test from Pasar" });
			expect(b.custom_args).toEqual({ messageId: "msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD" });
		},
		refusal: jsonRes(400, {
			errors: [{ message: "The from address does not match a verified Sender Identity", field: "from" }],
		}),
		refusalText: /verified Sender Identity/,
	},
	{
		provider: "email_v3",
		creds: { apiKey: "key-SECRET3", domain: "mg.toko.example" },
		config: email,
		recipient: "budi@example.com",
		ok: jsonRes(200, { id: "<mg-id-3@mg.toko.example>", message: "Queued. Thank you." }),
		id: "<mg-id-3@mg.toko.example>",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/v3/mg.toko.example/messages");
			expect(s.headers.authorization).toBe(`Basic ${btoa("api:key-SECRET3")}`);
			const f = new URLSearchParams(s.body);
			expect(f.get("to")).toBe("budi@example.com");
			expect(f.get("from")).toBe("Toko <news@toko.example>");
			expect(f.get("h:List-Unsubscribe")).toBe("<https://u.example/x>");
			expect(f.get("v:messageId")).toBe("msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
		},
		refusal: jsonRes(400, { message: "'to' parameter is not a valid address" }),
		refusalText: /not a valid address/,
	},
	{
		provider: "email_v4",
		creds: { serverToken: "pm-SECRET4" },
		config: email,
		recipient: "budi@example.com",
		ok: jsonRes(200, { MessageID: "pm-id-4", ErrorCode: 0, Message: "OK" }),
		id: "pm-id-4",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/email");
			expect(s.headers["x-postmark-server-token"]).toBe("pm-SECRET4");
			expect(JSON.parse(s.body)).toMatchObject({
				From: "Toko <news@toko.example>",
				To: "budi@example.com",
				TextBody: "A test from Pasar",
				MessageStream: "outbound",
				Headers: [{ Name: "List-Unsubscribe", Value: "<https://u.example/x>" }],
			});
		},
		refusal: jsonRes(422, { ErrorCode: 300, Message: "Invalid 'To' address" }),
		refusalText: /Invalid 'To' address/,
	},
	{
		provider: "email_v5",
		creds: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "SES-SECRET5", region: "ap-southeast-1" },
		config: email,
		recipient: "budi@example.com",
		ok: jsonRes(200, { MessageId: "ses-id-5" }),
		id: "ses-id-5",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/v2/email/outbound-emails");
			expect(s.headers.authorization).toMatch(
				/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/ses\/aws4_request/,
			);
			expect(s.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
			expect(JSON.parse(s.body)).toMatchObject({
				Destination: { ToAddresses: ["budi@example.com"] },
				Content: { Simple: { Subject: { Data: "Hello" } } },
			});
		},
		refusal: jsonRes(
			400,
			{ message: "Email address is not verified." },
			{ "x-amzn-ErrorType": "MessageRejected:http://internal" },
		),
		refusalText: /not verified/,
	},
	{
		provider: "sms_v1",
		creds: { accountSid: "AC123", authToken: "TW-SECRET6", fromNumber: "+15005550006" },
		recipient: "+6281234567890",
		ok: jsonRes(201, { sid: "SM-id-6" }),
		id: "SM-id-6",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/2010-04-01/Accounts/AC123/Messages.json");
			expect(s.headers.authorization).toBe(`Basic ${btoa("AC123:TW-SECRET6")}`);
			const f = new URLSearchParams(s.body);
			expect([f.get("To"), f.get("From"), f.get("Body")]).toEqual([
				"+6281234567890",
				"+15005550006",
				"A test from Pasar",
			]);
		},
		refusal: jsonRes(400, { code: 21211, message: "The 'To' number is not a valid phone number." }),
		refusalText: /not a valid phone number/,
	},
	{
		provider: "sms_v2",
		creds: { apiKey: "vk", apiSecret: "VO-SECRET7" },
		recipient: "+6281234567890",
		ok: jsonRes(200, { "message-count": "1", messages: [{ status: "0", "message-id": "vo-id-7" }] }),
		id: "vo-id-7",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/sms/json");
			const f = new URLSearchParams(s.body);
			expect([f.get("to"), f.get("text"), f.get("client-ref")]).toEqual([
				"6281234567890",
				"A test from Pasar",
				"msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
			]);
		},
		refusal: jsonRes(200, { messages: [{ status: "3", "error-text": "Invalid to number" }] }),
		refusalText: /Invalid to number/,
	},
	{
		provider: "messaging_v1",
		creds: { accessToken: "WA-SECRET8", phoneNumberId: "1055" },
		recipient: "+6281234567890",
		ok: jsonRes(200, { messages: [{ id: "wamid.8" }] }),
		id: "wamid.8",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/v21.0/1055/messages");
			expect(s.headers.authorization).toBe("Bearer WA-SECRET8");
			expect(JSON.parse(s.body)).toEqual({
				messaging_product: "whatsapp",
				to: "6281234567890",
				type: "text",
				text: { body: "A test from Pasar" },
			});
		},
		refusal: jsonRes(400, { error: { message: "Recipient phone number not in allowed list", code: 131030 } }),
		refusalText: /not in allowed list/,
	},
	{
		provider: "messaging_v2",
		creds: { accountSid: "AC9", authToken: "TW-SECRET9", fromNumber: "whatsapp:+14155238886" },
		recipient: "+6281234567890",
		ok: jsonRes(201, { sid: "SM-id-9" }),
		id: "SM-id-9",
		check: (s) => {
			const f = new URLSearchParams(s.body);
			expect([f.get("To"), f.get("From"), f.get("Body")]).toEqual([
				"whatsapp:+6281234567890",
				"whatsapp:+14155238886",
				"A test from Pasar",
			]);
		},
		refusal: jsonRes(400, {
			code: 63016,
			message: "Failed to send freeform message because you are outside the allowed window",
		}),
		refusalText: /outside the allowed window/,
	},
	{
		provider: "messaging_v3",
		creds: { botToken: "123456:TG-SECRET10" },
		recipient: "-100123",
		ok: jsonRes(200, { ok: true, result: { message_id: 10 } }),
		id: "10",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/bot123456:TG-SECRET10/sendMessage");
			expect(JSON.parse(s.body)).toEqual({ chat_id: "-100123", text: "Hello\n\nA test from Pasar" });
		},
		refusal: jsonRes(400, { ok: false, error_code: 400, description: "Bad Request: chat not found" }),
		refusalText: /chat not found/,
	},
	{
		provider: "messaging_v4",
		creds: { channelAccessToken: "LINE-SECRET11", channelSecret: "s" },
		recipient: `U${"a".repeat(32)}`,
		ok: jsonRes(200, { sentMessages: [{ id: "line-id-11" }] }),
		id: "line-id-11",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/v2/bot/message/push");
			expect(s.headers.authorization).toBe("Bearer LINE-SECRET11");
			expect(s.headers["x-line-retry-key"]).toMatch(
				/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
			);
			expect(JSON.parse(s.body)).toEqual({
				to: `U${"a".repeat(32)}`,
				messages: [{ type: "text", text: "A test from Pasar" }],
			});
		},
		refusal: jsonRes(400, { message: "The request body has 1 error(s)" }),
		refusalText: /1 error/,
	},
	{
		provider: "push_v1",
		creds: { appId: "app-1", apiKey: "OS-SECRET12" },
		config: { appName: "Toko" },
		recipient: "sub-1",
		ok: jsonRes(200, { id: "os-id-12" }),
		id: "os-id-12",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/notifications");
			expect(s.headers.authorization).toBe("Key OS-SECRET12");
			expect(JSON.parse(s.body)).toMatchObject({
				app_id: "app-1",
				include_subscription_ids: ["sub-1"],
				contents: { en: "A test from Pasar" },
				name: "Toko",
				idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
			});
		},
		refusal: jsonRes(400, { errors: ["app_id not found"] }),
		refusalText: /app_id not found/,
	},
	{
		provider: "push_v2",
		creds: { serverKey: "FCM-SECRET13" },
		recipient: "device-token",
		ok: jsonRes(200, { success: 1, failure: 0, results: [{ message_id: "fcm-id-13" }] }),
		id: "fcm-id-13",
		check: (s) => {
			expect(s.url).toBe("https://vendor.example/fcm/send");
			expect(s.headers.authorization).toBe("key=FCM-SECRET13");
		},
		refusal: jsonRes(200, { success: 0, failure: 1, results: [{ error: "NotRegistered" }] }),
		refusalText: /NotRegistered/,
	},
];

describe("delivery-provider clients", () => {
	for (const c of CASES) {
		describe(c.provider, () => {
			it("sends the vendor's request and maps the answer", async () => {
				const { fetch, seen } = stub([c.ok]);
				const out = await send(c.provider, c.creds, c.config ?? {}, c.recipient, fetch);
				expect(out.providerMessageId).toBe(c.id);
				expect(seen).toHaveLength(1);
				expect(seen[0].method).toBe("POST");
				c.check(seen[0]);
			});
			it("401 is invalid_credentials, a refusal is rejected with the vendor's words, a dead network unavailable", async () => {
				const secrets = Object.values(c.creds).filter((v) => /SECRET/.test(v));
				const fail = async (answer: () => Response) => {
					const err = await send(c.provider, c.creds, c.config ?? {}, c.recipient, stub([answer]).fetch).catch(
						(e) => e,
					);
					expect(err).toBeInstanceOf(ProviderError);
					for (const s of secrets) expect(err.message).not.toContain(s);
					return err as ProviderError;
				};
				if (c.provider !== "sms_v2" && c.provider !== "push_v2")
					expect((await fail(jsonRes(401, { message: "Unauthorized" }))).kind).toBe("invalid_credentials");
				const refused = await fail(c.refusal);
				expect(refused.kind).toBe("rejected");
				expect(refused.message).toMatch(c.refusalText);
				const down = await fail(() => {
					throw new TypeError("fetch failed");
				});
				expect(down.kind).toBe("unavailable");
				expect((await fail(jsonRes(503, { message: "down" }))).kind).toBe("unavailable");
			});
		});
	}

	it("email clients refuse to send without config.fromEmail, before any request", async () => {
		for (const p of ["email_v1", "email_v2", "email_v3", "email_v4", "email_v5"] as const) {
			const { fetch, seen } = stub([jsonRes(200, {})]);
			const creds = {
				apiKey: "k",
				domain: "d",
				serverToken: "t",
				accessKeyId: "a",
				secretAccessKey: "s",
				region: "us-east-1",
			};
			const err = await send(p, creds, {}, "a@example.com", fetch).catch((e) => e);
			expect(err).toBeInstanceOf(ProviderError);
			expect(err.message).toMatch(/fromEmail/);
			expect(seen).toHaveLength(0);
		}
	});

	it("Vonage's 200 with status 4 is the credentials", async () => {
		const err = await send(
			"sms_v2",
			{ apiKey: "k", apiSecret: "VO-SECRET" },
			{},
			"+62812",
			stub([jsonRes(200, { messages: [{ status: "4", "error-text": "Bad Credentials" }] })]).fetch,
		).catch((e) => e);
		expect(err.kind).toBe("invalid_credentials");
	});

	it("Slack and Discord incoming webhooks post to the URL they were given", async () => {
		const slack = stub([() => new Response("ok", { status: 200 })]);
		expect(
			(await send("messaging_v5", { webhookUrl: "https://hooks.example/services/T/B/X" }, {}, "any", slack.fetch))
				.statusCode,
		).toBe(200);
		expect(slack.seen[0].url).toBe("https://hooks.example/services/T/B/X");
		expect(JSON.parse(slack.seen[0].body)).toEqual({ text: "*Hello*\nA test from Pasar" });
		const discord = stub([jsonRes(200, { id: "d-1" })]);
		const out = await send(
			"messaging_v6",
			{ webhookUrl: "https://discord.example/api/webhooks/1/x" },
			{},
			"any",
			discord.fetch,
		);
		expect(out.providerMessageId).toBe("d-1");
		expect(discord.seen[0].url).toBe("https://discord.example/api/webhooks/1/x?wait=true");
		expect(JSON.parse(discord.seen[0].body)).toEqual({ content: "**Hello**\nA test from Pasar" });
	});

	it("the generic webhook sends the test body, signed with Mkt-Signature when a secret is set", async () => {
		const { fetch, seen } = stub([() => new Response(null, { status: 204 })]);
		await send("webhook_generic", { url: "https://hooks.example/in", secret: "whsec_test" }, {}, "ops", fetch);
		expect(JSON.parse(seen[0].body)).toEqual({
			type: "test",
			messageId: "msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
			recipient: "ops",
			text: "A test from Pasar",
			occurredAt: "2026-11-24T00:00:00.000Z",
		});
		expect(await verifyWebhookSignature("whsec_test", seen[0].headers["mkt-signature"], seen[0].body)).toBe(true);
		const unsigned = stub([() => new Response(null, { status: 200 })]);
		await send("webhook_generic", { url: "https://hooks.example/in" }, {}, "ops", unsigned.fetch);
		expect(unsigned.seen[0].headers["mkt-signature"]).toBeUndefined();
	});

	it("FCM with a service account: a signed JWT-bearer grant, the token cached, then messages:send", async () => {
		forgetFcmTokens();
		const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
		const sa = JSON.stringify({
			client_email: "push@p.iam.example",
			private_key: await exportPKCS8(privateKey),
			project_id: "toko-app",
		});
		const { fetch, seen } = stub([
			jsonRes(200, { access_token: "ya29.token", expires_in: 3600 }),
			jsonRes(200, { name: "projects/toko-app/messages/1" }),
			jsonRes(200, { name: "projects/toko-app/messages/2" }),
		]);
		const first = await send("push_v2", { serviceAccountJson: sa }, {}, "device-1", fetch, "https://sim.example");
		expect(first.providerMessageId).toBe("projects/toko-app/messages/1");
		expect(seen[0].url).toBe("https://sim.example/token");
		const grant = new URLSearchParams(seen[0].body);
		expect(grant.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
		const { payload } = await jwtVerify(grant.get("assertion") as string, publicKey, {
			audience: "https://oauth2.googleapis.com/token",
		});
		expect(payload).toMatchObject({
			iss: "push@p.iam.example",
			scope: "https://www.googleapis.com/auth/firebase.messaging",
		});
		expect(seen[1].url).toBe("https://sim.example/v1/projects/toko-app/messages:send");
		expect(seen[1].headers.authorization).toBe("Bearer ya29.token");
		expect(JSON.parse(seen[1].body)).toEqual({
			message: { token: "device-1", notification: { title: "Hello", body: "A test from Pasar" } },
		});
		await send("push_v2", { serviceAccountJson: sa }, {}, "device-1", fetch, "https://sim.example");
		expect(seen).toHaveLength(3);
		expect(seen[2].url).toContain("messages:send");
		const bad = await send("push_v2", { serviceAccountJson: "{}" }, {}, "d", stub([jsonRes(200, {})]).fetch).catch(
			(e) => e,
		);
		expect(bad.kind).toBe("invalid_credentials");
	});
});
