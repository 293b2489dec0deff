import { z } from "@hono/zod-openapi";
import { multiLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import type { CreditTxRow } from "./store";

// Spec 002 "Shipping credit" (issue 20); limits from spec section 8 (top-up 10,000–10,000,000 IDR).

export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 10_000_000;
export const GRANT_MAX = 10_000_000;
export const CREDIT_TX_TYPES = ["topup", "grant", "debit", "refund"] as const;

export const Balance = z
	.object({ balance: z.number().int().openapi({ description: "Whole IDR; never below zero" }) })
	.openapi("PosShippingCreditBalance", {
		description: "The prepaid balance shipments are paid from (0 before any move)",
	});

export const TopupBody = z
	.strictObject({
		amount: z
			.number()
			.int()
			.min(TOPUP_MIN)
			.max(TOPUP_MAX)
			.openapi({ description: "Whole IDR, 10,000–10,000,000", example: 100_000 }),
	})
	.openapi("PosShippingCreditTopupRequest", { description: "Shipping credit to buy" });

export const Topup = z
	.object({
		id: z.string(),
		status: z.enum(["pending", "paid", "expired"]).openapi({
			description:
				"pending (as created) until the checkout is paid, then paid and the balance credited once; expired when the checkout lapses unpaid (after an hour), nothing credited",
		}),
		amount: z.number().int().openapi({ description: "Credit bought, whole IDR (integer rupiah)" }),
		checkoutUrl: z.string().openapi({ description: "The payments hosted checkout; credited once it is paid" }),
	})
	.openapi("PosShippingCreditTopup", { description: "A shipping-credit purchase through a payments hosted checkout" });

export const TxQuery = ListQuery.extend({ type: z.enum(CREDIT_TX_TYPES).optional() });

export const CreditTransaction = z
	.object({
		id: z.string(),
		type: z.enum(CREDIT_TX_TYPES).openapi({
			description:
				"topup: a paid top-up (+); grant: credit an operator granted (+); debit: a shipment's confirm-pickup (−); refund: a cancelled or rejected booking's debit given back (+)",
		}),
		amount: z.number().int().openapi({ description: "Signed whole IDR: a debit is negative" }),
		balanceAfter: z.number().int().openapi({
			description: "The balance right after this move, whole IDR: the previous row's balanceAfter + amount",
		}),
		shipmentId: z
			.string()
			.nullable()
			.openapi({ description: "The shipment (shp_…) of a debit or refund; null otherwise" }),
		reason: z.string().nullable().openapi({ description: "Why an operator granted the credit; null for other types" }),
		createdAt: z.string(),
	})
	.openapi("PosShippingCreditTransaction", {
		description: "One move of the shipping-credit balance, newest first in lists",
	});

export const txView = (r: CreditTxRow): z.infer<typeof CreditTransaction> => ({
	id: r.id,
	type: r.type,
	amount: r.amount,
	balanceAfter: r.balanceAfter,
	shipmentId: r.shipmentId,
	reason: r.reason,
	createdAt: new Date(r.createdAt).toISOString(),
});

/** The operator task's input (POST /admin/v1/maintenance/pos/shipping-credit-grant). */
export const GrantInput = z.strictObject({
	workspaceId: z.string().min(1).max(64),
	amount: z.number().int().min(1).max(GRANT_MAX),
	reason: multiLine(500),
});
