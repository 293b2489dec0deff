// Plain bearer API keys (`sk_live_…`) of the services that authenticate with them (POS, CI): minted
// here (only the SHA-256 and a 12-character display prefix are stored, the key is shown once), and
// resolved per request through a per-isolate cache of the key's row (5 s; the isolate that revokes a
// key forgets it at once, others within the TTL), with lastUsedAt touched at most once a minute.
// Each service keeps its own table and store; this module never touches D1.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Env } from "../env";
import type { AppEnv } from "./context";
import { hashBearerKey, randomToken } from "./crypto";
import { newId } from "./ids";
import { isolateCache } from "./isolate-cache";
import { looksLikeJwt, verifyIdpToken } from "./jwt";
import { singleLine } from "./text";

export const LIVE_KEY_PREFIX = "sk_live_";
const TOUCH_EVERY_MS = 60_000;

export interface LiveKey {
	id: string;
	accountId: string;
	lastUsedAt: number | null;
}

export interface BearerKeyStore {
	/** The live (unrevoked) key with this SHA-256, or null. */
	byHash(env: Env, keyHash: string): Promise<LiveKey | null>;
	touch(env: Env, id: string, now: number): Promise<unknown>;
}

/** Who a bearer credential resolved to: a key (actor = its id) or an identity-provider token (actor = sub). */
export interface BearerWho {
	workspaceId: string;
	actor: string;
	via: "key" | "token";
}

export function bearerKeys(store: BearerKeyStore, prefix = LIVE_KEY_PREFIX) {
	const live = isolateCache<LiveKey | null>(5_000);
	return {
		/** A key of this service or an identity-provider JWT; null when neither is valid. */
		async who(c: Context<AppEnv>, token: string): Promise<BearerWho | null> {
			if (token.startsWith(prefix)) {
				const hash = await hashBearerKey(token);
				const key = await live.get(hash, () => store.byHash(c.env, hash));
				if (!key) return null;
				const now = Date.now();
				if (!key.lastUsedAt || now - key.lastUsedAt > TOUCH_EVERY_MS) {
					key.lastUsedAt = now;
					c.executionCtx.waitUntil(store.touch(c.env, key.id, now));
				}
				return { workspaceId: key.accountId, actor: key.id, via: "key" };
			}
			if (!looksLikeJwt(token)) return null;
			const claims = await verifyIdpToken(c.env, token);
			return claims ? { workspaceId: claims.accountId, actor: claims.sub, via: "token" } : null;
		},
		/** A revoked key is refused by this isolate's next request. */
		forget: (id: string) => live.forgetWhere((k) => k?.id === id),
	};
}

/** A new key row (id `key_`) and its plaintext, shown once. */
export async function mintBearerKey(
	workspaceId: string,
	name: string,
	source: "api" | "admin",
	prefix = LIVE_KEY_PREFIX,
) {
	const now = Date.now();
	const key = prefix + randomToken(24);
	const row = {
		id: newId("key_", now),
		accountId: workspaceId,
		name,
		prefix: key.slice(0, 12),
		keyHash: await hashBearerKey(key),
		source,
		lastUsedAt: null as number | null,
		createdAt: now,
		revokedAt: null as number | null,
	};
	return { row, key };
}

export const bearerKeyView = (r: {
	id: string;
	name: string;
	prefix: string;
	lastUsedAt: number | null;
	createdAt: number;
}) => ({
	id: r.id,
	name: r.name,
	prefix: r.prefix,
	lastUsedAt: r.lastUsedAt == null ? null : new Date(r.lastUsedAt).toISOString(),
	createdAt: new Date(r.createdAt).toISOString(),
});

/** The API-key schemas of a service, named for its OpenAPI document ("Pos", "Ci"). */
export function bearerKeySchemas(componentPrefix: string) {
	const ApiKey = z
		.object({
			id: z.string().openapi({ example: "key_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			name: z.string().openapi({ description: "The label given when the key was created." }),
			prefix: z.string().openapi({ description: "The key's first 12 characters, to tell keys apart" }),
			lastUsedAt: z.string().nullable().openapi({
				description: "When the key last authenticated a request (updated at most once a minute); null if never.",
			}),
			createdAt: z.string(),
		})
		.openapi(`${componentPrefix}ApiKey`);
	return {
		ApiKey,
		NewApiKey: ApiKey.extend({ key: z.string().openapi({ description: "The key; shown only here" }) }).openapi(
			`${componentPrefix}NewApiKey`,
		),
		CreateApiKey: z
			.strictObject({
				name: singleLine(120, { trim: true }).openapi({
					description: "A label for people (where the key is used), one line of at most 120 characters.",
				}),
			})
			.openapi(`${componentPrefix}CreateApiKey`),
	};
}
