import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../../platform/app";
import type { AppEnv } from "../../../../platform/context";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { ApiError } from "../../../../platform/errors";
import { newId } from "../../../../platform/ids";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { requireScope } from "../../access/auth";
import { Money } from "../../ledger/money";
import {
	buildInvoice,
	chargeInvoice,
	invoiceInsert,
	invoiceNumber,
	newOpId,
	type PendingEvent,
	subEvent,
	subscriptionLine,
	voidInvoice,
	withSchedule,
	writeSubscription,
} from "../invoicing";
import {
	addInterval,
	CANCEL_REASONS,
	COLLECTION_METHODS,
	classifyChange,
	DAY_MS,
	discountEndsAt,
	isTerminal,
	SUBSCRIPTION_STATUSES,
	transition,
} from "../domain/subscriptions";
import { changePrice } from "../price-change";
import { cancelSubscription, publishDue, resumeSubscription } from "../renewals";
import {
	type CouponRow,
	type CustomerRow,
	couponTerms,
	couponValid,
	customerView,
	findRow,
	getRow,
	type InvoiceRow,
	listRows,
	type PlanRow,
	type PriceRow,
	planView,
	type Scope,
	type SubscriptionRow,
	subscriptionView,
	type TokenRow,
} from "../store";
import { billingEventStatement, dispatchBillingEvents } from "../events";
import { billingScope, CursorQuery, IsoTime, idParam, Metadata, metadataText, nowOf, pageMeta, requiredKey } from "./common";

// Spec 000 §2 "Subscription object", §3 transition table, §4 "Subscriptions" and plan-change rules.
// Reads pay:subscription:read; create pay:subscription:create; other writes pay:subscription:write.
// Every mutation requires Idempotency-Key. Wrong-state moves are 409 conflict.

