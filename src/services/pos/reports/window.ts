// Report windows (issue 19), pure: turns ?from, ?to and ?days into an instant range and the
// outlet-local calendar days it touches. Reports count a sale by soldAt (when the till rang it) and
// group it by soldDate (the outlet-local day of soldAt), so both views come from the one window.
import { fail, localDate, type Result } from "../sales/domain";

/** The zone of a workspace-wide report (no outletId): Indonesia's most common, WIB. */
export const DEFAULT_TIME_ZONE = "Asia/Jakarta";
/** The longest window, in local days: a leap year. */
export const MAX_WINDOW_DAYS = 366;
export const DEFAULT_DAYS = 30;

export interface ReportWindow {
	/** First instant counted (epoch ms). */
	start: number;
	/** First instant past the window (epoch ms, exclusive). */
	end: number;
	/** The local days the window touches, inclusive, YYYY-MM-DD in `timeZone`. */
	fromDate: string;
	toDate: string;
	days: number;
	timeZone: string;
}

export interface WindowQuery {
	/** ISO 8601 datetime with offset, or YYYY-MM-DD (that whole local day). */
	from?: string;
	to?: string;
	/** Local days ending today; only without from and to. */
	days?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD moved by n calendar days (calendar arithmetic, so no zone is involved). */
export function addDays(date: string, n: number): string {
	const [y, m, d] = date.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from a to b (b − a), both YYYY-MM-DD. */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (ms; whole seconds). */
function offsetAt(at: number, timeZone: string): number {
	const f = new Intl.DateTimeFormat("en-US", {
		timeZone,
		hourCycle: "h23",
		year: "numeric",
		month: "2-digit",
		day: "2-digit",
		hour: "2-digit",
		minute: "2-digit",
		second: "2-digit",
	});
	const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
	const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
	return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a local day begins in `timeZone`. The offset is read twice because the offset at UTC
 * midnight may differ from the one at local midnight around a daylight-saving change.
 */
export function startOfLocalDay(date: string, timeZone: string): number {
	const utcMidnight = Date.parse(`${date}T00:00:00Z`);
	const guess = utcMidnight - offsetAt(utcMidnight, timeZone);
	return utcMidnight - offsetAt(guess, timeZone);
}

/**
 * The window of a report. Without from and to: `days` (default 30) local days ending today. A date
 * bound means its whole local day; a datetime `to` is inclusive. Only `to`: the 30 days ending on
 * its day; only `from`: from then to the end of today. from after to, `days` beside from/to, or
 * more than 366 local days → a problem (400).
 */
export function reportWindow(q: WindowQuery, timeZone: string, now: number): Result<ReportWindow> {
	if (q.days !== undefined && (q.from !== undefined || q.to !== undefined))
		return fail("days", "Send days, or from and to, not both");
	const today = localDate(now, timeZone);
	const end =
		q.to === undefined
			? startOfLocalDay(addDays(today, 1), timeZone)
			: DATE.test(q.to)
				? startOfLocalDay(addDays(q.to, 1), timeZone)
				: Date.parse(q.to) + 1;
	const back = (q.days ?? DEFAULT_DAYS) - 1;
	const start =
		q.from === undefined
			? startOfLocalDay(addDays(localDate(end - 1, timeZone), -back), timeZone)
			: DATE.test(q.from)
				? startOfLocalDay(q.from, timeZone)
				: Date.parse(q.from);
	if (Number.isNaN(start) || Number.isNaN(end)) return fail("from", "from and to are ISO 8601 datetimes or dates");
	if (start >= end) return fail("from", "from is after to");
	const fromDate = localDate(start, timeZone);
	const toDate = localDate(end - 1, timeZone);
	const days = daysBetween(fromDate, toDate) + 1;
	if (days > MAX_WINDOW_DAYS) return fail("to", `The window touches ${days} local days; at most ${MAX_WINDOW_DAYS}`);
	return { ok: true, value: { start, end, fromDate, toDate, days, timeZone } };
}

/** Every local day of the window, oldest first (sales-by-day answers zero days too). */
export const daysOf = (w: Pick<ReportWindow, "fromDate" | "days">) =>
	Array.from({ length: w.days }, (_, i) => addDays(w.fromDate, i));
