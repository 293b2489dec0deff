import { z } from "@hono/zod-openapi";
import { clampedLimit } from "../../../platform/openapi";
import type { SuppressionRow } from "./store";

// The suppression list's API (issue 40): types, validation and reference text in one place.

export const SUPPRESSION_REASONS = ["hard_bounce", "complaint", "manual"] as const;
/** An address as a path segment: an email is at most 254 characters; room for URL-decoded slack. */
export const ADDRESS_MAX = 320;

export const Suppression = z
	.object({
		address: z.string().nullable().openapi({
			description:
				"The suppressed address, normalised (an email lowercased, a phone as + and digits); null once its contact was erased — the suppression still holds by its hash",
		}),
		addressHash: z.string().openapi({ description: "Hex SHA-256 of the normalised address: the key of the list" }),
		reason: z.enum(SUPPRESSION_REASONS).openapi({
			description:
				"hard_bounce or complaint (from the provider's delivery feedback), or manual (added through this API)",
		}),
		source: z
			.string()
			.nullable()
			.openapi({ description: "Who added it: the provider whose feedback did, or the API key or user" }),
		campaignId: z
			.string()
			.nullable()
			.openapi({ description: "The campaign whose send bounced or was complained about" }),
		createdAt: z.string().openapi({ description: "When the address was first suppressed (ISO 8601)" }),
	})
	.openapi("Suppression");

export const SuppressionPage = z
	.object({ data: z.array(Suppression), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("SuppressionPage");

export const SuppressionQuery = z.object({
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
	reason: z.enum(SUPPRESSION_REASONS).optional().openapi({ description: "Only suppressions with this reason" }),
});

export const CreateSuppression = z
	.object({
		address: z.string().min(1).max(ADDRESS_MAX).openapi({
			description:
				"An email (trimmed and lowercased, then RFC-valid) or a phone number (spaces, dots, dashes and brackets removed, then E.164 such as +6281234567890)",
			example: "budi@example.com",
		}),
		reason: z
			.literal("manual")
			.default("manual")
			.openapi({ description: "Only manual: bounces and complaints come from the providers' feedback" }),
	})
	.openapi("CreateSuppression");

export const AddressParam = z.object({
	address: z
		.string()
		.min(1)
		.max(ADDRESS_MAX)
		.openapi({
			param: { name: "address", in: "path" },
			description: "The address, URL-encoded",
			example: "budi%40example.com",
		}),
});

export const CREATE_DOC =
	"Adds an address to the workspace's suppression list: no campaign sends to it until it is removed. 201 with the new entry; an address already on the list (by its normalised form, whatever the reason) answers 200 with the entry as it is, nothing changed. An address that is neither a valid email nor an E.164 phone number is 400 VALIDATION.";
export const DELETE_DOC =
	"Removes the address (normalised as on POST) from the list, whatever the reason it was added for: later campaigns send to it again. A bounce or complaint reported afterwards suppresses it anew. 404 NOT_FOUND when it is not on the list.";

export const suppressionView = (r: SuppressionRow) => ({
	address: r.address,
	addressHash: r.addressHash,
	reason: r.reason,
	source: r.source,
	campaignId: r.campaignId,
	createdAt: new Date(r.createdAt).toISOString(),
});
