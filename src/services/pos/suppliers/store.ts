import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { iso } from "../../../platform/encoding";
import type { PosScope } from "../context";
import { suppliers } from "../schema";

export type SupplierRow = typeof suppliers.$inferSelect;
const S = suppliers;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(S.accountId, s.workspaceId), eq(S.id, id));

export const insertSupplier = (env: Env, row: SupplierRow) => db(env).insert(S).values(row).run();
export const getSupplier = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(S).where(mine(s, id)).get()) ?? null;
export const listSuppliers = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(S)
		.where(and(eq(S.accountId, s.workspaceId), olderThan(S.createdAt, S.id, after)))
		.orderBy(desc(S.createdAt), desc(S.id))
		.limit(limit + 1)
		.all();
export const updateSupplier = async (env: Env, s: PosScope, id: string, set: Partial<SupplierRow>) =>
	(await db(env).update(S).set(set).where(mine(s, id)).returning())[0] ?? null;

export const supplierView = (r: SupplierRow) => ({
	id: r.id,
	name: r.name,
	contactName: r.contactName,
	phone: r.phone,
	email: r.email,
	address: r.address,
	note: r.note,
	isActive: !!r.isActive,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
