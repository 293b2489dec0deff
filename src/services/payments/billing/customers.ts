import { newId } from "../../../platform/ids";
import type { PayCtx, PayScope } from "../context";
import { scopeNow } from "../ledger/clock";
import { metadataText } from "./routes/common";
import { type CustomerRow, customerView, getRow } from "./store";
import { insertCustomer, updateCustomer as storeUpdate } from "./store/customers";

export interface CustomerFields {
	email?: string | null;
	name?: string | null;
	phone?: string | null;
	externalId?: string | null;
	metadata?: Record<string, string> | null;
}

/** POST /v1/customers. */
export async function createCustomer(ctx: PayCtx, s: PayScope, b: CustomerFields) {
	const now = await scopeNow(ctx.env, s);
	const row: CustomerRow = {
		id: newId("cus_", now),
		email: b.email ?? null,
		name: b.name ?? null,
		phone: b.phone ?? null,
		external_id: b.externalId ?? null,
		metadata: metadataText(b.metadata),
		created_at: now,
		updated_at: now,
	};
	await insertCustomer(ctx.env, s, row);
	return customerView(row);
}

/** POST /v1/customers/{id}: the fields sent, the others kept. */
export async function updateCustomer(ctx: PayCtx, s: PayScope, id: string, b: CustomerFields) {
	const cur = await getRow<CustomerRow>(ctx.env, s, "customers", id);
	const now = await scopeNow(ctx.env, s);
	const next: CustomerRow = {
		...cur,
		email: b.email !== undefined ? b.email : cur.email,
		name: b.name !== undefined ? b.name : cur.name,
		phone: b.phone !== undefined ? b.phone : cur.phone,
		external_id: b.externalId !== undefined ? b.externalId : cur.external_id,
		metadata: b.metadata !== undefined ? metadataText(b.metadata) : cur.metadata,
		updated_at: now,
	};
	await storeUpdate(ctx.env, s, next);
	return customerView(next);
}
