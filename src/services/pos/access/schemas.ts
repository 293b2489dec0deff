import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";

export const ApiKey = z
	.object({
		id: z.string(),
		name: z.string(),
		prefix: z.string(),
		lastUsedAt: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("PosApiKey");
export const NewApiKey = ApiKey.extend({ key: z.string() }).openapi("PosNewApiKey");
export const CreateApiKey = z.strictObject({ name: singleLine(120, { trim: true }) }).openapi("PosCreateApiKey");

/** limit 1-100 (default 20); out of range is 400 (spec 002 §8), cursor opaque. */
export const ListQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});
