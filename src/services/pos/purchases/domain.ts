// Purchase order rules, no I/O: the totals, which status each action may start from, and what a receive
// may bring in. The store repeats the state and over-receive rules inside its batch (the race-proof
// copy); these checks run first so a plain mistake gets a message that names the line.
import { validationError } from "../../../platform/errors";
import { conflict } from "../context";

export type PoStatus = "DRAFT" | "ORDERED" | "PARTIALLY_RECEIVED" | "RECEIVED" | "CANCELLED";
export type PoAction = "update" | "order" | "receive" | "cancel";

/** The statuses each action may start from; every other move is 409 CONFLICT. */
export const MOVES_FROM: Record<PoAction, PoStatus[]> = {
	update: ["DRAFT"],
	order: ["DRAFT"],
	receive: ["ORDERED", "PARTIALLY_RECEIVED"],
	cancel: ["DRAFT", "ORDERED"],
};

const VERB: Record<PoAction, string> = {
	update: "changed",
	order: "ordered",
	receive: "received",
	cancel: "cancelled",
};

export const wrongState = (status: string, action: PoAction) =>
	conflict(
		`A ${status} purchase order cannot be ${VERB[action]} (only from ${MOVES_FROM[action].join(" or ")})`,
		"status",
	);

export const orderTotal = (lines: ReadonlyArray<{ quantity: number; cost: number }>) =>
	lines.reduce((sum, l) => sum + l.quantity * l.cost, 0);

export interface OrderedLine {
	variantId: string;
	quantity: number;
	received: number;
}
export interface ReceiveLineIn {
	variantId: string;
	quantity: number;
	batchNumber?: string;
	expiresAt?: string;
}
export interface VariantRules {
	trackStock: boolean;
	requiresBatch: boolean;
	isComposite: boolean;
}
/** One line of a receive: stock moves only for tracked variants, a batch only for those that require one. */
export interface Arrival {
	variantId: string;
	quantity: number;
	stock: boolean;
	batch: { number: string; expiresAt: number } | null;
}

/**
 * A receive's arrivals, in the order sent: each variant must be on the order (400), batch number and
 * expiry are required for requiresBatch products and refused for others (400), and the expiry is in
 * the future (400). Untracked variants are counted as received but move no stock (they have no
 * level, as in sales).
 */
export function planReceive(
	ordered: OrderedLine[],
	lines: ReceiveLineIn[],
	rules: Map<string, VariantRules>,
	now: number,
): Arrival[] {
	const onOrder = new Set(ordered.map((l) => l.variantId));
	return lines.map((l, i) => {
		const at = `lines.${i}`;
		if (!onOrder.has(l.variantId))
			throw validationError("This variant is not on the purchase order", `${at}.variantId`);
		const r = rules.get(l.variantId);
		if (!r || r.isComposite) throw conflict("This variant can no longer be stocked (deleted or now a recipe)", at);
		const batch = batchOf(l, r, at, now);
		return { variantId: l.variantId, quantity: l.quantity, stock: r.trackStock, batch: r.trackStock ? batch : null };
	});
}

/** No line may take more than it still awaits (409; the batch's CHECK is the race-proof copy). */
export function assertOutstanding(ordered: OrderedLine[], arrivals: Arrival[]) {
	const left = new Map(ordered.map((l) => [l.variantId, l.quantity - l.received]));
	arrivals.forEach((a, i) => {
		const rest = (left.get(a.variantId) ?? 0) - a.quantity;
		if (rest < 0)
			throw conflict(`Receiving more than is outstanding (${left.get(a.variantId)} left)`, `lines.${i}.quantity`);
		left.set(a.variantId, rest);
	});
}

function batchOf(l: ReceiveLineIn, r: VariantRules, at: string, now: number) {
	const given = l.batchNumber !== undefined || l.expiresAt !== undefined;
	if (!r.requiresBatch) {
		if (given) throw validationError("This product keeps no batches: send no batchNumber or expiresAt", at);
		return null;
	}
	if (l.batchNumber === undefined) throw validationError("This product requires a batchNumber", `${at}.batchNumber`);
	if (l.expiresAt === undefined) throw validationError("This product requires an expiresAt", `${at}.expiresAt`);
	const expiresAt = Date.parse(l.expiresAt);
	if (!(expiresAt > now)) throw validationError("The batch has already expired", `${at}.expiresAt`);
	return { number: l.batchNumber, expiresAt };
}
