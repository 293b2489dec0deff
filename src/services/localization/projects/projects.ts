import { type Env, isDevelopment } from "../../../env";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { checkPublicUrl } from "../../../platform/webhooks/url";
import { recordLocator } from "../../admin/public";
import { planLimits, upgradeRequired } from "../access/plans";
import { invalidUrl, type LocScope, notFound, ruleBroken } from "../context";
import { PROJECT_LOCATOR } from "./locate";
import type { CreateProjectBody, PatchProjectBody } from "./schemas";
import { getProject, insertProject, type ProjectRow, readLocaleStats, readProjectDetail, updateProject } from "./store";
import { localeView, namespaceView, projectView, releaseSummaryView, statsByLocale } from "./view";

/** The account's project, or 404 NOT_FOUND (another account's id reads as unknown). */
export async function projectOf(env: Env, s: LocScope, id: string): Promise<ProjectRow> {
	const row = await getProject(env, s, id);
	if (!row) throw notFound("project");
	return row;
}

/** A siteUrl the crawl and proxy will fetch: a public page (loopback only in local development), else 422 INVALID_URL. */
export function checkSiteUrl(env: Env, siteUrl: string | null | undefined) {
	const why = siteUrl ? checkPublicUrl(siteUrl, isDevelopment(env)) : null;
	if (why) throw invalidUrl(why, "siteUrl");
}

/** POST /projects: the project and its `default` namespace, under the plan's project cap. */
export async function createProject(env: Env, s: LocScope, b: CreateProjectBody) {
	checkSiteUrl(env, b.siteUrl);
	const now = Date.now();
	const row: ProjectRow = {
		id: newId("prj_", now),
		accountId: s.workspaceId,
		slug: b.slug,
		name: b.name,
		sourceLocale: b.sourceLocale,
		mode: b.mode,
		siteUrl: b.siteUrl ?? null,
		createdAt: now,
		updatedAt: now,
	};
	const ns = { projectId: row.id, accountId: s.workspaceId, name: "default", reviewPolicy: "standard" as const };
	const limits = await planLimits(env, s);
	// The public catalogue and the proxy find the project's shard by its id (issue 38): located first.
	await recordLocator(env, PROJECT_LOCATOR, row.id, s.workspaceId);
	let made: boolean;
	try {
		made = await insertProject(env, row, { ...ns, createdAt: now, updatedAt: now }, limits.projects);
	} catch (err) {
		if (isUniqueViolation(err))
			throw new ApiError(409, "conflict", `The slug ${b.slug} is taken in this account`, "slug");
		throw err;
	}
	if (!made) throw upgradeRequired("projects", limits.projects, limits.plan);
	return projectView(row);
}

/** PATCH /projects/{id}: name and siteUrl; a proxy project keeps a siteUrl (422 otherwise). */
export async function patchProject(env: Env, s: LocScope, id: string, b: PatchProjectBody) {
	const current = await projectOf(env, s, id);
	if (current.mode === "proxy" && b.siteUrl === null) throw ruleBroken("A proxy project needs a siteUrl", "siteUrl");
	checkSiteUrl(env, b.siteUrl);
	if (b.name === undefined && b.siteUrl === undefined) return projectView(current);
	const row = await updateProject(env, s, id, { name: b.name, siteUrl: b.siteUrl, updatedAt: Date.now() });
	if (!row) throw notFound("project");
	return projectView(row);
}

/** The target locales of a project with their stats (GET /projects/{id}/locales, the detail view). */
export async function localeEntries(env: Env, project: ProjectRow) {
	const { rows, keyCount, counts } = await readLocaleStats(env, project.id);
	const stats = statsByLocale(keyCount, counts);
	return rows.map((r) => localeView(r, project.sourceLocale, stats.of(r.tag)));
}

/** GET /projects/{id}: the project, its locales with stats, namespaces and latest release. */
export async function projectDetail(env: Env, s: LocScope, id: string) {
	const d = await readProjectDetail(env, s, id);
	if (!d) throw notFound("project");
	const stats = statsByLocale(d.keyCount, d.counts);
	return {
		...projectView(d.project),
		locales: d.locales.map((r) => localeView(r, d.project.sourceLocale, stats.of(r.tag))),
		namespaces: d.namespaces.map(namespaceView),
		latestRelease: d.latestRelease ? releaseSummaryView(d.latestRelease) : null,
	};
}
