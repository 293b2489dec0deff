import type { z } from "@hono/zod-openapi";
import { conflict, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { localDate } from "./domain";
import type { CompleteSale } from "./schemas";
import { commit, completion, linkPayments, newEventId, saleNotFound, settle, withComponents } from "./settle";
import { getSale, insertPayments, moveSale, type SaleRow, saleInputs, shiftStillOpen } from "./store";
import { saleView } from "./view";

/**
 * POST /sales/{id}/complete: a PARKED bill is paid. It is sold now (soldAt, the report day) and
 * lands in the outlet's open shift now, whichever shift it was parked in; stock is taken now.
 */
export async function completeSale(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof CompleteSale>) {
	const cur = await getSale(ctx.env, s, id);
	if (!cur) throw saleNotFound();
	if (cur.sale.status !== "PARKED")
		throw conflict(`The sale is ${cur.sale.status}; only a PARKED sale can be completed`);
	const variantIds = cur.items.map((i) => i.variantId);
	const { outlet, shift, info } = await saleInputs(ctx.env, s, { outletId: cur.sale.outletId, variantIds });
	const rules = await withComponents(ctx, s, info);
	const now = Date.now();
	const paid = settle(cur.sale, b.payments);
	await linkPayments(ctx, s, paid.rows);
	const opId = crypto.randomUUID();
	const set = {
		status: "COMPLETED" as const,
		shiftId: shift?.id ?? null,
		changeTotal: paid.changeTotal,
		cashTotal: paid.cashTotal,
		pointsEarned: paid.pointsEarned,
		soldAt: now,
		soldDate: localDate(now, outlet?.timezone ?? "Asia/Jakarta"),
		completedAt: now,
		updatedAt: now,
		opId,
	};
	const sale: SaleRow = { ...cur.sale, ...set };
	const view = saleView(sale, cur.items, paid.rows, cur.customer);
	const eventId = newEventId(now);
	const done = completion(ctx, s, sale, cur.items, rules, view, eventId);
	await commit(
		ctx,
		[
			...moveSale(ctx.env, s, id, ["PARKED"], set),
			...insertPayments(ctx.env, paid.rows),
			...(sale.shiftId ? [shiftStillOpen(ctx.env, sale.shiftId)] : []),
			...done.statements,
		],
		{ outletId: sale.outletId, takes: done.takes },
	);
	await dispatchPosEvents(ctx.env, ctx.exec, done.eventIds);
	return view;
}
