// JSON Schema (OpenAPI 3.1, as @hono/zod-openapi emits it) → fast-check arbitraries (issue 26): values
// the schema accepts, and mutations it must refuse — wrong types, missing required and unknown
// fields, lengths and numbers just past their bounds, control characters, huge and deeply nested
// bodies. Pure: no I/O, so the same seed gives the same requests.
import fc from "fast-check";
import { hostile, patternish, REDOS } from "./redos";

export type Schema = Record<string, any>;
export type Components = Record<string, Schema>;

export const MAX_DEPTH = 4;

/** The schema behind a $ref (one level of components). */
export function deref(s: Schema | undefined, comps: Components): Schema {
	let cur = s ?? {};
	for (let i = 0; i < 10 && typeof cur.$ref === "string"; i++)
		cur = comps[cur.$ref.replace("#/components/schemas/", "")] ?? {};
	return cur;
}

const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

const FORMAT: Record<string, fc.Arbitrary<string>> = {
	email: fc.emailAddress(),
	uri: fc.webUrl({ withQueryParameters: true }).filter((u) => u.startsWith("https://")),
	url: fc.webUrl().filter((u) => u.startsWith("https://")),
	"date-time": fc
		.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
		.map((d) => d.toISOString()),
	date: fc
		.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
		.map((d) => d.toISOString().slice(0, 10)),
	uuid: fc.uuid(),
};

function stringArb(s: Schema): fc.Arbitrary<string> {
	if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as string[]));
	if (typeof s.const === "string") return fc.constant(s.const);
	if (s.format && FORMAT[s.format]) return FORMAT[s.format] as fc.Arbitrary<string>;
	if (typeof s.pattern === "string") {
		try {
			return fc.stringMatching(new RegExp(s.pattern)).filter((v) => fits(v, s));
		} catch {
			// a pattern JavaScript cannot compile: plain strings
		}
	}
	const min = s.minLength ?? 0;
	const max = Math.min(s.maxLength ?? min + 24, min + 40);
	return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

const fits = (v: string, s: Schema) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
	if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as number[]));
	const min = s.minimum ?? (s.exclusiveMinimum != null ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6);
	const max = s.maximum ?? (s.exclusiveMaximum != null ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e9);
	return integer
		? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 52))), max: Math.floor(Math.min(max, 2 ** 52)) })
		: fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as JSON Schema says; refinements zod adds may still refuse). */
