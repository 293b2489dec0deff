import { iso } from "../../../platform/encoding";
import { planName } from "./plans";
import type { BillingInvoiceRow, BillingSubscriptionRow } from "./store";

/** The subscription view (spec §2); no row reads free and active with null dates. */
export function subscriptionView(row: BillingSubscriptionRow | null, platformPlan: string) {
	const internal = platformPlan === "forjio_internal";
	if (!row)
		return {
			plan: internal ? "forjio_internal" : "free",
			planName: planName(internal ? "forjio_internal" : "free"),
			isForjioInternal: internal,
			status: "active" as const,
			currentPeriodStart: null,
			currentPeriodEnd: null,
			cancelAt: null,
		};
	return {
		plan: row.plan,
		planName: planName(row.plan),
		isForjioInternal: internal,
		status: row.status,
		currentPeriodStart: iso(row.currentPeriodStart),
		currentPeriodEnd: iso(row.currentPeriodEnd),
		cancelAt: iso(row.cancelAt),
	};
}

export const invoiceView = (r: BillingInvoiceRow) => ({
	id: r.id,
	plan: r.plan,
	amount: r.amount,
	currency: r.currency,
	status: r.status,
	paidAt: iso(r.paidAt),
	receiptUrl: r.receiptUrl,
	createdAt: new Date(r.createdAt).toISOString(),
});
