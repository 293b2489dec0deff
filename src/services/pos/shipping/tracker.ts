// The public tracker page (GET /pos/track/{waybillId}): anyone holding a waybill may see where the
// parcel is, as on a courier's own site, so it shows the courier, the status and its history and
// nothing about the recipient, the sender or the price. Every value passes through esc().
import { esc } from "../receipts/html";
import type { trackedShipment } from "./store";

type Tracked = NonNullable<Awaited<ReturnType<typeof trackedShipment>>>;

const LABELS: Record<string, string> = {
	draft: "Belum dipesan (draft)",
	confirmed: "Dipesan (confirmed)",
	allocated: "Kurir ditugaskan (allocated)",
	picking_up: "Kurir menuju lokasi (picking up)",
	picked: "Paket diambil (picked)",
	dropping_off: "Dalam pengantaran (dropping off)",
	delivered: "Terkirim (delivered)",
	cancelled: "Dibatalkan (cancelled)",
	rejected: "Ditolak (rejected)",
	returned: "Dikembalikan (returned)",
};
const label = (s: string) => LABELS[s] ?? s;
// Jakarta time: the couriers and the merchants this tracker is for are in Indonesia.
const when = (ms: number) =>
	`${new Date(ms).toLocaleString("id-ID", { timeZone: "Asia/Jakarta", dateStyle: "medium", timeStyle: "short" })} WIB`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.3rem}.status{font-size:1.1rem;font-weight:600}ol{list-style:none;padding:0}
li{border-left:3px solid #ccc;padding:.3rem .8rem;margin:.4rem 0}li:first-child{border-color:#2a7}
small{color:#666}</style></head><body>${body}</body></html>`;

export function trackerHtml(waybillId: string, t: Tracked): string {
	const { shipment, events } = t;
	const history = events.length
		? events
				.map(
					(e) =>
						`<li><span>${esc(label(e.status))}</span><br><small>${esc(when(e.createdAt))}${e.note ? ` · ${esc(e.note)}` : ""}</small></li>`,
				)
				.join("")
		: `<li><span>${esc(label(shipment.status))}</span><br><small>${esc(when(shipment.updatedAt))}</small></li>`;
	return page(
		`Lacak ${waybillId}`,
		`<h1>Resi ${esc(waybillId)}</h1>
<p>${esc(shipment.courierCode.toUpperCase())} ${esc(shipment.courierServiceCode.toUpperCase())}</p>
<p class="status" data-status="${esc(shipment.status)}">${esc(label(shipment.status))}</p>
<h2>Riwayat</h2><ol>${history}</ol>`,
	);
}

export const unknownWaybillHtml = (waybillId: string) =>
	page(
		"Resi tidak ditemukan",
		`<h1>Resi tidak ditemukan</h1><p>Tidak ada pengiriman dengan resi ${esc(waybillId)}.</p>`,
	);
