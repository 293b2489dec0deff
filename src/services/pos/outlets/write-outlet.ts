import type { z } from "@hono/zod-openapi";
import { newId } from "../../../platform/ids";
import { planOf } from "../../admin/public";
import { limitsOf } from "../access/plans";
import { limitReached, notFound, type PosCtx, type PosScope } from "../context";
import type { CreateOutlet, PatchOutlet } from "./schemas";
import { insertOutlet, type OutletRow, updateOutlet as write } from "./store";
import { outletView } from "./view";

const outletCap = async (ctx: PosCtx, s: PosScope) => limitsOf(await planOf(ctx.env, s.workspaceId, "pos")).outlets;

/** POST /outlets: an active outlet under the plan's outlet limit. */
export async function createOutlet(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateOutlet>) {
	const now = Date.now();
	const row: OutletRow = {
		id: newId("out_", now),
		accountId: s.workspaceId,
		name: b.name,
		address: b.address ?? null,
		phone: b.phone ?? null,
		timezone: b.timezone,
		taxRateBps: b.taxRateBps,
		taxInclusive: b.taxInclusive ? 1 : 0,
		serviceChargeBps: b.serviceChargeBps,
		serviceChargeTaxable: b.serviceChargeTaxable ? 1 : 0,
		serviceChargeBase: b.serviceChargeBase,
		receiptHeader: b.receiptHeader ?? null,
		receiptFooter: b.receiptFooter ?? null,
		returnWindowDays: b.returnWindowDays,
		isActive: 1,
		createdAt: now,
		updatedAt: now,
	};
	const cap = await outletCap(ctx, s);
	if (!(await insertOutlet(ctx.env, row, cap))) throw limitReached("active outlets", cap ?? 0);
	return outletView(row);
}

/** PATCH /outlets/{id} (also DELETE: isActive false). Reactivating counts against the limit. */
export async function updateOutlet(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchOutlet>) {
	const set: Partial<OutletRow> = { updatedAt: Date.now() };
	for (const [k, v] of Object.entries(b)) {
		if (v === undefined) continue;
		(set as Record<string, unknown>)[k] = typeof v === "boolean" ? (v ? 1 : 0) : v;
	}
	const cap = set.isActive === 1 ? await outletCap(ctx, s) : null;
	const row = await write(ctx.env, s, id, set, cap);
	if (row === "limit") throw limitReached("active outlets", cap ?? 0);
	if (!row) throw notFound("outlet");
	return outletView(row);
}
