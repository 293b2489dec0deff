import type { z } from "@hono/zod-openapi";
import { decodeCursor, page } from "../../../platform/cursor";
import { ApiError, notFound } from "../../../platform/errors";
import type { PayCtx, PayScope } from "../context";
import { ledgerStub } from "../ledger/client";
import { balanceFor, parseTimeFilter, SETTLEMENT_CURRENCIES } from "../ledger/domain/payouts";
import type { PayoutView } from "../ledger/ledger.do";
import type { ListPayoutsQuery } from "./schemas";

// The payouts feature's reads: all answered by the workspace's ledger object.

/** One currency's balance; a settlement currency never seen answers zeros, any other code is 400. */
export async function getBalance(ctx: PayCtx, s: PayScope, currency: string) {
	const [stored] = await ledgerStub(ctx.env, s).balances(s, currency);
	const balance = balanceFor(currency, stored);
	if (balance) return balance;
	const allowed = `${SETTLEMENT_CURRENCIES.join(", ")} or a currency this workspace holds money in`;
	throw new ApiError(400, "validation_error", `currency must be one of ${allowed}`, "currency");
}

export async function getPayout(ctx: PayCtx, s: PayScope, id: string): Promise<PayoutView> {
	const p = await ledgerStub(ctx.env, s).getPayout(s, id);
	if (!p) throw notFound("payout");
	const { rail: _internal, ...view } = p;
	return view;
}

const time = (q: z.infer<typeof ListPayoutsQuery>, name: "createdSince" | "createdUntil") => {
	const raw = q[name];
	if (raw === undefined) return undefined;
	const ms = parseTimeFilter(raw);
	if (ms == null) throw new ApiError(400, "validation_error", `${name} must be ISO 8601 or Unix epoch seconds`, name);
	return ms;
};

/** A page of payouts, newest first; the cursor is bound to the filters it was issued for. */
export async function listPayouts(ctx: PayCtx, s: PayScope, q: z.infer<typeof ListPayoutsQuery>) {
	const since = time(q, "createdSince");
	const until = time(q, "createdUntil");
	const filterKey = JSON.stringify([q.status ?? null, q.currency ?? null, since ?? null, until ?? null]);
	const rows = await ledgerStub(ctx.env, s).listPayouts(s, {
		status: q.status,
		currency: q.currency,
		since,
		until,
		limit: q.limit,
		cursor: decodeCursor(q.cursor, filterKey),
	});
	const p = page(rows, q.limit, (r) => ({ t: Date.parse(r.createdAt), id: r.id }), filterKey);
	return { items: p.items, page: { limit: q.limit, hasMore: p.hasMore, nextCursor: p.nextCursor } };
}
