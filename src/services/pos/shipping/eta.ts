// When a parcel should arrive, for the public tracker (issue 39): the quote's delivery time as the
// courier aggregator words it ("1 - 2 days", "1 days", "1 - 3 hours") counted from when the courier
// took the parcel (or, before that, from the booking). Pure; a wording it cannot read gives no ETA
// rather than a wrong one.
import type { SHIPMENT_STATUSES } from "../schema";

type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export interface Eta {
	unit: "days" | "hours";
	earliest: number;
	latest: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DURATION = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?(day|days|hari|hour|hours|jam)\s*$/i;

/** "1 - 2 days" → {unit, low, high}; null for anything else. */
export function parseDuration(text: string | null): { unit: Eta["unit"]; low: number; high: number } | null {
	const m = text ? DURATION.exec(text) : null;
	if (!m) return null;
	const low = Number(m[1]);
	const high = m[2] === undefined ? low : Number(m[2]);
	if (high < low) return null;
	return { unit: /^(day|days|hari)$/i.test(m[3]) ? "days" : "hours", low, high };
}

/** Statuses after which nothing is on its way: no ETA. */
const ARRIVED_OR_STOPPED: readonly ShipmentStatus[] = ["delivered", "cancelled", "rejected", "returned", "draft"];

/**
 * The window the parcel should arrive in, or null (not booked, finished, or a duration it cannot
 * read). `since` is when the courier picked the parcel up, else when it was booked.
 */
export function etaOf(status: ShipmentStatus, duration: string | null, since: number): Eta | null {
	if (ARRIVED_OR_STOPPED.includes(status)) return null;
	const d = parseDuration(duration);
	if (!d) return null;
	const step = d.unit === "days" ? DAY : HOUR;
	return { unit: d.unit, earliest: since + d.low * step, latest: since + d.high * step };
}
