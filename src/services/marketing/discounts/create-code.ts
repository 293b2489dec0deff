import type { z } from "@hono/zod-openapi";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { planOf } from "../../admin/public";
import { limitsOf } from "../access/plans";
import type { MktCtx, MktScope } from "../context";
import { CODE_ALPHABET, isPercent, randomCode } from "./domain";
import type { CreateCode } from "./schemas";
import { insertManualCode } from "./store";
import { codeView } from "./view";

/** POST /discount-codes: a manual code under the plan's discountCodesLimit (one guarded INSERT). */
export async function createCode(ctx: MktCtx, s: MktScope, b: z.infer<typeof CreateCode>) {
	if (isPercent(b.rewardType) && b.value > 100)
		throw new ApiError(400, "invalid_value", "A percent reward is a whole percent from 1 to 100", "value");
	const now = Date.now();
	const expiresAt = b.expiresAt ? Date.parse(b.expiresAt) : null;
	if (expiresAt != null && expiresAt <= now)
		throw new ApiError(400, "invalid_value", "expiresAt is in the past", "expiresAt");
	const cap = limitsOf(await planOf(ctx.env, s.workspaceId, "mkt")).discountCodesLimit;
	// A generated code that collides (1 in 31^8 per existing code) is drawn again.
	for (let attempt = 0; attempt < 3; attempt++) {
		const row = {
			id: newId("dc_", now),
			accountId: s.workspaceId,
			code: b.code ?? randomCode(CODE_ALPHABET, 8),
			source: "manual" as const,
			rewardType: b.rewardType,
			value: b.value,
			currency: b.currency,
			customerId: null,
			attributionId: null,
			earnedSessionId: null,
			maxUsesTotal: b.maxUsesTotal ?? null,
			maxUsesPerCustomer: b.maxUsesPerCustomer ?? null,
			usedCount: 0,
			expiresAt,
			opId: null,
			createdAt: now,
		};
		try {
			if (!(await insertManualCode(ctx.env, row, cap)))
				throw new ApiError(403, "quota_exceeded", `The plan allows ${cap} discount code(s); upgrade for more`);
			return codeView(row);
		} catch (err) {
			if (!isUniqueViolation(err)) throw err;
			if (b.code) throw new ApiError(409, "code_exists", `The code ${b.code} already exists in this workspace`, "code");
		}
	}
	throw new ApiError(409, "code_exists", "Could not draw a free code; retry");
}
