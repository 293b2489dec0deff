import { iso } from "../../../platform/encoding";
import type { FileRow, ProductRow } from "./store";

export const fileView = (f: FileRow) => ({
	id: f.id,
	name: f.name,
	size: f.size,
	contentType: f.contentType,
	sha256: f.sha256,
	createdAt: iso(f.createdAt) as string,
});

/** The product page's address: <pages base>/<workspace slug>/p/<product slug>. */
export const pageUrlOf = (pagesBase: string | null, workspaceSlug: string | null, productSlug: string) =>
	pagesBase && workspaceSlug ? `${pagesBase}/${workspaceSlug}/p/${productSlug}` : null;

/** The product as every answer and webhook shows it (spec §2). */
export function productView(r: ProductRow, files: FileRow[], pageUrl: string | null) {
	return {
		id: r.id,
		accountId: r.accountId,
		name: r.name,
		slug: r.slug,
		description: r.description,
		price: r.price,
		currency: r.currency as "IDR" | "USD" | "SGD",
		type: r.type,
		thumbnail: r.thumbnail,
		coverImages: JSON.parse(r.coverImages) as string[],
		tags: JSON.parse(r.tags) as string[],
		aiGenerated: !!r.aiGenerated,
		aiStatus: r.aiStatus,
		licenseEnabled: !!r.licenseEnabled,
		maxActivations: r.maxActivations,
		weight: r.weight,
		length: r.length,
		width: r.width,
		height: r.height,
		originAreaId: r.originAreaId,
		requiresInsurance: !!r.requiresInsurance,
		gtin: r.gtin,
		googleProductCategory: r.googleProductCategory,
		brand: r.brand,
		feedExcluded: !!r.feedExcluded,
		published: !!r.published,
		archived: !!r.archived,
		pageUrl,
		files: r.type === "physical" ? [] : files.map(fileView),
		metadata: JSON.parse(r.metadata) as Record<string, string>,
		createdAt: iso(r.createdAt) as string,
		updatedAt: iso(r.updatedAt) as string,
	};
}
export type ProductView = ReturnType<typeof productView>;
