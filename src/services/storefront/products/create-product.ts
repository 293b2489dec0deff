import type { z } from "@hono/zod-openapi";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { slugify } from "../../../platform/slug";
import { planOf } from "../../admin/public";
import { storeLimitsOf } from "../access/plans";
import type { StoreCtx, StoreScope } from "../context";
import { emitStoreEvent } from "../events";
import { monthOf, queueAiRun, takeAiRun } from "./ai-fill";
import { productAnswer } from "./answer";
import type { CreateProduct } from "./schemas";
import { insertProduct, type ProductRow, refundAiRun } from "./store";

/** A taken slug keeps its base and gains "-<base-36 time>" (spec §4), within 80 characters. */
export const suffixed = (slug: string, now: number) => {
	const tail = `-${now.toString(36)}`;
	return `${slug.slice(0, 80 - tail.length).replace(/-+$/, "")}${tail}`;
};

/** POST /storefront/products: a draft under the plan's product cap; optionally an AI fill. */
export async function createProduct(ctx: StoreCtx, s: StoreScope, b: z.infer<typeof CreateProduct>) {
	const now = Date.now();
	const cap = storeLimitsOf(await planOf(ctx.env, s.workspaceId, "store")).products;
	if (b.aiGenerate) await takeAiRun(ctx, s, now);
	const base = b.slug ?? slugify(b.name, 80) ?? "product";
	let row = toRow(s, b, base.length >= 2 ? base : `${base}-product`, now);
	try {
		row = await insertWithFreeSlug(ctx, row, base, cap, now);
	} catch (err) {
		// Nothing was written: the AI run taken for it is given back.
		if (b.aiGenerate) await refundAiRun(ctx.env, s, monthOf(now));
		throw err;
	}
	if (b.aiGenerate) await queueAiRun(ctx.env, s, row.id, row.aiRun);
	const view = await productAnswer(ctx.env, s, row, ctx.pagesBase);
	await emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.product.created.v1", view);
	return view;
}

async function insertWithFreeSlug(ctx: StoreCtx, row: ProductRow, base: string, cap: number, now: number) {
	for (let attempt = 0; ; attempt++) {
		try {
			if (!(await insertProduct(ctx.env, row, cap)))
				throw new ApiError(403, "quota_exceeded", `The plan allows ${cap} products; archive some or upgrade`);
			return row;
		} catch (err) {
			if (!isUniqueViolation(err) || attempt >= 2) throw err;
			row = { ...row, slug: suffixed(base, now + attempt) };
		}
	}
}

function toRow(s: StoreScope, b: z.infer<typeof CreateProduct>, slug: string, now: number): ProductRow {
	return {
		id: newId("prod_", now),
		accountId: s.workspaceId,
		name: b.name,
		slug,
		description: b.description ?? null,
		price: b.price,
		currency: b.currency,
		type: b.type,
		thumbnail: b.thumbnail ?? null,
		coverImages: JSON.stringify(b.coverImages ?? []),
		tags: JSON.stringify(b.tags ?? []),
		aiGenerated: b.aiGenerate ? 1 : 0,
		aiStatus: b.aiGenerate ? "generating" : null,
		licenseEnabled: b.licenseEnabled ? 1 : 0,
		maxActivations: b.maxActivations ?? 1,
		weight: b.weight ?? null,
		length: b.length ?? null,
		width: b.width ?? null,
		height: b.height ?? null,
		originAreaId: b.originAreaId ?? null,
		requiresInsurance: b.requiresInsurance ? 1 : 0,
		gtin: b.gtin ?? null,
		googleProductCategory: b.googleProductCategory ?? null,
		brand: b.brand ?? null,
		feedExcluded: b.feedExcluded ? 1 : 0,
		published: b.published ? 1 : 0,
		archived: 0,
		metadata: JSON.stringify(b.metadata ?? {}),
		aiRun: b.aiGenerate ? 1 : 0,
		createdAt: now,
		updatedAt: now,
	};
}
