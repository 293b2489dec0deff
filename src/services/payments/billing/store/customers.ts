import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { PayScope } from "../../context";
import { customers } from "../../schema";
import type { CustomerRow } from "../rows";

const columns = (r: CustomerRow) => ({
	email: r.email,
	name: r.name,
	phone: r.phone,
	externalId: r.external_id,
	metadata: r.metadata,
	updatedAt: r.updated_at,
});

export async function insertCustomer(env: Env, s: PayScope, r: CustomerRow) {
	await drizzle(env.DB_PAY)
		.insert(customers)
		.values({ id: r.id, accountId: s.workspaceId, environment: s.environment, createdAt: r.created_at, ...columns(r) });
}

export async function updateCustomer(env: Env, s: PayScope, r: CustomerRow) {
	await drizzle(env.DB_PAY)
		.update(customers)
		.set(columns(r))
		.where(
			and(eq(customers.id, r.id), eq(customers.accountId, s.workspaceId), eq(customers.environment, s.environment)),
		);
}
