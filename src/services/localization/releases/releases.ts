// Releases (issue 23): freezing a locale's catalogue, reading frozen ones, and their difference.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type LocScope, notFound, ruleBroken } from "../context";
import { dispatchLocEvents, locEvent, locEventInsertIf } from "../events";
import { projectOf } from "../projects";
import { purgeCatalog } from "../store";
import { catalogOf, localeStanding, readInputsFor } from "./build";
import { canonicalJson, contentHash, diff, keyCountOf } from "./domain";
import { getRelease, insertRelease, latestReleases, type ReleaseRow } from "./store";
import { catalogOfRow, releaseDetailView, releaseView } from "./view";

/**
 * POST /projects/{id}/releases: builds the locale's catalogue (source text for the source locale;
 * shippable translations of live keys for an enabled target) and freezes it, unless the locale's
 * latest release has the same content hash: then that one answers, `unchanged: true`. A new release
 * publishes loc.release.published.v1 (in the insert's batch).
 */
export async function createRelease(env: Env, s: LocScope, projectId: string, locale: string, actor?: string) {
	const project = await projectOf(env, s, projectId);
	const inputs = await readInputsFor(env, project, locale);
	const standing = localeStanding(inputs, project, locale);
	if (standing === "unknown" || standing === "disabled")
		throw ruleBroken(`${locale} is not the source locale or an enabled target locale of this project`, "locale");
	const catalog = catalogOf(inputs, project, locale);
	const base = {
		accountId: s.workspaceId,
		projectId,
		locale,
		contentHash: await contentHash(catalog),
		keyCount: keyCountOf(catalog),
		catalog: canonicalJson(catalog),
		createdBy: actor ?? null,
	};
	// A lost race against a POST of other content moves the latest on: try again (bounded).
	for (let attempt = 0; attempt < 3; attempt++) {
		const now = Date.now();
		const row: ReleaseRow = { id: newId("rel_", now), ...base, createdAt: now };
		// loc.release.published.v1 commits with the release, or not at all (a lost race inserts neither).
		const published = locEvent("loc.release.published.v1", s.workspaceId, releaseView(row), now);
		const event = locEventInsertIf(env, published, "EXISTS (SELECT 1 FROM releases WHERE id = ?)", [row.id]);
		if (await insertRelease(env, row, [event])) {
			await dispatchLocEvents(env, null, [published.id]);
			// Every catalogue of the project may fall back to this locale (the source always ends the chain).
			await purgeCatalog(env, projectId);
			return { status: 201 as const, release: { ...releaseView(row), unchanged: false } };
		}
		const [latest] = await latestReleases(env, projectId, [locale]);
		if (latest?.contentHash === base.contentHash)
			return { status: 200 as const, release: { ...releaseView(latest), unchanged: true } };
	}
	throw new ApiError(409, "conflict", "Other releases of this locale kept landing first; try again");
}

/** The account's release, or 404. */
export async function releaseOf(env: Env, s: LocScope, id: string) {
	const row = await getRelease(env, s, id);
	if (!row) throw notFound("release");
	return row;
}

export const releaseDetail = async (env: Env, s: LocScope, id: string) =>
	releaseDetailView(await releaseOf(env, s, id));

/** GET /projects/releases/{a}/diff/{b}: both the caller's (else 404); from a to b. */
export async function diffReleases(env: Env, s: LocScope, a: string, b: string) {
	const [ra, rb] = await Promise.all([releaseOf(env, s, a), releaseOf(env, s, b)]);
	return {
		a: { id: ra.id, hash: ra.contentHash, contentHash: ra.contentHash },
		b: { id: rb.id, hash: rb.contentHash, contentHash: rb.contentHash },
		...diff(catalogOfRow(ra), catalogOfRow(rb)),
	};
}
