import { iso } from "../../../platform/encoding";
import { licenseStatus } from "./domain";
import type { LicenseRow } from "./store";

/** A licence as every route answers it: never the key or its hash, only the key's first group. */
export const licenseView = (l: LicenseRow, now = Date.now()) => ({
	id: l.id,
	productId: l.productId,
	customerId: l.customerId,
	transactionId: l.transactionId,
	keyPrefix: l.keyPrefix,
	maxActivations: l.maxActivations,
	status: licenseStatus(l, now),
	expiresAt: iso(l.expiresAt),
	revokedAt: iso(l.revokedAt),
	createdAt: iso(l.createdAt) as string,
	updatedAt: iso(l.updatedAt) as string,
});
