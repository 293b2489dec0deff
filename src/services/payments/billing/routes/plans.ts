import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam, queryBoolean } from "../../../../platform/openapi";
import { singleLine } from "../../../../platform/text";
import { requireScope } from "../../access/auth";
import { ctxOf, scopeOf } from "../../context";
import { archivePlan } from "../archive-plan";
import { createPlan } from "../create-plan";
import { createPrice } from "../create-price";
import { INTERVALS, MAX_INTERVAL_COUNT } from "../domain/subscriptions";
import { PATCH_PLANS_ID_DOC, POST_PLANS_ID_ARCHIVE_DOC, POST_PLANS_ID_PRICES_DOC } from "../schemas";
import { getRow, listRows, type PlanRow, type PriceRow, planView, priceView } from "../store";
import { updatePlan } from "../update-plan";
import { billingScope, CurrencyCode, CursorQuery, idParam, Money, pageMeta, requiredKey } from "./common";

// Plans (pln_) and their prices (pr_). A plan has a current unitAmount through its default price;
// changing the plan's unitAmount mints a new default price and never touches a subscription, which
// keeps the price (and amount) it was created or moved with (spec §4 plan-change rule 4).

const NAME = "The plan's name, shown on invoices and the portal (at most 200 characters)";
const INTERVAL = "The billing period's unit: day, week, month or year";
const INTERVAL_COUNT = "Periods of that unit per billing period (e.g. 3 months); a period is at most 3 years";
const TRIAL = "Default trial in days for new subscriptions, 0-730";

