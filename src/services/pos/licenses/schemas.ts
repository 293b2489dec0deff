import { z } from "@hono/zod-openapi";
import { ListQuery } from "../access/schemas";

// Spec 002 §2 "Licence" and §4 "Fulfilment routes" (issue 20).

export const MAX_ACTIVATIONS = 10_000;
export const LICENSE_STATUSES = ["active", "revoked", "expired"] as const;
const Id = z.string().min(1).max(64);

export const CreateLicense = z
	.strictObject({
		productId: Id,
		customerId: Id,
		maxActivations: z.number().int().min(1).max(MAX_ACTIVATIONS),
		expiresAt: z.iso
			.datetime({ offset: true })
			.nullable()
			.optional()
			.openapi({ description: "ISO 8601 datetime in the future; null or omitted: never expires" }),
		transactionId: Id.optional().openapi({
			description: "A COMPLETED sale the licence was sold with; records the sale's delivery as licences",
		}),
	})
	.openapi("PosCreateLicense");

export const License = z
	.object({
		id: z.string().openapi({ example: "lic_01J9Z3T8M2Q4X6A8C0E2G4J6K8" }),
		productId: z.string(),
		customerId: z.string(),
		transactionId: z.string().nullable(),
		keyPrefix: z.string().openapi({ example: "PASAR-7K3QD", description: "The key's first group; never the key" }),
		maxActivations: z.number().int(),
		status: z.enum(LICENSE_STATUSES),
		expiresAt: z.string().nullable(),
		revokedAt: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosLicense");

export const NewLicense = License.extend({
	key: z.string().openapi({ example: "PASAR-7K3QD-M2X9A-0TWZB-4NC8E", description: "Shown in this answer only" }),
}).openapi("PosNewLicense");

export const LicenseQuery = ListQuery.extend({
	productId: Id.optional(),
	customerId: Id.optional(),
	status: z.enum(LICENSE_STATUSES).optional(),
});

export const ValidateQuery = z.object({
	key: z.string().min(1).max(200),
	productId: Id.optional(),
});

export const Validity = z
	.object({
		valid: z.boolean(),
		reason: z.enum(["not_found", "revoked", "expired", "product_mismatch"]).nullable(),
	})
	.openapi("PosLicenseValidity");

export type CreateLicenseBody = z.infer<typeof CreateLicense>;
export type LicenseQueryIn = z.infer<typeof LicenseQuery>;
