import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { EMAIL_MAX, isValidEmail, normaliseEmail } from "../contacts/domain/identity";
import { BILLING_CURRENCIES, PAID_PLANS } from "./plans";

// Spec 001 §2 "Billing resources", §4 "Billing", §8.

export const INVOICES_DEFAULT = 20;
export const INVOICES_MAX = 50;

const LIMIT = " (-1: unlimited)";
const PLAN = "The plan: free, starter, growth or scale; forjio_internal for an internal workspace (every limit lifted)";
const PLAN_NAME = "The plan's display name (Free, Starter, Growth, Scale, Internal)";
const INTERNAL = "true for an internal workspace: plan forjio_internal, every limit lifted";

export const PlanEntry = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: "The plan's display name" }),
		price: z.number().int().openapi({
			description:
				"The monthly list price in minor units of currency (IDR, which has no decimals: 299000 is Rp 299.000); 0 for free. USD prices are chosen at checkout",
		}),
		currency: z.string().openapi({ description: "The currency of price: always IDR here (ISO 4217)" }),
		features: z.array(z.string()).openapi({
			description:
				"What the plan includes, in words, those of the plans below it included (500 contacts, Product feeds, ...)",
		}),
	})
	.openapi("MktPlanEntry");

export const CurrentPlan = z
	.object({
		plan: z.string().openapi({ description: `${PLAN}; the platform plan setting (default free)` }),
		planName: z.string().openapi({ description: PLAN_NAME }),
		isForjioInternal: z.boolean().openapi({ description: INTERNAL }),
		contactsLimit: z
			.number()
			.int()
			.openapi({
				description: `How many contacts the workspace may hold (free 500, starter 10000, growth 50000)${LIMIT}; creating one more is 403 QUOTA_EXCEEDED`,
			}),
		rateLimit: z
			.number()
			.int()
			.openapi({
				description: `API requests per workspace per minute (free 300, starter 600, growth 1200, scale 3000)${LIMIT}`,
			}),
		pixelsEnabled: z
			.boolean()
			.openapi({ description: "Whether pixels and the conversion API are included (starter and up)" }),
		feedsEnabled: z.boolean().openapi({ description: "Whether product feeds are included (growth and up)" }),
		blogPostsLimit: z
			.number()
			.int()
			.openapi({ description: `Blog posts a month (free 1, starter 25)${LIMIT}` }),
		discountCodesLimit: z
			.number()
			.int()
			.openapi({
				description: `Manual discount codes the workspace may hold (free 1)${LIMIT}; referral codes are not counted`,
			}),
		campaignSendsLimit: z
			.number()
			.int()
			.openapi({
				description: `Campaign recipients a UTC month (free 1000, starter 20000, growth 100000, scale 500000)${LIMIT}; a send that would pass it is 403 QUOTA_EXCEEDED before anything goes out`,
			}),
		referralProgramsLimit: z
			.number()
			.int()
			.openapi({
				description: `Referral programs the plan allows (free and starter 1, growth 5)${LIMIT}; reported only: a workspace has one program`,
			}),
		billingCycleEnd: z.string().nullable().openapi({
			description:
				"End of the current paid billing period (ISO 8601, UTC); null without a subscription or once it is canceled",
		}),
	})
	.openapi("MktCurrentPlan");

export const SubscriptionView = z
	.object({
		plan: z.string().openapi({ description: `${PLAN}; free when the workspace has no subscription` }),
		planName: z.string().openapi({ description: PLAN_NAME }),
		isForjioInternal: z.boolean().openapi({ description: INTERNAL }),
		status: z.enum(["active", "canceling", "canceled", "past_due", "incomplete"]).openapi({
			description:
				"active: in force (also when there is no subscription); canceling: canceled at the period end, access continues until currentPeriodEnd; canceled: ended, the plan fell back to free; past_due: a renewal is unpaid; incomplete: the first payment has not completed",
		}),
		currentPeriodStart: z
			.string()
			.nullable()
			.openapi({ description: "Start of the current billing period (ISO 8601, UTC); null without a subscription" }),
		currentPeriodEnd: z.string().nullable().openapi({
			description:
				"End of the current billing period, when it renews or a cancellation takes effect (ISO 8601, UTC); null without a subscription",
		}),
		cancelAt: z.string().nullable().openapi({
			description:
				"Reserved for the date a scheduled cancellation takes effect; null (a canceling subscription ends at currentPeriodEnd)",
		}),
	})
	.openapi("MktBillingSubscription");

export const Usage = z
	.object({
		plan: z.string().openapi({ description: PLAN }),
		contacts: z.number().int().openapi({ description: "Contacts the workspace holds now" }),
		contactsLimit: z
			.number()
			.int()
			.openapi({ description: `The plan's contact cap${LIMIT}` }),
		discountsRedeemed: z.number().int().openapi({ description: "Discount-code redemptions this UTC month" }),
		remindersSent: z
			.number()
			.int()
			.openapi({ description: "Reminders (such as abandoned-cart messages) sent this UTC month" }),
		referralAttributions: z
			.number()
			.int()
			.openapi({ description: "Referees attributed (referral signups) this UTC month" }),
		blogPostsPublished: z.number().int().openapi({ description: "Blog posts published this UTC month" }),
		campaignSends: z.number().int().openapi({
			description:
				"Campaign recipients this UTC month: counted when a send starts, given back for those a cancel or failure left unsent",
		}),
		campaignSendsLimit: z
			.number()
			.int()
			.openapi({ description: `The plan's monthly campaign recipients${LIMIT}` }),
		resetAt: z.string().openapi({
			description: "When the monthly counters start again from 0: the first instant of next month (ISO 8601, UTC)",
		}),
	})
	.openapi("MktUsage");

