import { iso } from "../../../platform/encoding";
import type { CustomerRow, EntryRow } from "./store";

export const customerView = (r: CustomerRow) => ({
	id: r.id,
	name: r.name,
	phone: r.phone,
	email: r.email,
	note: r.note,
	loyaltyBalance: r.loyaltyBalance,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});

export const entryView = (e: EntryRow) => ({
	id: e.id,
	kind: e.kind,
	points: e.points,
	balanceAfter: e.balanceAfter,
	reason: e.reason,
	createdAt: iso(e.createdAt) as string,
});
