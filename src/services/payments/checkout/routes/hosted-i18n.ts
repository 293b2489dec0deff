// The hosted pages' words in Indonesian and English (the language and money formatting are the
// platform's, src/platform/locale.ts, shared with the portal and the storefront).
import type { Lang } from "../../../../platform/locale";
import type { CheckoutMethod } from "../domain";

export { formatMoney, type Lang, pickLang } from "../../../../platform/locale";

/** "the shop" when a workspace has no name to show. */
const shop = (name: string, fallback: string) => name || fallback;

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
		cancel: "Batal",
		other: "Pilih metode lain",
		error: "Terjadi kesalahan",
		paidTitle: "Pembayaran sudah selesai",
		paidText: (n: string) => `${shop(n, "Penjual")} sudah menerima pembayaran ini. Anda tidak perlu membayar lagi.`,
		continueTo: (n: string) => `Lanjut ke ${shop(n, "toko")}`,
		expiredTitle: "Sesi pembayaran ini sudah kedaluwarsa",
		canceledTitle: "Sesi pembayaran ini dibatalkan",
		closedText: (n: string) =>
			`Tidak ada uang yang ditarik. Untuk membayar, kembali ke ${shop(n, "toko")} dan mulai pembayaran lagi.`,
		backTo: (n: string) => `Kembali ke ${shop(n, "toko")}`,
		notFoundTitle: "Tautan pembayaran tidak valid",
		notFoundText:
			"Kami tidak menemukan sesi pembayaran untuk tautan ini. Periksa kembali tautan yang Anda terima, atau kembali ke toko dan mulai pembayaran lagi. Tidak ada uang yang ditarik.",
		refused: {
			method_not_offered: "Metode pembayaran ini tidak tersedia untuk pembayaran ini. Pilih metode lain.",
			method_not_available: "Metode pembayaran ini sedang tidak tersedia. Pilih metode lain.",
			invoice_not_open: "Faktur yang dibayar dengan sesi ini sudah tidak terbuka untuk pembayaran.",
			no_pending_payment: "Pilih metode pembayaran terlebih dahulu.",
			payment_not_pending: "Pembayaran ini sudah tidak menunggu. Muat ulang halaman.",
			other: "Pembayaran tidak dapat dimulai. Coba lagi atau pilih metode lain.",
		},
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
		cancel: "Cancel",
		other: "Choose another method",
		error: "Something went wrong",
		paidTitle: "This payment is complete",
		paidText: (n: string) => `${shop(n, "The merchant")} has received this payment. There is nothing more to pay.`,
		continueTo: (n: string) => `Continue to ${shop(n, "the shop")}`,
		expiredTitle: "This checkout has expired",
		canceledTitle: "This checkout was canceled",
		closedText: (n: string) => `No money was taken. To pay, go back to ${shop(n, "the shop")} and start again.`,
		backTo: (n: string) => `Back to ${shop(n, "the shop")}`,
		notFoundTitle: "This payment link is not valid",
		notFoundText:
			"We found no checkout for this link. Check the link you were sent, or go back to the shop and start the payment again. No money was taken.",
		refused: {
			method_not_offered: "This payment method is not offered for this payment. Choose another method.",
			method_not_available: "This payment method is not available right now. Choose another method.",
			invoice_not_open: "The invoice this checkout pays is no longer open for payment.",
			no_pending_payment: "Choose a payment method first.",
			payment_not_pending: "This payment is no longer waiting. Reload the page.",
			other: "The payment could not be started. Try again or choose another method.",
		},
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
