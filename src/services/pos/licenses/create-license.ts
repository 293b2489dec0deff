import { sha256Hex } from "../../../platform/crypto";
import { validationError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { getProduct } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getCustomer } from "../customers/store";
import { KEY_BYTES, keyFromBytes, keyPrefix } from "./domain";
import type { CreateLicenseBody } from "./schemas";
import { insertLicense, type LicenseRow, saleStatus } from "./store";
import { licenseView } from "./view";

const notCompleted = (status: string) =>
	conflict(`Licences are issued for COMPLETED sales; this one is ${status}`, "transactionId");

/**
 * POST /fulfillment/licenses: a licence of this workspace's product for its customer, with a fresh
 * key shown in this answer only. With transactionId the sale must be COMPLETED (checked again by
 * the INSERT), and the sale's delivery is recorded as licences.
 */
export async function createLicense(ctx: PosCtx, s: PosScope, b: CreateLicenseBody) {
	const now = Date.now();
	const expiresAt = b.expiresAt == null ? null : Date.parse(b.expiresAt);
	if (expiresAt != null && expiresAt <= now) throw validationError("expiresAt must be in the future", "expiresAt");
	const [product, customer, sale] = await Promise.all([
		getProduct(ctx.env, s, b.productId),
		getCustomer(ctx.env, s, b.customerId),
		b.transactionId ? saleStatus(ctx.env, s, b.transactionId) : undefined,
	]);
	if (!product) throw notFound("product");
	if (!customer) throw notFound("customer");
	if (sale === null) throw notFound("sale");
	if (sale && sale !== "COMPLETED") throw notCompleted(sale);
	const key = keyFromBytes(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
	const row: LicenseRow = {
		id: newId("lic_", now),
		accountId: s.workspaceId,
		productId: b.productId,
		customerId: b.customerId,
		transactionId: b.transactionId ?? null,
		keyHash: await sha256Hex(key),
		keyPrefix: keyPrefix(key),
		maxActivations: b.maxActivations,
		expiresAt,
		revokedAt: null,
		createdAt: now,
		updatedAt: now,
	};
	if (!(await insertLicense(ctx.env, row))) throw notCompleted("no longer COMPLETED (voided meanwhile)");
	return { ...licenseView(row, now), key };
}
