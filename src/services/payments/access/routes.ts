import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { ApiError, notFound } from "../../../platform/errors";
import { errors, jsonResponse, limitParam, queryBoolean } from "../../../platform/openapi";
import { payKey, requireScope } from "./auth";
import { CreateApiKeyBody, createApiKey, resolveSecret, revokeApiKey } from "./credentials";
import { canMint, canRevoke } from "./domain/api-keys";
import { payIdempotency } from "./idempotency";
import type { RateDecision } from "./ratelimit";
import { DELETE_API_KEYS_ID_DOC, POST_API_KEYS_DOC } from "./schemas";
import type { Role } from "./scopes";
import { apiKeyView, findById, listKeysCached } from "./store/index";

const ROLE =
	"full_access: every merchant scope; read_only: every read scope; webhook_management_only: webhook endpoints and events; restricted: exactly its scopes; platform_admin: minted by the admin API, acts for other workspaces";
const ENVIRONMENT = "test keys see test data and the test clock only; live keys live data";

const ApiKey = z
	.object({
		id: z.string().openapi({ example: "akey_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		keyId: z.string().openapi({
			description: "The public key id, sent as keyId= in signed requests",
			example: "pk_test_3f9a0c1b7e2d",
		}),
		name: z.string().openapi({ description: "A label for people, 1-80 characters" }),
		role: z
			.enum(["full_access", "read_only", "webhook_management_only", "restricted", "platform_admin"])
			.openapi({ description: ROLE }),
		environment: z.enum(["test", "live"]).openapi({ description: ENVIRONMENT }),
		scopes: z
			.array(z.string())
			.nullable()
			.openapi({ description: "The scopes of a restricted key; null for other roles" }),
		lastUsedAt: z.string().nullable().openapi({ description: "When the key last signed a request; null if never" }),
		createdAt: z.string(),
		revokedAt: z
			.string()
			.nullable()
			.openapi({ description: "Populated only when listing (or retrieving) with includeRevoked=true" }),
	})
	.openapi("ApiKey");

const CreatedApiKey = ApiKey.extend({
	key: z.string().openapi({
		description: "The plaintext HMAC secret; shown on this response only",
		example: "sk_test_7c2f9a4e1b8d3c6f0a5e9b2d7c4f1a8e3b6d9c2f",
	}),
}).openapi("CreatedApiKey");

