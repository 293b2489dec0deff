// DB_LOC projects, and the reads of a project's detail view (its locales, namespaces, per-locale
// stats and latest release). Later features (keys, releases) own those rows' writes; this only reads.
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { insertWhere } from "../../../platform/d1";
import { newestFirst } from "../../../platform/keyset";
import { underCap } from "../access/plans";
import type { LocScope } from "../context";
import { keys, locales, namespaces, projects, releases, translations } from "../schema";

export type ProjectRow = typeof projects.$inferSelect;
export type LocaleRow = typeof locales.$inferSelect;
export type NamespaceRow = typeof namespaces.$inferSelect;
const P = projects;
const db = (env: Env) => drizzle(env.DB_LOC);
const mine = (s: LocScope, id: string) => and(eq(P.accountId, s.workspaceId), eq(P.id, id));

/**
 * The project and its `default` namespace in one batch; false when the account is at its project
 * cap (the count is read by the INSERT itself). A taken slug throws the unique violation.
 */
export async function insertProject(env: Env, row: ProjectRow, ns: NamespaceRow, cap: number | null) {
	const [made] = await env.DB_LOC.batch([
		insertWhere(env.DB_LOC, P, row, underCap("SELECT COUNT(*) FROM projects WHERE account_id = ?2", cap)),
		insertWhere(env.DB_LOC, namespaces, ns, "EXISTS (SELECT 1 FROM projects WHERE id = ?1)"),
	]);
	return made.meta.changes === 1;
}

export const getProject = async (env: Env, s: LocScope, id: string) =>
	(await db(env).select().from(P).where(mine(s, id)).limit(1))[0] ?? null;

export const listProjects = (env: Env, s: LocScope, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), P, s.workspaceId, q);

export const updateProject = async (
	env: Env,
	s: LocScope,
	id: string,
	set: Partial<Pick<ProjectRow, "name" | "siteUrl" | "updatedAt">>,
) => (await db(env).update(P).set(set).where(mine(s, id)).returning())[0] ?? null;

const localeRows = (env: Env, projectId: string) =>
	db(env)
		.select()
		.from(locales)
		.where(eq(locales.projectId, projectId))
		.orderBy(asc(locales.createdAt), asc(locales.tag));

const namespaceRows = (env: Env, projectId: string) =>
	db(env)
		.select()
		.from(namespaces)
		.where(eq(namespaces.projectId, projectId))
		.orderBy(asc(namespaces.createdAt), asc(namespaces.name));

const liveKeyCount = (env: Env, projectId: string) =>
	db(env)
		.select({ n: count() })
		.from(keys)
		.where(and(eq(keys.projectId, projectId), isNull(keys.archivedAt)));

/** Translations of live keys by locale and status (archived keys count nowhere). */
const statusCounts = (env: Env, projectId: string) =>
	db(env)
		.select({ locale: translations.locale, status: translations.status, n: count() })
		.from(translations)
		.innerJoin(keys, eq(keys.id, translations.keyId))
		.where(and(eq(translations.projectId, projectId), isNull(keys.archivedAt)))
		.groupBy(translations.locale, translations.status);

const latestRelease = (env: Env, projectId: string) =>
	db(env)
		.select({
			id: releases.id,
			locale: releases.locale,
			contentHash: releases.contentHash,
			keyCount: releases.keyCount,
			createdBy: releases.createdBy,
			createdAt: releases.createdAt,
		})
		.from(releases)
		.where(eq(releases.projectId, projectId))
		.orderBy(desc(releases.createdAt), desc(releases.id))
		.limit(1);

export type StatusCount = { locale: string; status: string; n: number };

/** The target locales and the counts their stats are made of, in one round trip. */
export async function readLocaleStats(env: Env, projectId: string) {
	const d = db(env);
	const [rows, [keyCount], counts] = await d.batch([
		localeRows(env, projectId),
		liveKeyCount(env, projectId),
		statusCounts(env, projectId),
	]);
	return { rows, keyCount: keyCount?.n ?? 0, counts: counts as StatusCount[] };
}

/** A project's detail in one round trip; null when it is not this account's. */
export async function readProjectDetail(env: Env, s: LocScope, id: string) {
	const d = db(env);
	const [project, rows, [keyCount], counts, nss, [release]] = await d.batch([
		d.select().from(P).where(mine(s, id)).limit(1),
		localeRows(env, id),
		liveKeyCount(env, id),
		statusCounts(env, id),
		namespaceRows(env, id),
		latestRelease(env, id),
	]);
	if (!project[0]) return null;
	return {
		project: project[0],
		locales: rows,
		keyCount: keyCount?.n ?? 0,
		counts: counts as StatusCount[],
		namespaces: nss,
		latestRelease: release ?? null,
	};
}
