// Rate limits per workspace and environment (REFERENCE "Rate limits"), counted exactly by the
// PayRateLimiter Durable Object: one instance per "acc_x:test", fixed one-minute windows.
import type { RateDecision } from "./ratelimit.do";
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { RATE_CLASSES, type RateClass } from "./scopes";

export type { RateDecision };

export const rateLimiterName = (workspaceId: string, environment: string) => `${workspaceId}:${environment}`;

/** idFromName hashes the name on every call; ids are plain values, safe to keep per isolate. */
const ids = new Map<string, DurableObjectId>();

function gate(env: Env, workspaceId: string, environment: string) {
	const name = rateLimiterName(workspaceId, environment);
	let id = ids.get(name);
	if (!id) {
		if (ids.size >= 10_000) ids.clear();
		ids.set(name, (id = env.PAY_RATE_LIMITER.idFromName(name)));
	}
	return env.PAY_RATE_LIMITER.get(id);
}

/** Counts one request and records the key's use; fails open (logged) if the object is unreachable. */
export async function consumeRate(
	env: Env,
	workspaceId: string,
	environment: string,
	cls: RateClass,
	keyRowId: string | null,
): Promise<RateDecision> {
	const limit = RATE_CLASSES[cls];
	try {
		return await gate(env, workspaceId, environment).hit(cls, limit, keyRowId);
	} catch (err) {
		log(env, "error", {
			service: "pay",
			event: "ratelimit.unavailable",
			workspace: workspaceId,
			error: err instanceof Error ? err.message : String(err),
		});
		const now = Date.now();
		return { allowed: true, limit, remaining: limit, resetAt: now - (now % 60_000) + 60_000 };
	}
}

export { rateHeaders } from "../../../platform/ratelimit";

/**
 * Tells both environments' gates that the workspace's key set changed, so key listings cached
 * under an older version are not served again. Awaited before the change is acknowledged.
 */
export async function keysChanged(env: Env, workspaceId: string): Promise<void> {
	await Promise.all(
		(["test", "live"] as const).map(async (e) => {
			try {
				await gate(env, workspaceId, e).keysChanged();
			} catch (err) {
				// Cached listings then age out within their 5 s lifetime.
				log(env, "error", {
					service: "pay",
					event: "keyset.bump_failed",
					workspace: workspaceId,
					error: err instanceof Error ? err.message : String(err),
				});
			}
		}),
	);
}