const Plan = z
	.object({
		id: z.string().openapi({ example: "pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		name: z.string().openapi({ description: NAME }),
		currency: z.string(),
		interval: z.enum(INTERVALS).openapi({ description: INTERVAL }),
		intervalCount: z.number().int().openapi({ description: INTERVAL_COUNT }),
		trialDays: z
			.number()
			.int()
			.openapi({ description: "Default trial for new subscriptions (a subscription's trialDays overrides it)" }),
		unitAmount: z.number().int().openapi({ description: "Amount of the default price; 0 = free plan" }),
		defaultPriceId: z.string().openapi({ description: "The price new subscriptions get unless they name another" }),
		active: z.boolean().openapi({ description: "false once archived: no new subscriptions, existing ones continue" }),
		archivedAt: z.string().nullable().openapi({ description: "When it was archived; null while active" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Plan");

const Price = z
	.object({
		id: z.string().openapi({ example: "pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		planId: z.string().openapi({ description: "The plan this price belongs to" }),
		currency: z.string(),
		unitAmount: z.number().int().openapi({ description: "Amount charged per billing period, in minor units" }),
		active: z.boolean().openapi({ description: "Whether new subscriptions may take this price" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Price");

const TrialDays = z.number().int().min(0).max(730).openapi({ description: TRIAL });

export const CreatePlan = z
	.strictObject({
		name: singleLine(200, { trim: true }).openapi({ description: NAME }),
		currency: CurrencyCode,
		interval: z.enum(INTERVALS).openapi({ description: INTERVAL }),
		intervalCount: z
			.number()
			.int()
			.min(1)
			.default(1)
			.openapi({ description: `${INTERVAL_COUNT}; default 1` }),
		trialDays: TrialDays.default(0),
		unitAmount: Money.openapi({
			description: "Amount of the plan's default price per period, in minor units; 0 = free",
		}),
	})
	.superRefine((b, ctx) => {
		if (b.intervalCount > MAX_INTERVAL_COUNT[b.interval])
			ctx.addIssue({
				code: "custom",
				path: ["intervalCount"],
				message: `at most ${MAX_INTERVAL_COUNT[b.interval]} for interval ${b.interval} (a period is at most 3 years)`,
			});
	})
	.openapi("CreatePlan");

const PlanId = idParam("pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/plans",
		summary: "Create a plan and its default price",
		description:
			"interval day|week|month|year × intervalCount (a period is at most 3 years). unitAmount 0 makes a free plan. Idempotency-Key required.",
		middleware: [requireScope("pay:plan:write"), requiredKey()] as const,
		request: { ...jsonBody(CreatePlan) },
		responses: {
			201: jsonResponse(Plan, "The plan"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await createPlan(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/plans",
		summary: "List plans, newest first",
		middleware: [requireScope("pay:plan:read")] as const,
		request: { query: z.object({ limit: limitParam(20), cursor: CursorQuery, active: queryBoolean }) },
		responses: {
			200: jsonResponse(z.array(Plan), "Plans, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.active ?? null]);
		const rows = await listRows<PlanRow>(c.env, billingScope(c), "plans", {
			where: [["active", q.active === undefined ? undefined : q.active ? 1 : 0]],
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(planView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/plans/{id}",
		summary: "Retrieve a plan",
		middleware: [requireScope("pay:plan:read")] as const,
		request: { params: PlanId },
		responses: { 200: jsonResponse(Plan, "The plan"), ...errors([403, "insufficient_scope"], [429, "rate_limited"]) },
	}),
	async (c) => ok(c, planView(await getRow<PlanRow>(c.env, billingScope(c), "plans", c.req.valid("param").id))),
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/v1/plans/{id}",
		summary: "Update a plan",
		description: PATCH_PLANS_ID_DOC,
		middleware: [requireScope("pay:plan:write"), requiredKey()] as const,
		request: {
			params: PlanId,
			...jsonBody(
				z
					.strictObject({
						name: singleLine(200, { trim: true }).optional().openapi({ description: NAME }),
						trialDays: TrialDays.optional().openapi({ description: `${TRIAL}; affects new subscriptions only` }),
						unitAmount: Money.optional().openapi({
							description: "A new default price's amount (existing subscriptions keep theirs)",
						}),
					})
					.openapi("UpdatePlan"),
			),
		},
		responses: {
			200: jsonResponse(Plan, "The plan"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await updatePlan(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/plans/{id}/archive",
		summary: "Archive a plan",
		description: POST_PLANS_ID_ARCHIVE_DOC,
		middleware: [requireScope("pay:plan:write"), requiredKey()] as const,
		request: { params: PlanId },
		responses: {
			200: jsonResponse(Plan, "The archived plan"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await archivePlan(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/plans/{id}/prices",
		summary: "Add a price to a plan",
		description: POST_PLANS_ID_PRICES_DOC,
		middleware: [requireScope("pay:price:write"), requiredKey()] as const,
		request: {
			params: PlanId,
			...jsonBody(
				z
					.strictObject({
						unitAmount: Money.openapi({ description: "Amount per billing period, in minor units" }),
						currency: CurrencyCode.optional().openapi({ description: "Default: the plan's currency" }),
					})
					.openapi("CreatePrice"),
			),
		},
		responses: {
			201: jsonResponse(Price, "The price"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await createPrice(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/plans/{id}/prices",
		summary: "List a plan's prices, newest first",
		middleware: [requireScope("pay:price:read")] as const,
		request: { params: PlanId, query: z.object({ limit: limitParam(20), cursor: CursorQuery }) },
		responses: {
			200: jsonResponse(z.array(Price), "Prices, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const plan = await getRow<PlanRow>(c.env, s, "plans", c.req.valid("param").id);
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([plan.id]);
		const rows = await listRows<PriceRow>(c.env, s, "prices", {
			where: [["plan_id", plan.id]],
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(priceView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/prices/{id}",
		summary: "Retrieve a price",
		middleware: [requireScope("pay:price:read")] as const,
		request: { params: idParam("pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD") },
		responses: { 200: jsonResponse(Price, "The price"), ...errors([403, "insufficient_scope"], [429, "rate_limited"]) },
	}),
	async (c) => ok(c, priceView(await getRow<PriceRow>(c.env, billingScope(c), "prices", c.req.valid("param").id))),
);

export default app;
