import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { limitsOf, POS_TIERS, TIER_NAMES, TIER_PRICES } from "../access/plans";
import { ctxOf, posErrors, posIdempotency, scopeOf } from "../context";
import { billingState, cancelPlan, startCheckout } from "./subscribe";

const app = router();
const TIER = "The plan tier: free, starter, growth or business";
const Limits = z.object({
	outlets: z.number().int().nullable().openapi({ description: "Most active outlets; null means unlimited" }),
	seats: z
		.number()
		.int()
		.nullable()
		.openapi({ description: "Most live API keys made with POST /api-keys (seats); null means unlimited" }),
	products: z.number().int().nullable().openapi({ description: "Most active products; null means unlimited" }),
});
const LIMITS = "What the tier allows; past a limit a write is 403 LIMIT_REACHED and nothing is written";
const Tier = z
	.object({
		tier: z.enum(POS_TIERS).openapi({ description: `${TIER} (what POST /billing/checkout takes)` }),
		name: z.string().openapi({ description: "Its display name (Free, Starter, Growth, Business)" }),
		price: z.number().int().openapi({ description: "Price of one month in whole IDR (integer rupiah); 0 for free" }),
		currency: z.literal("IDR").openapi({ description: "Always IDR" }),
		limits: Limits.openapi({ description: LIMITS }),
	})
	.openapi("PosTier", { description: "A plan tier with its monthly price and limits" });
const Billing = z
	.object({
		tier: z.string().openapi({ description: `${TIER} in force now` }),
		status: z.string().openapi({ description: "active on a paid tier, free on the free tier" }),
		currentPeriodEnd: z.string().nullable().openapi({
			description:
				"When the paid month bought here ends (ISO 8601, UTC); it then lapses to free unless a new checkout buys the next; null when none was bought",
		}),
		cancelAtPeriodEnd: z
			.boolean()
			.openapi({ description: "true after POST /billing/cancel: the paid month runs out, then the tier becomes free" }),
		limits: Limits.openapi({ description: LIMITS }),
		usage: z
			.object({
				outlets: z.number().int().openapi({ description: "Active outlets now" }),
				seats: z
					.number()
					.int()
					.openapi({ description: "Live API keys made with POST /api-keys now (admin keys are not seats)" }),
				products: z.number().int().openapi({ description: "Active products now" }),
			})
			.openapi({
				description: "What counts against the limits now (deactivated outlets and products and revoked keys do not)",
			}),
	})
	.openapi("PosBilling", { description: "The workspace's plan: tier, paid period, limits and usage" });

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing/tiers",
		summary: "The tiers, their monthly IDR price and limits (public; null = unlimited)",
		responses: { 200: jsonResponse(z.array(Tier), "Tiers") },
	}),
	(c) =>
		ok(
			c,
			POS_TIERS.map((tier) => ({
				tier,
				name: TIER_NAMES[tier],
				price: TIER_PRICES[tier],
				currency: "IDR" as const,
				limits: limitsOf(tier),
			})),
		),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing",
		summary: "The tier in force, its paid period, limits and usage",
		responses: { 200: jsonResponse(Billing, "Billing"), ...posErrors() },
	}),
	async (c) => ok(c, await billingState(ctxOf(c), scopeOf(c))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/billing/checkout",
		summary: "Buy a month of a paid tier: a payments hosted checkout (free → 400)",
		middleware: [posIdempotency()],
		request: jsonBody(
			z
				.strictObject({
					tier: z
						.enum(POS_TIERS)
						.openapi({ description: "The paid tier to buy a month of: starter, growth or business (free → 400)" }),
				})
				.openapi("PosCheckout", { description: "The tier to buy a month of" }),
		),
		responses: {
			201: jsonResponse(
				z.object({
					tier: z.string().openapi({ description: "The tier being bought" }),
					checkoutUrl: z.string().openapi({
						description:
							"The payments hosted checkout: send the merchant there; once paid the tier is in force for a month",
					}),
					sessionId: z.string().openapi({ description: "The payments checkout session's id" }),
				}),
				"The checkout",
			),
			...posErrors([503, "BILLING_NOT_CONFIGURED"]),
		},
	}),
	async (c) => {
		const urls = {
			payBase: serviceBase(c.env, c.req.url, "pay"),
			returnUrl: `${new URL(c.req.url).origin}${c.get("base")}/api/v1/billing`,
		};
		return ok(c, await startCheckout(ctxOf(c), scopeOf(c), c.req.valid("json").tier, urls), 201);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/billing/cancel",
		summary: "Cancel at the end of the paid month (then free); on free → 409 CONFLICT",
		middleware: [posIdempotency()],
		responses: { 200: jsonResponse(Billing, "Billing, cancelAtPeriodEnd true"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await cancelPlan(ctxOf(c), scopeOf(c))),
);

export default app;