const Subscription = z
	.object({
		id: z.string().openapi({ example: "sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		arn: z.string().openapi({ example: "arn:pasar:pay:test:acc_01JB4X6N0ZQ8K3C9W2T5V7R1ME:subscription/sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		accountId: z.string(),
		customerId: z.string(),
		planId: z.string(),
		priceId: z.string().nullable(),
		pendingPriceId: z.string().nullable().openapi({ description: "A downgrade that takes effect at currentPeriodEnd" }),
		status: z.enum(SUBSCRIPTION_STATUSES),
		currency: z.string(),
		unitAmount: z.number().int().openapi({ description: "Amount billed per period now (the price's amount when applied)" }),
		currentPeriodStart: z.string(),
		currentPeriodEnd: z.string(),
		trialEnd: z.string().nullable(),
		cancelAt: z.string().nullable(),
		canceledAt: z.string().nullable(),
		canceledReason: z.enum(CANCEL_REASONS).nullable(),
		pausedAt: z.string().nullable(),
		resumeAt: z.string().nullable(),
		defaultPaymentTokenId: z.string().nullable(),
		discountCouponId: z.string().nullable(),
		collectionMethod: z.enum(COLLECTION_METHODS),
		latestInvoiceId: z.string().nullable(),
		metadata: z.record(z.string(), z.string()).nullable(),
		customer: z.unknown().optional().openapi({ description: "The customer object, with ?expand=customer" }),
		plan: z.unknown().optional().openapi({ description: "The plan object, with ?expand=plan" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Subscription");

const CreateSubscription = z
	.strictObject({
		customerId: z.string().min(1).max(64),
		planId: z.string().min(1).max(64),
		priceId: z.string().min(1).max(64),
		paymentTokenId: z.string().min(1).max(64).optional(),
		collectionMethod: z.enum(COLLECTION_METHODS).default("charge_automatically"),
		trialDays: z.number().int().min(0).max(730).optional(),
		couponId: z.string().min(1).max(64).nullable().optional(),
		startAt: IsoTime.optional(),
		initialDiscount: Money.default(0),
		metadata: Metadata.nullable().optional(),
	})
	.openapi("CreateSubscription");

/** A startAt this close to now (client clock skew) counts as now, not as the past. */
const START_SKEW_MS = 60_000;

const SubId = idParam("sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
const ExpandQuery = z.object({
	expand: z.string().max(40).optional().openapi({ description: "Comma list: customer, plan", example: "customer,plan" }),
});

const conflict = (sub: SubscriptionRow, what: string) => new ApiError(409, "conflict", `Cannot ${what} a subscription that is ${sub.status}`);
const bad = (message: string, param: string) => new ApiError(400, "validation_error", message, param);

async function respond(c: Context<AppEnv>, s: Scope, id: string, status: 200 | 201 = 200) {
	await dispatchBillingEvents(c.env, c.executionCtx);
	return ok(c, subscriptionView(await getRow<SubscriptionRow>(c.env, s, "subscriptions", id)), status);
}

async function tokenFor(c: Context<AppEnv>, s: Scope, tokenId: string, customerId: string, param: string) {
	const t = await findRow<TokenRow>(c.env, s, "payment_tokens", tokenId);
	if (!t) throw new ApiError(404, "not_found", "No such payment token", param);
	if (t.customer_id !== customerId) throw bad(`Payment token ${tokenId} belongs to another customer`, param);
	if (t.status !== "active") throw bad(`Payment token ${tokenId} is detached`, param);
	return t;
}

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions",
		summary: "Create a subscription",
		description: `Initial state (spec §3): trialDays > 0 (default: the plan's trialDays) → trialing, first invoice at trial end; price unitAmount 0 → active with no invoice (a free plan ignores trialDays); otherwise active with the first-period invoice issued and, for charge_automatically, charged at once — a declined first charge leaves the subscription incomplete (terminal, the invoice void). A provider outage leaves it active with the invoice retried by the renewal cron. A future startAt starts the trial or the first period then. send_invoice leaves the invoice open, due in 30 days.
400 validation_error: priceId of another plan, payment token of another customer (or detached), paymentTokenId missing for charge_automatically, startAt in the past, coupon no longer redeemable or in another currency, metadata over 50 keys. 422 validation_error: plan archived. 404: customer, plan, price, token or coupon not in this workspace.`,
		middleware: [requireScope("pay:subscription:create"), requiredKey()] as const,
		request: { ...jsonBody(CreateSubscription) },
		responses: {
			201: jsonResponse(Subscription, "The subscription"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [422, "validation_error: plan archived"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		const s = billingScope(c);
		const env = c.env;
		const now = await nowOf(c);
		const customer = await getRow<CustomerRow>(env, s, "customers", b.customerId);
		const plan = await getRow<PlanRow>(env, s, "plans", b.planId);
		if (!plan.active) throw new ApiError(422, "validation_error", `Plan ${plan.id} is archived; subscribe to an active plan`, "planId");
		const price = await getRow<PriceRow>(env, s, "prices", b.priceId);
		if (price.plan_id !== plan.id) throw bad(`Price ${price.id} belongs to another plan`, "priceId");
		if (!price.active) throw new ApiError(422, "validation_error", `Price ${price.id} is inactive`, "priceId");
		if (b.collectionMethod === "charge_automatically" && !b.paymentTokenId)
			throw bad("paymentTokenId is required when collectionMethod is charge_automatically", "paymentTokenId");
		if (b.paymentTokenId) await tokenFor(c, s, b.paymentTokenId, customer.id, "paymentTokenId");
		let start = now;
		if (b.startAt !== undefined) {
			const t = Date.parse(b.startAt);
			if (t < now - START_SKEW_MS) throw bad("startAt is in the past", "startAt");
			start = Math.max(t, now);
		}
		let coupon: CouponRow | null = null;
		if (b.couponId) {
			coupon = await getRow<CouponRow>(env, s, "coupons", b.couponId);
			if (!couponValid(coupon, now)) throw bad(`Coupon ${coupon.id} can no longer be redeemed`, "couponId");
			if (coupon.amount_off != null && coupon.currency !== price.currency)
				throw bad(`Coupon ${coupon.id} is in ${coupon.currency}; this subscription bills in ${price.currency}`, "couponId");
		}

		const free = price.unit_amount === 0;
		const trialDays = free ? 0 : (b.trialDays ?? plan.trial_days);
		const trialEnd = trialDays > 0 ? start + trialDays * DAY_MS : null;
		const anchorDay = new Date(trialEnd ?? start).getUTCDate();
		const periodEnd = trialEnd ?? addInterval(start, plan.interval, plan.interval_count, anchorDay);
		const deferred = start > now;
		const firstPaidStart = trialEnd ?? start;
		const sub: SubscriptionRow = withSchedule({
			id: newId("sub_", now),
			account_id: s.workspaceId,
			environment: s.environment,
			customer_id: customer.id,
			plan_id: plan.id,
			price_id: price.id,
			pending_price_id: null,
			currency: price.currency,
			unit_amount: price.unit_amount,
			interval: plan.interval,
			interval_count: plan.interval_count,
			anchor_day: anchorDay,
			status: (transition(null, trialEnd ? "create_trial" : free ? "create_free" : "create_paid") ?? "active") as SubscriptionRow["status"],
			current_period_start: start,
			current_period_end: periodEnd,
			trial_end: trialEnd,
			trial_will_end_sent_at: null,
			first_invoice_at: !trialEnd && !free && deferred ? start : null,
			cancel_at: null,
			canceled_at: null,
			canceled_reason: null,
			paused_at: null,
			resume_at: null,
			default_payment_token_id: b.paymentTokenId ?? null,
			discount_coupon_id: coupon?.id ?? null,
			discount_ends_at: coupon ? discountEndsAt(couponTerms(coupon), firstPaidStart) : null,
			initial_discount: b.initialDiscount,
			collection_method: b.collectionMethod,
			metadata: metadataText(b.metadata),
			latest_invoice_id: null,
			next_action_at: null,
			op_id: newOpId(),
			created_at: now,
			updated_at: now,
		});

		if (coupon) {
			// Redemption is counted atomically, so maxRedemptions holds under concurrent creates.
			const r = await env.DB_PAY.prepare(
				"UPDATE coupons SET times_redeemed = times_redeemed + 1, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND (max_redemptions IS NULL OR times_redeemed < max_redemptions) AND (redeem_by IS NULL OR redeem_by > ?)",
			)
				.bind(now, coupon.id, s.workspaceId, s.environment, now)
				.run();
			if (!r.meta.changes) throw bad(`Coupon ${coupon.id} can no longer be redeemed`, "couponId");
		}

		// subscription.created is minted first so it sorts before the first invoice's events.
		const createdEventId = newId("evt_", now);
		let row = sub;
		const stmts: D1PreparedStatement[] = [];
		const immediate = !trialEnd && !free && !deferred;
		let inv: InvoiceRow | null = null;
		if (immediate) {
			inv = buildInvoice(
				{
					sub,
					reason: "subscription_create",
					dedupeKey: "create",
					periodStart: start,
					periodEnd,
					lines: [subscriptionLine(sub.unit_amount, price.id, start, periodEnd, plan.name)],
					discounts: true,
					coupon,
				},
				await invoiceNumber(env, s),
				now,
			);
			row = { ...row, latest_invoice_id: inv.id, initial_discount: 0 };
			await env.DB_PAY.batch(invoiceInsert(env, s, inv, now));
			if (inv.status === "open" && sub.collection_method === "charge_automatically") {
				const out = await chargeInvoice(env, s, inv, sub.default_payment_token_id, now, { auto: false });
				if (out.kind === "failed") {
					row = { ...row, status: transition(null, "create_declined") as "incomplete" };
					stmts.push(voidInvoice(env, s, inv.id, now));
				}
			}
		}
		row = withSchedule(row);
		const cols = Object.keys(row) as (keyof SubscriptionRow)[];
		await env.DB_PAY.batch([
			env.DB_PAY.prepare(`INSERT INTO subscriptions (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`).bind(...cols.map((k) => row[k])),
			billingEventStatement(env, s, { id: createdEventId, type: "subscription.created", data: subscriptionView(row), occurredAt: now }),
			...stmts,
		]);
		await publishDue(env, s, now);
		return respond(c, s, row.id, 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/subscriptions/{id}",
		summary: "Retrieve a subscription",
		description: "?expand=customer,plan adds the customer and/or plan objects (customerId and planId stay).",
		middleware: [requireScope("pay:subscription:read")] as const,
		request: { params: SubId, query: ExpandQuery },
		responses: { 200: jsonResponse(Subscription, "The subscription"), ...errors([403, "insufficient_scope"], [429, "Rate limited"]) },
	}),
	async (c) => {
		const s = billingScope(c);
		const want = (c.req.valid("query").expand ?? "").split(",").filter(Boolean);
		for (const w of want) if (w !== "customer" && w !== "plan") throw bad(`Cannot expand ${w}; expandable: customer, plan`, "expand");
		const sub = await getRow<SubscriptionRow>(c.env, s, "subscriptions", c.req.valid("param").id);
		const view: Record<string, unknown> = subscriptionView(sub);
		if (want.includes("customer")) view.customer = customerView(await getRow<CustomerRow>(c.env, s, "customers", sub.customer_id));
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
		responses: { 200: jsonResponse(z.array(Subscription), "Subscriptions, with meta.page"), ...errors([403, "insufficient_scope"], [429, "Rate limited"]) },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.order, q.status ?? null, q.customerId ?? null, q.planId ?? null]);
		const rows = await listRows<SubscriptionRow>(c.env, billingScope(c), "subscriptions", {
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

const PatchSubscription = z
	.strictObject({
		priceId: z.string().min(1).max(64).optional(),
		defaultPaymentTokenId: z.string().min(1).max(64).optional(),
		metadata: Metadata.nullable().optional(),
	})
	.openapi("UpdateSubscription");

app.openapi(
	createRoute({
		method: "patch",
		path: "/v1/subscriptions/{id}",
		summary: "Update a subscription: price (plan change), default payment token, metadata",
		description: `priceId must be a price of the same plan (400 otherwise) in the same currency (a currency switch is 400: cancel with at=now and create a new subscription with initialDiscount). Active: upgrade (higher amount) charges the prorated difference at once — (new − old) × remaining seconds / period seconds, rounded down — and keeps currentPeriodEnd (a declined proration charge is 402 payment_failed and changes nothing); downgrade sets pendingPriceId and takes effect at currentPeriodEnd with no refund; equal amount swaps at once. Trialing: any price swaps at once (nothing was charged). past_due, paused: price changes are 409 conflict. metadata: null clears, omitted leaves unchanged. Canceled or incomplete: 409 conflict. One subscription.updated event with data.causes (price_change, price_change_scheduled, payment_token, metadata) and data.previousAttributes.`,
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId, ...jsonBody(PatchSubscription) },
		responses: {
			200: jsonResponse(Subscription, "The subscription"),
			...errors(
				[402, "payment_failed: the proration charge was declined"],
				[403, "insufficient_scope"],
				[409, "conflict, idempotency_key_conflict"],
				[429, "Rate limited"],
			),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		const s = billingScope(c);
		const env = c.env;
		const cur = await getRow<SubscriptionRow>(env, s, "subscriptions", c.req.valid("param").id);
		if (isTerminal(cur.status)) throw conflict(cur, "update");
		const now = await nowOf(c);
		const next: SubscriptionRow = { ...cur };
		const causes: string[] = [];
		const previous: Record<string, unknown> = {};
		const extra: D1PreparedStatement[] = [];
		if (b.defaultPaymentTokenId !== undefined && b.defaultPaymentTokenId !== cur.default_payment_token_id) {
			await tokenFor(c, s, b.defaultPaymentTokenId, cur.customer_id, "defaultPaymentTokenId");
			next.default_payment_token_id = b.defaultPaymentTokenId;
			causes.push("payment_token");
			previous.defaultPaymentTokenId = cur.default_payment_token_id;
		}
		if (b.metadata !== undefined) {
			const m = metadataText(b.metadata);
			if (m !== cur.metadata) {
				next.metadata = m;
				causes.push("metadata");
				previous.metadata = cur.metadata == null ? null : JSON.parse(cur.metadata);
			}
		}
		if (b.priceId !== undefined) {
			const price = await getRow<PriceRow>(env, s, "prices", b.priceId);
			if (price.plan_id !== cur.plan_id) throw bad(`Price ${price.id} belongs to another plan; a subscription's plan is immutable`, "priceId");
			if (price.currency !== cur.currency) {
				throw bad(
					`Price ${price.id} is in ${price.currency}; this subscription bills in ${cur.currency}. To switch currency, cancel with at=now, compute the credit, and create a new subscription with initialDiscount`,
					"priceId",
				);
			}
			if (!price.active) throw new ApiError(422, "validation_error", `Price ${price.id} is inactive`, "priceId");
			const change = classifyChange(cur.price_id, cur.unit_amount, price.id, price.unit_amount);
			if (change.kind !== "same" && (cur.status === "past_due" || cur.status === "paused")) throw conflict(cur, "change the price of");
			const moved = await changePrice(env, s, cur, next, price, now);
			if (moved.cause) {
				causes.push(moved.cause);
				Object.assign(previous, moved.previous);
			}
		}
		if (!causes.length) return respond(c, s, cur.id);
		const events = (n: SubscriptionRow): PendingEvent[] => [subEvent("subscription.updated", n, { causes, previousAttributes: previous })];
		const done = await writeSubscription(env, s, cur, next, events, now, extra);
		if (!done) throw new ApiError(409, "conflict", "The subscription changed while this request ran; retry with a new Idempotency-Key");
		await publishDue(env, s, now);
		return respond(c, s, cur.id);
	},
);

const PauseBody = z.strictObject({ resumeAt: IsoTime.optional() }).openapi("PauseSubscription");

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions/{id}/pause",
		summary: "Pause an active subscription",
		description:
			"Only from active (409 conflict otherwise). pausedAt is set; while paused there are no invoices, charges or period progression, and a cancellation scheduled for the period end waits too. Optional resumeAt (future ISO 8601) resumes it automatically; omitted means indefinite. Event subscription.updated (causes [pause]).",
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId, body: { content: { "application/json": { schema: PauseBody } }, required: false } },
		responses: {
			200: jsonResponse(Subscription, "The paused subscription"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const body = ((c.req.valid("json") as z.infer<typeof PauseBody> | undefined) ?? {}) as z.infer<typeof PauseBody>;
		const cur = await getRow<SubscriptionRow>(c.env, s, "subscriptions", c.req.valid("param").id);
		const now = await nowOf(c);
		const to = transition(cur.status, "pause");
		if (!to) throw conflict(cur, "pause");
		const resumeAt = body.resumeAt ? Date.parse(body.resumeAt) : null;
		if (resumeAt != null && resumeAt <= now) throw bad("resumeAt must be in the future", "resumeAt");
		const done = await writeSubscription(
			c.env,
			s,
			cur,
			{ ...cur, status: to, paused_at: now, resume_at: resumeAt },
			(n) => [subEvent("subscription.updated", n, { causes: ["pause"], previousAttributes: { status: cur.status } })],
			now,
		);
		if (!done) throw new ApiError(409, "conflict", "The subscription changed while this request ran; retry");
		await publishDue(c.env, s, now);
		return respond(c, s, cur.id);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions/{id}/resume",
		summary: "Resume a paused subscription",
		description:
			"Only from paused (409 conflict otherwise). Back to active; pausedAt and resumeAt cleared; the period is shifted by the time spent paused, so the days that were left remain. Event subscription.updated (causes [resume]).",
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId },
		responses: {
			200: jsonResponse(Subscription, "The active subscription"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const cur = await getRow<SubscriptionRow>(c.env, s, "subscriptions", c.req.valid("param").id);
		if (!transition(cur.status, "resume")) throw conflict(cur, "resume");
		const now = await nowOf(c);
		if (!(await resumeSubscription(c.env, s, cur, now))) throw new ApiError(409, "conflict", "The subscription changed while this request ran; retry");
		await publishDue(c.env, s, now);
		return respond(c, s, cur.id);
	},
);

const CancelBody = z.strictObject({ at: z.enum(["now", "period_end"]), reason: z.enum(CANCEL_REASONS).default("user_request") }).openapi("CancelSubscription");

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/subscriptions/{id}/cancel",
		summary: "Cancel now or at the period end",
		description:
			"at=now: any non-terminal status → canceled, canceledAt and canceledReason set, automatic collection of its open invoices stops; event subscription.deleted. at=period_end: status unchanged, cancelAt = currentPeriodEnd and canceledReason recorded; event subscription.updated (causes [cancel_scheduled]); the renewal cron finalises it to canceled at the boundary with subscription.deleted, and no renewal invoice is issued. Already canceled or incomplete, or a second period_end request: 409 conflict. reason defaults to user_request.",
		middleware: [requireScope("pay:subscription:write"), requiredKey()] as const,
		request: { params: SubId, ...jsonBody(CancelBody) },
		responses: {
			200: jsonResponse(Subscription, "The subscription"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const b = c.req.valid("json");
		const cur = await getRow<SubscriptionRow>(c.env, s, "subscriptions", c.req.valid("param").id);
		if (!transition(cur.status, "cancel_now")) throw conflict(cur, "cancel");
		const now = await nowOf(c);
		let done: SubscriptionRow | null;
		if (b.at === "now") {
			done = await cancelSubscription(c.env, s, cur, "cancel_now", b.reason, now);
		} else {
			if (cur.cancel_at != null) throw new ApiError(409, "conflict", `A cancellation is already scheduled for ${new Date(cur.cancel_at).toISOString()}`);
			done = await writeSubscription(
				c.env,
				s,
				cur,
				{ ...cur, cancel_at: cur.current_period_end, canceled_reason: b.reason },
				(n) => [subEvent("subscription.updated", n, { causes: ["cancel_scheduled"], previousAttributes: { cancelAt: null } })],
				now,
			);
		}
		if (!done) throw new ApiError(409, "conflict", "The subscription changed while this request ran; retry");
		await publishDue(c.env, s, now);
		return respond(c, s, cur.id);
	},
);

export default app;
