// confirm-pickup (spec 002 §3): books the courier and debits the shipping credit. The debit comes
// first, in the batch that claims the draft, so two racing confirms (or twenty against credit for
// five) can never spend more than the balance; a booking the aggregator refuses gives it back.
import { failedCheck } from "../../../platform/d1";
import { conflict, type PosCtx, type PosScope } from "../context";
import { CREDIT_SHORT, debitCredit, refundCredit } from "../credits/store";
import { courierClient } from "../integrations/courier";
import { locateBooking } from "../integrations/locate";
import { CourierError } from "../integrations/types";
import { courierFailure } from "../shipping/rates";
import { shipmentNotFound } from "./cancel-shipment";
import { bookingCharge, debitRef, refundRef } from "./domain";
import { getShipment, moveShipment, recordBooking, runBatch, type ShipmentRow } from "./store";
import { orderInput } from "./upstream";
import { shipmentView } from "./view";

export async function confirmPickup(ctx: PosCtx, s: PosScope, id: string) {
	const cur = await getShipment(ctx.env, s, id);
	if (!cur) throw shipmentNotFound();
	if (cur.status !== "draft") throw conflict(`The shipment is ${cur.status}; only a draft can be booked`);
	const now = Date.now();
	const claimed = await claim(ctx, s, cur, now);
	try {
		const order = await book(ctx, claimed);
		// The callback and the public tracker find the workspace through these (issue 38), written
		// before the booking is recorded: a callback arriving meanwhile finds the shard, then the row.
		await locateBooking(ctx.env, s.workspaceId, order.id, order.waybillId);
		const set = {
			waybillId: order.waybillId,
			upstreamOrderId: order.id,
			trackingUrl: order.trackingUrl,
			status: order.status,
			updatedAt: Date.now(),
		};
		try {
			await runBatch(ctx.env, recordBooking(ctx.env, s, claimed, claimed.opId as string, set));
		} catch (err) {
			// Cancelled while the courier was being booked: the cancel refunded; the booking goes too.
			if (failedCheck(err) !== "guard_state_changed") throw err;
			await courierClient(ctx.env)
				.cancelOrder(order.id, "cancelled before the booking was recorded")
				.catch(() => null);
			throw conflict("The shipment was cancelled while the courier was being booked");
		}
		return shipmentView({ ...claimed, ...set });
	} catch (err) {
		if (!(err instanceof CourierError)) throw err;
		await giveBack(ctx, s, claimed);
		throw courierFailure(err);
	}
}

/**
 * The aggregator's draft order becomes the booked order; a shipment without one (or whose draft the
 * aggregator no longer takes) is ordered directly from its own details. Our claim already makes the
 * confirm happen once, so a refused confirm means the draft is gone, not that it was booked twice.
 */
async function book(ctx: PosCtx, r: ShipmentRow) {
	const client = courierClient(ctx.env);
	if (r.upstreamDraftId) {
		try {
			return await client.confirmDraftOrder(r.upstreamDraftId);
		} catch (err) {
			// Deleted or unusable there (a refusal or not found): book the shipment's own details instead.
			if (!(err instanceof CourierError && (err.kind === "not_found" || err.kind === "rejected"))) throw err;
		}
	}
	return client.createOrder(orderInput(r));
}

/** draft → confirmed with the debit in the same batch; short credit or a lost race → 409, nothing kept. */
async function claim(ctx: PosCtx, s: PosScope, cur: ShipmentRow, now: number) {
	const charge = bookingCharge(cur);
	const booking = cur.booking + 1;
	const set = { status: "confirmed" as const, booking, charged: charge, opId: crypto.randomUUID(), updatedAt: now };
	try {
		await runBatch(ctx.env, [
			...moveShipment(ctx.env, s, cur, set),
			...debitCredit(ctx.env, s.workspaceId, {
				amount: charge,
				shipmentId: cur.id,
				ref: debitRef(cur.id, booking),
				now,
			}),
		]);
	} catch (err) {
		const check = failedCheck(err);
		if (check === CREDIT_SHORT)
			throw conflict(
				`Not enough shipping credit: this booking needs ${charge} (top up at POST /fulfillment/shipping-credits/topup)`,
			);
		if (check === "guard_state_changed") throw conflict("The shipment was changed by another request; read it again");
		throw err;
	}
	return { ...cur, ...set } as ShipmentRow;
}

/** The aggregator refused the booking: back to draft and the debit refunded, both once. */
async function giveBack(ctx: PosCtx, s: PosScope, claimed: ShipmentRow) {
	const now = Date.now();
	await runBatch(ctx.env, [
		...moveShipment(
			ctx.env,
			s,
			claimed,
			{ status: "draft", charged: 0, opId: crypto.randomUUID(), updatedAt: now },
			"booking refused",
		),
		...refundCredit(ctx.env, s.workspaceId, {
			amount: claimed.charged,
			shipmentId: claimed.id,
			ref: refundRef(claimed.id, claimed.booking),
			now,
		}),
	]).catch((err) => {
		// Cancelled meanwhile: the cancel already refunded this booking.
		if (failedCheck(err) !== "guard_state_changed") throw err;
	});
}
