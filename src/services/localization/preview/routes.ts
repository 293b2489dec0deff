// The public instant preview (issue 24): no auth, CORS-open.
import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { errorResponse, jsonBody, jsonResponse, pathId } from "../../../platform/openapi";
import { getPreview, POLL_SECONDS, startPreview } from "./preview";
import { PreviewBody, PreviewStarted, PreviewState } from "./schemas";

const app = router();
const P = "/api/v1/public/preview";
const CORS = {
	"Access-Control-Allow-Origin": "*",
	"Access-Control-Expose-Headers":
		"Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id",
};

app.use(`${P}`, async (c, next) => {
	await next();
	for (const [k, v] of Object.entries(CORS)) c.res.headers.set(k, v);
});
app.use(`${P}/*`, async (c, next) => {
	await next();
	for (const [k, v] of Object.entries(CORS)) c.res.headers.set(k, v);
});
const preflight = {
	...CORS,
	"Access-Control-Allow-Methods": "GET, POST, OPTIONS",
	"Access-Control-Allow-Headers": "Content-Type",
	"Access-Control-Max-Age": "86400",
};
app.options(P, (c) => c.body(null, 204, preflight));
app.options(`${P}/:id`, (c) => c.body(null, 204, preflight));

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Translate the first strings of any public page (no auth, CORS-open)",
		description:
			"Fetches and extracts the page at once by the crawl rules (10 s, 2 MiB, redirects re-checked), takes strings in page order up to 40 strings and 500 words, and translates them on the queue: poll GET /public/preview/{previewId} about every 3 s. Not http(s), credentials in it, a private, loopback (except in local development) or link-local host → 422 INVALID_URL; refused, timed out or non-2xx → 422 FETCH_FAILED; no text or not HTML → 422 NO_TEXT; a bad targetLocale → 400 VALIDATION_ERROR; the global daily budget (PREVIEW_DAILY_WORDS, default 200,000 words, UTC day) spent → 503 PREVIEW_BUDGET_EXHAUSTED with Retry-After (seconds to 00:00 UTC). Extension: 30 previews a minute per client IP → 429 RATE_LIMITED with Retry-After.",
		request: jsonBody(PreviewBody),
		responses: {
			202: jsonResponse(PreviewStarted, "Fetched; translating"),
			400: errorResponse("VALIDATION_ERROR"),
			422: errorResponse("INVALID_URL, FETCH_FAILED or NO_TEXT"),
			429: errorResponse("RATE_LIMITED"),
			503: errorResponse("PREVIEW_BUDGET_EXHAUSTED"),
		},
	}),
	async (c) => {
		const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
		return ok(c, await startPreview(c.env, ip, c.req.valid("json")), 202);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "A preview: running (Retry-After: 3), done with its pairs, or failed with its error (no auth)",
		request: { params: pathId("id") },
		responses: { 200: jsonResponse(PreviewState, "The preview"), 404: errorResponse("NOT_FOUND") },
	}),
	async (c) => {
		const p = await getPreview(c.env, c.req.valid("param").id);
		if (p.status === "running") c.header("Retry-After", String(POLL_SECONDS));
		return ok(c, p);
	},
);

export default app;
