// GET /public/badges/{badgeToken}/pipeline.svg (issue 21): no credential; the token is the project's
// public badge token. It shows the newest pipeline of the default branch ("unknown" without one).
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ciErrors, notFound } from "../context";
import { latestPipelines, projectByBadge } from "../projects/store";
import { badgeSvg } from "./badge";

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
		const project = await projectByBadge(c.env, c.req.valid("param").badgeToken);
		if (!project) throw notFound("badge");
		const latest = (await latestPipelines(c.env, [project.id], project.defaultBranch)).get(project.id);
		return c.body(badgeSvg(latest?.status ?? null), 200, {
			"Content-Type": "image/svg+xml; charset=utf-8",
			"Cache-Control": "public, max-age=30",
		});
	},
);

export default app;
