// GET /public/badges/{badgeToken}/pipeline.svg (issue 21): no credential; the token is the project's
// public badge token. It shows the newest pipeline of the default branch ("unknown" without one).
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ciErrors, notFound } from "../context";
import { badgeSvg } from "./badge";
import { badgeHeaders, cachedBadge, storeBadge } from "./cache";
import { badgeStatus } from "./store";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/public/badges/{badgeToken}/pipeline.svg",
		summary: "The project's pipeline badge (SVG, public)",
		request: { params: z.object({ badgeToken: z.string().min(1).max(64) }) },
		responses: {
			200: { content: { "image/svg+xml": { schema: z.string() } }, description: "The badge" },
			...ciErrors(),
		},
	}),
	async (c) => {
		const token = c.req.valid("param").badgeToken;
		const cached = await cachedBadge(token);
		if (cached) return cached;
		const found = await badgeStatus(c.env, token);
		if (!found) throw notFound("badge");
		const svg = badgeSvg(found.status);
		c.executionCtx.waitUntil(storeBadge(token, svg));
		return c.body(svg, 200, badgeHeaders);
	},
);

export default app;
