import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../../env";
import { badPenalty, badReservation, penalize, reserve } from "./domain/send-rate";

const STORAGE_KEY = "nextFree";

/**
 * How fast one channel's campaign messages may start (issue 40): one object per channel (named by
 * its id), shared by every queue consumer sending through it; the token bucket is domain/send-rate.ts.
 * Reservations are answered in arrival order; each call computes and assigns the clock before its
 * first await, so concurrent callers never get the same slot. The clock is persisted so an evicted
 * object keeps a provider's back-off.
 */
export class SendThrottle extends DurableObject<Env> {
	private nextFree = 0;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		ctx.blockConcurrencyWhile(async () => {
			this.nextFree = (await ctx.storage.get<number>(STORAGE_KEY)) ?? 0;
		});
	}

	/**
	 * Reserves n message starts at perSecond; answers the milliseconds the caller must wait before
	 * starting them (0: at once). n = 0 reserves nothing and answers the current wait.
	 */
	async reserve(n: number, perSecond: number): Promise<number> {
		const bad = badReservation(n, perSecond);
		if (bad) throw new RangeError(bad);
		const r = reserve(this.nextFree, Date.now(), n, perSecond);
		if (r.nextFree !== this.nextFree) {
			this.nextFree = r.nextFree;
			await this.persist();
		}
		return r.waitMs;
	}

	/** The provider answered 429 (its Retry-After, or the caller's back-off): nothing starts before now + ms. */
	async penalize(ms: number): Promise<void> {
		const bad = badPenalty(ms);
		if (bad) throw new RangeError(bad);
		this.nextFree = penalize(this.nextFree, Date.now(), ms);
		await this.persist();
	}

	private persist() {
		return this.ctx.storage.put(STORAGE_KEY, this.nextFree);
	}
}

declare module "../../../env" {
	interface DurableObjectClasses {
		SEND_THROTTLE: SendThrottle;
	}
}
