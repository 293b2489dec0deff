// Walks an OpenAPI document's schema properties and parameters with the example each resolves to (its
// own `example`, else its enum, const or default), for test/platform/openapi-examples.test.ts.
type Schema = { [key: string]: any };
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

export interface Resolved {
	at: string;
	name: string;
	schema: Schema;
	/** undefined: nothing to show (a $ref, an object described by its own properties). */
	example: unknown;
	needsOne: boolean;
}

const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type);

function resolve(s: Schema): { example: unknown; needsOne: boolean } {
	if (s.example !== undefined) return { example: s.example, needsOne: true };
	if (s.const !== undefined) return { example: s.const, needsOne: true };
	if (Array.isArray(s.enum)) return { example: s.enum[0], needsOne: true };
	if (s.default !== undefined) return { example: s.default, needsOne: true };
	const alt: Schema[] | undefined = s.anyOf ?? s.oneOf;
	if (alt) {
		const pick = alt.find((x) => x.type !== "null");
		return pick ? resolve(pick) : { example: null, needsOne: false };
	}
	const t = typeOf(s);
	if (s.$ref || s.allOf || t === "null") return { example: undefined, needsOne: false };
	const extra = s.additionalProperties;
	if (t === "object" && (s.properties || extra === false || extra?.$ref || extra?.properties))
		return { example: undefined, needsOne: false };
	if (t === "array" && (s.items?.$ref || typeOf(s.items ?? {}) === "object" || s.items?.anyOf || s.items?.allOf))
		return { example: undefined, needsOne: false };
	// An open object ({} or unknown values) shows {} in a reference: still an example to give.
	return { example: undefined, needsOne: t !== undefined || !!s.properties };
}

export function examplesOf(doc: Schema): Resolved[] {
	const out: Resolved[] = [];
	const seen = new Set<unknown>();
	const walk = (s: unknown, at: string) => {
		if (!s || typeof s !== "object" || seen.has(s)) return;
		seen.add(s);
		const x = s as Schema;
		for (const [name, prop] of Object.entries<Schema>(x.properties ?? {})) {
			out.push({ at: `${at}.${name}`, name, schema: prop, ...resolve(prop) });
			walk(prop, `${at}.${name}`);
		}
		walk(x.items, `${at}[]`);
		if (typeof x.additionalProperties === "object") walk(x.additionalProperties, `${at}{}`);
		for (const k of ["anyOf", "oneOf", "allOf"]) for (const sub of x[k] ?? []) walk(sub, at);
	};
	for (const [name, s] of Object.entries(doc.components?.schemas ?? {})) walk(s, name);
	for (const [path, item] of Object.entries<Schema>(doc.paths ?? {}))
		for (const [method, op] of Object.entries<Schema>(item)) {
			if (!METHODS.has(method)) continue;
			const at = `${method.toUpperCase()} ${path}`;
			for (const p of op.parameters ?? []) {
				const r = p.example !== undefined ? { example: p.example, needsOne: true } : resolve(p.schema ?? {});
				out.push({ at: `${at} ?${p.name}`, name: p.name, schema: p.schema ?? {}, ...r });
			}
			for (const m of Object.values<Schema>(op.requestBody?.content ?? {})) walk(m.schema, `${at} body`);
			for (const [status, r] of Object.entries<Schema>(op.responses ?? {}))
				for (const m of Object.values<Schema>(r.content ?? {})) walk(m.schema, `${at} ${status}`);
		}
	return out;
}
