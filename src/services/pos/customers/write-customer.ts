import type { z } from "@hono/zod-openapi";
import { newId } from "../../../platform/ids";
import { notFound, type PosCtx, type PosScope } from "../context";
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
	await insertCustomer(ctx.env, row);
	return customerView(row);
}

export async function updateCustomer(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchCustomer>) {
	const row = await write(ctx.env, s, id, { ...b, updatedAt: Date.now() });
	if (!row) throw notFound("customer");
	return customerView(row);
}
