import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { IdParam, locErrors, locIdempotency, scopeOf } from "../context";
import { Translation } from "../keys";
import { approveTranslation, rejectTranslation, reviewQueue } from "./review";
import { QueueItem, QueueQuery, Reject } from "./schemas";

const app = router();

/** The reviewer: the API key's id (the auth middleware's actor), or the workspace when none is set. */
const reviewer = (c: Context<AppEnv>) => c.get("actor") ?? c.get("workspaceId") ?? "unknown";

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/projects/{id}/review-queue",
		summary: "Machine and needs_review translations of live keys in one locale, oldest updatedAt first",
		description:
			"Each item is the translation with its key {id, namespace, name, sourceText, placeholders}. locale is required and must be a target locale of the project (else 404).",
		request: { params: IdParam, query: QueueQuery },
		responses: { 200: jsonResponse(z.array(QueueItem), "The queue"), ...locErrors() },
	}),
	async (c) => {
		const page = await reviewQueue(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("query"));
		return ok(c, page.items, 200, page.meta);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/translations/{id}/approve",
		summary: "Approve a translation: reviewer recorded, translation memory fed",
		description:
			"needs_review or machine → approved with reviewer {by: the API key id, at}, and the memory entry for the key's source and this value upserted in the same write. An approved translation answers unchanged (200); a rejected one → 409 CONFLICT (send a new value first).",
		middleware: [locIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(Translation, "The translation"), ...locErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await approveTranslation(c.env, scopeOf(c), reviewer(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/translations/{id}/reject",
		summary: "Reject a translation (any status): excluded from releases, reason kept",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(Reject) },
		responses: { 200: jsonResponse(Translation, "The translation"), ...locErrors() },
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		return ok(c, await rejectTranslation(c.env, scopeOf(c), reviewer(c), id, c.req.valid("json").reason));
	},
);

export default app;