export const Invoice = z
	.object({
		id: z.string(),
		plan: z.string().openapi({ description: "The paid plan billed: starter, growth or scale" }),
		amount: z.number().int().openapi({
			description: "The amount billed for the month, in minor units of currency (IDR has no decimals; USD in cents)",
		}),
		currency: z.string().openapi({ description: "The currency billed, IDR or USD (ISO 4217), as chosen at checkout" }),
		status: z.enum(["open", "paid", "void", "uncollectible"]).openapi({
			description:
				"open: awaiting payment (the first invoice is listed open at checkout); paid: settled; void and uncollectible: closed unpaid",
		}),
		paidAt: z.string().nullable().openapi({ description: "When it was paid (ISO 8601, UTC); null until paid" }),
		receiptUrl: z
			.string()
			.nullable()
			.openapi({ description: "The hosted invoice page, which shows it paid; null until paid" }),
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
			.openapi({
				description: "The paid plan to subscribe to: STARTER, GROWTH or SCALE (any case). Required",
				example: "GROWTH",
			}),
		email: z
			.string()
			.max(EMAIL_MAX)
			.transform(normaliseEmail)
			.refine(isValidEmail, "email must be a valid address")
			.optional()
			.openapi({
				description:
					"The billing email the invoice goes to. Omitted: the access token's email (a signed key has none: then it is required, else 400 VALIDATION)",
			}),
		name: singleLine(200, { trim: true }).optional().openapi({
			description:
				"The billing name on the invoice, one line of 1-200 characters; used when the billing customer is first made",
		}),
		currency: z.enum(BILLING_CURRENCIES).optional().openapi({
			description:
				"IDR or USD. Omitted: the client country header Edge-IPCountry decides (ID, XX, T1 or none bills IDR; any other country USD)",
		}),
	})
	.openapi("MktCheckout");

export const CheckoutResult = z
	.object({
		subscriptionId: z
			.string()
			.openapi({ description: "The payments subscription made for the plan (not in force until paid)" }),
		invoiceId: z
			.string()
			.openapi({ description: "Its first invoice, listed at once as open in GET /billing/invoices" }),
		checkoutSessionId: z.string().openapi({ description: "The hosted checkout session that pays the invoice" }),
		checkoutUrl: z.string().openapi({
			description: "Where to send the merchant to pay; the plan changes once the payment is confirmed",
		}),
	})
	.openapi("MktCheckoutResult");

export const BillingConfig = z
	.strictObject({
		accountId: z.string().min(1).max(64).openapi({
			description:
				"The payments workspace (acc_…) whose plans bill marketing subscriptions; naming another one makes a fresh set of plans",
		}),
		environment: z
			.enum(["test", "live"])
			.default("test")
			.openapi({ description: "The payments environment billed in: test (default) or live" }),
	})
	.openapi("MktBillingConfig");

export const BillingConfigResult = z
	.object({
		accountId: z.string().openapi({ description: "The payments workspace (acc_…) that bills marketing plans" }),
		environment: z.string().openapi({ description: "Its environment: test or live" }),
		prices: z
			.array(
				z.object({
					plan: z.string().openapi({ description: "The marketing plan: starter, growth or scale" }),
					currency: z.string().openapi({ description: "The price's currency: IDR or USD" }),
					amount: z.number().int().openapi({
						description:
							"The monthly price in minor units of currency (IDR 299000 / 799000 / 2499000; USD cents 1900 / 4900 / 15900)",
					}),
					payPlanId: z.string().openapi({ description: "The payments plan created for it" }),
					payPriceId: z.string().openapi({ description: "The payments price of that plan checkouts subscribe to" }),
				}),
			)
			.openapi({ description: "One monthly price per paid plan and currency (six in all)" }),
	})
	.openapi("MktBillingConfigResult");

export const CHECKOUT_DOC =
	"Opens a hosted checkout for a paid plan (STARTER, GROWTH or SCALE; any case). email defaults to the access token's (a signed key has none: send it). Currency: an explicit IDR or USD wins; otherwise Edge-IPCountry ID, XX, T1 or none bills IDR and any other country USD (in production the edge sets the header, not the client). The first invoice is listed at once (open); the plan changes when payment is confirmed. 503 PLAN_NOT_CONFIGURED before a platform admin has configured billing (PUT /billing/config); 503 CURRENCY_NOT_ROUTED when the billing workspace routes no payment method for the currency (USD needs the wallet network, gateway C); 502 PAYMENTS_REFUSED when payments refuses otherwise; 500 CHECKOUT_FAILED only for an unexpected fault. After any of them nothing is left billing.";
