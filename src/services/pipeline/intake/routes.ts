// POST /webhooks/scm/{projectId}: the code host's deliveries (GitHub's headers and payloads). Public:
// the HMAC over the raw body is the credential (access/auth.ts lists the path as PUBLIC).
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { ciErrors, ctxOf } from "../context";
import { receiveScmEvent } from "./receive-event";

const app = router();

const Accepted = z.object({
	accepted: z.boolean().openapi({ description: "true when a pipeline run was queued" }),
	ignored: z.boolean().openapi({ description: "true when the delivery makes no pipeline" }),
	reason: z.string().optional().openapi({ description: "Why nothing runs (deleted ref, [skip ci], other events)" }),
	duplicate: z.boolean().optional().openapi({ description: "This X-GitHub-Delivery was received before" }),
	deliveryId: z.string().optional().openapi({ description: "The X-GitHub-Delivery queued, when accepted" }),
});

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/webhooks/scm/{projectId}",
		// The code host owns the request; the signature covers the body, not the query.
		...toleratesUnknownQuery,
		summary: "Code host webhook intake (GitHub push, pull_request, ping)",
		description:
			"Called by the code host, not by API clients. X-Hub-Signature-256: sha256=<hex HMAC-SHA256(webhookSecret, raw body)>; missing or wrong → 401 and nothing is recorded, checked before anything else (a signed body that is not application/json → 415). push (branches and tags; not deletions or [skip ci] head commits) and pull_request (opened, synchronize, reopened) → 202, then a pipeline through the tasks queue; ping → 200; other events → 202 ignored; a repeated X-GitHub-Delivery makes nothing.",
		request: {
			params: z.object({ projectId: z.string().max(64) }),
			headers: z.object({
				"x-github-event": z.string().optional(),
				"x-github-delivery": z.string().optional(),
				"x-hub-signature-256": z.string().optional(),
			}),
		},
		responses: {
			200: jsonResponse(
				z.object({
					pong: z.literal(true).openapi({ description: "Always true: the hook reaches the intake" }),
					projectId: z.string().openapi({ description: "The project the hook belongs to" }),
				}),
				"ping",
			),
			202: jsonResponse(Accepted, "Accepted (or ignored)"),
			...ciErrors([400, "VALIDATION_ERROR"], [415, "UNSUPPORTED_MEDIA_TYPE"], [503, "UPSTREAM_ERROR"]),
		},
	}),
	async (c) => {
		const answer = await receiveScmEvent(ctxOf(c), c.req.valid("param").projectId, {
			event: c.req.header("X-GitHub-Event"),
			deliveryId: c.req.header("X-GitHub-Delivery"),
			signature: c.req.header("X-Hub-Signature-256"),
			contentType: c.req.header("Content-Type"),
			body: new Uint8Array(await c.req.arrayBuffer()),
		});
		return ok(c, answer.data, answer.status);
	},
);

export default app;
