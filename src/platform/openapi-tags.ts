// Operation tags of a service's OpenAPI document, so a reference of a hundred operations reads as a
// list of features. Each service declares one table (its `docsTags`): tag name, a sentence on what the
// feature is for, the documented path prefixes it covers and optionally a group (Scalar's
// `x-tagGroups`). Tags are applied when the document is built, by the longest matching prefix, so a
// route file never names its tag and a new route under a known prefix is tagged without a change; a
// route under a new prefix stays untagged, which test/platform/openapi-tags.test.ts refuses.
import type { OpenApiDoc } from "./openapi-doc";

export interface DocsTag {
	/** Shown as the section title: a feature named for people ("Balances and payouts"). */
	name: string;
	/** One or two sentences on what the feature is for. */
	description: string;
	/**
	 * Documented paths this tag covers, as prefixes ending at a segment boundary ("/v1/customers"
	 * covers "/v1/customers/{id}", not "/v1/customers-x"); the longest prefix of any tag wins.
	 */
	paths: string[];
	/** The sidebar group (`x-tagGroups`) when the service has many tags. */
	group?: string;
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

const covers = (prefix: string, path: string) =>
	path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);

/** The tag of a documented path: the one with the longest covering prefix, or undefined. */
export function tagOf(tags: readonly DocsTag[], path: string): DocsTag | undefined {
	let best: { tag: DocsTag; length: number } | undefined;
	for (const tag of tags)
		for (const prefix of tag.paths)
			if (covers(prefix, path) && (!best || prefix.length > best.length)) best = { tag, length: prefix.length };
	return best?.tag;
}

/** Sets each operation's `tags` to its one tag (an operation no prefix covers is left untagged). */
export function tagOperations(doc: OpenApiDoc, tags: readonly DocsTag[]) {
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		const tag = tagOf(tags, path);
		for (const [method, op] of Object.entries(item))
			if (METHODS.has(method) && op && typeof op === "object") op.tags = tag ? [tag.name] : [];
	}
}

/**
 * The document's top-level `tags` (in the tables' order, the reading order) and, when any tag is
 * grouped, `x-tagGroups`: Scalar hides a tag outside every group, so ungrouped tags get a group named
 * after their service. A tag no operation uses (its routes are not built yet) is left out.
 */
export function listTags(doc: OpenApiDoc & Record<string, unknown>, tables: Array<{ title: string; tags: DocsTag[] }>) {
	const used = new Set<string>();
	for (const item of Object.values(doc.paths ?? {}))
		for (const [method, op] of Object.entries(item))
			if (METHODS.has(method)) for (const t of op?.tags ?? []) used.add(t);
	const rows = tables.flatMap((t) => t.tags.filter((tag) => used.has(tag.name)).map((tag) => ({ ...tag, t })));
	if (!rows.length) return;
	doc.tags = rows.map(({ name, description }) => ({ name, description }));
	if (!rows.some((r) => r.group)) return;
	const groups = new Map<string, string[]>();
	for (const r of rows) {
		const group = r.group ?? r.t.title;
		groups.set(group, [...(groups.get(group) ?? []), r.name]);
	}
	doc["x-tagGroups"] = [...groups].map(([name, tags]) => ({ name, tags }));
}
