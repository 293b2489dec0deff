import { iso } from "../../../platform/encoding";
import type { OutletRow } from "./store";

export const outletView = (r: OutletRow) => ({
	id: r.id,
	name: r.name,
	address: r.address,
	phone: r.phone,
	timezone: r.timezone,
	taxRateBps: r.taxRateBps,
	taxInclusive: !!r.taxInclusive,
	serviceChargeBps: r.serviceChargeBps,
	serviceChargeTaxable: !!r.serviceChargeTaxable,
	serviceChargeBase: r.serviceChargeBase,
	receiptHeader: r.receiptHeader,
	receiptFooter: r.receiptFooter,
	returnWindowDays: r.returnWindowDays,
	isActive: !!r.isActive,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
