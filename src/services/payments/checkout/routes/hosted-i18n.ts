// The hosted pages' words in Indonesian and English, and how a language is picked and money written.
import type { CheckoutMethod } from "../domain";

export type Lang = "id" | "en";

/** The preferred of id and en by Accept-Language q-values; `fallback` (Indonesian) when the header names neither. */
export function pickLang(header: string | undefined | null, fallback: Lang = "id"): Lang {
	let best: { lang: Lang; q: number } | null = null;
	for (const part of (header ?? "").split(",")) {
		const [tag, ...params] = part.trim().toLowerCase().split(";");
		const q = Number(
			params
				.find((p) => p.trim().startsWith("q="))
				?.trim()
				.slice(2) ?? 1,
		);
		const lang = tag.startsWith("id") ? "id" : tag.startsWith("en") ? "en" : null;
		if (lang && !Number.isNaN(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
	}
	return best?.lang ?? fallback;
}

export const T = {
	id: {
		title: "Pembayaran",
		total: "Total",
		item: "Barang",
		qty: "Jml",
		choose: "Pilih metode pembayaran",
		pay: "Bayar",
		waiting: "Menunggu pembayaran",
		scan: "Selesaikan pembayaran dengan metode yang dipilih.",
		simSuccess: "Simulasikan berhasil",
		simFailure: "Simulasikan gagal",
		testMode: "Mode uji: tidak ada uang sungguhan yang berpindah.",
		failed: "Pembayaran gagal. Silakan coba lagi atau pilih metode lain.",
		review: "Menunggu konfirmasi penjual",
		reviewText: "Setelah Anda mentransfer, penjual akan mengonfirmasi pembayaran Anda.",
		bank: "Rekening bank",
		qr: "Kode QR",
		instructions: "Petunjuk",
		expired: "Sesi pembayaran ini sudah kedaluwarsa.",
		canceled: "Sesi pembayaran ini dibatalkan.",
		completed: "Pembayaran berhasil.",
		back: "Kembali ke toko",
		cancel: "Batal",
		notFound: "Sesi pembayaran tidak ditemukan.",
		other: "Pilih metode lain",
		error: "Terjadi kesalahan",
	},
	en: {
		title: "Checkout",
		total: "Total",
		item: "Item",
		qty: "Qty",
		choose: "Choose a payment method",
		pay: "Pay",
		waiting: "Waiting for payment",
		scan: "Complete the payment with the method you chose.",
		simSuccess: "Simulate success",
		simFailure: "Simulate failure",
		testMode: "Test mode: no real money moves.",
		failed: "The payment failed. Try again or choose another method.",
		review: "Waiting for the merchant to confirm",
		reviewText: "Once you have transferred the money, the merchant will confirm your payment.",
		bank: "Bank account",
		qr: "QR code",
		instructions: "Instructions",
		expired: "This checkout session has expired.",
		canceled: "This checkout session was canceled.",
		completed: "Payment complete.",
		back: "Back to the shop",
		cancel: "Cancel",
		notFound: "No such checkout session.",
		other: "Choose another method",
		error: "Something went wrong",
	},
} as const;

export const METHOD_LABEL: Record<Lang, Record<CheckoutMethod, string>> = {
	id: {
		qris: "QRIS",
		virtual_account: "Virtual account",
		ewallet: "E-wallet",
		card: "Kartu kredit/debit",
		retail_outlet: "Gerai ritel",
		wallet_network: "Dompet internasional",
		static_qr: "QR statis",
		bank_transfer_offline: "Transfer bank",
	},
	en: {
		qris: "QRIS",
		virtual_account: "Virtual account",
		ewallet: "E-wallet",
		card: "Credit/debit card",
		retail_outlet: "Retail outlet",
		wallet_network: "International wallet",
		static_qr: "Static QR",
		bank_transfer_offline: "Bank transfer",
	},
};

export const formatMoney = (amount: number, currency: string, lang: Lang) => {
	const digits = currency === "IDR" ? 0 : 2;
	return new Intl.NumberFormat(lang === "id" ? "id-ID" : "en-US", {
		style: "currency",
		currency,
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
	}).format(amount / 10 ** digits);
};
