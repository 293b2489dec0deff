import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { EMAIL_MAX, isValidEmail, normaliseEmail } from "../contacts/domain/identity";
import { BILLING_CURRENCIES, PAID_PLANS } from "./plans";

// Spec 001 §2 "Billing resources", §4 "Billing", §8.

export const INVOICES_DEFAULT = 20;
export const INVOICES_MAX = 50;

export const PlanEntry = z
	.object({
		id: z.string(),
		name: z.string(),
		price: z.number().int(),
		currency: z.string(),
		features: z.array(z.string()),
	})
	.openapi("MktPlanEntry");

export const CurrentPlan = z
	.object({
		plan: z.string(),
		planName: z.string(),
		isForjioInternal: z.boolean(),
		contactsLimit: z.number().int(),
		rateLimit: z.number().int(),
		pixelsEnabled: z.boolean(),
		feedsEnabled: z.boolean(),
		blogPostsLimit: z.number().int(),
		discountCodesLimit: z.number().int(),
		referralProgramsLimit: z.number().int(),
		billingCycleEnd: z.string().nullable(),
	})
	.openapi("MktCurrentPlan");

export const SubscriptionView = z
	.object({
		plan: z.string(),
		planName: z.string(),
		isForjioInternal: z.boolean(),
		status: z.enum(["active", "canceling", "canceled", "past_due", "incomplete"]),
		currentPeriodStart: z.string().nullable(),
		currentPeriodEnd: z.string().nullable(),
		cancelAt: z.string().nullable(),
	})
	.openapi("MktBillingSubscription");

export const Usage = z
	.object({
		plan: z.string(),
		contacts: z.number().int(),
		contactsLimit: z.number().int(),
		discountsRedeemed: z.number().int(),
		remindersSent: z.number().int(),
		referralAttributions: z.number().int(),
		blogPostsPublished: z.number().int(),
		resetAt: z.string(),
	})
	.openapi("MktUsage");

export const Invoice = z
	.object({
		id: z.string(),
		plan: z.string(),
		amount: z.number().int(),
		currency: z.string(),
		status: z.enum(["open", "paid", "void", "uncollectible"]),
		paidAt: z.string().nullable(),
		receiptUrl: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("MktInvoice");

export const InvoicePage = z
	.object({ data: z.array(Invoice), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("MktInvoicePage");

/** limit: default 20, over 50 clamped to 50, under 1 refused (spec §8: no lower clamp). */
export const InvoiceQuery = z.object({
	limit: z.coerce
		.number()
		.int()
		.min(1, "limit is at least 1")
		.default(INVOICES_DEFAULT)
		.transform((n) => Math.min(INVOICES_MAX, n))
		.openapi({ param: { name: "limit", in: "query" }, example: 20 }),
	cursor: z.string().max(500).optional(),
});

export const Checkout = z
	.strictObject({
		plan: z
			.string()
			.max(20)
			.transform((p) => p.toLowerCase())
			.pipe(z.enum(PAID_PLANS, "plan must be STARTER, GROWTH or SCALE"))
			.openapi({ example: "GROWTH" }),
		email: z
			.string()
			.max(EMAIL_MAX)
			.transform(normaliseEmail)
			.refine(isValidEmail, "email must be a valid address")
			.optional(),
		name: singleLine(200, { trim: true }).optional(),
		currency: z.enum(BILLING_CURRENCIES).optional(),
	})
	.openapi("MktCheckout");

export const CheckoutResult = z
	.object({ subscriptionId: z.string(), invoiceId: z.string(), checkoutSessionId: z.string(), checkoutUrl: z.string() })
	.openapi("MktCheckoutResult");

export const BillingConfig = z
	.strictObject({
		accountId: z.string().min(1).max(64),
		environment: z.enum(["test", "live"]).default("test"),
	})
	.openapi("MktBillingConfig");

export const BillingConfigResult = z
	.object({
		accountId: z.string(),
		environment: z.string(),
		prices: z.array(
			z.object({
				plan: z.string(),
				currency: z.string(),
				amount: z.number().int(),
				payPlanId: z.string(),
				payPriceId: z.string(),
			}),
		),
	})
	.openapi("MktBillingConfigResult");

export const CHECKOUT_DOC =
	"Opens a hosted checkout for a paid plan (STARTER, GROWTH or SCALE; any case). email defaults to the access token's (a signed key has none: send it). Currency: an explicit IDR or USD wins; otherwise Edge-IPCountry ID, XX, T1 or none bills IDR and any other country USD (in production the edge sets the header, not the client). The first invoice is listed at once (open); the plan changes when payment is confirmed. 503 PLAN_NOT_CONFIGURED before a platform admin has configured billing (PUT /billing/config); 500 CHECKOUT_FAILED when payments refuses (nothing is left billing).";
