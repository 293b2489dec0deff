// Refunds through Pasar payments (issue 43). A return's refund against a payment taken through Pasar
// payments is written `pending` in the return's batch, then asked of payments under a key named
// after the refund row: asking again — a replayed request, the minute cron for one left pending by
// a process that died — finishes the same payments refund and never makes a second one.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import { refundForPos } from "../../payments/public";
import type { PosCtx, PosScope } from "../context";
import { pendingRefunds, type RefundRow, settleRefund } from "./store";

/** The key payments keeps on the refund it makes for this row. */
export const paymentsKeyOf = (r: Pick<RefundRow, "id">) => `pos_refund:${r.id}`;

/** Asks payments for each pending refund of `rows`; answers the rows as they are now. */
export async function finishRefunds(ctx: PosCtx, s: PosScope, rows: RefundRow[]): Promise<RefundRow[]> {
	const out: RefundRow[] = [];
	for (const r of rows) out.push(r.status === "pending" && r.paymentId ? await ask(ctx, s, r) : r);
	return out;
}

async function ask(ctx: PosCtx, s: PosScope, r: RefundRow): Promise<RefundRow> {
	let set: Pick<RefundRow, "status" | "paymentsRefundId" | "failureReason" | "updatedAt">;
	try {
		const made = await refundForPos(ctx, s.workspaceId, {
			paymentId: r.paymentId as string,
			amount: r.amount,
			key: paymentsKeyOf(r),
		});
		set = { status: made.status, paymentsRefundId: made.id, failureReason: made.failureReason, updatedAt: Date.now() };
	} catch (err) {
		// A refusal (no balance, not refundable) is final; anything else is asked again later.
		if (!(err instanceof ApiError) || err.status >= 500) {
			log(ctx.env, "warn", { service: "pos", event: "refund.retry_later", refundId: r.id, error: String(err) });
			return r;
		}
		set = {
			status: "failed",
			paymentsRefundId: null,
			failureReason: `${err.code}: ${err.message}`,
			updatedAt: Date.now(),
		};
	}
	await settleRefund(ctx.env, r.id, set);
	return { ...r, ...set };
}

/** The minute cron: refunds still pending a minute after they were written are asked again. */
export async function refundsTick(now: number, env: Env) {
	for (const r of await pendingRefunds(env, now - 60_000))
		await ask({ env, exec: null }, { workspaceId: r.accountId }, r);
}
