import { iso } from "../../../platform/encoding";
import type { DiscountCodeRow } from "./store";

export const codeView = (r: DiscountCodeRow) => ({
	id: r.id,
	code: r.code,
	source: r.source,
	rewardType: r.rewardType,
	value: r.value,
	currency: r.currency,
	customerId: r.customerId,
	maxUsesTotal: r.maxUsesTotal,
	maxUsesPerCustomer: r.maxUsesPerCustomer,
	usedCount: r.usedCount,
	expiresAt: iso(r.expiresAt),
	createdAt: new Date(r.createdAt).toISOString(),
});
