// The words of the checkout's waiting states and receipt (issue 39), in Indonesian and English: what
// to scan, where to transfer, the per-bank steps, the countdown, the receipt's fields. The shared
// page words stay in hosted-i18n.ts; these are only the checkout's.
import type { Lang } from "../../../../platform/locale";
import type { CheckoutMethod } from "../domain";
import { CHANNEL_NAME, type Channel, type Outlet, type VaBank } from "../next-action";

/** "the shop" when a workspace has no name to show. */
const shop = (name: string, fallback: string) => name || fallback;

/** Indonesia's zones by their everyday names; any other zone by its IANA name. */
const ZONES: Record<string, string> = {
	"Asia/Jakarta": "WIB",
	"Asia/Pontianak": "WIB",
	"Asia/Makassar": "WITA",
	"Asia/Jayapura": "WIT",
};
export const zoneLabel = (timeZone: string) => ZONES[timeZone] ?? `(${timeZone})`;

/** The steps of paying a VA: ATM, m-banking, internet banking; {bank} and {number} are filled in. */
type Steps = { atm: string[]; mobile: string[]; internet: string[] };

const VA_STEPS: Record<Lang, Steps> = {
	id: {
		atm: [
			"Masukkan kartu ATM {bank} dan PIN Anda.",
			"Pilih Transaksi Lainnya › Transfer › Virtual Account.",
			"Masukkan nomor {number}.",
			"Periksa nama toko dan jumlah, lalu konfirmasi.",
		],
		mobile: [
			"Buka aplikasi m-banking {bank} dan masuk.",
			"Pilih Transfer › Virtual Account.",
			"Masukkan nomor {number}.",
			"Periksa nama toko dan jumlah, lalu masukkan PIN.",
		],
		internet: [
			"Masuk ke internet banking {bank}.",
			"Pilih Transfer Dana › Virtual Account.",
			"Masukkan nomor {number}.",
			"Periksa rinciannya, lalu konfirmasi dengan token Anda.",
		],
	},
	en: {
		atm: [
			"Insert your {bank} ATM card and enter your PIN.",
			"Choose Other Transactions › Transfer › Virtual Account.",
			"Enter the number {number}.",
			"Check the shop name and the amount, then confirm.",
		],
		mobile: [
			"Open the {bank} mobile banking app and sign in.",
			"Choose Transfer › Virtual Account.",
			"Enter the number {number}.",
			"Check the shop name and the amount, then enter your PIN.",
		],
		internet: [
			"Sign in to {bank} internet banking.",
			"Choose Fund Transfer › Virtual Account.",
			"Enter the number {number}.",
			"Check the details, then confirm with your token.",
		],
	},
};

/** The steps for one bank and number, in the page's language. */
export const vaSteps = (lang: Lang, bank: VaBank, number: string): Steps => {
	const fill = (xs: string[]) => xs.map((x) => x.replace("{bank}", CHANNEL_NAME[bank]).replace("{number}", number));
	const s = VA_STEPS[lang];
	return { atm: fill(s.atm), mobile: fill(s.mobile), internet: fill(s.internet) };
};

export const W = {
	id: {
		paymentTo: (n: string) => `Pembayaran ke ${shop(n, "penjual")}`,
		amountCol: "Jumlah",
		payBefore: "Bayar sebelum",
		timeLeft: "sisa waktu",
		checkStatus: "Periksa status pembayaran",
		autoNote: "Halaman ini berpindah sendiri setelah pembayaran diterima.",
		qrisScan: "Pindai kode QR ini dengan aplikasi m-banking atau e-wallet apa pun yang mendukung QRIS.",
		qrisLabel: (amount: string, n: string) => `Kode QRIS untuk ${amount} ke ${shop(n, "penjual")}`,
		merchant: "Penjual",
		amount: "Jumlah",
		vaNumber: "Nomor virtual account",
		vaText: (bank: string) => `Transfer tepat sejumlah tagihan ke nomor virtual account ${bank} ini.`,
		copy: "Salin nomor",
		copied: "Nomor disalin",
		steps: { atm: "ATM", mobile: "m-banking", internet: "Internet banking" },
		howTo: "Cara membayar",
		openWallet: (w: string) => `Buka ${w}`,
		walletText: (w: string) => `Di ponsel: buka ${w} dan setujui pembayaran.`,
		walletDesktop: (w: string) => `Di komputer: pindai kode ini dengan aplikasi ${w}.`,
		outletText: (o: string) => `Tunjukkan kode pembayaran ini ke kasir ${o} dan bayar tunai sejumlah tagihan.`,
		paymentCode: "Kode pembayaran",
		providerStep: "Selesaikan pembayaran di penyedia pembayaran.",
		otherMethods: "Atau pilih metode lain",
		noWayBack: "Kembali",
		paidWith: "Dibayar dengan",
		paidAt: "Waktu pembayaran",
		reference: "Referensi",
		download: "Unduh tanda terima (PDF)",
		receiptPdf: "Tanda terima",
		total: "Total",
		item: "Barang",
		status: "Status",
	},
	en: {
		paymentTo: (n: string) => `Payment to ${shop(n, "the merchant")}`,
		amountCol: "Amount",
		payBefore: "Pay before",
		timeLeft: "time left",
		checkStatus: "Check payment status",
		autoNote: "This page moves on by itself once the payment arrives.",
		qrisScan: "Scan this QR code with any mobile banking or e-wallet app that supports QRIS.",
		qrisLabel: (amount: string, n: string) => `QRIS code for ${amount} to ${shop(n, "the merchant")}`,
		merchant: "Merchant",
		amount: "Amount",
		vaNumber: "Virtual account number",
		vaText: (bank: string) => `Transfer exactly the amount due to this ${bank} virtual account number.`,
		copy: "Copy number",
		copied: "Number copied",
		steps: { atm: "ATM", mobile: "Mobile banking", internet: "Internet banking" },
		howTo: "How to pay",
		openWallet: (w: string) => `Open ${w}`,
		walletText: (w: string) => `On your phone: open ${w} and approve the payment.`,
		walletDesktop: (w: string) => `On a computer: scan this code with the ${w} app.`,
		outletText: (o: string) => `Show this payment code at the ${o} cashier and pay the amount due in cash.`,
		paymentCode: "Payment code",
		providerStep: "Complete the payment with the payment provider.",
		otherMethods: "Or choose another method",
		noWayBack: "Back",
		paidWith: "Paid with",
		paidAt: "Paid on",
		reference: "Reference",
		download: "Download receipt (PDF)",
		receiptPdf: "Receipt",
		total: "Total",
		item: "Item",
		status: "Status",
	},
} as const;

/** A method as a button names it: the bank, wallet or outlet where it has one. */
export function optionLabel(lang: Lang, method: CheckoutMethod, channel: Channel | null, base: string): string {
	if (!channel) return base;
	const name = CHANNEL_NAME[channel];
	if (method === "virtual_account") return lang === "id" ? `Virtual account ${name}` : `${name} virtual account`;
	return name;
}

/** The outlet's name (retail outlets). */
export const outletName = (o: Outlet) => CHANNEL_NAME[o];
