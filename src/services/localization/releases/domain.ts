// Releases (issue 23), pure: the catalogue a locale ships, its canonical form and hash, and the
// difference between two frozen catalogues. No I/O but SHA-256 (Web Crypto).
import { sha256Hex } from "../../../platform/crypto";

/** {namespace: {name: message}} */
export type Catalog = Record<string, Record<string, string>>;

/**
 * JSON with object keys sorted (by UTF-16 code unit, as Array.sort does) at every level and no
 * spaces, so equal content always hashes alike whatever order it was built in.
 */
export function canonicalJson(value: unknown): string {
	if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
	if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
	const obj = value as Record<string, unknown>;
	const entries = Object.keys(obj)
		.filter((k) => obj[k] !== undefined)
		.sort()
		.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`);
	return `{${entries.join(",")}}`;
}

/** hex SHA-256 of the canonical JSON. */
export const contentHash = (value: unknown) => sha256Hex(canonicalJson(value));

/** Entries as `namespace:name`, sorted (the one order diff and check report keys in). */
export function flatEntries(catalog: Catalog): Array<[string, string]> {
	const out: Array<[string, string]> = [];
	for (const [ns, names] of Object.entries(catalog))
		for (const [name, message] of Object.entries(names)) out.push([`${ns}:${name}`, message]);
	return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export const keyCountOf = (catalog: Catalog) =>
	Object.values(catalog).reduce((n, names) => n + Object.keys(names).length, 0);

export interface CatalogDiff {
	added: Array<{ key: string; value: string }>;
	removed: Array<{ key: string; value: string }>;
	changed: Array<{ key: string; from: string; to: string }>;
}

/** What changed from `a` to `b`: keys only in b (added), only in a (removed), in both with another message. */
export function diff(a: Catalog, b: Catalog): CatalogDiff {
	const before = new Map(flatEntries(a));
	const after = new Map(flatEntries(b));
	const out: CatalogDiff = { added: [], removed: [], changed: [] };
	for (const [key, value] of after) {
		const from = before.get(key);
		if (from === undefined) out.added.push({ key, value });
		else if (from !== value) out.changed.push({ key, from, to: value });
	}
	for (const [key, value] of before) if (!after.has(key)) out.removed.push({ key, value });
	return out;
}

export interface CatalogKey {
	id: string;
	namespace: string;
	name: string;
	sourceText: string;
	archivedAt: number | null;
}
export interface CatalogTranslation {
	keyId: string;
	value: string;
	status: "needs_review" | "machine" | "approved" | "rejected";
}
/** namespace → review policy; a namespace without a row is standard (the default's policy). */
export type Policies = Record<string, "standard" | "gated">;

/** Whether a translation ships (spec 002): approved always; machine and needs_review only from standard namespaces. */
export function ships(t: Pick<CatalogTranslation, "status">, policy: "standard" | "gated" | undefined): boolean {
	if (t.status === "approved") return true;
	if (t.status === "rejected") return false;
	return (policy ?? "standard") === "standard";
}

/**
 * The catalogue of live (not archived) keys. For a target locale: each key's shippable translation
 * (`translations` holds that locale's rows). For the source locale (`translations` null): the
 * source text of every live key.
 */
export function buildCatalog(
	keys: CatalogKey[],
	translations: CatalogTranslation[] | null,
	policies: Policies,
): Catalog {
	const byKey = new Map((translations ?? []).map((t) => [t.keyId, t]));
	const out: Catalog = {};
	for (const k of keys) {
		if (k.archivedAt != null) continue;
		let message: string | undefined;
		if (translations === null) message = k.sourceText;
		else {
			const t = byKey.get(k.id);
			if (t && ships(t, policies[k.namespace])) message = t.value;
		}
		if (message === undefined) continue;
		out[k.namespace] ??= {};
		out[k.namespace][k.name] = message;
	}
	return out;
}

/** Flattens catalogues nearest first: a key takes the message of the first catalogue that has it. */
export function flatten(catalogs: Catalog[]): Catalog {
	const out: Catalog = {};
	for (const catalog of [...catalogs].reverse())
		for (const [ns, names] of Object.entries(catalog)) out[ns] = { ...(out[ns] ?? {}), ...names };
	return out;
}
