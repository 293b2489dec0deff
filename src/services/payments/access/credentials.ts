// API key lifecycle shared by the /v1/api-keys routes and the platform admin credential issuer:
// derived secrets (DESIGN §4), the plan cap, audit entries, cache invalidation on revoke.
import { z } from "@hono/zod-openapi";
import type { Env } from "../../../env";
import { deriveSecret, newSalt, sha256Hex, timingSafeEqual } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId, randomHex } from "../../../platform/ids";
import { log } from "../../../platform/log";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { singleLine } from "../../../platform/text";
import { zodToApiError } from "../../../platform/validation";
import { planOf, recordLocator, workspaceEnv } from "../../admin/public";
import { countsTowardCap, type Environment, keyIdPrefix, maxApiKeys, secretPrefix } from "./domain/api-keys";
import { keysChanged } from "./ratelimit";
import { ALL_ROLES, isGrantableScope, MERCHANT_ROLES, type Role } from "./scopes";
import { type ApiKeyRow, apiKeyView, findById, insertKeyUnderCap, revokeKey } from "./store/index";

export const NAME_MAX = 80;

/**
 * Locator kind of a payments keyId (issue 38): a signed request names only its keyId, so the
 * workspace (and with it the shard) owning the key is found through the platform locator. Its primary
 * key is also what keeps keyIds unique across shards (each shard's unique index sees only its own).
 */
export const KEY_LOCATOR = "pay.key";

// Counted in code points (the spec's "1-80 characters"); the UTF-16 bound only stops absurd input early.
const name = singleLine(2 * NAME_MAX, { trim: true, message: "name must be 1-80 characters" })
	.refine((s) => [...s].length <= NAME_MAX, "name must be 1-80 characters")
	.openapi({ description: "A label for people, 1-80 characters (trimmed)", example: "CI deploys" });

const scopes = z
	.array(
		z.string().refine(isGrantableScope, {
			error: (iss) => `unknown scope "${String(iss.input).slice(0, 100)}"; see the scope catalogue`,
		}),
	)
	.min(1, "role restricted needs at least one scope")
	.max(100)
	.openapi({
		description: "role restricted only (and required there): the scopes the key holds, from the scope catalogue",
		example: ["pay:payout:read"],
	});

/** scopes only with role restricted, and restricted only with scopes (spec §4, §7). */
function scopeRules(b: { role: string; scopes?: string[] }, ctx: z.RefinementCtx) {
	if (b.scopes !== undefined && b.role !== "restricted")
		ctx.addIssue({ code: "custom", path: ["scopes"], message: "scopes are only allowed with role restricted" });
	if (b.role === "restricted" && b.scopes === undefined)
		ctx.addIssue({ code: "custom", path: ["scopes"], message: "role restricted needs a scopes list" });
}

/** POST /v1/api-keys body. */
export const CreateApiKeyBody = z
	.strictObject({
		name,
		environment: z
			.enum(["test", "live"])
			.default("test")
			.openapi({ description: "test (default) or live: the data and money the key reaches" }),
		role: z
			.enum(MERCHANT_ROLES, {
				// Say where platform_admin keys do come from, so the refusal is not mistaken for a missing permission.
				error: (iss) =>
					iss.input === "platform_admin"
						? "platform_admin keys are minted only through the platform admin API (POST /admin/v1/workspaces/{id}/credentials), never here"
						: undefined,
			})
			.default("full_access")
			.openapi({
				description:
					"full_access (default), read_only, webhook_management_only or restricted (with scopes); never wider than the creating key's",
			}),
		scopes: scopes.optional(),
	})
	.superRefine(scopeRules)
	.openapi("CreateApiKey");

/** The admin credentials endpoint may also mint platform_admin keys (DESIGN §4). */
const AdminKeyRequest = z
	.object({
		name: name.default("Issued by platform admin"),
		environment: z.enum(["test", "live"]).default("test"),
		role: z.enum(ALL_ROLES as [Role, ...Role[]]).default("full_access"),
		scopes: scopes.optional(),
	})
	.superRefine(scopeRules);

/** Tries each master key in force (current, then previous during a rotation); null if none derived this key. */
export async function resolveSecret(
	env: Pick<Env, "MASTER_KEY" | "MASTER_KEY_PREVIOUS">,
	row: Pick<ApiKeyRow, "salt" | "secretHash" | "environment">,
) {
	for (const mk of [env.MASTER_KEY, env.MASTER_KEY_PREVIOUS]) {
		if (!mk) continue;
		const secret = await deriveSecret(mk, row.salt, secretPrefix(row.environment));
		if (timingSafeEqual(await sha256Hex(secret), row.secretHash)) return secret;
	}
	return null;
}

export interface CreateKeyInput {
	accountId: string;
	environment: Environment;
	name: string;
	role: Role;
	scopes?: string[];
	/** keyId of the minting key, or "admin". */
	createdBy: string;
	actorAccountId?: string | null;
	requestId?: string | null;
}

