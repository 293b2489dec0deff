// Evaluates one compiled ICU message for one contact (issue 40), bounded: every node is visited at
// most once (a select or plural renders one branch), nesting was capped at compile time, and output
// stops at the field's cap, so a render costs time linear in the message plus what it writes. It never
// throws: a value it cannot format renders as the field's fallback, then as "".
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { escapeHtml } from "./html-tokens";

export const TIME_ZONE = "Asia/Jakarta";

export type Value = string | number | null;

export interface EvalContext {
	locale: string;
	/** The argument's value for this contact (null when it has none). */
	lookup: (name: string) => Value;
	/** Values are HTML-escaped (the HTML part); literals never are (they are the author's HTML). */
	html: boolean;
	max: number;
}

// Intl formatters are costly to build and pure to reuse: cached per isolate, bounded.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | null>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T) {
	let f = formatters.get(key);
	if (f === undefined) {
		try {
			f = make();
		} catch {
			f = null;
		}
		if (formatters.size >= 256) formatters.clear();
		formatters.set(key, f);
	}
	return f as T | null;
}

const numberFormat = (locale: string, o: Intl.NumberFormatOptions) =>
	cached(`n|${locale}|${JSON.stringify(o)}`, () => new Intl.NumberFormat(locale, o));
const dateFormat = (locale: string, o: Intl.DateTimeFormatOptions) =>
	cached(`d|${locale}|${JSON.stringify(o)}`, () => new Intl.DateTimeFormat(locale, { ...o, timeZone: TIME_ZONE }));
const pluralRules = (locale: string, type: Intl.PluralRulesOptions["type"]) =>
	cached(`p|${locale}|${type}`, () => new Intl.PluralRules(locale, { type }));

/** A number, or a decimal numeral in a string; anything else is no number. */
export function toNumber(v: Value): number | null {
	if (typeof v === "number") return Number.isFinite(v) ? v : null;
	if (typeof v === "string" && /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/.test(v)) return Number(v);
	return null;
}

/** Epoch milliseconds (a number or digits) or an ISO 8601 date / date-time; anything else is no date. */
export function toTime(v: Value): number | null {
	if (typeof v === "number") return Number.isFinite(v) && Math.abs(v) <= 8.64e15 ? v : null;
	if (typeof v !== "string") return null;
	const s = v.trim();
	if (/^-?\d{1,15}$/.test(s)) return toTime(Number(s));
	if (!/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s)) return null;
	const t = Date.parse(s);
	return Number.isNaN(t) ? null : t;
}

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
	integer: { maximumFractionDigits: 0 },
	percent: { style: "percent" },
};
const DATE_STYLES = new Set(["short", "medium", "long", "full"]);

function formatNumber(locale: string, n: number, style: unknown): string {
	let o: Intl.NumberFormatOptions & { scale?: number } = {};
	if (typeof style === "string") o = NUMBER_STYLES[style] ?? {};
	else if (style && typeof style === "object" && "parsedOptions" in style) o = style.parsedOptions as typeof o;
	const { scale, ...opts } = o;
	const v = typeof scale === "number" ? n * scale : n;
	return numberFormat(locale, opts)?.format(v) ?? numberFormat(locale, {})?.format(v) ?? String(v);
}

function formatTime(locale: string, t: number, kind: "date" | "time", style: unknown): string {
	let o: Intl.DateTimeFormatOptions = kind === "date" ? { dateStyle: "medium" } : { timeStyle: "short" };
	if (typeof style === "string" && DATE_STYLES.has(style))
		o = kind === "date" ? { dateStyle: style as "short" } : { timeStyle: style as "short" };
	else if (style && typeof style === "object" && "parsedOptions" in style)
		o = style.parsedOptions as Intl.DateTimeFormatOptions;
	return dateFormat(locale, o)?.format(t) ?? new Date(t).toUTCString();
}

class Out {
	text = "";
	constructor(readonly max: number) {}
	get full() {
		return this.text.length >= this.max;
	}
	put(s: string) {
		const room = this.max - this.text.length;
		if (room <= 0) return;
		if (s.length <= room) this.text += s;
		else {
			// Never cut a surrogate pair in half.
			const cut = /[\ud800-\udbff]/.test(s[room - 1] ?? "") ? room - 1 : room;
			this.text += s.slice(0, cut);
		}
	}
}

function walk(els: MessageFormatElement[], ctx: EvalContext, out: Out, pound: string | null) {
	const value = (s: string) => out.put(ctx.html ? escapeHtml(s) : s);
	for (const el of els) {
		if (out.full) return;
		switch (el.type) {
			case TYPE.literal:
				out.put(el.value);
				break;
			case TYPE.argument: {
				const v = ctx.lookup(el.value);
				value(v == null ? "" : String(v));
				break;
			}
			case TYPE.number: {
				const v = ctx.lookup(el.value);
				const n = toNumber(v);
				value(n == null ? (v == null ? "" : String(v)) : formatNumber(ctx.locale, n, el.style));
				break;
			}
			case TYPE.date:
			case TYPE.time: {
				const v = ctx.lookup(el.value);
				const t = toTime(v);
				const kind = el.type === TYPE.date ? "date" : "time";
				value(t == null ? (v == null ? "" : String(v)) : formatTime(ctx.locale, t, kind, el.style));
				break;
			}
			case TYPE.select: {
				const v = ctx.lookup(el.value);
				const key = v == null ? "" : String(v);
				const branch = Object.hasOwn(el.options, key) ? el.options[key] : el.options.other;
				if (branch) walk(branch.value, ctx, out, pound);
				break;
			}
			case TYPE.plural: {
				const v = ctx.lookup(el.value);
				const n = toNumber(v);
				if (n == null) {
					// No count: the `other` branch, with # as whatever the value was.
					const other = el.options.other;
					if (other) walk(other.value, ctx, out, v == null ? "" : String(v));
					break;
				}
				const exact = `=${n}`;
				const rel = n - (el.offset ?? 0);
				const cat = pluralRules(ctx.locale, el.pluralType)?.select(rel) ?? "other";
				const branch = Object.hasOwn(el.options, exact)
					? el.options[exact]
					: Object.hasOwn(el.options, cat)
						? el.options[cat]
						: el.options.other;
				if (branch) walk(branch.value, ctx, out, formatNumber(ctx.locale, rel, null));
				break;
			}
			case TYPE.pound:
				value(pound ?? "#");
				break;
			case TYPE.tag:
				// Marketing parses with ignoreTag; a tag AST (from elsewhere) renders its children only.
				walk(el.children, ctx, out, pound);
				break;
		}
	}
}

/** The message rendered for one contact, at most ctx.max characters. */
export function evaluate(ast: MessageFormatElement[], ctx: EvalContext): string {
	const out = new Out(ctx.max);
	try {
		walk(ast, ctx, out, null);
	} catch {
		// Unreachable by design (lookups and formatters are guarded); a render must never fail a send.
	}
	return out.text;
}