export function valid(s0: Schema | undefined, comps: Components, depth = 0, pattern = false): fc.Arbitrary<unknown> {
	const s = deref(s0, comps);
	if (s.const !== undefined) return fc.constant(s.const);
	for (const key of ["anyOf", "oneOf"] as const)
		if (Array.isArray(s[key]) && s[key].length) return fc.oneof(...s[key].map((x: Schema) => valid(x, comps, depth)));
	if (Array.isArray(s.allOf) && s.allOf.length)
		return valid(Object.assign({}, ...s.allOf.map((x: Schema) => deref(x, comps))), comps, depth, pattern);
	const t = types(s);
	const pick = t.filter((x) => x !== "null");
	const nullable = t.includes("null");
	const inner = (type: string | undefined): fc.Arbitrary<unknown> => {
		switch (type) {
			case "string":
				// A pattern-holding field: sometimes a ReDoS shape (issue 37 item 1).
				return pattern ? fc.oneof(stringArb(s), hostile()) : stringArb(s);
			case "integer":
				return numberArb(s, true);
			case "number":
				return numberArb(s, false);
			case "boolean":
				return fc.boolean();
			case "array": {
				if (depth >= MAX_DEPTH) return fc.constant([]);
				const min = s.minItems ?? 0;
				return fc.array(valid(s.items, comps, depth + 1, pattern), {
					minLength: min,
					maxLength: Math.min(s.maxItems ?? min + 3, min + 3),
				});
			}
			case "object":
				return objectArb(s, comps, depth, pattern);
			default:
				return s.properties ? objectArb(s, comps, depth, pattern) : fc.jsonValue({ maxDepth: 2 });
		}
	};
	const base = pick.length > 1 ? fc.oneof(...pick.map(inner)) : inner(pick[0]);
	return nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function objectArb(
	s: Schema,
	comps: Components,
	depth: number,
	pattern: boolean,
): fc.Arbitrary<Record<string, unknown>> {
	const props = (s.properties ?? {}) as Record<string, Schema>;
	const required = new Set<string>(s.required ?? []);
	if (depth >= MAX_DEPTH) return fc.constant({});
	const record: Record<string, fc.Arbitrary<unknown>> = {};
	for (const [k, v] of Object.entries(props))
		record[k] = valid(v, comps, depth + 1, pattern || patternish(k, deref(v, comps)));
	return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
}

export type Mutation =
	| "wrong-type"
	| "missing-required"
	| "unknown-field"
	| "too-long"
	| "out-of-range"
	| "control-chars"
	| "huge"
	| "deep"
	| "malformed-json"
	| "not-json"
	| "empty"
	| "redos";

export const MUTATIONS: Mutation[] = [
	"wrong-type",
	"missing-required",
	"unknown-field",
	"too-long",
	"out-of-range",
	"control-chars",
	"huge",
	"deep",
	"malformed-json",
	"not-json",
	"empty",
	"redos",
];

const WRONG: unknown[] = [123, "text", true, null, [], {}, -1.5, "\u0000", { $ne: 1 }, ["a"]];
const ODD_TEXT = [
	"\u0000",
	"\u0007\u001b[31m",
	"\uFEFFbom",
	"𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🇮🇩",
	"\uD800",
	"'; DROP TABLE x;--",
	"<script>x</script>",
	"\r\n\t",
];

/** Paths to every property of a value (for mutations), at most 3 levels down. */
function fields(v: unknown, at: string[] = [], out: string[][] = []): string[][] {
	if (v && typeof v === "object" && !Array.isArray(v) && at.length < 3)
		for (const k of Object.keys(v)) {
			out.push([...at, k]);
			fields((v as Record<string, unknown>)[k], [...at, k], out);
		}
	return out;
}

function setAt(v: unknown, path: string[], value: unknown, drop = false): unknown {
	if (!path.length) return value;
	const copy = structuredClone(v) as Record<string, unknown>;
	let cur = copy;
	for (const k of path.slice(0, -1)) cur = cur[k] as Record<string, unknown>;
	const last = path[path.length - 1] as string;
	if (drop) delete cur[last];
	else cur[last] = value;
	return copy;
}

/** The schema of the field at `path` (properties only). */
function schemaAt(s0: Schema, path: string[], comps: Components): Schema {
	let s = deref(s0, comps);
	for (const k of path) s = deref(s.properties?.[k], comps);
	return s;
}

/** A raw body (what is sent) that the operation must refuse, made from a valid value. */
export function mutate(
	m: Mutation,
	value: unknown,
	schema: Schema,
	comps: Components,
	r: () => number,
): { raw: string; contentType: string } {
	const json = (v: unknown) => ({ raw: JSON.stringify(v), contentType: "application/json" });
	const paths = fields(value);
	const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)] as T;
	switch (m) {
		case "wrong-type":
			return paths.length ? json(setAt(value, pick(paths), pick(WRONG))) : json(pick(WRONG));
		case "missing-required": {
			const req = (deref(schema, comps).required ?? []) as string[];
			return json(req.length ? setAt(value, [pick(req)], undefined, true) : value);
		}
		case "unknown-field":
			return json(
				value && typeof value === "object" && !Array.isArray(value) ? { ...value, zzUnknownField: 1 } : value,
			);
		case "too-long": {
			const str = paths.filter((p) => types(schemaAt(schema, p, comps)).includes("string"));
			if (!str.length) return json("x".repeat(5000));
			const p = pick(str);
			const max = schemaAt(schema, p, comps).maxLength ?? 100_000;
			return json(setAt(value, p, "x".repeat(Math.min(max + 1, 1_100_000))));
		}
		case "out-of-range": {
			const num = paths.filter((p) => types(schemaAt(schema, p, comps)).some((t) => t === "integer" || t === "number"));
			if (!num.length) return json(setAt(value, paths.length ? pick(paths) : [], 1e308));
			const p = pick(num);
			const s = schemaAt(schema, p, comps);
			const candidates = [
				s.maximum != null ? s.maximum + 1 : 2 ** 63,
				s.minimum != null ? s.minimum - 1 : -(2 ** 63),
				1.5,
				Number.MAX_SAFE_INTEGER + 2,
				-0,
			];
			return json(setAt(value, p, pick(candidates)));
		}
		case "control-chars": {
			const str = paths.filter((p) => types(schemaAt(schema, p, comps)).includes("string"));
			return json(str.length ? setAt(value, pick(str), pick(ODD_TEXT)) : pick(ODD_TEXT));
		}
		case "huge":
			return json({ ...(value && typeof value === "object" ? value : {}), pad: "x".repeat(9 * 1024 * 1024) });
		case "deep": {
			let v: unknown = 1;
			for (let i = 0; i < 5000; i++) v = [v];
			return json(paths.length ? setAt(value, pick(paths), v) : v);
		}
		case "malformed-json":
			return { raw: `${JSON.stringify(value ?? {}).slice(0, -1)},`, contentType: "application/json" };
		case "not-json":
			return { raw: "a=1&b=2", contentType: "text/plain" };
		case "empty":
			return { raw: "", contentType: "application/json" };
		case "redos": {
			// A string field that holds a pattern (by name or description) if there is one, else any string field.
			const str = paths.filter((p) => types(schemaAt(schema, p, comps)).includes("string"));
			const pat = str.filter((p) => p.some((k, i) => patternish(k, schemaAt(schema, p.slice(0, i + 1), comps))));
			const shape = pick(REDOS);
			const pool = pat.length ? pat : str;
			return json(pool.length ? setAt(value, pick(pool), shape) : shape);
		}
	}
}
