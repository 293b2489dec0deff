import type { Catalog } from "./domain";
import type { ReleaseRow } from "./store";

const iso = (t: number) => new Date(t).toISOString();

export const releaseView = (r: ReleaseRow) => ({
	id: r.id,
	projectId: r.projectId,
	locale: r.locale,
	contentHash: r.contentHash,
	keyCount: r.keyCount,
	createdBy: r.createdBy,
	createdAt: iso(r.createdAt),
});

/** The frozen catalogue as stored (canonical JSON). */
export const catalogOfRow = (r: Pick<ReleaseRow, "catalog">) => JSON.parse(r.catalog) as Catalog;

export const releaseDetailView = (r: ReleaseRow) => ({ ...releaseView(r), catalog: catalogOfRow(r) });
