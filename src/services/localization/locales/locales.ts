import type { Env } from "../../../env";
import { type Cursor, page } from "../../../platform/cursor";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { planLimits, upgradeRequired } from "../access/plans";
import { type LocScope, notFound, ruleBroken } from "../context";
import { canonicalTag, isRtl, type LocaleRow, localeEntries, type ProjectRow, projectOf } from "../projects";
import { purgeCatalog } from "../store";
import { closesCycle } from "./domain";
import type { CreateLocaleBody, PatchLocaleBody } from "./schemas";
import { insertLocale, targetLocales, updateLocale } from "./store";

/** The entry (settings and stats) of one target, as every locale route answers it. */
async function entryOf(env: Env, project: ProjectRow, tag: string) {
	const entry = (await localeEntries(env, project)).find((e) => e.tag === tag);
	if (!entry) throw notFound("locale");
	return entry;
}

/** A requested fallback as stored: null for the source, else a target of the project (422 otherwise). */
function storedFallback(project: ProjectRow, targets: LocaleRow[], tag: string, fallback: string | null | undefined) {
	if (fallback == null || fallback === project.sourceLocale) return null;
	if (fallback === tag) throw ruleBroken(`${tag} cannot fall back to itself`, "fallback");
	if (!targets.some((t) => t.tag === fallback))
		throw ruleBroken(`${fallback} is neither the source locale nor a target of this project`, "fallback");
	if (closesCycle(tag, fallback, targets))
		throw ruleBroken(`Falling back to ${fallback} would loop back to ${tag}`, "fallback");
	return fallback;
}

/** POST /projects/{id}/locales: a target (not the source, not twice) under the plan's cap. */
export async function addLocale(env: Env, s: LocScope, projectId: string, b: CreateLocaleBody) {
	const project = await projectOf(env, s, projectId);
	if (b.tag === project.sourceLocale)
		throw new ApiError(409, "conflict", `${b.tag} is the project's source locale`, "tag");
	const [targets, limits] = await Promise.all([targetLocales(env, project.id), planLimits(env, s)]);
	if (targets.some((t) => t.tag === b.tag)) throw new ApiError(409, "conflict", `${b.tag} is already a target`, "tag");
	const fallback = storedFallback(project, targets, b.tag, b.fallback);
	const now = Date.now();
	const row = { projectId: project.id, accountId: s.workspaceId, tag: b.tag, fallback, createdAt: now, updatedAt: now };
	let made: boolean;
	try {
		made = await insertLocale(env, { ...row, rtl: (b.rtl ?? isRtl(b.tag)) ? 1 : 0, enabled: 1 }, limits.locales);
	} catch (err) {
		if (isUniqueViolation(err)) throw new ApiError(409, "conflict", `${b.tag} is already a target`, "tag");
		throw err;
	}
	if (!made) throw upgradeRequired("target locales per project", limits.locales, limits.plan);
	// Every public catalogue of the project lists the enabled locales.
	await purgeCatalog(env, project.id);
	return entryOf(env, project, b.tag);
}

/** PATCH /projects/{id}/locales/{tag}: fallback (no cycles: 422), rtl, enabled. */
export async function patchLocale(env: Env, s: LocScope, projectId: string, rawTag: string, b: PatchLocaleBody) {
	const project = await projectOf(env, s, projectId);
	const tag = canonicalTag(rawTag);
	const targets = await targetLocales(env, project.id);
	if (!tag || !targets.some((t) => t.tag === tag)) throw notFound("locale");
	const fallback = b.fallback === undefined ? undefined : storedFallback(project, targets, tag, b.fallback);
	const set = {
		fallback,
		rtl: b.rtl === undefined ? undefined : b.rtl ? 1 : 0,
		enabled: b.enabled === undefined ? undefined : b.enabled ? 1 : 0,
		updatedAt: Date.now(),
	};
	// Targets are never deleted, so no row here means the guarded walk met a cycle a racing PATCH made.
	if (!(await updateLocale(env, project.id, tag, set)))
		throw ruleBroken(`Falling back to ${fallback} would loop back to ${tag}`, "fallback");
	// A fallback or enabled change reaches every catalogue that falls back through this locale.
	await purgeCatalog(env, project.id);
	return entryOf(env, project, tag);
}

const keyOf = (e: { createdAt: string; tag: string }): Cursor => ({ t: Date.parse(e.createdAt), id: e.tag });
const newer = (a: Cursor, b: Cursor) => a.t > b.t || (a.t === b.t && a.id > b.id);

/** GET /projects/{id}/locales: targets with settings and stats, newest first, paged like every list. */
export async function listLocales(
	env: Env,
	s: LocScope,
	projectId: string,
	q: { limit: number; after: Cursor | null },
) {
	const project = await projectOf(env, s, projectId);
	// A project has tens of targets at most, so they are read whole (their stats are one grouped query) and paged here.
	const all = (await localeEntries(env, project)).sort((a, b) => (newer(keyOf(a), keyOf(b)) ? -1 : 1));
	const after = q.after;
	const rest = after ? all.filter((e) => newer(after, keyOf(e))) : all;
	return page(rest.slice(0, q.limit + 1), q.limit, keyOf, project.id);
}
