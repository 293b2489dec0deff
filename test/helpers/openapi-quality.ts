// The API reference's quality bar (issue 25), as a pure function over an OpenAPI document so the gate
// test and a person fixing gaps see the same list: every operation has a summary, and every schema
// property (of components, request bodies and responses, recursively) has a description.

type Schema = { [key: string]: any };
type Doc = { paths?: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

const text = (v: unknown) => typeof v === "string" && v.trim() !== "";
const target = (doc: Doc, ref: string) =>
	ref
		.replace(/^#\//, "")
		.split("/")
		.reduce<any>((o, k) => o?.[k], doc);

/**
 * A property is described by its own description, or (when it only points at a registered schema,
 * possibly wrapped in allOf/anyOf/oneOf) by a description on the wrapper or on that schema.
 */
function described(doc: Doc, prop: Schema): boolean {
	if (!prop || typeof prop !== "object") return true;
	if (text(prop.description)) return true;
	if (prop.$ref) return text(target(doc, prop.$ref)?.description);
	for (const key of ["allOf", "anyOf", "oneOf"]) {
		const parts: Schema[] = prop[key] ?? [];
		if (parts.some((p) => text(p.description) || (p.$ref && text(target(doc, p.$ref)?.description)))) return true;
	}
	return false;
}

/** Lists `where.name` for each undescribed property under `schema`; $ref targets are checked as components. */
function walk(doc: Doc, schema: Schema | undefined, where: string, out: string[], seen: Set<Schema>) {
	if (!schema || typeof schema !== "object" || schema.$ref || seen.has(schema)) return;
	seen.add(schema);
	for (const [name, prop] of Object.entries<Schema>(schema.properties ?? {})) {
		if (!described(doc, prop)) out.push(`${where}.${name}`);
		walk(doc, prop, `${where}.${name}`, out, seen);
	}
	walk(doc, schema.items, `${where}[]`, out, seen);
	if (typeof schema.additionalProperties === "object") walk(doc, schema.additionalProperties, `${where}{}`, out, seen);
	for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"])
		for (const part of schema[key] ?? []) walk(doc, part, where, out, seen);
}

export interface QualityReport {
	/** "METHOD /path" of operations without a summary. */
	missingSummaries: string[];
	/** Dotted locations of properties without a description ("Payout.amount", "POST /v1/x body.name"). */
	missingDescriptions: string[];
}

export function openapiQuality(doc: Doc): QualityReport {
	const missingSummaries: string[] = [];
	const missingDescriptions: string[] = [];
	const seen = new Set<Schema>();
	for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
		walk(doc, schema, name, missingDescriptions, seen);
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		for (const method of METHODS) {
			const op = item[method];
			if (!op) continue;
			const label = `${method.toUpperCase()} ${path}`;
			if (!text(op.summary)) missingSummaries.push(label);
			for (const media of Object.values<Schema>(op.requestBody?.content ?? {}))
				walk(doc, media.schema, `${label} body`, missingDescriptions, seen);
			for (const [status, res] of Object.entries<Schema>(op.responses ?? {}))
				for (const media of Object.values<Schema>(res.content ?? {}))
					walk(doc, media.schema, `${label} ${status}`, missingDescriptions, seen);
		}
	}
	return { missingSummaries, missingDescriptions };
}
