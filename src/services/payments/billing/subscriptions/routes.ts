import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { requireScope } from "../../access/auth";
import { ctxOf, scopeOf } from "../../context";
import { SUBSCRIPTION_STATUSES } from "../domain/subscriptions";
import { CursorQuery, pageMeta, requiredKey } from "../routes/common";
import {
	type CustomerRow,
	customerView,
	getRow,
	listRows,
	type PlanRow,
	planView,
	type SubscriptionRow,
	subscriptionView,
} from "../store";
import { cancelSubscription } from "./cancel";
import { createSubscription } from "./create";
import { pauseSubscription } from "./pause";
import { resumeSubscription } from "./resume";
import {
	CancelBody,
	CreateSubscription,
	DESCRIPTIONS,
	ExpandQuery,
	PatchSubscription,
	PauseBody,
	SubId,
	Subscription,
} from "./schemas";
import { bad } from "./shared";
import { updateSubscription } from "./update";

// Spec 000 §2 "Subscription object", §3 transition table, §4 "Subscriptions" and plan-change rules.
// Reads pay:subscription:read; create pay:subscription:create; other writes pay:subscription:write.
// Every mutation requires Idempotency-Key. Wrong-state moves are 409 conflict.

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions",
		summary: "Create a subscription",
		description: DESCRIPTIONS.create,
		middleware: [requireScope("pay:subscription:create"), requiredKey()] as const,
		request: { ...jsonBody(CreateSubscription) },
		responses: {
			201: jsonResponse(Subscription, "The subscription"),
			...errors(
				[403, "insufficient_scope"],
				[409, "idempotency_key_conflict"],
				[422, "validation_error: plan archived"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => ok(c, await createSubscription(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/subscriptions/{id}",
		summary: "Retrieve a subscription",
		description: "?expand=customer,plan adds the customer and/or plan objects (customerId and planId stay).",
		middleware: [requireScope("pay:subscription:read")] as const,
		request: { params: SubId, query: ExpandQuery },
		responses: {
			200: jsonResponse(Subscription, "The subscription"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const want = (c.req.valid("query").expand ?? "").split(",").filter(Boolean);
		for (const w of want)
			if (w !== "customer" && w !== "plan") throw bad(`Cannot expand ${w}; expandable: customer, plan`, "expand");
		const sub = await getRow<SubscriptionRow>(c.env, s, "subscriptions", c.req.valid("param").id);
		const view: Record<string, unknown> = subscriptionView(sub);
		if (want.includes("customer"))
			view.customer = customerView(await getRow<CustomerRow>(c.env, s, "customers", sub.customer_id));
		if (want.includes("plan")) view.plan = planView(await getRow<PlanRow>(c.env, s, "plans", sub.plan_id));
		return ok(c, view);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/subscriptions",
		summary: "List subscriptions",
		description:
			"Ordered by createdAt (order=desc default, or asc); filters status, customerId, planId; limit 1-100 (default 20). A cursor is valid only with the filters and order it was issued for.",
		middleware: [requireScope("pay:subscription:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: CursorQuery,
				order: z.enum(["asc", "desc"]).default("desc"),
				status: z.enum(SUBSCRIPTION_STATUSES).optional(),
				customerId: z.string().max(64).optional(),
				planId: z.string().max(64).optional(),
			}),
		},
		responses: {
			200: jsonResponse(z.array(Subscription), "Subscriptions, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.order, q.status ?? null, q.customerId ?? null, q.planId ?? null]);
		const rows = await listRows<SubscriptionRow>(c.env, scopeOf(c), "subscriptions", {
			where: [
				["status", q.status],
				["customer_id", q.customerId],
				["plan_id", q.planId],
			],
			order: q.order,
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(subscriptionView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/v1/subscriptions/{id}",
		summary: "Update a subscription: price (plan change), default payment token, metadata",
		description: DESCRIPTIONS.update,
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId, ...jsonBody(PatchSubscription) },
		responses: {
			200: jsonResponse(Subscription, "The subscription"),
			...errors(
				[402, "payment_failed: the proration charge was declined"],
				[403, "insufficient_scope"],
				[409, "conflict, idempotency_key_conflict"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => ok(c, await updateSubscription(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions/{id}/pause",
		summary: "Pause an active subscription",
		description: DESCRIPTIONS.pause,
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId, body: { content: { "application/json": { schema: PauseBody } }, required: false } },
		responses: {
			200: jsonResponse(Subscription, "The paused subscription"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const body = (c.req.valid("json") as z.infer<typeof PauseBody> | undefined) ?? {};
		return ok(c, await pauseSubscription(ctxOf(c), scopeOf(c), c.req.valid("param").id, body));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions/{id}/resume",
		summary: "Resume a paused subscription",
		description: DESCRIPTIONS.resume,
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId },
		responses: {
			200: jsonResponse(Subscription, "The active subscription"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await resumeSubscription(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions/{id}/cancel",
		summary: "Cancel now or at the period end",
		description: DESCRIPTIONS.cancel,
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId, ...jsonBody(CancelBody) },
		responses: {
			200: jsonResponse(Subscription, "The subscription"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await cancelSubscription(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

export default app;
