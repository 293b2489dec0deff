import { z } from "@hono/zod-openapi";
import { ListQuery } from "../access/schemas";

// Spec 002 §2 "Licence" and §4 "Fulfilment routes" (issue 20).

export const MAX_ACTIVATIONS = 10_000;
export const LICENSE_STATUSES = ["active", "revoked", "expired"] as const;
const Id = z.string().min(1).max(64);
const MAX_ACT =
	"How many devices or installs the key may be activated on, 1–10,000; stored and shown for your software to enforce (Pasar does not count activations)";
const STATUS =
	"Derived at the time of the request: revoked once revoked (whatever the expiry), else expired from expiresAt on, else active";

export const CreateLicense = z
	.strictObject({
		productId: Id.openapi({ description: "The product licensed (prd_…), one of the workspace's (else 404)" }),
		customerId: Id.openapi({ description: "The customer it is issued to (cus_…), one of the workspace's (else 404)" }),
		maxActivations: z.number().int().min(1).max(MAX_ACTIVATIONS).openapi({ description: MAX_ACT }),
		expiresAt: z.iso
			.datetime({ offset: true })
			.nullable()
			.optional()
			.openapi({ description: "ISO 8601 datetime in the future; null or omitted: never expires" }),
		transactionId: Id.optional().openapi({
			description: "A COMPLETED sale the licence was sold with; records the sale's delivery as licences",
		}),
	})
	.openapi("PosCreateLicense", { description: "A new licence; the answer holds its key, shown this once" });

export const License = z
	.object({
		id: z.string().openapi({ example: "lic_01J9Z3T8M2Q4X6A8C0E2G4J6K8" }),
		productId: z.string().openapi({ description: "The product licensed (prd_…)" }),
		customerId: z.string().openapi({ description: "The customer it was issued to (cus_…)" }),
		transactionId: z.string().nullable().openapi({ description: "The sale it was sold with (txn_…); null when none" }),
		keyPrefix: z.string().openapi({ example: "PASAR-7K3QD", description: "The key's first group; never the key" }),
		maxActivations: z.number().int().openapi({ description: MAX_ACT }),
		status: z.enum(LICENSE_STATUSES).openapi({ description: STATUS }),
		expiresAt: z.string().nullable().openapi({ description: "When it expires (ISO 8601, UTC); null: never" }),
		revokedAt: z.string().nullable().openapi({
			description: "When it was revoked (ISO 8601, UTC; final, there is no un-revoke); null while not revoked",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosLicense", { description: "A customer's right to use a product, proved by a key (ids lic_…)" });

export const NewLicense = License.extend({
	key: z.string().openapi({ example: "PASAR-7K3QD-M2X9A-0TWZB-4NC8E", description: "Shown in this answer only" }),
}).openapi("PosNewLicense", { description: "A licence just issued, with its key (shown in this answer only)" });

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
		valid: z.boolean().openapi({
			description: "true when the key belongs to an active licence of this workspace (and of productId when given)",
		}),
		reason: z.enum(["not_found", "revoked", "expired", "product_mismatch"]).nullable().openapi({
			description:
				"null when valid, else the first that applies: not_found (no such key here), revoked, expired, product_mismatch (the licence is for another product than productId)",
		}),
	})
	.openapi("PosLicenseValidity", { description: "Whether a licence key may be used now" });

export type CreateLicenseBody = z.infer<typeof CreateLicense>;
export type LicenseQueryIn = z.infer<typeof LicenseQuery>;
