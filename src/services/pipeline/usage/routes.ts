import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { ciErrors, scopeOf } from "../context";
import { usageOf } from "./usage";

const app = router();

const Usage = z
	.object({
		accountId: z.string().openapi({ description: "The workspace (acc_…)" }),
		periodStart: z.string().openapi({ description: "00:00 Asia/Jakarta on the month's 1st (ISO 8601)" }),
		minutesUsed: z.number().int().openapi({ description: "Shared-runner minutes this month (each job rounded up)" }),
		tier: z.string().openapi({ description: "The CI plan (free until the operator sets one)" }),
		minutesLimit: z.number().int().openapi({ description: "Shared-runner minutes a month the plan includes" }),
		softWarn: z.boolean().openapi({ description: "minutesUsed ≥ 80 % of the limit" }),
		exhausted: z.boolean().openapi({ description: "minutesUsed ≥ the limit: shared runners skip this workspace" }),
	})
	.openapi("CiUsage");

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/usage",
		summary: "Compute minutes used this calendar month (Asia/Jakarta)",
		responses: { 200: jsonResponse(Usage, "Usage"), ...ciErrors() },
	}),
	async (c) => ok(c, await usageOf(c.env, scopeOf(c))),
);

export default app;
