import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";

/** limit 1-100 (default 20); out of range is 400 (spec 002 §8), cursor opaque. */
export const ListQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});
