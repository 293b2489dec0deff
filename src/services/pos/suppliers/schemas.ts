import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";

const fields = {
	name: singleLine(160, { trim: true }),
	contactName: singleLine(120, { trim: true }).nullable(),
	phone: singleLine(30, { min: 0 }).nullable(),
	email: z.email().max(254).nullable(),
	address: multiLine(500, { min: 0 }).nullable(),
	note: multiLine(1000, { min: 0 }).nullable(),
	isActive: z.boolean(),
};
const optional = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
	[K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
};

export const CreateSupplier = z.strictObject({ ...optional, name: fields.name }).openapi("PosCreateSupplier");
export const PatchSupplier = z.strictObject(optional).openapi("PosPatchSupplier");

export const Supplier = z
	.object({
		id: z.string(),
		name: z.string(),
		contactName: z.string().nullable(),
		phone: z.string().nullable(),
		email: z.string().nullable(),
		address: z.string().nullable(),
		note: z.string().nullable(),
		isActive: z.boolean(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosSupplier");
