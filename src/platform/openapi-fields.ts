// Field meanings shared by every service, written once and applied when a service's OpenAPI document
// is built: a property of one of these names that has no description of its own gets this one. Only
// names whose meaning is truly the same wherever they appear belong here (checked against all seven
// documents: `id` never appears in a request body, `createdAt` is always an ISO 8601 string); anything
// with a service-specific meaning is described on the zod field itself, which always wins.

type Schema = { [key: string]: any };

/** Returns a description for property `name` of `parent`, or undefined when the name is not shared. */
type Meaning = (prop: Schema, parent: Schema) => string | undefined;

const isNullable = (s: Schema) => (Array.isArray(s.type) && s.type.includes("null")) || s.nullable === true;
const isListPage = (parent: Schema) => !!parent.properties?.hasMore && !!parent.properties?.data;
/** The response envelope `{data, error, meta}` (platform/openapi.ts envelopeOf). */
const isEnvelope = (parent: Schema) =>
	!!parent.properties?.data && !!parent.properties?.error && !!parent.properties?.meta;

export const FIELD_MEANINGS: Record<string, Meaning> = {
	id: () => "Identifier of this object, assigned by Pasar when it was created; stable and unique.",
	createdAt: () => "When this object was created (ISO 8601, UTC).",
	updatedAt: (p) =>
		isNullable(p)
			? "When this object last changed (ISO 8601, UTC); null when it has not changed since it was created."
			: "When this object last changed (ISO 8601, UTC).",
	// Only the literal `deleted: true` of a delete answer; a boolean flag of the same name would differ.
	deleted: (p) => (p.enum?.length === 1 && p.enum[0] === true ? "Always true: the object was deleted." : undefined),
	object: (p) =>
		p.enum?.length === 1
			? `The kind of object, always \`${p.enum[0]}\` here (one fixed string per resource).`
			: undefined,
	currency: () => "Three-letter ISO 4217 currency code, upper case (e.g. IDR).",
	metadata: () => "Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.",
	// The envelope's result, and the `{data, cursor, hasMore}` page of marketing and storefront lists.
	data: (_p, parent) =>
		isEnvelope(parent)
			? "The result of the operation (null on an error)."
			: isListPage(parent)
				? "The items on this page."
				: undefined,
	cursor: (_p, parent) =>
		isListPage(parent)
			? "Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page."
			: undefined,
	hasMore: (_p, parent) => (isListPage(parent) ? "Whether another page follows (then `cursor` is set)." : undefined),
};

const described = (s: Schema) => typeof s.description === "string" && s.description.trim() !== "";

/** Walks a schema (properties, items, additionalProperties, compositions) filling shared meanings. */
function fill(schema: unknown, seen: Set<unknown>) {
	if (!schema || typeof schema !== "object" || seen.has(schema)) return;
	seen.add(schema);
	const s = schema as Schema;
	for (const [name, prop] of Object.entries<Schema>(s.properties ?? {})) {
		if (!prop || typeof prop !== "object") continue;
		const meaning = Object.hasOwn(FIELD_MEANINGS, name) ? FIELD_MEANINGS[name](prop, s) : undefined;
		if (meaning && !described(prop)) prop.description = meaning;
		fill(prop, seen);
	}
	fill(s.items, seen);
	if (typeof s.additionalProperties === "object") fill(s.additionalProperties, seen);
	for (const key of ["anyOf", "oneOf", "allOf", "prefixItems"]) for (const sub of s[key] ?? []) fill(sub, seen);
}

/** Applies the shared meanings to every schema of the document: components, bodies and responses. */
export function describeSharedFields(doc: { paths?: Record<string, any>; components?: Record<string, any> }) {
	const seen = new Set<unknown>();
	for (const schema of Object.values(doc.components?.schemas ?? {})) fill(schema, seen);
	for (const item of Object.values<Schema>(doc.paths ?? {})) {
		for (const op of Object.values<Schema>(item)) {
			if (!op || typeof op !== "object") continue;
			for (const media of Object.values<Schema>(op.requestBody?.content ?? {})) fill(media.schema, seen);
			for (const res of Object.values<Schema>(op.responses ?? {}))
				for (const media of Object.values<Schema>(res.content ?? {})) fill(media.schema, seen);
		}
	}
}
