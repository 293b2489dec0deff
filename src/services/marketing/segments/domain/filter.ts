// Audience segment filters (spec 001 §4 "Audience segments", REFERENCE "Marketing"): a filter
// compiles to ONE SQL condition over the contacts table (alias c), never a loop in JavaScript.
// Pure: the output is SQL text with ? placeholders and its parameters, in order.

export const OPS = ["in", "not_in", "eq", "neq", "gte", "lte", "gt", "lt"] as const;
export type Op = (typeof OPS)[number];
export type Scalar = string | number | boolean | null;

export interface Rule {
	field: string;
	op: Op;
	value: Scalar | Scalar[];
}

export interface Filter {
	match: "all" | "any";
	rules: Rule[];
}

export interface Compiled {
	/** A condition over `c` (contacts), always parenthesised. */
	where: string;
	params: unknown[];
	/** One entry per dropped rule, naming it and why. */
	warnings: string[];
}

/** ISO 8601 date-time with an offset or Z (a bare date is midnight UTC); epoch numbers are not dates here. */
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const CHANNEL = /^[A-Za-z0-9_-]{1,64}$/;

export function parseIsoTime(v: unknown): number | null {
	if (typeof v !== "string" || !ISO.test(v)) return null;
	const ms = Date.parse(v);
	return Number.isFinite(ms) ? ms : null;
}

const strings = (v: Rule["value"]): string[] | null =>
	Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : null;

const json = (xs: string[]) => JSON.stringify(xs);

type Piece = { sql: string; params: unknown[] } | { drop: string };

function compileRule(r: Rule): Piece {
	const { field, op, value } = r;
	if (field === "list" || field === "tag") {
		if (op !== "in" && op !== "not_in") return { drop: `${field} takes in or not_in, not ${op}` };
		const xs = strings(value);
		if (!xs) return { drop: `${field} ${op} needs an array of strings` };
		const exists =
			field === "list"
				? "EXISTS (SELECT 1 FROM list_members lm WHERE lm.contact_id = c.id AND lm.account_id = c.account_id AND lm.list_id IN (SELECT value FROM json_each(?)))"
				: "EXISTS (SELECT 1 FROM json_each(c.tags) t WHERE t.value IN (SELECT value FROM json_each(?)))";
		return { sql: op === "in" ? exists : `NOT ${exists}`, params: [json(xs)] };
	}
	if (field.startsWith("subscription.")) {
		const channel = field.slice("subscription.".length);
		if (!CHANNEL.test(channel)) return { drop: `${field} names no channel` };
		if (op !== "eq" && op !== "neq") return { drop: `${field} takes eq or neq, not ${op}` };
		if (typeof value !== "string") return { drop: `${field} ${op} needs a string (subscribed, unsubscribed, ...)` };
		// An absent channel means subscribed (spec §2).
		const state = "COALESCE(json_extract(c.subscriptions, ?), 'subscribed')";
		return { sql: `${state} ${op === "eq" ? "=" : "<>"} ?`, params: [`$."${channel}"`, value] };
	}
	if (field === "createdAt") {
		const cmp = { gte: ">=", lte: "<=", gt: ">", lt: "<" }[op as string];
		if (!cmp) return { drop: `createdAt takes gte, lte, gt or lt, not ${op}` };
		const ms = parseIsoTime(value);
		if (ms == null) return { drop: "createdAt needs an ISO 8601 string" };
		return { sql: `c.created_at ${cmp} ?`, params: [ms] };
	}
	if (field === "source") {
		if (op === "eq" || op === "neq") {
			if (typeof value !== "string") return { drop: `source ${op} needs a string` };
			// IS / IS NOT: a contact without a source is "not" every source.
			return { sql: `c.source ${op === "eq" ? "IS" : "IS NOT"} ?`, params: [value] };
		}
		if (op === "in" || op === "not_in") {
			const xs = strings(value);
			if (!xs) return { drop: `source ${op} needs an array of strings` };
			const inList = "c.source IN (SELECT value FROM json_each(?))";
			return { sql: op === "in" ? inList : `(c.source IS NULL OR NOT ${inList})`, params: [json(xs)] };
		}
		return { drop: `source takes eq, neq, in or not_in, not ${op}` };
	}
	return { drop: `unknown field ${field}` };
}

/**
 * The filter as one condition. Unrecognised rules are dropped and named in `warnings`; when every
 * rule is dropped (or there are none) the segment matches every contact (fails open, spec §4).
 */
export function compileFilter(f: Filter): Compiled {
	const parts: string[] = [];
	const params: unknown[] = [];
	const warnings: string[] = [];
	f.rules.forEach((r, i) => {
		const p = compileRule(r);
		if ("drop" in p) warnings.push(`rules[${i}] dropped: ${p.drop}`);
		else {
			parts.push(`(${p.sql})`);
			params.push(...p.params);
		}
	});
	if (!parts.length) return { where: "(1 = 1)", params: [], warnings };
	return { where: `(${parts.join(f.match === "all" ? " AND " : " OR ")})`, params, warnings };
}
