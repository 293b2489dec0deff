import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../env";

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Epoch ms when the current window ends and the count starts again. */
	resetAt: number;
}

export const RATE_WINDOW_MS = 60_000;
/** How often the in-memory count is snapshotted to storage (write-behind, never awaited by a request). */
const SNAPSHOT_MS = 1_000;

/**
 * A fixed one-minute request counter, one instance per name (a service and workspace: "mkt:acc_x").
 * A Durable Object is one thread, so counting in memory is exact across every edge and
 * X-RateLimit-Remaining is truthful. The count is snapshotted at most once a second without
 * holding responses back; a restart mid-window forgets at most about a second of counts.
 * Services with more to do on the same round trip (payments records key use) keep their own object.
 */
export class RateLimiter extends DurableObject<Env> {
	private windowStart = 0;
	private count = 0;
	private lastSnapshot = 0;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		ctx.blockConcurrencyWhile(async () => {
			const snap = await ctx.storage.get<{ windowStart: number; count: number }>("snapshot");
			const now = Date.now();
			if (snap && snap.windowStart === now - (now % RATE_WINDOW_MS)) {
				this.windowStart = snap.windowStart;
				this.count = snap.count;
			}
		});
	}

	/** Counts one request against `limit` in the current minute; refused requests are not counted. */
	async hit(limit: number): Promise<RateDecision> {
		const now = Date.now();
		const windowStart = now - (now % RATE_WINDOW_MS);
		if (windowStart !== this.windowStart) {
			this.windowStart = windowStart;
			this.count = 0;
		}
		const resetAt = windowStart + RATE_WINDOW_MS;
		if (this.count >= limit) return { allowed: false, limit, remaining: 0, resetAt };
		this.count++;
		if (now - this.lastSnapshot >= SNAPSHOT_MS) {
			this.lastSnapshot = now;
			void this.ctx.storage.put(
				"snapshot",
				{ windowStart: this.windowStart, count: this.count },
				{ allowUnconfirmed: true },
			);
		}
		return { allowed: true, limit, remaining: limit - this.count, resetAt };
	}
}

declare module "../../env" {
	interface DurableObjectClasses {
		RATE_LIMITER: RateLimiter;
	}
}
