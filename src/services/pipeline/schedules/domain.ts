// Schedule rules (issue 21), pure: which cron expressions a schedule accepts and when it next fires.
// Spec 002 says "cron (5-field, evaluated in Asia/Jakarta time)". croner evaluates; this file decides
// the accepted subset: standard crontab(5) syntax only, so an expression means here what it means in
// any crontab. croner's own extensions (seconds and year fields, L, W, #, +, ?) are refused.
import { Cron } from "croner";

export const SCHEDULE_TIMEZONE = "Asia/Jakarta";
/** Per project: enough for hourly, nightly and weekly runs of many branches; a bound on one tick's work. */
export const MAX_SCHEDULES_PER_PROJECT = 50;
/** Due schedules one tick runs; the rest (oldest due first) wait for the next minute. */
export const TICK_BATCH = 100;

/** Nicknames accepted, as the 5-field expression each stands for (in Jakarta time). @reboot has no meaning here. */
export const CRON_NICKNAMES: Readonly<Record<string, string>> = {
	"@yearly": "0 0 1 1 *",
	"@annually": "0 0 1 1 *",
	"@monthly": "0 0 1 * *",
	"@weekly": "0 0 * * 0",
	"@daily": "0 0 * * *",
	"@midnight": "0 0 * * *",
	"@hourly": "0 * * * *",
};

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];
const FIELDS: Array<{ name: string; names?: string[] }> = [
	{ name: "minute" },
	{ name: "hour" },
	{ name: "day of month" },
	{ name: "month", names: MONTHS },
	{ name: "day of week", names: DAYS },
];
/** One list item: `*`, a value or a range, optionally stepped (`*\/15`, `1-5`, `MON-FRI`, `0-30/10`). */
const ITEM = /^(?:\*|([0-9]{1,2}|[A-Za-z]{3})(?:-([0-9]{1,2}|[A-Za-z]{3}))?)(?:\/([0-9]{1,2}))?$/;

export type CompiledCron = { ok: true; cron: Cron } | { ok: false; message: string };

/** The expression a schedule runs by: its nickname's expansion, or its five fields. */
function expand(expr: string): { fields: string[] } | { message: string } {
	const text = expr.trim();
	if (text.startsWith("@")) {
		const known = CRON_NICKNAMES[text.toLowerCase()];
		if (!known) return { message: `unknown nickname ${text}; use one of ${Object.keys(CRON_NICKNAMES).join(", ")}` };
		return { fields: known.split(" ") };
	}
	const fields = text.split(/\s+/);
	if (fields.length !== 5)
		return { message: `needs 5 fields (minute hour day-of-month month day-of-week), not ${fields.length}` };
	for (const [i, f] of fields.entries()) {
		const bad = fieldError(f, FIELDS[i]);
		if (bad) return { message: bad };
	}
	return { fields };
}

function fieldError(field: string, spec: { name: string; names?: string[] }): string | null {
	for (const item of field.split(",")) {
		const m = ITEM.exec(item);
		if (!m) return `${spec.name}: "${item}" is not a value, range, list or */step`;
		for (const v of [m[1], m[2]]) {
			if (v && /[A-Za-z]/.test(v) && !spec.names?.includes(v.toUpperCase()))
				return spec.names
					? `${spec.name}: "${v}" is not one of ${spec.names.join(" ")}`
					: `${spec.name}: names are not allowed, only numbers`;
		}
	}
	return null;
}

/** Parses an expression; ranges and steps are checked by croner, and one that never fires is refused too. */
export function compileCron(expr: string): CompiledCron {
	const e = expand(expr);
	if ("message" in e) return { ok: false, message: e.message };
	let cron: Cron;
	try {
		// mode 5-part: croner would otherwise read a sixth field as seconds; no callback, so no timer.
		cron = new Cron(e.fields.join(" "), { timezone: SCHEDULE_TIMEZONE, mode: "5-part", paused: true });
	} catch (err) {
		return { ok: false, message: String((err as Error).message).replace(/^CronPattern:\s*/, "") };
	}
	if (!cron.nextRun(new Date(0))) return { ok: false, message: "never fires (no such date)" };
	return { ok: true, cron };
}

/** Why the expression is refused, or null when a schedule may use it. */
export const cronError = (expr: string): string | null => {
	const c = compileCron(expr);
	return c.ok ? null : c.message;
};

/** The first minute strictly after `after` (ms) at which the expression fires, in ms; null if it is refused. */
export function nextRunAfter(expr: string, after: number): number | null {
	const c = compileCron(expr);
	return c.ok ? (c.cron.nextRun(new Date(after))?.getTime() ?? null) : null;
}

/** Whether the expression fires at this instant (a whole minute, Jakarta wall clock). */
export function cronMatches(expr: string, at: number): boolean {
	const c = compileCron(expr);
	return c.ok && c.cron.match(new Date(at));
}

/**
 * When a schedule fires next after `now`: null while inactive. Missed slots are not counted: a tick
 * that finds a schedule hours late runs it once and moves it past `now`.
 */
export const nextRunAt = (cron: string, active: boolean, now: number) => (active ? nextRunAfter(cron, now) : null);
