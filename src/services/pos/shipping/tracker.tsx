/** @jsxImportSource hono/jsx */
// The public tracker page (GET /pos/track/{waybillId}): anyone holding a waybill may see where the
// parcel is, as on a courier's own site, so it shows the shop (its brand), the courier and its own
// tracker when known, the destination town, the last update, when it should arrive, and the history
// in words a buyer reads — nothing about the recipient, the sender or the price. Indonesian or
// English by Accept-Language (issue 39); times in Jakarta time (WIB), where the couriers and
// merchants it serves are. Drawn with the platform's hosted-page kit like every buyer page.
import { type Brand, ErrorBody, HostedDocument } from "../../../platform/hosted-page";
import { formatDateTime, formatWindow, type Lang } from "../../../platform/locale";
import type { SHIPMENT_STATUSES } from "../schema";
import { etaOf } from "./eta";
import type { trackedShipment } from "./store";

type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
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
		title: "Lacak paket",
		from: (s: string) => `Paket dari ${s}`,
		waybill: "Resi",
		courier: "Kurir",
		to: "Tujuan",
		updated: "Diperbarui",
		eta: "Perkiraan tiba",
		history: "Riwayat",
		courierSite: "Lacak di situs kurir",
		steps: ["Dipesan", "Diambil", "Diantar", "Terkirim"],
		progress: "Tahap pengiriman",
		unknownTitle: "Resi tidak ditemukan",
		unknown: (w: string) => `Tidak ada pengiriman dengan resi ${w}. Periksa nomor resi dari toko.`,
	},
	en: {
		title: "Track your parcel",
		from: (s: string) => `Parcel from ${s}`,
		waybill: "Waybill",
		courier: "Courier",
		to: "Destination",
		updated: "Updated",
		eta: "Expected",
		history: "History",
		courierSite: "Track on the courier's site",
		steps: ["Booked", "Picked up", "On the way", "Delivered"],
		progress: "Delivery progress",
		unknownTitle: "Waybill not found",
		unknown: (w: string) => `No shipment has waybill ${w}. Check the number the shop gave you.`,
	},
} as const;

const CSS =
	"main{max-width:36rem;margin:1.5rem auto;padding:0 1rem;font-family:system-ui,sans-serif;color:#1f2328}h1{font-size:1.3rem;margin:.25rem 0}.from{color:#59636e;margin:0}.status{font-size:1.15rem;font-weight:700;margin:1rem 0 .25rem}.eta{margin:.25rem 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}dt{color:#59636e}dd{margin:0;overflow-wrap:anywhere}ol.steps{display:flex;gap:.25rem;list-style:none;padding:0;margin:1rem 0}ol.steps li{flex:1;text-align:center;font-size:.8rem;padding-top:.5rem;border-top:4px solid #d0d7de;color:#59636e}ol.steps li.done{border-color:var(--brand);color:#1f2328;font-weight:600}ol.history{list-style:none;padding:0}ol.history li{border-left:3px solid #d0d7de;padding:.3rem .8rem;margin:.4rem 0}ol.history li:first-child{border-color:#1a7f37}small{color:#59636e}a{color:#0a58d0}";

const label = (lang: Lang, s: string) => LABELS[lang][s] ?? LABELS[lang].confirmed;
const when = (lang: Lang, ms: number) => `${formatDateTime(ms, lang)} WIB`;
/** How far along the four steps a buyer knows (booked, picked up, on the way, delivered) a status is. */
const STEP: Partial<Record<string, number>> = {
	confirmed: 1,
	allocated: 1,
	picking_up: 1,
	picked: 2,
	dropping_off: 3,
	delivered: 4,
};

/** Only an http(s) courier tracker is linked: the aggregator's URL is data from outside. */
const courierLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The town the parcel goes to, if the merchant gave one: nothing else of the address. */
function cityOf(destination: string): string | null {
	try {
		const city = (JSON.parse(destination) as { city?: unknown }).city;
		return typeof city === "string" && city.trim() ? city.trim() : null;
	} catch {
		return null;
	}
}

/** The ETA line: the window from the pickup (or the booking) by the quote's duration. */
function etaText(lang: Lang, t: Tracked): string | null {
	const { shipment, events } = t;
	const picked = events.find((e) => e.status === "picked")?.createdAt;
	const booked = events.find((e) => e.status === "confirmed")?.createdAt;
	const eta = etaOf(shipment.status as ShipmentStatus, shipment.duration, picked ?? booked ?? shipment.updatedAt);
	if (!eta) return null;
	const window = formatWindow(eta.earliest, eta.latest, lang, eta.unit === "hours");
	return eta.unit === "hours" ? `${window} WIB` : window;
}

function Page(p: { lang: Lang; title: string; brand: Brand | null; children?: unknown }) {
	return (
		<HostedDocument
			lang={p.lang}
			title={p.brand ? `${p.title} · ${p.brand.displayName}` : p.title}
			brand={p.brand}
			css={CSS}
			head={<meta name="robots" content="noindex" />}
		>
			{p.children}
		</HostedDocument>
	);
}

export function trackerPage(lang: Lang, waybillId: string, t: Tracked, brand: Brand | null) {
	const { shipment, events } = t;
	const w = WORDS[lang];
	const history = events.length ? events : [{ status: shipment.status, note: null, createdAt: shipment.updatedAt }];
	const link = courierLink(shipment.trackingUrl);
	const city = cityOf(shipment.destination);
	const eta = etaText(lang, t);
	const step = STEP[shipment.status] ?? 0;
	return (
		<Page lang={lang} title={`${w.title} ${waybillId}`} brand={brand}>
			<h1>{w.title}</h1>
			{brand?.displayName ? (
				<p class="from" data-testid="shop">
					{w.from(brand.displayName)}
				</p>
			) : null}
			<p class="status" data-status={shipment.status} data-testid="status">
				{label(lang, shipment.status)}
			</p>
			{eta ? (
				<p class="eta" data-testid="eta">
					{w.eta}: <strong>{eta}</strong>
				</p>
			) : null}
			{step > 0 ? (
				<ol class="steps" aria-label={w.progress}>
					{w.steps.map((s, i) => (
						<li class={i < step ? "done" : undefined}>{s}</li>
					))}
				</ol>
			) : null}
			<dl>
				<dt>{w.waybill}</dt>
				<dd data-testid="waybill">{waybillId}</dd>
				<dt>{w.courier}</dt>
				<dd>
					{shipment.courierCode.toUpperCase()} {shipment.courierServiceCode.toUpperCase()}
					{link ? (
						<>
							{" · "}
							<a href={link} rel="noopener noreferrer" data-testid="courier-link">
								{w.courierSite}
							</a>
						</>
					) : null}
				</dd>
				{city ? (
					<>
						<dt>{w.to}</dt>
						<dd data-testid="destination">{city}</dd>
					</>
				) : null}
				<dt>{w.updated}</dt>
				<dd>{when(lang, shipment.updatedAt)}</dd>
			</dl>
			<h2>{w.history}</h2>
			<ol class="history">
				{history.map((e) => (
					<li>
						<span>{label(lang, e.status)}</span>
						<br />
						<small>
							{when(lang, e.createdAt)}
							{e.note ? ` · ${e.note}` : ""}
						</small>
					</li>
				))}
			</ol>
		</Page>
	);
}

export const unknownWaybillPage = (lang: Lang, waybillId: string) => (
	<Page lang={lang} title={WORDS[lang].unknownTitle} brand={null}>
		<ErrorBody title={WORDS[lang].unknownTitle} text={WORDS[lang].unknown(waybillId)} />
	</Page>
);
