// The shift report model (issue 43): the rows of cash/store.ts shiftReportRows as the API's X / Z
// report. Pure apart from the read, so the printed report (print-report.ts) and the JSON say the same.

import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import { assertOutlet } from "../access/guard";
import { notFound, type PosScope } from "../context";
import { PAYMENT_METHODS } from "../sales/domain";
import { type CashParts, expectedCashOf, MOVEMENT_SIGN } from "../shifts/drawer";
import { movementView } from "./record-movement";
import { shiftReportRows } from "./store";

type Rows = NonNullable<Awaited<ReturnType<typeof shiftReportRows>>>;

/** GET /shifts/{id}/report: 404 when unknown or another workspace's. */
export async function loadShiftReport(env: Env, s: PosScope, shiftId: string, now = Date.now()) {
	const rows = await shiftReportRows(env, s, shiftId);
	if (!rows.shift) throw notFound("shift");
	assertOutlet(s, rows.shift.shift.outletId);
	return buildShiftReport(rows as Rows & { shift: NonNullable<Rows["shift"]> }, now);
}

export type ShiftReportView = ReturnType<typeof buildShiftReport>;

export function buildShiftReport(r: Rows & { shift: NonNullable<Rows["shift"]> }, now: number) {
	const { shift: sh, ...parts } = r.shift;
	const cashParts: CashParts = parts;
	const closed = sh.status === "CLOSED";
	// A Z report shows what the close stored (the same formula, read in the closing UPDATE).
	const expected = closed && sh.expectedCash !== null ? sh.expectedCash : expectedCashOf(cashParts);
	const byMethod = Object.fromEntries(
		PAYMENT_METHODS.map((m) => {
			const hit = r.methods.find((x) => x.method === m);
			return [m, { count: hit?.count ?? 0, amount: hit?.amount ?? 0 }];
		}),
	) as Record<(typeof PAYMENT_METHODS)[number], { count: number; amount: number }>;
	return {
		kind: closed ? ("Z" as const) : ("X" as const),
		shiftId: sh.id,
		outletId: sh.outletId,
		status: sh.status,
		openedAt: iso(sh.openedAt) as string,
		closedAt: iso(sh.closedAt),
		sales: r.sold,
		byMethod,
		voids: r.voids,
		returns: {
			...(r.returned ?? { count: 0, subtotal: 0, serviceChargeTotal: 0, taxTotal: 0, total: 0 }),
			byMethod: Object.fromEntries(
				PAYMENT_METHODS.map((m) => [m, r.refunds.find((x) => x.method === m)?.amount ?? 0]),
			) as Record<(typeof PAYMENT_METHODS)[number], number>,
		},
		netTotal: r.sold.total - r.voids.total - (r.returned?.total ?? 0),
		taxes: r.taxes.map(({ category, name, rateBps, taxable, amount }) => ({
			category,
			name,
			rateBps,
			taxable,
			amount,
		})),
		cashMovements: r.moves.map(movementView),
		cash: {
			...cashParts,
			expected,
			counted: closed ? sh.countedCash : null,
			difference: closed ? sh.difference : null,
		},
		byStaff: staffOf(r),
		generatedAt: iso(now) as string,
	};
}

type PersonSums = {
	salesCount: number;
	salesTotal: number;
	cashSales: number;
	voidsCount: number;
	voidsTotal: number;
	returnsCount: number;
	returnsTotal: number;
	movements: number;
	movementsNet: number;
};

/**
 * Sales, voids and returns (grouped by SQL) and movements (already read for the list) per person — the staff
 * member when recorded, else the key or user — sorted by who.
 */
function staffOf(r: Rows) {
	const by = new Map<string, PersonSums>();
	const get = (who: string) => {
		let v = by.get(who);
		if (!v)
			by.set(
				who,
				(v = {
					salesCount: 0,
					salesTotal: 0,
					cashSales: 0,
					voidsCount: 0,
					voidsTotal: 0,
					returnsCount: 0,
					returnsTotal: 0,
					movements: 0,
					movementsNet: 0,
				}),
			);
		return v;
	};
	for (const x of r.bySeller)
		Object.assign(get(x.who), { salesCount: x.count, salesTotal: x.total, cashSales: x.cash });
	for (const x of r.byVoider) Object.assign(get(x.who), { voidsCount: x.count, voidsTotal: x.total });
	for (const x of r.byReturner) Object.assign(get(x.who), { returnsCount: x.count, returnsTotal: x.total });
	for (const m of r.moves) {
		const v = get(m.staffId ?? m.actor);
		v.movements += 1;
		v.movementsNet += MOVEMENT_SIGN[m.type] * m.amount;
	}
	return [...by.entries()]
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		.map(([actor, v]) => ({ actor, name: r.names.get(actor) ?? null, ...v }));
}
