import type { z } from "@hono/zod-openapi";
import { newId } from "../../../platform/ids";
import { notFound, type PosCtx, type PosScope } from "../context";
import type { CreateSupplier, PatchSupplier } from "./schemas";
import { insertSupplier, type SupplierRow, supplierView, updateSupplier as write } from "./store";

export async function createSupplier(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateSupplier>) {
	const now = Date.now();
	const row: SupplierRow = {
		id: newId("sup_", now),
		accountId: s.workspaceId,
		name: b.name,
		contactName: b.contactName ?? null,
		phone: b.phone ?? null,
		email: b.email ?? null,
		address: b.address ?? null,
		note: b.note ?? null,
		isActive: b.isActive === false ? 0 : 1,
		createdAt: now,
		updatedAt: now,
	};
	await insertSupplier(ctx.env, row);
	return supplierView(row);
}

/** PATCH /suppliers/{id}; DELETE is isActive false. */
export async function updateSupplier(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchSupplier>) {
	const { isActive, ...rest } = b;
	const row = await write(ctx.env, s, id, {
		...rest,
		...(isActive === undefined ? {} : { isActive: isActive ? 1 : 0 }),
		updatedAt: Date.now(),
	});
	if (!row) throw notFound("supplier");
	return supplierView(row);
}
