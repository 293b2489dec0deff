import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { decodeCursor, page } from "../cursor";
import { ok } from "../envelope";
import { notFound } from "../errors";
import { errors, jsonBody, jsonResponse, limitParam } from "../openapi";
import { receivingWebhooks } from "./recipe";
import { type Mw, tenantOf, type WebhookRouteContext } from "./route-context";
import { endpointView } from "./store";

/** Endpoint CRUD and rotate-secret: POST and GET <endpoints>, GET/PATCH/DELETE <endpoints>/{id}, rotate-secret. */
export function endpointRoutes(rc: WebhookRouteContext) {
	const { app, engine, opts, paths, auth, idem, listMeta, listDescription } = rc;
	const { Endpoint, EndpointWithSecret, CreateBody, PatchBody, RotateBody, IdParam, Cursor } = rc.schemas;

	/**
	 * The signing secret is added on the way out and never stored with an Idempotency-Key replay:
	 * handlers answer without it, and a replay re-derives the endpoint's current secret.
	 */
	const attachSecret: Mw = async (c, next) => {
		await next();
		if (c.res.status !== 200 && c.res.status !== 201) return;
		const body = (await c.res.clone().json()) as { data: { id: string; secret?: string } };
		let secret = c.get("webhookSecret") as string | undefined;
		if (!secret) {
			const row = await engine.queries(c.env).endpoints.get(tenantOf(c), body.data.id);
			secret = row ? ((await engine.resolveSecret(c.env, row)) ?? undefined) : undefined;
			if (!secret) return;
		}
		body.data.secret = secret;
		const headers = new Headers(c.res.headers);
		headers.delete("Content-Length");
		c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
	};

	app.openapi(
		createRoute({
			method: "post",
			path: paths.endpoints,
			summary: "Create a webhook endpoint (signing secret shown once)",
			description: `The only response, with rotate-secret, that carries the signing secret. Idempotency-Key optional.\n\n${receivingWebhooks(engine.cfg.signatureHeader, (engine.cfg.timeoutMs ?? 10_000) / 1000)}`,
			middleware: [auth.endpointsWrite(), attachSecret, idem()] as const,
			request: jsonBody(CreateBody),
			responses: {
				201: jsonResponse(EndpointWithSecret, "The endpoint plus its signing secret"),
				...errors(
					[403, "Scope missing"],
					[engine.limitStatus, `${engine.codes.limitReached}: too many endpoints`],
					[429, "Rate limited"],
				),
			},
		}),
		async (c) => {
			const b = c.req.valid("json");
			const { row, secret } = await engine.createEndpoint(c.env, tenantOf(c), {
				url: b.url,
				events: b.events ?? [...(opts.defaultEvents ?? [])],
				description: b.description ?? null,
			});
			c.set("webhookSecret", secret);
			return ok(c, endpointView(row), 201);
		},
	);

	app.openapi(
		createRoute({
			method: "get",
			path: paths.endpoints,
			summary: "List webhook endpoints, newest first",
			middleware: [auth.endpointsRead()] as const,
			request: { query: z.object({ limit: limitParam(20), cursor: Cursor }) },
			responses: {
				200: jsonResponse(z.array(Endpoint), `Endpoints, ${listDescription}`),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const { limit, cursor } = c.req.valid("query");
			const rows = await engine.queries(c.env).endpoints.list(tenantOf(c), limit, decodeCursor(cursor, "endpoints"));
			const p = page(rows, limit, (r) => ({ t: r.createdAt, id: r.id }), "endpoints");
			return ok(c, p.items.map(endpointView), 200, listMeta(limit, p));
		},
	);

	app.openapi(
		createRoute({
			method: "get",
			path: `${paths.endpoints}/{id}`,
			summary: "Retrieve a webhook endpoint (never its secret)",
			middleware: [auth.endpointsRead()] as const,
			request: { params: IdParam },
			responses: {
				200: jsonResponse(Endpoint, "The endpoint"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const row = await engine.queries(c.env).endpoints.get(tenantOf(c), c.req.valid("param").id);
			if (!row) throw notFound("webhook endpoint");
			return ok(c, endpointView(row));
		},
	);

	app.openapi(
		createRoute({
			method: "patch",
			path: `${paths.endpoints}/{id}`,
			summary: "Update a webhook endpoint",
			description:
				"url is checked as on create; the secret is unchanged. active=false pauses the endpoint and its queued deliveries become failed; active=true re-enables it (also after the service switched it off for failing) and clears the failure streak. Idempotency-Key optional.",
			middleware: [auth.endpointsWrite(), idem()] as const,
			request: { params: IdParam, ...jsonBody(PatchBody) },
			responses: {
				200: jsonResponse(Endpoint, "The updated endpoint"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const row = await engine.updateEndpoint(c.env, tenantOf(c), c.req.valid("param").id, c.req.valid("json"));
			return ok(c, endpointView(row));
		},
	);

	app.openapi(
		createRoute({
			method: "delete",
			path: `${paths.endpoints}/{id}`,
			summary: "Delete a webhook endpoint",
			description: engine.cfg.deleteRemovesDeliveries
				? "Also removes its delivery log. 204 with no body (HTTP forbids one; the request id is in X-Request-Id)."
				: "Its queued deliveries become failed (failureReason endpoint_deleted). 204 with no body (HTTP forbids one; the request id is in X-Request-Id).",
			middleware: [auth.endpointsWrite(), idem()] as const,
			request: { params: IdParam },
			responses: { 204: { description: "Deleted" }, ...errors([403, "Scope missing"], [429, "Rate limited"]) },
		}),
		async (c: Context<AppEnv>) => {
			await engine.deleteEndpoint(c.env, tenantOf(c), c.req.param("id") as string);
			return c.body(null, 204);
		},
	);

	app.openapi(
		createRoute({
			method: "post",
			path: `${paths.endpoints}/{id}/rotate-secret`,
			summary: "Rotate the signing secret (new secret shown once)",
			description:
				"With no body (or expiresInSeconds 0) the old secret stops signing at once: the next attempt of every queued delivery uses the new one. With expiresInSeconds > 0 every attempt until then carries two signatures (t=...,v1=<new>,v1=<old>), so receivers can deploy the new secret first; after that only the new one. Idempotency-Key optional.",
			middleware: [auth.endpointsWrite(), attachSecret, idem()] as const,
			request: { params: IdParam, body: { content: { "application/json": { schema: RotateBody } }, required: false } },
			responses: {
				200: jsonResponse(EndpointWithSecret, "The endpoint plus its new signing secret"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const { expiresInSeconds } = (c.req.valid("json") ?? {}) as { expiresInSeconds?: number };
			const { row, secret } = await engine.rotateSecret(
				c.env,
				tenantOf(c),
				c.req.valid("param").id,
				expiresInSeconds ?? 0,
			);
			c.set("webhookSecret", secret);
			return ok(c, endpointView(row));
		},
	);
}