const IdParam = z.object({
	id: z
		.string()
		.max(64)
		.openapi({ param: { name: "id", in: "path" }, example: "akey_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
});
const IncludeRevoked = queryBoolean.openapi({
	param: { name: "includeRevoked", in: "query" },
	description: "Also return revoked keys, with revokedAt",
});

/** Idempotency-Keys for key management are scoped to the calling key: a replay never serves another key's result. */
const perCallerIdempotency = () =>
	payIdempotency("optional", {
		scope: (c) => `pay:${c.get("workspaceId")}:${c.get("environment")}:${payKey(c).keyId}:api-keys`,
	});

/**
 * The Idempotency store never holds the plaintext secret: the create handler answers without
 * `key`, that (redacted) answer is what a replay stores, and this outer middleware adds `key` to
 * the way out, re-deriving it from MASTER_KEY and the key's salt when serving a replay.
 */
const attachSecret: MiddlewareHandler<AppEnv> = async (c, next) => {
	await next();
	if (c.res.status !== 201) return;
	const body = (await c.res.clone().json()) as { data: { id: string; key?: string } };
	let secret = c.get("mintedSecret") as string | undefined;
	if (!secret) {
		const row = await findById(c.env, c.get("workspaceId") as string, body.data.id);
		secret = row ? ((await resolveSecret(c.env, row)) ?? undefined) : undefined;
		if (!secret) return;
	}
	body.data.key = secret;
	const headers = new Headers(c.res.headers);
	headers.delete("Content-Length");
	c.res = new Response(JSON.stringify(body), { status: 201, headers });
};

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/api-keys",
		summary: "Create an API key (secret shown once)",
		description: POST_API_KEYS_DOC,
		middleware: [requireScope("apiKeys:write"), attachSecret, perCallerIdempotency()] as const,
		request: { body: { content: { "application/json": { schema: CreateApiKeyBody } }, required: true } },
		responses: {
			201: jsonResponse(CreatedApiKey, "The API key object plus key"),
			...errors(
				[403, "insufficient_scope: the key may not create this key"],
				[409, "tier_cap_reached: the plan's maxApiKeys for this environment"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		const me = payKey(c);
		const decision = canMint(me, { role: b.role, scopes: b.scopes, environment: b.environment });
		if (!decision.ok) throw new ApiError(403, "insufficient_scope", decision.reason);
		const { row, secret } = await createApiKey(c.env, {
			accountId: c.get("workspaceId") as string,
			environment: b.environment,
			name: b.name,
			role: b.role,
			scopes: b.scopes,
			createdBy: me.keyId,
			actorAccountId: me.accountId,
			requestId: c.get("requestId"),
		});
		c.set("mintedSecret", secret);
		return ok(c, apiKeyView(row), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/api-keys/{id}",
		summary: "Retrieve an API key (never its secret)",
		description: "A revoked key is visible only with includeRevoked=true.",
		middleware: [requireScope("apiKeys:read")] as const,
		request: { params: IdParam, query: z.object({ includeRevoked: IncludeRevoked }) },
		responses: {
			200: jsonResponse(ApiKey, "The API key object"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		const { includeRevoked = false } = c.req.valid("query");
		const row = await findById(c.env, c.get("workspaceId") as string, id);
		if (!row || (row.revokedAt != null && !includeRevoked)) throw notFound("API key");
		return ok(c, apiKeyView(row, { showRevoked: includeRevoked }));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/api-keys",
		summary: "List API keys, newest first",
		middleware: [requireScope("apiKeys:read")] as const,
		request: {
			query: z.object({
				environment: z
					.enum(["test", "live"])
					.optional()
					.openapi({ param: { name: "environment", in: "query" }, description: "Default: both" }),
				includeRevoked: IncludeRevoked,
				limit: limitParam(50),
				cursor: z.string().max(500).optional(),
			}),
		},
		responses: {
			200: jsonResponse(z.array(ApiKey), "API keys, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const includeRevoked = q.includeRevoked ?? false;
		const filterKey = `${q.environment ?? "both"}:${includeRevoked}`;
		const gate = {
			environment: payKey(c).environment,
			keysVersion: (c.get("rateLimit") as RateDecision | undefined)?.keysVersion,
		};
		const filter = { environment: q.environment, includeRevoked };
		const rows = await listKeysCached(
			c.env,
			c.get("workspaceId") as string,
			gate,
			filter,
			q.limit,
			decodeCursor(q.cursor, filterKey),
		);
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), filterKey);
		return ok(
			c,
			p.items.map((r) => apiKeyView(r, { showRevoked: includeRevoked })),
			200,
			{ page: { limit: q.limit, hasMore: p.hasMore, nextCursor: p.nextCursor } },
		);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/v1/api-keys/{id}",
		summary: "Revoke an API key (irreversible)",
		description: DELETE_API_KEYS_ID_DOC,
		middleware: [requireScope("apiKeys:write"), perCallerIdempotency()] as const,
		request: { params: IdParam },
		responses: {
			204: { description: "Revoked; requests signed with it fail with 401 invalid_key within seconds" },
			...errors(
				[403, "insufficient_scope"],
				[409, "cannot_revoke_self: the key signing this request"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c: Context<AppEnv>) => {
		const id = c.req.param("id") as string;
		const ws = c.get("workspaceId") as string;
		const me = payKey(c);
		const row = await findById(c.env, ws, id);
		if (!row || row.revokedAt != null) throw notFound("API key");
		if (row.id === me.id)
			throw new ApiError(
				409,
				"cannot_revoke_self",
				"A key cannot revoke itself; revoke it with another key (rotation: mint, verify, cut over, revoke)",
			);
		const decision = canRevoke(me, { role: row.role as Role, environment: row.environment });
		if (!decision.ok) throw new ApiError(403, "insufficient_scope", decision.reason);
		if (
			!(await revokeApiKey(c.env, row, {
				accountId: ws,
				id,
				actor: me.keyId,
				actorAccountId: me.accountId,
				requestId: c.get("requestId"),
			}))
		) {
			throw notFound("API key");
		}
		return c.body(null, 204);
	},
);

export default app;
