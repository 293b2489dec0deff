import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../../platform/errors";
import type { PayCtx, PayScope } from "../../context";
import { classifyChange, isTerminal } from "../domain/subscriptions";
import { type PendingEvent, subEvent, writeSubscription } from "../invoicing";
import { changePrice } from "../price-change";
import { publishDue } from "../renewals";
import { metadataText } from "../routes/common";
import { getRow, type PriceRow, type SubscriptionRow } from "../store";
import type { PatchSubscription } from "./schemas";
import { bad, conflict, nowIn, subscriptionAnswer, tokenFor } from "./shared";

/**
 * Changes price (plan-change rules 1-4 of spec §4), default payment token and metadata in one
 * guarded write with one subscription.updated event naming its causes.
 */
export async function updateSubscription(ctx: PayCtx, s: PayScope, id: string, b: z.infer<typeof PatchSubscription>) {
	const env = ctx.env;
	const cur = await getRow<SubscriptionRow>(env, s, "subscriptions", id);
	if (isTerminal(cur.status)) throw conflict(cur, "update");
	const now = await nowIn(ctx, s);
	const next: SubscriptionRow = { ...cur };
	const causes: string[] = [];
	const previous: Record<string, unknown> = {};
	const extra: D1PreparedStatement[] = [];
	if (b.defaultPaymentTokenId !== undefined && b.defaultPaymentTokenId !== cur.default_payment_token_id) {
		await tokenFor(ctx, s, b.defaultPaymentTokenId, cur.customer_id, "defaultPaymentTokenId");
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
		if (price.plan_id !== cur.plan_id)
			throw bad(`Price ${price.id} belongs to another plan; a subscription's plan is immutable`, "priceId");
		if (price.currency !== cur.currency) {
			throw bad(
				`Price ${price.id} is in ${price.currency}; this subscription bills in ${cur.currency}. To switch currency, cancel with at=now, compute the credit, and create a new subscription with initialDiscount`,
				"priceId",
			);
		}
		if (!price.active) throw new ApiError(422, "validation_error", `Price ${price.id} is inactive`, "priceId");
		const change = classifyChange(cur.price_id, cur.unit_amount, price.id, price.unit_amount);
		if (change.kind !== "same" && (cur.status === "past_due" || cur.status === "paused"))
			throw conflict(cur, "change the price of");
		const moved = await changePrice(env, s, cur, next, price, now);
		if (moved.cause) {
			causes.push(moved.cause);
			Object.assign(previous, moved.previous);
		}
	}
	if (!causes.length) return subscriptionAnswer(ctx, s, cur.id);
	const events = (n: SubscriptionRow): PendingEvent[] => [
		subEvent("subscription.updated", n, { causes, previousAttributes: previous }),
	];
	const done = await writeSubscription(env, s, cur, next, events, now, extra);
	if (!done)
		throw new ApiError(
			409,
			"conflict",
			"The subscription changed while this request ran; retry with a new Idempotency-Key",
		);
	await publishDue(env, s, now);
	return subscriptionAnswer(ctx, s, cur.id);
}
