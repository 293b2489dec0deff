import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, idem, ListQuery, listMeta, who } from "../context";
import { getEnvironment } from "../projects/store";
import { deleteSecret } from "./delete-secret";
import { putSecret } from "./put-secret";
import { revealSecret } from "./reveal-secret";
import { EnvParam, Reveal, SecretListEntry, SecretParam, SecretWrite, WriteBody } from "./schemas";
import { listSecrets, secretListView } from "./store";

const app = router();

app.openapi(
	createRoute({
		method: "put",
		path: "/api/v1/environments/{envId}/secrets",
		summary: "Write a secret: creates the key at version 1 (201) or mints the next immutable version (200)",
		middleware: [idem] as const,
		request: { params: EnvParam, ...jsonBody(WriteBody) },
		responses: {
			200: jsonResponse(SecretWrite, "A new version of an existing key"),
			201: jsonResponse(SecretWrite, "The key was created at version 1"),
			...errors(
				[403, "Not on the private-beta allowlist"],
				[
					409,
					"IDEMPOTENCY_KEY_IN_USE (the key reused with another body), or DECRYPTION_FAILED (the project key cannot be opened)",
				],
			),
		},
	}),
	async (c) => {
		const written = await putSecret(ctxOf(c), who(c), c.req.valid("param").envId, c.req.valid("json"));
		return ok(c, written, written.version === 1 ? 201 : 200);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/environments/{envId}/secrets",
		summary: "List an environment's secrets, newest first (keys and versions only, never values)",
		request: { params: EnvParam, query: ListQuery },
		responses: {
			200: jsonResponse(z.array(SecretListEntry), "Secrets; meta.cursor and meta.hasMore"),
			...errors([403, "Not on the private-beta allowlist"]),
		},
	}),
	async (c) => {
		const { workspaceId } = who(c);
		const { envId } = c.req.valid("param");
		const q = c.req.valid("query");
		const environment = await getEnvironment(c.env, workspaceId, envId);
		if (!environment) throw notFound("environment");
		const rows = await listSecrets(c.env, workspaceId, environment.id, q.limit, decodeCursor(q.cursor, environment.id));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), environment.id);
		return ok(c, p.items.map(secretListView), 200, listMeta(p));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/secrets/{secretId}/reveal",
		summary: "Reveal a value (current version, or ?version=n); every reveal is audited",
		description:
			"Idempotency-Key is accepted and ignored here: replaying would mean storing the plaintext response, and a reveal changes nothing but the audit log.",
		request: {
			params: SecretParam,
			query: z.object({
				version: z.coerce
					.number()
					.int()
					.min(1)
					.max(2_147_483_647)
					.optional()
					.openapi({ param: { name: "version", in: "query" }, example: 1 }),
			}),
		},
		responses: {
			200: jsonResponse(Reveal, "The value"),
			...errors(
				[403, "Not on the private-beta allowlist"],
				[409, "DECRYPTION_FAILED: the stored ciphertext failed its integrity check"],
			),
		},
	}),
	async (c) => {
		const { secretId } = c.req.valid("param");
		const revealed = await revealSecret(ctxOf(c), who(c), secretId, c.req.valid("query").version);
		c.header("Cache-Control", "no-store");
		return ok(c, revealed);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/secrets/{secretId}",
		summary: "Delete a secret and every one of its versions",
		middleware: [idem] as const,
		request: { params: SecretParam },
		responses: {
			200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
			...errors([403, "Not on the private-beta allowlist"]),
		},
	}),
	async (c) => ok(c, await deleteSecret(ctxOf(c), who(c), c.req.valid("param").secretId)),
);

export default app;
