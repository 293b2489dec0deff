import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ciErrors, ctxOf, IdParam, scopeOf } from "../context";
import { LINT_RATE_PER_MINUTE, lintConfig } from "./lint-config";
import { LintAnswer, LintRequest } from "./schemas";

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/projects/{id}/lint",
		summary: "Check a .pasar-ci.yml without running it: errors with line and column, its stages and jobs",
		description: `The parser and limits of a run. A config with errors is 200 with valid: false; a malformed request body is 400. ${LINT_RATE_PER_MINUTE} lints a minute per workspace (429 RATE_LIMITED).`,
		request: { params: IdParam, ...jsonBody(LintRequest) },
		responses: {
			200: jsonResponse(LintAnswer, "The lint answer"),
			...ciErrors([400, "VALIDATION_ERROR"], [429, "RATE_LIMITED"]),
		},
	}),
	async (c) => ok(c, await lintConfig(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

export default app;
