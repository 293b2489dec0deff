import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { limitsOf, POS_TIERS, TIER_NAMES, TIER_PRICES } from "../access/plans";
import { ctxOf, posErrors, posIdempotency, scopeOf } from "../context";
import { billingState, cancelPlan, startCheckout } from "./subscribe";

const app = router();
const Limits = z.object({
	outlets: z.number().int().nullable(),
	seats: z.number().int().nullable(),
	products: z.number().int().nullable(),
});
const Tier = z
	.object({
		tier: z.enum(POS_TIERS),
		name: z.string(),
		price: z.number().int(),
		currency: z.literal("IDR"),
		limits: Limits,
	})
	.openapi("PosTier");
const Billing = z
	.object({
		tier: z.string(),
		status: z.string(),
		currentPeriodEnd: z.string().nullable(),
		cancelAtPeriodEnd: z.boolean(),
		limits: Limits,
		usage: z.object({ outlets: z.number().int(), seats: z.number().int(), products: z.number().int() }),
	})
	.openapi("PosBilling");

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
		request: jsonBody(z.strictObject({ tier: z.enum(POS_TIERS) }).openapi("PosCheckout")),
		responses: {
			201: jsonResponse(z.object({ tier: z.string(), checkoutUrl: z.string(), sessionId: z.string() }), "The checkout"),
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
