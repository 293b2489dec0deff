import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";

const NAME = "The supplier's business name, one line of 1–160 characters";
const CONTACT = "The person you deal with there, one line of at most 120 characters; null when none";
const PHONE = "Phone number, at most 30 characters; null when none";
const EMAIL = "Email address, at most 254 characters; null when none";
const ADDRESS = "Postal address, at most 500 characters (may span lines); null when none";
const NOTE = "Your own notes (terms, delivery days…), at most 1000 characters; null when none";
const ACTIVE =
	"false once deactivated (DELETE or PATCH): new purchase orders cannot name it (409); true reactivates it; default true";

const fields = {
	name: singleLine(160, { trim: true }).openapi({ description: NAME }),
	contactName: singleLine(120, { trim: true }).nullable().openapi({ description: CONTACT }),
	phone: singleLine(30, { min: 0 }).nullable().openapi({ description: PHONE }),
	email: z.email().max(254).nullable().openapi({ description: EMAIL }),
	address: multiLine(500, { min: 0 }).nullable().openapi({ description: ADDRESS }),
	note: multiLine(1000, { min: 0 }).nullable().openapi({ description: NOTE }),
	isActive: z.boolean().openapi({ description: ACTIVE }),
};
const optional = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
	[K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
};

export const CreateSupplier = z
	.strictObject({ ...optional, name: fields.name })
	.openapi("PosCreateSupplier", { description: "A new supplier; only name is required" });
export const PatchSupplier = z
	.strictObject(optional)
	.openapi("PosPatchSupplier", { description: "Only the fields sent change; null clears a nullable field" });

export const Supplier = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: NAME }),
		contactName: z.string().nullable().openapi({ description: CONTACT }),
		phone: z.string().nullable().openapi({ description: PHONE }),
		email: z.string().nullable().openapi({ description: EMAIL }),
		address: z.string().nullable().openapi({ description: ADDRESS }),
		note: z.string().nullable().openapi({ description: NOTE }),
		isActive: z.boolean().openapi({ description: ACTIVE }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosSupplier", { description: "Someone you buy stock from (ids sup_…), named by purchase orders" });
