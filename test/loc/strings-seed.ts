// Keys and translations for the release and catalogue tests, written straight into DB_LOC (the rows
// the keys and translations routes would write), so these tests set up any status in any namespace
// in one batch.
import { env } from "cloudflare:test";
import { parseIcu, placeholders } from "../../src/services/localization/icu";

let n = 0;
const id = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++n).toString(36).padStart(6, "0")}`;

export interface SeedKey {
	namespace?: string;
	name: string;
	sourceText: string;
	maxLength?: number;
	archived?: boolean;
}

/** Inserts keys; returns their ids by `namespace:name`. */
export async function seedKeys(ws: string, projectId: string, keys: SeedKey[]) {
	const now = Date.now();
	const ids: Record<string, string> = {};
	const stmts = keys.map((k) => {
		const parsed = parseIcu(k.sourceText);
		if (!parsed.ok) throw new Error(parsed.message);
		const keyId = id("str_");
		ids[`${k.namespace ?? "default"}:${k.name}`] = keyId;
		return env.DB_LOC.prepare(
			`INSERT INTO keys (id, account_id, project_id, namespace, name, source_text, placeholders, max_length, archived_at, created_at, updated_at)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		).bind(
			keyId,
			ws,
			projectId,
			k.namespace ?? "default",
			k.name,
			k.sourceText,
			JSON.stringify(placeholders(parsed.ast)),
			k.maxLength ?? null,
			k.archived ? now : null,
			now,
			now,
		);
	});
	await env.DB_LOC.batch(stmts);
	return ids;
}

export type Status = "needs_review" | "machine" | "approved" | "rejected";

/** Inserts (or replaces) translations: [keyId, locale, value, status]. */
export async function seedTranslations(ws: string, projectId: string, rows: Array<[string, string, string, Status]>) {
	const now = Date.now();
	await env.DB_LOC.batch(
		rows.map(([keyId, locale, value, status]) =>
			env.DB_LOC.prepare(
				`INSERT INTO translations (id, account_id, project_id, key_id, locale, value, status, created_at, updated_at)
				 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
				 ON CONFLICT (key_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status, updated_at = excluded.updated_at`,
			).bind(id("tr_"), ws, projectId, keyId, locale, value, status, now, now),
		),
	);
}

/** A namespace besides `default`. */
export async function seedNamespace(ws: string, projectId: string, name: string, reviewPolicy: "standard" | "gated") {
	const now = Date.now();
	await env.DB_LOC.prepare(
		"INSERT INTO namespaces (project_id, account_id, name, review_policy, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
	)
		.bind(projectId, ws, name, reviewPolicy, now, now)
		.run();
}
