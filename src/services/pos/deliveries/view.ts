import { groupBy, iso } from "../../../platform/encoding";
import type { DeliveryRow } from "./store";

type LicenseRow = {
	id: string;
	transactionId: string | null;
	productId: string;
	keyPrefix: string;
	expiresAt: number | null;
	revokedAt: number | null;
};

const licenseStatus = (l: LicenseRow, now: number) =>
	l.revokedAt != null ? "revoked" : l.expiresAt != null && l.expiresAt <= now ? "expired" : "active";

/**
 * A delivery: a shipment's status is the shipment's; a licence delivery is "issued" while any of its
 * licences is active, else "revoked" or "expired" (the last one's fate).
 */
export function deliveryViews(rows: DeliveryRow[], licenses: LicenseRow[], now = Date.now()) {
	const bySale = groupBy(licenses, (l) => l.transactionId ?? "");
	return rows.map((r) => {
		const ls = (bySale.get(r.transactionId) ?? []).map((l) => ({
			id: l.id,
			productId: l.productId,
			keyPrefix: l.keyPrefix,
			status: licenseStatus(l, now),
		}));
		const status =
			r.kind === "shipment"
				? (r.shipmentStatus ?? "draft")
				: ls.some((l) => l.status === "active")
					? "issued"
					: (ls.at(-1)?.status ?? "issued");
		return {
			id: r.id,
			transactionId: r.transactionId,
			kind: r.kind,
			status,
			shipment:
				r.kind === "shipment" && r.shipmentId
					? {
							id: r.shipmentId,
							status: r.shipmentStatus,
							courierCode: r.courierCode,
							courierServiceCode: r.courierServiceCode,
							waybillId: r.waybillId,
						}
					: null,
			licenses: ls,
			createdAt: iso(r.createdAt) as string,
			updatedAt: iso(r.updatedAt) as string,
		};
	});
}
