import type { z } from "@hono/zod-openapi";
import { conflict, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { getOutlet } from "../outlets/store";
import { openShiftOf } from "../shifts/store";
import { localDate } from "./domain";
import type { CompleteSale } from "./schemas";
import { commit, completion, newEventId, rulesFor, saleNotFound, settle } from "./settle";
import { getSale, insertPayments, moveSale, type SaleRow, shiftStillOpen } from "./store";
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
	const [outlet, shift, rules] = await Promise.all([
		getOutlet(ctx.env, s, cur.sale.outletId),
		openShiftOf(ctx.env, s, cur.sale.outletId),
		rulesFor(
			ctx,
			s,
			cur.items.map((i) => i.variantId),
		),
	]);
	const now = Date.now();
	const paid = settle(cur.sale, b.payments);
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
	await dispatchPosEvents(ctx.env, ctx.exec, [eventId]);
	return view;
}
