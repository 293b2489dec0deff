import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

const NAME =
	"The category's name, one line of 1–100 characters; unique in the workspace ignoring case (else 409 CONFLICT)";

export const Category = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: NAME }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosCategory", { description: "A group of products (ids cat_…); a product has at most one" });
export const CategoryBody = z
	.strictObject({ name: singleLine(100, { trim: true }).openapi({ description: NAME }) })
	.openapi("PosCategoryBody", { description: "A category's name, to create or rename it" });
