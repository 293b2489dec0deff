// DB_LOC releases (issue 23): what a catalogue is built from, the conditional insert that freezes one,
// and the reads of frozen ones. Keys, translations and namespaces are read here, not written.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { insertWhere } from "../../../platform/d1";
import { newestFirst } from "../../../platform/keyset";
import type { LocScope } from "../context";
import { keys, locales, namespaces, releases, translations } from "../schema";

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseSummary = Omit<ReleaseRow, "catalog" | "accountId">;
const db = (env: Env) => drizzle(env.DB_LOC);

const keyColumns = {
	id: keys.id,
	namespace: keys.namespace,
	name: keys.name,
	sourceText: keys.sourceText,
	placeholders: keys.placeholders,
	maxLength: keys.maxLength,
	archivedAt: keys.archivedAt,
};
export type KeyInput = { [K in keyof typeof keyColumns]: (typeof keys.$inferSelect)[K] };
export type TranslationInput = Pick<
	typeof translations.$inferSelect,
	"id" | "keyId" | "locale" | "value" | "status" | "lengthWarning"
>;

/**
 * Everything catalogues, pull and check are built from, in one round trip: live keys (by namespace
 * and name), the translations of `locales` (all when null) of live keys, namespaces, target locales.
 */
export async function readBuildInputs(env: Env, projectId: string, only: string[] | null) {
	const d = db(env);
	const tr = d
		.select({
			id: translations.id,
			keyId: translations.keyId,
			locale: translations.locale,
			value: translations.value,
			status: translations.status,
			lengthWarning: translations.lengthWarning,
		})
		.from(translations)
		.innerJoin(keys, eq(keys.id, translations.keyId))
		.where(
			and(
				eq(translations.projectId, projectId),
				isNull(keys.archivedAt),
				only ? sql`${translations.locale} IN (SELECT value FROM json_each(${JSON.stringify(only)}))` : undefined,
			),
		);
	const [keyRows, trRows, nsRows, localeRows] = await d.batch([
		d
			.select(keyColumns)
			.from(keys)
			.where(and(eq(keys.projectId, projectId), isNull(keys.archivedAt)))
			.orderBy(asc(keys.namespace), asc(keys.name)),
		tr,
		d.select().from(namespaces).where(eq(namespaces.projectId, projectId)),
		d.select().from(locales).where(eq(locales.projectId, projectId)).orderBy(asc(locales.tag)),
	]);
	return {
		keys: keyRows as KeyInput[],
		translations: trRows as TranslationInput[],
		namespaces: nsRows,
		locales: localeRows,
	};
}

/**
 * Freezes a release unless the locale's latest release already has this content hash. The check is
 * part of the INSERT (…SELECT … WHERE), and D1 runs statements one at a time, so racing POSTs of
 * identical content make one release: the others insert nothing and answer that one. false: not inserted.
 * `also` runs in the same batch after the insert (the release's event, guarded on the row existing).
 */
export async function insertRelease(env: Env, row: ReleaseRow, also: D1PreparedStatement[] = []): Promise<boolean> {
	// ?3 project_id, ?4 locale, ?5 content_hash (the row's columns in table order)
	const guard =
		"COALESCE((SELECT content_hash FROM releases WHERE project_id = ?3 AND locale = ?4 ORDER BY created_at DESC, id DESC LIMIT 1), '') <> ?5";
	// `also` (its event) runs in the same batch, guarded on the release having been inserted.
	const [res] = await env.DB_LOC.batch([insertWhere(env.DB_LOC, releases, row, guard), ...also]);
	return res.meta.changes === 1;
}

/** The latest release of each of `locales` that has one (with its catalogue), in one statement. */
export async function latestReleases(env: Env, projectId: string, tags: string[]): Promise<ReleaseRow[]> {
	if (!tags.length) return [];
	const res = await env.DB_LOC.prepare(
		`SELECT r.id, r.account_id AS accountId, r.project_id AS projectId, r.locale, r.content_hash AS contentHash,
		        r.key_count AS keyCount, r.catalog, r.created_by AS createdBy, r.created_at AS createdAt
		   FROM json_each(?2) AS l
		   JOIN releases AS r ON r.id = (SELECT x.id FROM releases AS x WHERE x.project_id = ?1 AND x.locale = l.value
		                                  ORDER BY x.created_at DESC, x.id DESC LIMIT 1)`,
	)
		.bind(projectId, JSON.stringify(tags))
		.all<ReleaseRow>();
	return res.results;
}

export const getRelease = async (env: Env, s: LocScope, id: string): Promise<ReleaseRow | null> =>
	(
		await db(env)
			.select()
			.from(releases)
			.where(and(eq(releases.accountId, s.workspaceId), eq(releases.id, id)))
			.limit(1)
	)[0] ?? null;

export const listReleases = (
	env: Env,
	s: LocScope,
	projectId: string,
	q: { limit: number; after: Cursor | null; locale?: string },
) =>
	newestFirst(
		db(env),
		releases,
		s.workspaceId,
		q,
		eq(releases.projectId, projectId),
		q.locale ? eq(releases.locale, q.locale) : undefined,
	);
