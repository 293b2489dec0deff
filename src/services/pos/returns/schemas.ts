import { z } from "@hono/zod-openapi";
import { multiLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { PAYMENT_METHODS, QUANTITY_MAX } from "../sales/domain";
import { SaleTax } from "../tax/schemas";

// Returns and refunds (issue 43): what the till sends; every amount is computed on the server.

/** A return's lines and refunds stay well inside one D1 batch (a sale has at most 100 lines). */
export const MAX_RETURN_ITEMS = 100;
export const MAX_REFUNDS = 10;
const Id = z.string().min(1).max(80);

const ReturnItemIn = z
	.strictObject({
		saleItemId: Id.openapi({
			description: "The sale line returned: its id as the sale shows it (txn_…_i0); another sale's → 400",
			example: "txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD_i0",
		}),
		quantity: z
			.number()
			.int()
			.min(1)
			.max(QUANTITY_MAX)
			.openapi({ description: "Units returned, at least 1 and at most what is left of the line (else 409)" }),
		restock: z.boolean().openapi({
			description:
				"true: the units go back on the shelf (a return movement at the sale's outlet, into the batch they were sold from); false: damaged or consumed, stock stays as it is",
		}),
		reason: multiLine(200, { min: 0 }).nullable().optional().openapi({
			description: "Why it came back, at most 200 characters (printed on the return receipt)",
			example: "Salah ukuran",
		}),
	})
	.openapi("PosReturnItemInput", { description: "A line of the sale being returned, in part or whole" });

const RefundIn = z
	.strictObject({
		method: z.enum(PAYMENT_METHODS).openapi({ description: "One of the ways the sale was paid (else 400)" }),
		amount: z.number().int().min(1).max(1_000_000_000).openapi({ description: "Whole IDR given back this way" }),
	})
	.openapi("PosRefundInput", { description: "How part of a return's money goes back" });

export const CreateReturn = z
	.strictObject({
		items: z.array(ReturnItemIn).min(1).max(MAX_RETURN_ITEMS).openapi({ description: "The lines returned, 1–100" }),
		refunds: z.array(RefundIn).min(1).max(MAX_REFUNDS).optional().openapi({
			description:
				"How the money goes back, adding up to the return's total exactly (else 400), never more of a method than the sale was paid by it. Left out: back to the sale's payments in the order they were paid",
		}),
		note: multiLine(500, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: "Free text printed on the return receipt, at most 500 characters" }),
	})
	.openapi("PosCreateReturn", { description: "A return of some of a sale's lines; the server prices it" });
export type CreateReturnBody = z.infer<typeof CreateReturn>;

export const ReturnParams = z.object({
	id: z
		.string()
		.min(1)
		.max(80)
		.openapi({ param: { name: "id", in: "path" }, description: "The sale (txn_…)" }),
	returnId: z
		.string()
		.min(1)
		.max(80)
		.openapi({ param: { name: "returnId", in: "path" }, description: "The return (ret_…)" }),
});
export const ReturnListQuery = ListQuery;

const money = (description: string, example?: number) => z.number().int().openapi({ description, example });

export const ReturnItem = z
	.object({
		saleItemId: z.string().openapi({ description: "The sale line (txn_…_iN)" }),
		productId: z.string(),
		variantId: z.string(),
		name: z.string().openapi({ description: "The line's name as rung" }),
		quantity: z.number().int().openapi({ description: "Units returned" }),
		restock: z.boolean().openapi({ description: "Whether they went back into stock" }),
		reason: z.string().nullable(),
		total: money("This return's share of the line's total (after its item discount), whole IDR"),
		orderDiscountShare: money("Its share of the line's part of the order discount"),
		serviceCharge: money("Its share of the line's service charge"),
		taxable: money("Its share of the line's taxable amount"),
		tax: money("Its share of the line's tax"),
		refund: money("What it gives back: total − orderDiscountShare + serviceCharge (+ tax when exclusive)"),
	})
	.openapi("PosReturnItem", { description: "A line of a return with its pro-rated amounts" });

export const Refund = z
	.object({
		id: z.string().openapi({ description: "The refund (the return's id and _r with its position)" }),
		method: z.enum(PAYMENT_METHODS),
		amount: money("Whole IDR given back"),
		paymentId: z.string().nullable().openapi({
			description: "The Pasar payments payment refunded (py_…); null for cash and payments taken elsewhere",
		}),
		paymentsRefundId: z.string().nullable().openapi({
			description: "The Pasar payments refund (re_…) once made; GET /pay/v1/refunds/{id} shows it",
		}),
		status: z.enum(["pending", "succeeded", "failed"]).openapi({
			description:
				"succeeded: handed back (cash and other methods are when the return is made); pending: Pasar payments has not answered yet (sending the same Idempotency-Key again asks again); failed: payments refused it (failureReason), give it back another way",
		}),
		failureReason: z.string().nullable(),
	})
	.openapi("PosRefund", { description: "How part of a return's money went back" });

export const SaleReturn = z
	.object({
		id: z.string().openapi({ example: "ret_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		saleId: z.string(),
		outletId: z.string(),
		shiftId: z.string().nullable().openapi({
			description: "The outlet's open shift when it was made (its cash refunds left that drawer); null when none",
		}),
		items: z.array(ReturnItem),
		refunds: z.array(Refund),
		subtotal: money("Σ the lines' total shares"),
		orderDiscount: money("Σ their order discount shares"),
		serviceCharge: money("Σ their service charge shares"),
		taxTotal: money("Σ their tax shares (given back: included in total when the sale's prices held tax)"),
		total: money("What the return gives back: Σ the lines' refunds = Σ the refunds", 22_200),
		taxes: z.array(SaleTax).openapi({ description: "The tax given back, one entry per rate" }),
		pointsTaken: money("Loyalty points taken back from the customer: what the sale's net total no longer earns"),
		note: z.string().nullable(),
		staffId: z.string().nullable().openapi({ description: "The staff member who made it (the key's); null for none" }),
		approvedBy: z.string().nullable().openapi({
			description: "The manager whose approval let a refund over the threshold through; null when none was needed",
		}),
		returnedAt: z.string(),
	})
	.openapi("PosSaleReturn", { description: "A return of some of a sale's lines and its refunds (ret_…)" });
