import type { z } from "@hono/zod-openapi";
import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { discountAmount, unusableReason } from "./domain";
import type { Redeem } from "./schemas";
import { codeByText, customerUses, redeem } from "./store";

const notUsable = (m: string) => new ApiError(409, "code_not_usable", m, "code");

/** POST /discount-codes/redeem: one counted use, or why not. */
export async function redeemCode(ctx: MktCtx, s: MktScope, b: z.infer<typeof Redeem>) {
	const code = await codeByText(ctx.env, s, b.code);
	if (!code) throw notFound("discount code");
	const { uses, previous } = await customerUses(ctx.env, code.id, b.customerId, b.checkoutSessionId);
	if (previous) return { discountCodeId: code.id, discountAmount: previous.discountAmount };
	const now = Date.now();
	const why = unusableReason(code, { ...b, now, customerUses: uses, maxUsesPerCustomer: code.maxUsesPerCustomer });
	if (why) throw notUsable(why);
	const off = discountAmount(code.rewardType, code.value, b.amount);
	const row = {
		id: newId("dr_", now),
		accountId: s.workspaceId,
		codeId: code.id,
		customerId: b.customerId,
		checkoutSessionId: b.checkoutSessionId,
		amount: b.amount,
		discountAmount: off,
		currency: b.currency,
		createdAt: now,
	};
	if (!(await redeem(ctx.env, s, row, crypto.randomUUID(), now)))
		throw notUsable("The code was used up or expired a moment ago");
	return { discountCodeId: code.id, discountAmount: off };
}
