import type { z } from "@hono/zod-openapi";
import { iso } from "../../../platform/encoding";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import type { CreateTaxRate, PatchTaxRate } from "./schemas";
import { getTaxRate, insertTaxRate, deleteTaxRate as remove, type TaxRateRow, updateTaxRate as write } from "./store";

export const taxRateView = (r: TaxRateRow, productsCount: number) => ({
	id: r.id,
	name: r.name,
	rateBps: r.rateBps,
	productsCount,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});

/** Names are unique per workspace ignoring case: a taken one is 409 CONFLICT. */
async function unique<T>(name: string | undefined, run: () => Promise<T>) {
	try {
		return await run();
	} catch (err) {
		if (isUniqueViolation(err)) throw conflict(`A tax rate named "${name}" already exists`, "name");
		throw err;
	}
}

export async function createTaxRate(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateTaxRate>) {
	const now = Date.now();
	const row: TaxRateRow = {
		id: newId("taxr_", now),
		accountId: s.workspaceId,
		name: b.name,
		nameKey: b.name.toLowerCase(),
		rateBps: b.rateBps,
		createdAt: now,
		updatedAt: now,
	};
	await unique(b.name, () => insertTaxRate(ctx.env, row));
	return taxRateView(row, 0);
}

/** PATCH: a new rate applies to sales rung from now on; rung sales keep theirs. */
export async function updateTaxRate(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchTaxRate>) {
	const set: Partial<TaxRateRow> = { ...b, updatedAt: Date.now() };
	if (b.name !== undefined) set.nameKey = b.name.toLowerCase();
	const row = await unique(b.name, () => write(ctx.env, s, id, set));
	if (!row) throw notFound("tax rate");
	const now = await getTaxRate(ctx.env, s, id);
	return taxRateView(row, now?.productsCount ?? 0);
}

/** DELETE: refused (409 CONFLICT) while a product is taxed at it; sales keep their own copy of the rate. */
export async function deleteTaxRate(ctx: PosCtx, s: PosScope, id: string) {
	const r = await remove(ctx.env, s, id);
	if (r === "in_use") throw conflict("Products are taxed at this rate; give them another taxCategory first", "id");
	if (!r) throw notFound("tax rate");
}
