// The campaign fields of OutboundMessage (issue 40) on the wire: a WhatsApp approved template with its
// body parameters (Cloud API), refused before any request by Twilio WhatsApp, and a push's title and
// URL on OneSignal and FCM (both APIs). Stubbed fetch, as clients.test.ts.
import { exportPKCS8, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { DELIVERY } from "../../../src/services/marketing/integrations";
import type { Provider } from "../../../src/services/marketing/integrations/catalogue";
import { forgetFcmTokens } from "../../../src/services/marketing/integrations/fcm";
import type { OutboundMessage } from "../../../src/services/marketing/integrations/provider";

function stub(answers: Array<() => Response>) {
	const seen: { url: string; body: string }[] = [];
	let i = 0;
	const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
		seen.push({ url: String(input), body: typeof init?.body === "string" ? init.body : "" });
		return answers[Math.min(i++, answers.length - 1)]();
	}) as typeof globalThis.fetch;
	return { fetch, seen };
}
const json = (body: unknown) => () =>
	new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

const base: OutboundMessage = {
	messageId: "msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	recipient: "+6281234567890",
	subject: "",
	text: "",
	occurredAt: "2026-11-24T00:00:00.000Z",
};

const send = (
	p: Provider,
	creds: Record<string, string>,
	msg: OutboundMessage,
	fetch: typeof globalThis.fetch,
	config = {},
) => DELIVERY[p]!.factory(creds, config, { fetch, baseUrl: "https://vendor.example" }).send(msg);

describe("campaign messages on the wire", () => {
	it("WhatsApp Cloud API: a template with body parameters, ahead of the channel's own template", async () => {
		const { fetch, seen } = stub([json({ messages: [{ id: "wamid.1" }] })]);
		const template = { name: "promo_nov", language: "id", parameters: ["Siti", "20%"] };
		const out = await send("messaging_v1", { accessToken: "t", phoneNumberId: "1055" }, { ...base, template }, fetch, {
			templateName: "hello_world",
		});
		expect(out.providerMessageId).toBe("wamid.1");
		expect(JSON.parse(seen[0].body)).toEqual({
			messaging_product: "whatsapp",
			to: "6281234567890",
			type: "template",
			template: {
				name: "promo_nov",
				language: { code: "id" },
				components: [
					{
						type: "body",
						parameters: [
							{ type: "text", text: "Siti" },
							{ type: "text", text: "20%" },
						],
					},
				],
			},
		});
		await send(
			"messaging_v1",
			{ accessToken: "t", phoneNumberId: "1055" },
			{ ...base, template: { ...template, parameters: [] } },
			fetch,
		);
		expect(JSON.parse(seen[1].body).template).toEqual({ name: "promo_nov", language: { code: "id" } });
	});

	it("Twilio WhatsApp refuses a template before any request (it sends text only)", async () => {
		const { fetch, seen } = stub([json({ sid: "SM1" })]);
		const creds = { accountSid: "AC9", authToken: "x", fromNumber: "+14155238886" };
		const err = await send(
			"messaging_v2",
			creds,
			{ ...base, template: { name: "a", language: "id", parameters: [] } },
			fetch,
		).catch((e) => e);
		expect(err.kind).toBe("rejected");
		expect(seen).toHaveLength(0);
	});

	it("OneSignal: the push title as heading, the body as contents, the url", async () => {
		const { fetch, seen } = stub([json({ id: "os-1" })]);
		const msg = {
			...base,
			recipient: "sub-1",
			subject: "Sale",
			text: "50% off",
			push: { title: "Sale", url: "https://toko.example/s" },
		};
		await send("push_v1", { appId: "app-1", apiKey: "k" }, msg, fetch);
		expect(JSON.parse(seen[0].body)).toMatchObject({
			headings: { en: "Sale" },
			contents: { en: "50% off" },
			url: "https://toko.example/s",
		});
		await send("push_v1", { appId: "app-1", apiKey: "k" }, { ...msg, push: { title: "T" } }, fetch);
		expect(JSON.parse(seen[1].body).url).toBeUndefined();
	});

	it("FCM: notification title and body, data.url, and on v1 the web push link", async () => {
		const legacy = stub([json({ results: [{ message_id: "m1" }] })]);
		const msg = {
			...base,
			recipient: "device-1",
			subject: "Sale",
			text: "50% off",
			push: { title: "Sale!", url: "https://toko.example/s" },
		};
		await send("push_v2", { serverKey: "k" }, msg, legacy.fetch);
		expect(JSON.parse(legacy.seen[0].body)).toEqual({
			to: "device-1",
			notification: { title: "Sale!", body: "50% off" },
			data: { url: "https://toko.example/s" },
		});
		forgetFcmTokens();
		const { privateKey } = await generateKeyPair("RS256", { extractable: true });
		const sa = JSON.stringify({
			client_email: "p@x.example",
			private_key: await exportPKCS8(privateKey),
			project_id: "toko",
		});
		const v1 = stub([json({ access_token: "ya29", expires_in: 3600 }), json({ name: "projects/toko/messages/1" })]);
		await send("push_v2", { serviceAccountJson: sa }, msg, v1.fetch);
		expect(JSON.parse(v1.seen[1].body)).toEqual({
			message: {
				token: "device-1",
				notification: { title: "Sale!", body: "50% off" },
				data: { url: "https://toko.example/s" },
				webpush: { fcm_options: { link: "https://toko.example/s" } },
			},
		});
	});
});
