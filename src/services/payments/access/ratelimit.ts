// Rate limits per workspace and environment (REFERENCE "Rate limits"), decided in the isolate and
// synchronised with the PayRateLimiter Durable Object in the background (platform/ratelimit/local.ts):
// one gate per "acc_x:test", fixed one-minute windows, a class per rate class. The reports also carry
// which keys were used (lastUsedAt, written by the object at most once a minute per key) and bring
// back the workspace's key-set version, which re-reads the workspace's keys here when it moves.
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { localRateLimiter, type RateDecision } from "../../../platform/ratelimit/local";
import { backgroundEnv } from "../../../platform/roundtrips";
import { workspaceEnv } from "../../admin/public";
import { forgetWorkspaceKeys, refreshWorkspaceKeys } from "./key-cache";
import { RATE_CLASSES, type RateClass } from "./scopes";
import { keySetOfWorkspace } from "./store/index";

export type PayRateDecision = RateDecision & {
	/** The workspace's key-set version as this isolate last heard it from the gate. */
	keysVersion?: string;
};
export type { PayRateDecision as RateDecision };

export const rateLimiterName = (workspaceId: string, environment: string) => `${workspaceId}:${environment}`;

/** idFromName hashes the name on every call; ids are plain values, safe to keep per isolate. */
const ids = new Map<string, DurableObjectId>();

function gate(env: Env, name: string) {
	let id = ids.get(name);
	if (!id) {
		if (ids.size >= 10_000) ids.clear();
		ids.set(name, (id = env.PAY_RATE_LIMITER.idFromName(name)));
	}
	return env.PAY_RATE_LIMITER.get(id);
}

/** The gates of this isolate (tests flush them to the object, inspect and forget them). */
export const payLimiter = localRateLimiter({
	service: "pay",
	sync: (env, name, report) => gate(env, name).sync(report),
	onAnswer: (env, name, answer, previous) => {
		// Another isolate created or revoked a key, or lastUsedAt was flushed: re-read the workspace's keys.
		if (previous !== undefined && answer.keysVersion !== previous) {
			const workspaceId = name.slice(0, name.lastIndexOf(":"));
			// Read on the workspace's shard whatever request's env last reported to this gate.
			refreshWorkspaceKeys(workspaceId, async () =>
				keySetOfWorkspace(await workspaceEnv(backgroundEnv(env), workspaceId), workspaceId),
			);
		}
	},
});

/**
 * A key's use as the gate records it: "<key's workspace>/<key row id>". The gate is the workspace
 * the request works for, which is not the key's own under on-behalf-of, and the key's row lives on
 * its own workspace's shard (issue 38): the gate's flush writes lastUsedAt there.
 */
export const keyUse = (key: { accountId: string; id: string }) => `${key.accountId}/${key.id}`;

/** The key row and its workspace from a recorded use (a bare row id, recorded before sharding: workspace unknown). */
export function parseKeyUse(use: string): { workspaceId: string | null; id: string } {
	const i = use.indexOf("/");
	return i < 0 ? { workspaceId: null, id: use } : { workspaceId: use.slice(0, i), id: use.slice(i + 1) };
}

/** Counts one request of `cls` and notes the key's use; decided here, reported after the answer. */
export async function consumeRate(
	env: Env,
	workspaceId: string,
	environment: string,
	cls: RateClass,
	key: { accountId: string; id: string } | null,
): Promise<PayRateDecision> {
	return payLimiter.take(
		env,
		rateLimiterName(workspaceId, environment),
		cls,
		RATE_CLASSES[cls],
		key ? keyUse(key) : undefined,
	);
}

/**
 * The workspace's key set changed (a key created or revoked here): this isolate forgets its copy at
 * once, and both environments' gates move their key-set version so other isolates re-read theirs at
 * their next report. Awaited before the change is acknowledged.
 */
export async function keysChanged(env: Env, workspaceId: string): Promise<void> {
	forgetWorkspaceKeys(workspaceId);
	await Promise.all(
		(["test", "live"] as const).map(async (e) => {
			try {
				await gate(env, rateLimiterName(workspaceId, e)).keysChanged();
			} catch (err) {
				// Other isolates' copies then age out within their 5 s lifetime.
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
