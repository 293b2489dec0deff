import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { PayCtx, PayScope } from "../context";
import { workspaceNow } from "../ledger/clock";
import { metadataText } from "./routes/common";
import type { CreateCoupon } from "./routes/coupons";
import { type CouponRow, couponView, insertCoupon } from "./store";

/** A coupon (percentOff or amountOff, once / repeating / forever); redeemBy must be in the future. */
export async function createCoupon(ctx: PayCtx, s: PayScope, b: z.infer<typeof CreateCoupon>) {
	const now = await workspaceNow(ctx.env, s.workspaceId, s.environment);
	const redeemBy = b.redeemBy ? Date.parse(b.redeemBy) : null;
	if (redeemBy != null && redeemBy <= now)
		throw new ApiError(400, "validation_error", "redeemBy must be in the future", "redeemBy");
	const row: CouponRow = {
		id: newId("cpn_", now),
		name: b.name ?? null,
		percent_off: b.percentOff ?? null,
		amount_off: b.amountOff ?? null,
		currency: b.currency ?? null,
		duration: b.duration,
		duration_in_months: b.durationInMonths ?? null,
		max_redemptions: b.maxRedemptions ?? null,
		times_redeemed: 0,
		redeem_by: redeemBy,
		metadata: metadataText(b.metadata),
		created_at: now,
		updated_at: now,
	};
	await insertCoupon(ctx.env, s, row);
	return couponView(row, now);
}
