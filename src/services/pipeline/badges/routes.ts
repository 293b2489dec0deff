// GET /public/badges/{badgeToken}/pipeline.svg (issue 21): no credential; the token is the project's
// public badge token. It shows the newest pipeline of the default branch ("unknown" without one).
// A cached badge is answered by badgeEdge before the CI app runs (the module's `edge`); the route
// renders a miss and stores it.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { badgeEnv } from "../access/locate";
import { ciErrors, notFound } from "../context";
import { badgeSvg } from "./badge";
import { badgeGeneration, badgeHeaders, cachedBadge, storeBadge } from "./cache";
import { badgeStatus } from "./store";

const app = router();

const BADGE_PATH = /^\/api\/v1\/public\/badges\/([^/]{1,192})\/pipeline\.svg$/;

/**
 * The service's edge answer: a GET of a badge that is cached (isolate memory, then the Cache API),
 * with the path as the CI app would see it; null hands the request to the app (a miss renders).
 */
export async function badgeEdge(req: Request, path: string): Promise<Response | null> {
	const m = BADGE_PATH.exec(path);
	if (!m || req.method !== "GET") return null;
	let token: string;
	try {
		token = decodeURIComponent(m[1]);
	} catch {
		return null;
	}
	if (token.length > 64) return null;
	return cachedBadge(token);
}

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/public/badges/{badgeToken}/pipeline.svg",
		// Embedded in READMEs, often with a cache-busting parameter of the host's own.
		...toleratesUnknownQuery,
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
		const generation = badgeGeneration(token);
		const found = await badgeStatus(await badgeEnv(c.env, token), token);
		if (!found) throw notFound("badge");
		const svg = badgeSvg(found.status);
		c.executionCtx.waitUntil(storeBadge(token, svg, generation));
		return c.body(svg, 200, badgeHeaders);
	},
);

export default app;
