// POST /projects/{id}/import (issue 24, extension): a file into one namespace of one locale, all or
// nothing. The source locale upserts keys through the bulk PUT's verb (putKeys: checked whole, one
// batch; a key's description, maxLength and context are kept). A target writes translations through
// the ICU gate, every entry checked before one batch writes them all; names the project has no key
// for are listed in `skipped`; an entry whose value is already stored (not rejected) is not written.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type LocScope, ruleBroken } from "../context";
import { displayLength, gate, type Placeholder } from "../icu";
import { lengthWarning } from "../keys";
import { checkKeys, MAX_KEY_NAME, MAX_KEYS_PER_PUT, MAX_SOURCE_TEXT } from "../keys/domain";
import { putKeys } from "../keys/put-keys";
import { upsertMemoryStatements } from "../memory";
import { canonicalTag, type ProjectRow, projectOf } from "../projects";
import { gateError } from "../translations";
import { badLocale } from "./export-file";
import { type FlatMap, malformed, parseFile } from "./formats";
import type { ImportFileBody } from "./schemas";
import { type FileKeyRow, type ImportWrite, readNamespace, writeTranslations } from "./store";

/** A translation value's bound (PUT translations). */
const MAX_VALUE = 10_000;
/** Entries in one target file: a pro plan's live keys. */
const MAX_TARGET_ENTRIES = 20_000;
const ATTEMPTS = 3;

export type ImportAnswer = { created: number; updated: number; translations: number; skipped: string[] };

/** An error about one entry of the file: param names the key. */
const entryError = (status: 400 | 422, code: string, name: string, message: string) =>
	new ApiError(status, code, `${name}: ${message}`, name);

export async function importFile(
	env: Env,
	s: LocScope,
	by: string,
	projectId: string,
	b: ImportFileBody,
): Promise<ImportAnswer> {
	const project = await projectOf(env, s, projectId);
	const locale = canonicalTag(b.locale);
	if (!locale) throw badLocale(b.locale);
	const isSource = locale === project.sourceLocale;
	const entries = parseFile(b.format, b.content, isSource);
	if (isSource) return importSource(env, s, project, b.namespace, entries);
	for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
		const out = await importTarget(env, s, by, project, locale, b, entries);
		if (out !== "moved") return out;
	}
	throw new ApiError(409, "conflict", "The keys or the locale kept changing while the file was written; try again");
}

async function importSource(env: Env, s: LocScope, project: ProjectRow, namespace: string, entries: FlatMap) {
	if (entries.size > MAX_KEYS_PER_PUT) throw malformed(`${entries.size} keys (at most ${MAX_KEYS_PER_PUT} a file)`);
	const ns = await readNamespace(env, s, project.id, namespace, null, true);
	if (ns.reviewPolicy == null) throw ruleBroken(`namespace: the project has no namespace ${namespace}`, "namespace");
	const known = new Map(ns.keys.map((k) => [k.name, k]));
	const keys = [...entries].map(([name, sourceText]) => {
		if (!name.length || name.length > MAX_KEY_NAME)
			throw entryError(400, "validation_error", name, `a key name is 1 to ${MAX_KEY_NAME} characters`);
		if (sourceText.length > MAX_SOURCE_TEXT)
			throw entryError(400, "validation_error", name, `a source text is at most ${MAX_SOURCE_TEXT} characters`);
		const k = known.get(name);
		return {
			namespace,
			name,
			sourceText,
			description: k?.description ?? null,
			maxLength: k?.maxLength ?? null,
			context: k?.context ? (JSON.parse(k.context) as Array<{ file: string; line: number }>) : null,
		};
	});
	// The same whole-payload check putKeys makes, first, so a refusal names the key rather than keys[i].
	try {
		checkKeys(keys, new Set([namespace]), () => "");
	} catch (err) {
		const i = Number((err as ApiError).param?.match(/^keys\[(\d+)\]/)?.[1]);
		if (!(err instanceof ApiError) || Number.isNaN(i)) throw err;
		throw new ApiError(err.status, err.code, err.message.replace(/^keys\[\d+\]\.\w+/, keys[i].name), keys[i].name);
	}
	const out = await putKeys(env, s, project.id, { keys, prune: false });
	return { created: out.created, updated: out.updated, translations: 0, skipped: [] };
}

/** Left as it is: the same value, not rejected, and not being approved by this import. */
const unchanged = (k: FileKeyRow, value: string, status: ImportFileBody["status"]) =>
	k.tValue === value && k.tStatus !== "rejected" && (status !== "approved" || k.tStatus === "approved");

async function importTarget(
	env: Env,
	s: LocScope,
	by: string,
	project: ProjectRow,
	locale: string,
	b: ImportFileBody,
	entries: FlatMap,
): Promise<ImportAnswer | "moved"> {
	if (entries.size > MAX_TARGET_ENTRIES) throw malformed(`${entries.size} entries (at most ${MAX_TARGET_ENTRIES})`);
	const ns = await readNamespace(env, s, project.id, b.namespace, locale, true);
	if (ns.reviewPolicy == null) throw ruleBroken(`namespace: the project has no namespace ${b.namespace}`, "namespace");
	if (ns.enabled == null) throw ruleBroken(`locale: ${locale} is not a locale of this project`, "locale");
	if (!ns.enabled)
		throw ruleBroken(`locale: ${locale} is disabled in this project; enable it to translate into it`, "locale");
	const known = new Map(ns.keys.map((k) => [k.name, k]));
	const status = b.status === "machine" && ns.reviewPolicy === "gated" ? "needs_review" : b.status;
	const now = Date.now();
	const skipped: string[] = [];
	const writes: ImportWrite[] = [];
	for (const [name, value] of entries) {
		const k = known.get(name);
		if (!k) {
			skipped.push(name);
			continue;
		}
		if (value.length > MAX_VALUE)
			throw entryError(400, "validation_error", name, `a value is at most ${MAX_VALUE} characters`);
		const g = gate(JSON.parse(k.placeholders) as Placeholder[], value, locale);
		if (!g.ok) {
			const e = gateError(g);
			throw entryError(422, e.code, name, e.message);
		}
		if (unchanged(k, value, b.status)) continue;
		const warning = lengthWarning(k.maxLength, displayLength(g.ast));
		writes.push({
			sourceText: k.sourceText,
			maxLength: k.maxLength,
			row: {
				id: newId("tr_", now),
				accountId: s.workspaceId,
				projectId: project.id,
				keyId: k.id,
				locale,
				value,
				status,
				lengthWarning: warning ? JSON.stringify(warning) : null,
				reviewerBy: status === "approved" ? by : null,
				reviewedAt: status === "approved" ? now : null,
				rejectReason: null,
				createdAt: now,
				updatedAt: now,
			},
		});
	}
	const memory: D1PreparedStatement[] = [];
	for (const w of writes.filter((x) => x.row.status === "approved"))
		memory.push(
			...(await upsertMemoryStatements(env, {
				accountId: s.workspaceId,
				sourceLocale: project.sourceLocale,
				targetLocale: locale,
				source: w.sourceText,
				target: w.row.value,
				now,
			})),
		);
	const written = await writeTranslations(
		env,
		{ projectId: project.id, namespace: b.namespace, locale, reviewPolicy: ns.reviewPolicy, rows: writes },
		memory,
	);
	if (written === "moved") return "moved";
	return { created: 0, updated: 0, translations: written, skipped };
}
