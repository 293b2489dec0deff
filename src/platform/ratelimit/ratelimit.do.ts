import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../env";
import { RATE_WINDOW_MS, type RateDecision, type SyncAnswer, type SyncReport } from "./local";

export type { RateDecision };
export { RATE_WINDOW_MS };

/** How often the in-memory count is snapshotted to storage (write-behind, never awaited by a request). */
const SNAPSHOT_MS = 1_000;

/**
 * A fixed one-minute request counter per class, one instance per name (a service and workspace:
 * "mkt:acc_x"). Isolates decide locally and report what they admitted here about once a second
 * (`sync`, see local.ts); the object adds the reports up and answers the global counts. The counts are
 * snapshotted at most once a second without holding answers back; a restart mid-window forgets at
 * most about a second of counts. Services with more to report (payments records key use) keep their
 * own object.
 */
export class RateLimiter extends DurableObject<Env> {
	private windowStart = 0;
	private counts = new Map<string, number>();
	private lastSnapshot = 0;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		ctx.blockConcurrencyWhile(async () => {
			const snap = await ctx.storage.get<{ windowStart: number; counts?: Record<string, number>; count?: number }>(
				"snapshot",
			);
			const now = Date.now();
			if (snap && snap.windowStart === now - (now % RATE_WINDOW_MS)) {
				this.windowStart = snap.windowStart;
				// Snapshots from before classes held one count, the class "".
				this.counts = new Map(Object.entries(snap.counts ?? { "": snap.count ?? 0 }));
			}
		});
	}

	private roll(now: number) {
		const windowStart = now - (now % RATE_WINDOW_MS);
		if (windowStart !== this.windowStart) {
			this.windowStart = windowStart;
			this.counts.clear();
		}
	}

	/** An isolate's report (requests it admitted per class); answers the window's global counts. */
	async sync(report: SyncReport): Promise<SyncAnswer> {
		const now = Date.now();
		this.roll(now);
		// A report for a window already over counts for nothing.
		if (report.windowStart === this.windowStart)
			for (const [cls, n] of Object.entries(report.deltas))
				this.counts.set(cls, (this.counts.get(cls) ?? 0) + Math.max(0, n));
		this.snapshot(now);
		return { windowStart: this.windowStart, counts: Object.fromEntries(this.counts) };
	}

	/** The count of `cls` in the current window (operators and tests). */
	async peek(cls = ""): Promise<number> {
		this.roll(Date.now());
		return this.counts.get(cls) ?? 0;
	}

	/** Counts one request (class "") against `limit` in the current minute, exactly (refused requests are not counted). */
	async hit(limit: number): Promise<RateDecision> {
		const now = Date.now();
		this.roll(now);
		const resetAt = this.windowStart + RATE_WINDOW_MS;
		const count = this.counts.get("") ?? 0;
		if (count >= limit) return { allowed: false, limit, remaining: 0, resetAt };
		this.counts.set("", count + 1);
		this.snapshot(now);
		return { allowed: true, limit, remaining: limit - count - 1, resetAt };
	}

	private snapshot(now: number) {
		if (now - this.lastSnapshot < SNAPSHOT_MS) return;
		this.lastSnapshot = now;
		const snap = { windowStart: this.windowStart, counts: Object.fromEntries(this.counts) };
		void this.ctx.storage.put("snapshot", snap, { allowUnconfirmed: true });
	}
}

declare module "../../env" {
	interface DurableObjectClasses {
		RATE_LIMITER: RateLimiter;
	}
}
