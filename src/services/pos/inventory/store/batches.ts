// Batches (lots with an expiry) of DB_POS: stocking one in, the newest-first list and the
// soonest-first expiring window. The stock statements themselves live in moves.ts.
import { and, asc, eq, gt, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import { failedCheck } from "../../../../platform/d1";
import { newestFirst } from "../../../../platform/keyset";
import type { PosScope } from "../../context";
import { inventoryBatches } from "../../schema";
import { type InRef, stockIn } from "./moves";

export type BatchRow = typeof inventoryBatches.$inferSelect;
const B = inventoryBatches;
const db = (env: Env) => drizzle(env.DB_POS);

const COLUMNS = `id, account_id AS accountId, outlet_id AS outletId, variant_id AS variantId, batch_number AS batchNumber,
	expires_at AS expiresAt, quantity, received_quantity AS receivedQuantity, created_at AS createdAt, updated_at AS updatedAt`;

/**
 * Stocks a batch in (level, movement and batch in one D1 batch) and reads the batch back inside the
 * same batch, so the answer is what this write left. "batch_expiry" when the number is already held
 * with another expiry (nothing written).
 */
export async function receiveBatch(
	env: Env,
	s: PosScope,
	i: { outletId: string; variantId: string; quantity: number; batch: { number: string; expiresAt: number } },
	ref: InRef,
	after: D1PreparedStatement[] = [],
): Promise<BatchRow | "batch_expiry"> {
	try {
		const res = await env.DB_POS.batch([
			...stockIn(env, s, i, ref),
			...after,
			env.DB_POS.prepare(
				`SELECT ${COLUMNS} FROM inventory_batches WHERE outlet_id = ? AND variant_id = ? AND batch_number = ?`,
			).bind(i.outletId, i.variantId, i.batch.number),
		]);
		return (res[res.length - 1].results as BatchRow[])[0];
	} catch (err) {
		if (failedCheck(err) === "guard_batch_expiry") return "batch_expiry";
		throw err;
	}
}

export const listBatches = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; outletId?: string; variantId?: string },
) =>
	newestFirst(
		db(env),
		B,
		s.workspaceId,
		q,
		q.outletId ? eq(B.outletId, q.outletId) : undefined,
		q.variantId ? eq(B.variantId, q.variantId) : undefined,
	);

/**
 * Batches still holding stock that expire at or before `until` (already expired ones included),
 * soonest first; one range read on inventory_batches_expiry (account_id, expires_at), keyset-paged
 * on (expiresAt, id) with the cursor's t carrying expiresAt.
 */
export const listExpiring = (
	env: Env,
	s: PosScope,
	q: { until: number; limit: number; after: Cursor | null; outletId?: string },
) =>
	db(env)
		.select()
		.from(B)
		.where(
			and(
				eq(B.accountId, s.workspaceId),
				lte(B.expiresAt, q.until),
				gt(B.quantity, 0),
				q.outletId ? eq(B.outletId, q.outletId) : undefined,
				q.after ? or(gt(B.expiresAt, q.after.t), and(eq(B.expiresAt, q.after.t), gt(B.id, q.after.id))) : undefined,
			),
		)
		.orderBy(asc(B.expiresAt), asc(B.id))
		.limit(q.limit + 1)
		.all();
