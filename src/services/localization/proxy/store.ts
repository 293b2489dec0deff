// DB_LOC reads of proxy serving (issue 24): by project id alone — the proxy is public like the
// catalogue; it serves proxy projects and released content only.
import type { Env } from "../../../env";

export interface ProxyTarget {
	mode: string;
	siteUrl: string | null;
	sourceLocale: string;
	/** The locale's rtl flag (null when it is not a target of the project) */
	rtl: number | null;
}

export const proxyTarget = (env: Env, projectId: string, locale: string) =>
	env.DB_LOC.prepare(
		`SELECT p.mode, p.site_url AS siteUrl, p.source_locale AS sourceLocale, l.rtl
		 FROM projects AS p LEFT JOIN locales AS l ON l.project_id = p.id AND l.tag = ?2 WHERE p.id = ?1`,
	)
		.bind(projectId, locale)
		.first<ProxyTarget>();
