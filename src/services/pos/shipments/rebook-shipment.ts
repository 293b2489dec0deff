import { failedCheck } from "../../../platform/d1";
import { conflict, type PosCtx, type PosScope } from "../context";
import { courierClient } from "../integrations/courier";
import { viaCourier } from "../shipping/rates";
import { shipmentNotFound } from "./cancel-shipment";
import { insuredValue } from "./domain";
import { quote } from "./quote";
import type { RebookBody } from "./schemas";
import { getShipment, moveShipment, runBatch } from "./store";
import { orderInput } from "./upstream";
import { shipmentView } from "./view";

/** POST /shipments/{id}/rebook: a cancelled shipment becomes a draft again, re-quoted, with the overrides sent. */
export async function rebookShipment(ctx: PosCtx, s: PosScope, id: string, b: RebookBody) {
	const cur = await getShipment(ctx.env, s, id);
	if (!cur) throw shipmentNotFound();
	if (cur.status !== "cancelled") throw conflict(`The shipment is ${cur.status}; only a cancelled one can be rebooked`);
	const changed = b.courierCode !== undefined || b.courierServiceCode !== undefined;
	const pick = {
		courierCode: b.courierCode ?? cur.courierCode,
		courierServiceCode: b.courierServiceCode ?? cur.courierServiceCode,
		// Another service has its own type; an unchanged one keeps the stored type unless one is sent.
		courierType: b.courierType !== undefined ? b.courierType : changed ? null : cur.courierType,
		insured: b.insured ?? !!cur.insured,
		insurance: b.insurance ?? cur.insurance,
	};
	const q = await quote(ctx, {
		...pick,
		insurance: insuredValue(pick),
		price: b.price,
		originPostalCode: JSON.parse(cur.origin).postalCode,
		destinationPostalCode: JSON.parse(cur.destination).postalCode,
		items: JSON.parse(cur.items),
	});
	const now = Date.now();
	const draft = await viaCourier(() =>
		courierClient(ctx.env).createDraftOrder(
			orderInput({ ...cur, ...pick, insured: pick.insured ? 1 : 0, courierType: q.courierType, price: q.price }),
		),
	);
	const set = {
		...pick,
		insured: pick.insured ? 1 : 0,
		courierType: q.courierType,
		price: q.price,
		duration: q.duration,
		status: "draft" as const,
		waybillId: null,
		upstreamDraftId: draft.id,
		upstreamOrderId: null,
		trackingUrl: null,
		charged: 0,
		cancelReason: null,
		opId: crypto.randomUUID(),
		updatedAt: now,
	};
	try {
		await runBatch(ctx.env, moveShipment(ctx.env, s, cur, set, "rebooked"));
	} catch (err) {
		if (failedCheck(err) === "guard_state_changed")
			throw conflict("The shipment was changed by another request; read it again");
		throw err;
	}
	return shipmentView({ ...cur, ...set });
}
