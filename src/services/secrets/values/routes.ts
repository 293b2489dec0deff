import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { log } from "../../../platform/log";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { SecretsCryptoError } from "./domain/envelope";
import { KEY_PATTERN, MAX_KEY_LENGTH, MAX_VALUE_BYTES, utf8Length } from "./domain/names";
import { getEnvironment } from "../projects/store";
import {
	deleteSecret,
	getSecret,
	listSecrets,
	openSecretVersion,
	recordAudit,
	secretListView,
	writeSecret,
} from "./store";
import { idem, ListQuery, listMeta, who } from "../context";

const SecretListEntry = z
	.object({ id: z.string(), key: z.string(), currentVersion: z.number().int(), createdAt: z.string() })
	.openapi("SecretListEntry");
const SecretWrite = z.object({ id: z.string(), key: z.string(), version: z.number().int() }).openapi("SecretWrite");
const Reveal = z.object({ key: z.string(), version: z.number().int(), value: z.string() }).openapi("SecretReveal");

const EnvParam = z.object({
	envId: z
		.string()
		.min(1)
		.openapi({ param: { name: "envId", in: "path" }, example: "env_01J..." }),
});
const SecretParam = z.object({
	secretId: z
		.string()
		.min(1)
		.openapi({ param: { name: "secretId", in: "path" }, example: "sec_01J..." }),
});

const WriteBody = z.strictObject({
	key: z
		.string()
		.min(1)
		.max(MAX_KEY_LENGTH)
		.regex(
			KEY_PATTERN,
			"must be an environment-variable name: a letter or underscore, then letters, digits or underscores",
		),
	// The message never echoes the value.
	value: z
		.string()
		.refine((v) => utf8Length(v) <= MAX_VALUE_BYTES, `must be at most ${MAX_VALUE_BYTES} bytes (64 KiB) as UTF-8`),
});

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
				[409, "Idempotency-Key reused with another body, or the project key cannot be opened (DECRYPTION_FAILED)"],
			),
		},
	}),
	async (c) => {
		const { workspaceId, actor } = who(c);
		const { envId } = c.req.valid("param");
		const { key, value } = c.req.valid("json");
		const environment = await getEnvironment(c.env, workspaceId, envId);
		if (!environment) throw notFound("environment");
		const written = await writeSecret(c.env, { environment, key, value, actor });
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
		const { workspaceId, actor } = who(c);
		const { secretId } = c.req.valid("param");
		const { version } = c.req.valid("query");
		let opened: Awaited<ReturnType<typeof openSecretVersion>>;
		try {
			opened = await openSecretVersion(c.env, workspaceId, secretId, version);
		} catch (err) {
			if (err instanceof SecretsCryptoError) {
				log(c.env, "error", {
					event: "secrets.decrypt_failed",
					requestId: c.get("requestId"),
					workspace: workspaceId,
					secretId,
					version: version ?? "current",
					reason: err.reason,
				});
			}
			throw err;
		}
		const { secret } = opened;
		// Audited before the value leaves: a reveal that cannot be recorded is not answered.
		await recordAudit(c.env, {
			workspaceId,
			action: "secret.reveal",
			actorSub: actor,
			target: secret.id,
			metadata: {
				key: secret.key,
				version: opened.version,
				projectId: secret.projectId,
				environmentId: secret.environmentId,
			},
			createdAt: Date.now(),
		});
		c.header("Cache-Control", "no-store");
		return ok(c, { key: secret.key, version: opened.version, value: opened.value });
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
	async (c) => {
		const { workspaceId, actor } = who(c);
		const { secretId } = c.req.valid("param");
		const secret = await getSecret(c.env, workspaceId, secretId);
		if (!secret || !(await deleteSecret(c.env, secret, actor, Date.now()))) throw notFound("secret");
		return ok(c, { id: secret.id, deleted: true as const });
	},
);

export default app;
