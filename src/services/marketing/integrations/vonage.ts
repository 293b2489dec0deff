// sms_v2: Vonage SMS API — POST /sms/json, form-encoded with api_key and api_secret in the body. It
// answers 200 even for refusals: messages[0].status "0" is accepted, anything else carries
// error-text (status 4 "Invalid credentials" means the credentials). Numbers go without the +.

import type { ProviderFactory } from "./provider";
import { ProviderError } from "./provider";
import { form, sendTo } from "./send";

export const VONAGE_BASE_URL = "https://rest.nexmo.com";

export const vonageProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const a = await sendTo("Vonage", deps, `${deps.baseUrl}/sms/json`, {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: form({
				api_key: creds.apiKey,
				api_secret: creds.apiSecret,
				to: msg.recipient.replace(/^\+/, ""),
				from: typeof config.from === "string" && config.from ? config.from : "Pasar",
				text: msg.text,
				"client-ref": msg.messageId,
			}),
		});
		const m = ((a.json?.messages as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
		const status = String(m.status ?? "");
		if (status !== "0") {
			const text = typeof m["error-text"] === "string" ? m["error-text"] : "refused";
			throw new ProviderError(
				status === "4" ? "invalid_credentials" : "rejected",
				`Vonage refused the message: ${text}`,
				a.status,
				status || null,
			);
		}
		return { providerMessageId: typeof m["message-id"] === "string" ? m["message-id"] : null, statusCode: a.status };
	},
});
