// DB_LOC reads of the public catalogue (issue 23): by project id alone — the catalogue is public, so
// no account filters these; only released content is ever read.
import { asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { locales, projects } from "../schema";

/** The project's source locale and its target locales, in one round trip; null for an unknown project. */
export async function readProjectLocales(env: Env, projectId: string) {
	const d = drizzle(env.DB_LOC);
	const [project, targets] = await d.batch([
		d
			.select({ id: projects.id, sourceLocale: projects.sourceLocale })
			.from(projects)
			.where(eq(projects.id, projectId))
			.limit(1),
		d
			.select({ tag: locales.tag, fallback: locales.fallback, enabled: locales.enabled })
			.from(locales)
			.where(eq(locales.projectId, projectId))
			.orderBy(asc(locales.tag)),
	]);
	return project[0] ? { ...project[0], targets } : null;
}
