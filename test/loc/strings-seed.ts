// Keys, translations and namespaces for the release and catalogue tests, made through the real routes
// (PUT keys, PUT translations, reject, POST namespaces) so a release reads what customers write.
import { loc } from "../helpers/loc";

export interface SeedKey {
	namespace?: string;
	name: string;
	sourceText: string;
	maxLength?: number;
}

async function must(r: Promise<{ status: number; text: string; body: any }>, what: string) {
	const res = await r;
	if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${res.text}`);
	return res.body.data;
}

/** PUT /projects/{id}/keys (prune as asked); returns every live key's id by `namespace:name`. */
export async function putKeys(key: string, projectId: string, keys: SeedKey[], prune = false) {
	await must(loc(key, "PUT", `/projects/${projectId}/keys`, { keys, prune }), "PUT keys");
	const ids: Record<string, string> = {};
	let cursor = "";
	for (;;) {
		const page = await loc(key, "GET", `/projects/${projectId}/keys?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
		for (const k of page.body.data) ids[`${k.namespace}:${k.name}`] = k.id;
		if (!page.body.meta.hasMore) return ids;
		cursor = page.body.meta.cursor;
	}
}

export type Status = "needs_review" | "machine" | "approved" | "rejected";

/** PUT /keys/{keyId}/translations/{locale} for each [keyId, locale, value, status]; rejected = written, then rejected. */
export async function putTranslations(key: string, rows: Array<[string, string, string, Status]>) {
	for (const [keyId, locale, value, status] of rows) {
		const put = { value, status: status === "rejected" ? "needs_review" : status };
		const t = await must(loc(key, "PUT", `/keys/${keyId}/translations/${locale}`, put), `PUT ${locale}`);
		if (status === "rejected")
			await must(loc(key, "POST", `/translations/${t.id}/reject`, { reason: "wrong" }), "reject");
	}
}

/** A namespace besides `default`. */
export const addNamespace = (key: string, projectId: string, name: string, reviewPolicy: "standard" | "gated") =>
	must(loc(key, "POST", `/projects/${projectId}/namespaces`, { name, reviewPolicy }), "namespace");