/**
 * Mints a key under the plan cap; the plaintext secret is returned to the caller and kept nowhere.
 * Written on the shard of `input.accountId` whatever `env` works for (the admin API's env works for
 * none, an on-behalf-of request's for the target, which is the same workspace).
 */
export async function createApiKey(anyEnv: Env, input: CreateKeyInput): Promise<{ row: ApiKeyRow; secret: string }> {
	const env = await workspaceEnv(anyEnv, input.accountId);
	const cap = countsTowardCap(input.role) ? maxApiKeys(await planOf(env, input.accountId, "pay")) : null;
	const salt = newSalt();
	const secret = await deriveSecret(env.MASTER_KEY, salt, secretPrefix(input.environment));
	const now = Date.now();
	const base = {
		accountId: input.accountId,
		environment: input.environment,
		name: input.name,
		role: input.role,
		scopes: input.role === "restricted" ? [...new Set(input.scopes ?? [])].sort() : null,
		salt,
		secretHash: await sha256Hex(secret),
		createdBy: input.createdBy,
		createdAt: now,
		lastUsedAt: null,
		revokedAt: null,
	};
	// keyId has 48 random bits; a collision is retried with a fresh one. The locator row comes first
	// (a key whose row exists is always found; a failed insert leaves an unused locator row behind):
	// another workspace's key is a refused locator row on any shard, a key minted before sharding
	// (no locator row) the unique index of shard 0 — where every such key and workspace lives.
	for (let attempt = 0; attempt < 3; attempt++) {
		const row: ApiKeyRow = { id: newId("akey_", now), keyId: keyIdPrefix(input.environment) + randomHex(6), ...base };
		if (!(await recordLocator(env, KEY_LOCATOR, row.keyId, row.accountId))) continue;
		try {
			const inserted = await insertKeyUnderCap(env, row, cap, {
				accountId: row.accountId,
				environment: row.environment,
				actor: input.createdBy,
				actorAccountId: input.actorAccountId,
				action: "api_key.created",
				targetType: "api_key",
				targetId: row.id,
				details: { keyId: row.keyId, name: row.name, role: row.role, scopes: row.scopes },
				requestId: input.requestId,
				at: now,
			});
			if (!inserted) {
				throw new ApiError(
					409,
					"tier_cap_reached",
					`This workspace's plan allows ${cap} active ${input.environment} API keys; revoke one or upgrade the plan`,
				);
			}
			await keysChanged(env, row.accountId);
			return { row, secret };
		} catch (err) {
			if (err instanceof Error && /UNIQUE constraint failed: api_keys\.key_id/.test(err.message)) continue;
			throw err;
		}
	}
	throw new Error("could not allocate a unique keyId");
}

export interface RevokeInput {
	accountId: string;
	id: string;
	actor: string;
	actorAccountId?: string | null;
	requestId?: string | null;
}

/** Revokes irreversibly; false when the key is unknown here or already revoked. */
export async function revokeApiKey(anyEnv: Env, row: ApiKeyRow, input: RevokeInput): Promise<boolean> {
	const env = await workspaceEnv(anyEnv, input.accountId);
	const now = Date.now();
	const done = await revokeKey(env, input.accountId, input.id, now, {
		accountId: input.accountId,
		environment: row.environment,
		actor: input.actor,
		actorAccountId: input.actorAccountId,
		action: "api_key.revoked",
		targetType: "api_key",
		targetId: input.id,
		details: { keyId: row.keyId, name: row.name, role: row.role },
		requestId: input.requestId,
		at: now,
	});
	// This isolate forgets the workspace's keys at once (keysChanged); others at their next rate-limit
	// report (about a second under traffic), at the latest within their cache TTL (5 s).
	if (done) await keysChanged(env, input.accountId);
	return done;
}

export const createResponse = (row: ApiKeyRow, secret: string) => ({ ...apiKeyView(row), key: secret });

/** What the admin API mints and revokes for payments (DESIGN §4 credentials CONTRACT). */
export const payIssuer: { issue: CredentialIssuer; revoke: CredentialRevoker } = {
	issue: async (env, req) => {
		const input = { name: req.name, environment: req.environment, role: req.role, scopes: req.scopes };
		const parsed = AdminKeyRequest.safeParse(input);
		if (!parsed.success) throw zodToApiError(parsed.error, { input });
		const b = parsed.data;
		const { row, secret } = await createApiKey(env, {
			accountId: req.workspaceId,
			environment: b.environment,
			name: b.name,
			role: b.role,
			scopes: b.scopes,
			createdBy: "admin",
		});
		log(env, "info", {
			service: "pay",
			event: "api_key.created",
			via: "admin",
			workspace: row.accountId,
			keyId: row.keyId,
			role: row.role,
		});
		return createResponse(row, secret);
	},
	// The admin API's env works for no workspace: the key's row is on the shard of `workspaceId`.
	revoke: async (env, workspaceId, credentialId) => {
		const row = await findById(await workspaceEnv(env, workspaceId), workspaceId, credentialId);
		if (!row || row.revokedAt != null) return false;
		return revokeApiKey(env, row, { accountId: workspaceId, id: credentialId, actor: "admin" });
	},
};
