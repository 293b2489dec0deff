import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";

/** limit 1-100 (default 20); out of range is 400 (spec 002 §8), cursor opaque. */
export const ListQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});

/** POST /api-keys's POS fields (issue 43): the key's role and the staff member it belongs to. */
export const KEY_ACCESS = {
	role: z.string().max(64).optional().openapi({
		description:
			"The key's role: owner (default), manager, cashier, license_validator (validates licences only) or a custom role id (role_…); a staff member's key always acts with that member's current role (omit role)",
		example: "cashier",
	}),
	staffId: z.string().max(64).optional().openapi({
		description: "The staff member (stf_…) this key belongs to: sales, voids and shifts made with it record them",
		example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	}),
};

/** What the created key's answer and each listed key add (issue 43). */
export const KEY_GRANTED = {
	role: z.string().openapi({
		description: "The key's role (see POST /api-keys role); owner for keys made before roles",
		example: "cashier",
	}),
	staffId: z.string().nullable().openapi({
		description: "The staff member the key belongs to; null for a key bound to none",
		example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	}),
};
