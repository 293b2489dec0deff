// messaging_v3: Telegram Bot API sendMessage (POST /bot<token>/sendMessage {chat_id, text}),
// answering {ok: true, result: {message_id}} or {ok: false, error_code, description}. The bot token
// sits in the URL path, so errors are built from the answer alone, never from the URL.
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const TELEGRAM_BASE_URL = "https://api.telegram.org";

export const telegramProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		const a = await sendTo(
			"Telegram",
			deps,
			`${deps.baseUrl}/bot${creds.botToken}/sendMessage`,
			{
				method: "POST",
				headers: { "Content-Type": "application/json" },
				body: JSON.stringify({
					chat_id: msg.recipient,
					text: msg.subject ? `${msg.subject}\n\n${msg.text}` : msg.text,
				}),
			},
			(ans) => ({
				code: ans.json?.error_code == null ? null : String(ans.json.error_code),
				message: typeof ans.json?.description === "string" ? ans.json.description : `HTTP ${ans.status}`,
			}),
		);
		const id = (a.json?.result as { message_id?: unknown } | undefined)?.message_id;
		return { providerMessageId: id == null ? null : String(id), statusCode: a.status };
	},
});
