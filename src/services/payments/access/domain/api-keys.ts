// Pure rules for API keys: who may mint or revoke what, plan caps, identifier formats.
import { effectiveScopes, type Role, type Scope } from "../scopes";

export type Environment = "test" | "live";

export interface KeyPower {
	role: Role;
	/** Creation-time scopes; only meaningful for restricted keys. */
	scopes: readonly string[] | null | undefined;
	environment: Environment;
}

/** A live key reaches real money; a test key only sandbox data. Higher rank = more power. */
const ENV_RANK: Record<Environment, number> = { test: 0, live: 1 };
export const environmentCovers = (holder: Environment, target: Environment) => ENV_RANK[holder] >= ENV_RANK[target];

/** KEY_ID = pk_test_ / pk_live_ + 12 lowercase hex (spec §2). */
export const KEY_ID_PATTERN = /^pk_(test|live)_[0-9a-f]{12}$/;
export const keyIdPrefix = (environment: Environment) => `pk_${environment}_`;
/** Secret = sk_test_ / sk_live_ + base64url(HMAC-SHA256(MASTER_KEY, "hmac-secret:" + salt)). */
export const secretPrefix = (environment: Environment) => `sk_${environment}_`;

export type MintDecision = { ok: true } | { ok: false; reason: string };

/**
 * No key can mint a key more powerful than itself (issue 3): the new key's scopes must be a
 * subset of the creator's, a restricted creator mints only restricted keys, roles are never
 * widened, and a test key never mints a live key. platform_admin is never minted through the API.
 */
export function canMint(creator: KeyPower, target: KeyPower): MintDecision {
	const mine = effectiveScopes(creator.role, creator.scopes);
	if (!mine.includes("apiKeys:write"))
		return { ok: false, reason: "This key cannot create API keys (needs apiKeys:write)" };
	if (target.role === "platform_admin")
		return { ok: false, reason: "platform_admin keys are minted only through the platform admin API" };
	if (!environmentCovers(creator.environment, target.environment)) {
		return { ok: false, reason: `A ${creator.environment} key cannot create ${target.environment} keys` };
	}
	if (creator.role === "restricted" && target.role !== "restricted") {
		return { ok: false, reason: "A restricted key may only create restricted keys" };
	}
	const wanted = effectiveScopes(target.role, target.scopes);
	const extra = wanted.filter((s) => !mine.includes(s));
	if (extra.length) return { ok: false, reason: `The new key would hold scopes this key lacks: ${extra.join(", ")}` };
	return { ok: true };
}

/**
 * Revocation needs apiKeys:write (checked by the route) and reach over the target: a test key
 * cannot revoke live keys, and platform_admin keys are revoked only by platform administration.
 */
export function canRevoke(actor: KeyPower, target: Pick<KeyPower, "role" | "environment">): MintDecision {
	if (!effectiveScopes(actor.role, actor.scopes).includes("apiKeys:write"))
		return { ok: false, reason: "This key cannot revoke API keys (needs apiKeys:write)" };
	if (!environmentCovers(actor.environment, target.environment))
		return { ok: false, reason: `A ${actor.environment} key cannot revoke ${target.environment} keys` };
	if (target.role === "platform_admin" && actor.role !== "platform_admin")
		return { ok: false, reason: "platform_admin keys are revoked only through platform administration" };
	return { ok: true };
}

/** REFERENCE "Plans and key caps": active keys per environment; null = unlimited. */
export const MAX_API_KEYS: Record<string, number | null> = {
	starter: 10,
	growth: 25,
	scale: 100,
	enterprise: null,
	internal: null,
};
export const maxApiKeys = (plan: string): number | null =>
	plan in MAX_API_KEYS ? MAX_API_KEYS[plan] : MAX_API_KEYS.starter;

/** Whether a key of this role counts toward the plan cap (platform keys are the platform's, not the merchant's). */
export const countsTowardCap = (role: Role) => role !== "platform_admin";

export type { Scope };
