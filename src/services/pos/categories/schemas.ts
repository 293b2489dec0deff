import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

export const Category = z
	.object({ id: z.string(), name: z.string(), createdAt: z.string(), updatedAt: z.string() })
	.openapi("PosCategory");
export const CategoryBody = z.strictObject({ name: singleLine(100, { trim: true }) }).openapi("PosCategoryBody");
