// The public tracker page (GET /pos/track/{waybillId}): anyone holding a waybill may see where the
// parcel is, as on a courier's own site, so it shows the shop, the courier (and its own tracker when
// known), the status in words a buyer reads and its history, and nothing about the recipient, the
// sender or the price. Indonesian or English by Accept-Language (issue 39); times in Jakarta time,
// where the couriers and merchants it serves are. Every value passes through esc().
import type { Lang } from "../../../platform/locale";
import { esc } from "../receipts/html";
import type { trackedShipment } from "./store";

type Tracked = NonNullable<Awaited<ReturnType<typeof trackedShipment>>>;

/** Each state as a buyer would say it: no internal state names (issue 39). */
const LABELS: Record<Lang, Record<string, string>> = {
	id: {
		draft: "Menunggu pemesanan kurir",
		confirmed: "Kurir sudah dipesan",
		allocated: "Kurir ditugaskan",
		picking_up: "Kurir menuju toko",
		picked: "Paket diambil kurir",
		dropping_off: "Paket sedang diantar",
		delivered: "Paket terkirim",
		cancelled: "Pengiriman dibatalkan",
		rejected: "Ditolak kurir",
		returned: "Paket dikembalikan ke toko",
	},
	en: {
		draft: "Waiting for a courier booking",
		confirmed: "Courier booked",
		allocated: "Courier assigned",
		picking_up: "Courier on the way to the shop",
		picked: "Picked up by the courier",
		dropping_off: "Out for delivery",
		delivered: "Delivered",
		cancelled: "Shipment cancelled",
		rejected: "Refused by the courier",
		returned: "Returned to the shop",
	},
};

const WORDS = {
	id: {
		title: (w: string) => `Lacak ${w}`,
		waybill: "Resi",
		from: "Dari",
		courier: "Kurir",
		updated: "Diperbarui",
		history: "Riwayat",
		courierSite: "Lacak di situs kurir",
		unknownTitle: "Resi tidak ditemukan",
		unknown: (w: string) => `Tidak ada pengiriman dengan resi ${w}. Periksa nomor resi dari toko.`,
	},
	en: {
		title: (w: string) => `Track ${w}`,
		waybill: "Waybill",
		from: "From",
		courier: "Courier",
		updated: "Updated",
		history: "History",
		courierSite: "Track on the courier's site",
		unknownTitle: "Waybill not found",
		unknown: (w: string) => `No shipment has waybill ${w}. Check the number the shop gave you.`,
	},
} as const;

const label = (lang: Lang, s: string) => LABELS[lang][s] ?? LABELS[lang].confirmed;
const when = (lang: Lang, ms: number) =>
	`${new Date(ms).toLocaleString(lang === "id" ? "id-ID" : "en-US", { timeZone: "Asia/Jakarta", dateStyle: "medium", timeStyle: "short" })} WIB`;

const page = (lang: Lang, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.3rem;overflow-wrap:anywhere}.status{font-size:1.1rem;font-weight:600}ol{list-style:none;padding:0}
li{border-left:3px solid #ccc;padding:.3rem .8rem;margin:.4rem 0}li:first-child{border-color:#1a7f37}
small,.muted{color:#595959}a{color:#0b5cff}</style></head><body><main>${body}</main></body></html>`;

/** Only an http(s) courier tracker is linked: the aggregator's URL is data from outside. */
const courierLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function trackerHtml(lang: Lang, waybillId: string, t: Tracked, shop: string | null): string {
	const { shipment, events } = t;
	const w = WORDS[lang];
	const history = events.length
		? events
				.map(
					(e) =>
						`<li><span>${esc(label(lang, e.status))}</span><br><small>${esc(when(lang, e.createdAt))}${e.note ? ` · ${esc(e.note)}` : ""}</small></li>`,
				)
				.join("")
		: `<li><span>${esc(label(lang, shipment.status))}</span><br><small>${esc(when(lang, shipment.updatedAt))}</small></li>`;
	const link = courierLink(shipment.trackingUrl);
	return page(
		lang,
		w.title(waybillId),
		`<h1>${w.waybill} ${esc(waybillId)}</h1>
${shop ? `<p data-testid="shop">${w.from} <strong>${esc(shop)}</strong></p>` : ""}
<p>${w.courier}: ${esc(shipment.courierCode.toUpperCase())} ${esc(shipment.courierServiceCode.toUpperCase())}${link ? ` · <a href="${esc(link)}" rel="noopener noreferrer" data-testid="courier-link">${w.courierSite}</a>` : ""}</p>
<p class="status" data-status="${esc(shipment.status)}">${esc(label(lang, shipment.status))}</p>
<p class="muted">${w.updated} ${esc(when(lang, shipment.updatedAt))}</p>
<h2>${w.history}</h2><ol>${history}</ol>`,
	);
}

export const unknownWaybillHtml = (lang: Lang, waybillId: string) =>
	page(
		lang,
		WORDS[lang].unknownTitle,
		`<h1>${WORDS[lang].unknownTitle}</h1><p>${esc(WORDS[lang].unknown(waybillId))}</p>`,
	);
