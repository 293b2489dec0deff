// What the hosted portal may say after an action. The action redirects back with ?notice=<code> or
// ?error=<code>, and the page renders only the text it holds for that code: anything else in the
// query string is ignored, so a link cannot make the merchant's portal show words the merchant
// never wrote (phishing text, a fake "call this number", markup). Issue 12.
import type { ApiError } from "../../../platform/errors";
import type { Lang } from "../checkout/routes/hosted-checkout";

type Text = Record<Lang, string>;

const NOTICES = new Map<string, Text>([
	[
		"cancel_scheduled",
		{
			en: "Your subscription will end at the end of the current period.",
			id: "Langganan Anda akan berakhir pada akhir periode berjalan.",
		},
	],
	["payment_method_updated", { en: "Payment method updated.", id: "Metode pembayaran diperbarui." }],
	["plan_updated", { en: "Plan updated.", id: "Paket diperbarui." }],
]);

const ERRORS = new Map<string, Text>([
	["action_unavailable", { en: "This action is not available.", id: "Tindakan ini tidak tersedia." }],
	[
		"not_found",
		{
			en: "That subscription, payment method or price was not found.",
			id: "Langganan, metode pembayaran, atau harga tersebut tidak ditemukan.",
		},
	],
	[
		"conflict",
		{
			en: "This subscription cannot do that now (it may have just changed). Reload the page and try again.",
			id: "Langganan ini tidak dapat melakukannya sekarang (mungkin baru saja berubah). Muat ulang halaman lalu coba lagi.",
		},
	],
	[
		"payment_declined",
		{ en: "The payment was declined; nothing was changed.", id: "Pembayaran ditolak; tidak ada yang diubah." },
	],
	[
		"provider_unavailable",
		{
			en: "The payment provider could not be reached; nothing was changed. Try again later.",
			id: "Penyedia pembayaran tidak dapat dihubungi; tidak ada yang diubah. Coba lagi nanti.",
		},
	],
	["action_failed", { en: "The action could not be completed.", id: "Tindakan tidak dapat diselesaikan." }],
]);

export type PortalNotice = "cancel_scheduled" | "payment_method_updated" | "plan_updated";
export type PortalErrorCode =
	| "action_unavailable"
	| "not_found"
	| "conflict"
	| "payment_declined"
	| "provider_unavailable"
	| "action_failed";

/** The message code an action's refusal is reported with (the error's own text never reaches the page). */
export function portalErrorCode(err: ApiError): PortalErrorCode {
	if (err.code === "not_found") return "not_found";
	if (err.code === "conflict") return "conflict";
	if (err.code === "payment_failed") return "payment_declined";
	if (err.code === "provider_unavailable") return "provider_unavailable";
	return "action_failed";
}

/** The page's text for `?notice=` / `?error=` codes; null for an absent or unknown code. */
export function portalMessage(kind: "notice" | "error", code: string | undefined, lang: Lang): string | null {
	if (!code) return null;
	return (kind === "notice" ? NOTICES : ERRORS).get(code)?.[lang] ?? null;
}
