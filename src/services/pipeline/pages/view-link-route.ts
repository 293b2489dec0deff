import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { ciErrors, IdParam, scopeOf } from "../context";
import { VIEW_LINK_DEFAULT_SECONDS, VIEW_LINK_MAX_SECONDS } from "./access";
import { createViewLink } from "./view-link";

const app = router();

const ViewLinkBody = z
	.object({
		expiresInSeconds: z
			.number()
			.int()
			.min(1)
			.max(VIEW_LINK_MAX_SECONDS)
			.default(VIEW_LINK_DEFAULT_SECONDS)
			.openapi({ description: "How long the link (and the view session it starts) lives: 1 s to 24 h, default 1 h" }),
	})
	.strict()
	.openapi("CiViewLinkRequest");

const ViewLink = z
	.object({
		url: z.string().openapi({
			description:
				"The pipeline page with ?view=<signed token>: opening it starts a view session for the project's pipeline and job pages (an HttpOnly cookie) and drops the token from the address",
			example:
				"https://ci.example.com/p/proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD/pipelines/pipe_01JB4X7C2H5M8Q1R4T6W9Y2B3D?view=1764403200.kP3x9vQ2mZ8rT1yW5nB7cD4fG6hJ0lA",
		}),
		expiresAt: z.string().openapi({ description: "When the link and its view session end (ISO 8601, UTC)" }),
		projectId: z.string().openapi({ description: "The project whose pages the link opens (proj_…)" }),
		pipelineId: z.string().openapi({ description: "The pipeline the link points at (pipe_…)" }),
	})
	.openapi("CiViewLink");

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/pipelines/{id}/view-link",
		summary: "A short-lived signed link to the pipeline's page (for private projects)",
		description:
			"Anyone holding the link may see this project's pipeline and job pages, their live logs and artifacts until expiresAt; a link for one project never opens another's. Nothing is stored: it cannot be revoked, so keep it short. Public projects' pages need no link.",
		request: { params: IdParam, ...jsonBody(ViewLinkBody) },
		responses: { 201: jsonResponse(ViewLink, "The link"), ...ciErrors([400, "VALIDATION_ERROR"]) },
	}),
	async (c) => {
		const base = serviceBase(c.env, c.req.url, "ci");
		const seconds = c.req.valid("json").expiresInSeconds;
		return ok(c, await createViewLink(c.env, scopeOf(c), c.req.valid("param").id, seconds, base), 201);
	},
);

export default app;
