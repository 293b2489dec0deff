import type { z } from "@hono/zod-openapi";
import { newId } from "../../../platform/ids";
import { notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents, posEventInsert } from "../events";
import type { CreateCustomer, PatchCustomer } from "./schemas";
import { type CustomerRow, insertCustomer, updateCustomer as write } from "./store";
import { customerView } from "./view";

export async function createCustomer(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateCustomer>) {
	const now = Date.now();
	const row: CustomerRow = {
		id: newId("cus_", now),
		accountId: s.workspaceId,
		name: b.name,
		phone: b.phone ?? null,
		email: b.email ?? null,
		note: b.note ?? null,
		loyaltyBalance: 0,
		opId: null,
		createdAt: now,
		updatedAt: now,
	};
	const view = customerView(row);
	const id = newId("evt_", now);
	const event = posEventInsert(ctx.env, {
		id,
		type: "pos.customer.created.v1",
		accountId: s.workspaceId,
		occurredAt: now,
		data: view,
	});
	await insertCustomer(ctx.env, row, event);
	await dispatchPosEvents(ctx.env, ctx.exec, [id]);
	return view;
}

export async function updateCustomer(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchCustomer>) {
	const now = Date.now();
	const eventId = newId("evt_", now);
	const row = await write(ctx.env, s, id, { ...b, updatedAt: now }, eventId);
	if (!row) throw notFound("customer");
	await dispatchPosEvents(ctx.env, ctx.exec, [eventId]);
	return customerView(row);
}
