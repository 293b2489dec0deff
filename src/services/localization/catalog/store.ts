// DB_LOC reads of the public catalogue (issue 23): by project id alone — the catalogue is public, so
// no account filters these; only released content is ever read.
import type { Env } from "../../../env";
import type { ReleaseRow } from "../releases";

export type ChainRelease = Pick<ReleaseRow, "id" | "locale" | "catalog">;

/**
 * One round trip: the project's source locale, its targets, and the latest release of every locale
 * on `locale`'s fallback walk (followed in SQL, disabled ones included — the caller skips those) and
 * of the source. null for an unknown project.
 */
export async function readCatalogInputs(env: Env, projectId: string, locale: string) {
	const db = env.DB_LOC;
	const [project, targets, chain] = await db.batch([
		db.prepare("SELECT source_locale AS sourceLocale FROM projects WHERE id = ?1").bind(projectId),
		db.prepare("SELECT tag, fallback, enabled FROM locales WHERE project_id = ?1 ORDER BY tag").bind(projectId),
		db
			.prepare(
				`WITH RECURSIVE walk(tag, depth) AS (
				   SELECT ?2, 0
				   UNION SELECT source_locale, 99 FROM projects WHERE id = ?1
				   UNION SELECT l.fallback, w.depth + 1 FROM walk AS w
				     JOIN locales AS l ON l.project_id = ?1 AND l.tag = w.tag
				    WHERE l.fallback IS NOT NULL AND w.depth < 32
				 )
				 SELECT r.id, r.locale, r.catalog FROM (SELECT DISTINCT tag FROM walk) AS c
				   JOIN releases AS r ON r.id = (SELECT x.id FROM releases AS x WHERE x.project_id = ?1 AND x.locale = c.tag
				                                  ORDER BY x.created_at DESC, x.id DESC LIMIT 1)`,
			)
			.bind(projectId, locale),
	]);
	const p = project.results[0] as { sourceLocale: string } | undefined;
	if (!p) return null;
	return {
		sourceLocale: p.sourceLocale,
		targets: targets.results as Array<{ tag: string; fallback: string | null; enabled: number }>,
		releases: chain.results as ChainRelease[],
	};
}
