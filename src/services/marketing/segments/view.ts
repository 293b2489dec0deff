import { iso } from "../../../platform/encoding";
import { compileFilter, type Filter } from "./domain/filter";
import type { SegmentRow } from "./store";

export const segmentFilter = (r: Pick<SegmentRow, "filter">) => JSON.parse(r.filter) as Filter;

export const segmentView = (r: SegmentRow) => ({
	id: r.id,
	accountId: r.accountId,
	name: r.name,
	description: r.description,
	filter: segmentFilter(r),
	cachedSize: r.cachedSize,
	cachedAt: iso(r.cachedAt),
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});

/** The segment and the rules its filter drops (for meta.warnings). */
export const segmentAnswer = (r: SegmentRow) => ({
	segment: segmentView(r),
	warnings: compileFilter(segmentFilter(r)).warnings,
});
