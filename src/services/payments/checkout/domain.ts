// Pure rules of checkout (issue 8): which methods exist and which matrix row each is charged
// under, method routing (checkout settings), the checkout session state machine, amounts and line
// items, refundable math and the checkout fee schedule. No I/O.

import { type AdapterKind, canCharge } from "../adapters/domain/capabilities";
import { CAPABILITY_OF, CHECKOUT_METHODS, type CheckoutMethod } from "../charges/domain/methods";
import { MAX_AMOUNT, SUPPORTED_CURRENCIES } from "../ledger/domain/money";

export {
	CAPABILITY_OF,
	CHECKOUT_EXTRA_FEES,
	CHECKOUT_METHODS,
	type CheckoutMethod,
	checkoutFee,
	isOffline,
	OFFLINE_METHODS,
} from "../charges/domain/methods";
export { REFUND_REASONS, refundAmount, refundable } from "../charges/domain/refunds";

/** USD is accepted only through the wallet network; the wallet network only in USD. */
export const CHECKOUT_CURRENCIES = SUPPORTED_CURRENCIES;
export type CheckoutCurrency = (typeof CHECKOUT_CURRENCIES)[number];
export const methodFitsCurrency = (m: CheckoutMethod, currency: string) =>
	currency === "USD" ? m === "wallet_network" : m !== "wallet_network";

export type Routing = Record<CheckoutMethod, AdapterKind | null>;

/** Default routing: managed for every method managed mode supports; the rest off until routed. */
export function defaultRouting(): Routing {
	const out = {} as Routing;
	for (const m of CHECKOUT_METHODS) out[m] = canCharge("managed", CAPABILITY_OF[m]) ? "managed" : null;
	return out;
}

export type RoutingProblem = {
	method: CheckoutMethod;
	code: "method_not_supported" | "adapter_not_connected";
	message: string;
};

/**
 * Checks a routing against the capability matrix and the adapters the workspace has connected
 * (managed is always available: the service runs it). Returns the first problem or null.
 */
export function routingProblem(
	routing: Partial<Record<CheckoutMethod, AdapterKind | null>>,
	connected: ReadonlySet<AdapterKind>,
): RoutingProblem | null {
	for (const m of CHECKOUT_METHODS) {
		const kind = routing[m];
		if (kind == null) continue;
		if (!canCharge(kind, CAPABILITY_OF[m]))
			return { method: m, code: "method_not_supported", message: `${kind} cannot take ${m} (capability matrix)` };
		if (kind !== "managed" && !connected.has(kind))
			return {
				method: m,
				code: "adapter_not_connected",
				message: `${m} is routed to ${kind}, which is not connected (PUT /v1/adapters/${kind} first)`,
			};
	}
	return null;
}

/** Merges a PUT body over the defaults: a method left out gets its default. */
export const resolveRouting = (body: Partial<Record<CheckoutMethod, AdapterKind | null>>): Routing => ({
	...defaultRouting(),
	...body,
});

/** Methods a session may offer: routed and fitting the currency, in CHECKOUT_METHODS order. */
export const availableMethods = (routing: Routing, currency: string): CheckoutMethod[] =>
	CHECKOUT_METHODS.filter((m) => routing[m] != null && methodFitsCurrency(m, currency));

// ---------------------------------------------------------------- sessions

export const SESSION_STATUSES = ["open", "pending_review", "completed", "expired", "canceled"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export type SessionMove = "pay" | "offline_chosen" | "complete" | "confirm" | "cancel" | "expire";

/**
 * The transition table. open → completed (payment succeeded) | expired (expiresAt passed) |
 * canceled | pending_review (an offline method chosen); pending_review → completed (merchant
 * confirms) | canceled. pending_review does not expire: the customer may already have
 * transferred, so only the merchant decides. completed, expired, canceled are final.
 */
const MOVES: Record<SessionMove, Partial<Record<SessionStatus, SessionStatus>>> = {
	pay: { open: "open" },
	offline_chosen: { open: "pending_review" },
	complete: { open: "completed" },
	confirm: { pending_review: "completed" },
	cancel: { open: "canceled", pending_review: "canceled" },
	expire: { open: "expired" },
};

export const nextStatus = (from: SessionStatus, move: SessionMove): SessionStatus | null => MOVES[move][from] ?? null;
/** The statuses a move may start from (for conditional UPDATEs). */
export const fromStatuses = (move: SessionMove): SessionStatus[] => Object.keys(MOVES[move]) as SessionStatus[];

export const EXPIRES_DEFAULT_SEC = 24 * 3600;
export const EXPIRES_MIN_SEC = 5 * 60;
export const EXPIRES_MAX_SEC = 7 * 24 * 3600;
export const MAX_LINE_ITEMS = 100;
export const LINE_NAME_MAX = 200;
export const LINE_QUANTITY_MAX = 10_000;

export interface LineItem {
	name: string;
	quantity: number;
	unitAmount: number;
}

/** Sum of quantity × unitAmount, or null when it passes the per-transaction ceiling (MAX_AMOUNT). */
export function lineItemsTotal(items: readonly LineItem[]): number | null {
	let total = 0n;
	for (const i of items) total += BigInt(i.quantity) * BigInt(i.unitAmount);
	return total <= BigInt(MAX_AMOUNT) ? Number(total) : null;
}

export type AmountResult =
	| { ok: true; amount: number }
	| { ok: false; code: "amount_mismatch" | "invalid_amount" | "validation_error"; message: string; param: string };

/** amount alone, lineItems alone (amount = their sum) or both agreeing; the total must be positive. */
export function resolveAmount(amount: number | undefined, items: readonly LineItem[] | undefined): AmountResult {
	if (amount === undefined && !items)
		return { ok: false, code: "validation_error", message: "Send amount or lineItems", param: "amount" };
	if (items) {
		const total = lineItemsTotal(items);
		if (total == null)
			return {
				ok: false,
				code: "invalid_amount",
				message: `The line items add up to more than the largest amount (${MAX_AMOUNT})`,
				param: "lineItems",
			};
		if (amount !== undefined && amount !== total)
			return {
				ok: false,
				code: "amount_mismatch",
				message: `amount ${amount} is not the sum of the line items (${total})`,
				param: "amount",
			};
		amount = total;
	}
	if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || (amount as number) > MAX_AMOUNT)
		return {
			ok: false,
			code: "invalid_amount",
			message: `The amount must be a positive integer in minor units, at most ${MAX_AMOUNT}`,
			param: "amount",
		};
	return { ok: true, amount: amount as number };
}
