import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../../env";
import type { SyncAnswer, SyncReport } from "../../../platform/ratelimit/local";
import { placedEnv } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { parseKeyUse } from "./ratelimit";

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Epoch ms when the current window ends and the count starts again. */
	resetAt: number;
	/**
	 * Version of the workspace's API key set as this object last heard of it. It changes on every
	 * key creation, revocation and lastUsedAt flush, and on every restart of the object; a reader
	 * holding data tagged with the same version holds current data.
	 */
	keysVersion?: string;
}

export const RATE_WINDOW_MS = 60_000;
/** lastUsedAt reaches D1 at most this often per key (one object per workspace and environment; issue 27: once a minute). */
export const LAST_USED_FLUSH_MS = 60_000;
/** How often the in-memory state is snapshotted to storage (write-behind, never awaited by a request). */
export const SNAPSHOT_MS = 1_000;

interface Snapshot {
	windowStart: number;
	counts: Record<string, number>;
	uses: Record<string, number>;
}

/**
 * The payments gate, one instance per workspace and environment ("acc_x:test"). Isolates decide rate
 * limits locally and report here in the background, about once a second per gate (`sync`, see
 * platform/ratelimit/local.ts); nothing on a signed request's path waits for it once its isolate is warm.
 *
 * - Rate limits. The object adds up every isolate's admitted requests per class and answers the
 *   global counts, which each isolate decides on until its next report. State is snapshotted to
 *   storage at most once a second without holding answers back (allowUnconfirmed); a restart
 *   mid-window forgets at most about a second of counts.
 * - lastUsedAt. Reports carry which keys were used; an alarm writes lastUsedAt to D1 at most once per
 *   LAST_USED_FLUSH_MS (the first use after a quiet period goes out at once), so the auth path never
 *   writes to D1 itself.
 * - The key-set version (see RateDecision.keysVersion): it changes on every key creation, revocation
 *   and lastUsedAt flush; an isolate seeing a new one in an answer re-reads the workspace's keys.
 */
export class PayRateLimiter extends DurableObject<Env> {
	private windowStart = 0;
	private counts = new Map<string, number>();
	/** key use ("<key's workspace>/<key row id>", ratelimit.ts keyUse) -> latest use (epoch ms) not yet written to D1 */
	private uses = new Map<string, number>();
	private lastFlush = 0;
	private lastSnapshot = 0;
	private alarmSet = false;
	/** A fresh epoch per instance: versions from before a restart never match again. */
	private readonly epoch = crypto.randomUUID().slice(0, 8);
	private keysSeq = 0;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		ctx.blockConcurrencyWhile(async () => {
			const snap = await ctx.storage.get<Snapshot>("snapshot");
			const now = Date.now();
			if (snap) {
				if (snap.windowStart === now - (now % RATE_WINDOW_MS)) {
					this.windowStart = snap.windowStart;
					this.counts = new Map(Object.entries(snap.counts));
				}
				this.uses = new Map(Object.entries(snap.uses));
			}
			this.lastFlush = (await ctx.storage.get<number>("lastFlush")) ?? 0;
			this.alarmSet = (await ctx.storage.getAlarm()) != null;
		});
	}

	private get keysVersion() {
		return `${this.epoch}.${this.keysSeq}`;
	}

	/** Counts one request of `cls` against `limit` in the current minute, exactly (operators and tests; refused requests are not counted). */
	async hit(cls: string, limit: number, keyRowId: string | null): Promise<RateDecision> {
		const now = Date.now();
		const windowStart = now - (now % RATE_WINDOW_MS);
		if (windowStart !== this.windowStart) {
			this.windowStart = windowStart;
			this.counts.clear();
		}
		const resetAt = windowStart + RATE_WINDOW_MS;
		const used = this.counts.get(cls) ?? 0;
		if (keyRowId) this.recordUse(keyRowId, now);
		const allowed = used < limit;
		if (allowed) this.counts.set(cls, used + 1);
		this.snapshot(now);
		const keysVersion = this.keysVersion;
		return allowed
			? { allowed, limit, remaining: limit - used - 1, resetAt, keysVersion }
			: { allowed, limit, remaining: 0, resetAt, keysVersion };
	}

	/** An isolate's report (requests it admitted per class, keys it saw used); answers the global counts. */
	async sync(report: SyncReport): Promise<SyncAnswer> {
		const now = Date.now();
		const windowStart = now - (now % RATE_WINDOW_MS);
		if (windowStart !== this.windowStart) {
			this.windowStart = windowStart;
			this.counts.clear();
		}
		// A report for a window already over counts for nothing; its key uses still count.
		if (report.windowStart === this.windowStart)
			for (const [cls, n] of Object.entries(report.deltas))
				this.counts.set(cls, (this.counts.get(cls) ?? 0) + Math.max(0, n));
		for (const [id, at] of Object.entries(report.uses ?? {})) this.recordUse(id, Math.min(at, now));
		this.snapshot(now);
		return { windowStart: this.windowStart, counts: Object.fromEntries(this.counts), keysVersion: this.keysVersion };
	}

	/** The workspace's key set changed (created, revoked): versions handed out so far are stale. */
	async keysChanged(): Promise<void> {
		this.keysSeq++;
	}

	/** The count used so far in the current window. */
	async peek(cls: string): Promise<number> {
		const now = Date.now();
		return this.windowStart === now - (now % RATE_WINDOW_MS) ? (this.counts.get(cls) ?? 0) : 0;
	}

	/** Operator and test view of the object's state. */
	async inspect() {
		return {
			windowStart: this.windowStart,
			counts: Object.fromEntries(this.counts),
			pendingUses: Object.fromEntries(this.uses),
			lastFlush: this.lastFlush,
			alarm: await this.ctx.storage.getAlarm(),
			keysVersion: this.keysVersion,
		};
	}

	private recordUse(id: string, now: number) {
		this.uses.set(id, Math.max(this.uses.get(id) ?? 0, now));
		if (this.alarmSet) return;
		this.alarmSet = true;
		void this.ctx.storage.setAlarm(Math.max(now, this.lastFlush + LAST_USED_FLUSH_MS));
	}

	private snapshot(now: number, force = false) {
		if (!force && now - this.lastSnapshot < SNAPSHOT_MS) return;
		this.lastSnapshot = now;
		const snap: Snapshot = {
			windowStart: this.windowStart,
			counts: Object.fromEntries(this.counts),
			uses: Object.fromEntries(this.uses),
		};
		void this.ctx.storage.put("snapshot", snap, { allowUnconfirmed: true });
	}

	override async alarm(): Promise<void> {
		this.alarmSet = false;
		const now = Date.now();
		this.lastFlush = now;
		await this.ctx.storage.put("lastFlush", now);
		const pending = [...this.uses];
		if (pending.length) {
			const own = this.gateOf()?.workspaceId ?? null;
			// Each key's row is on its own workspace's shard (issue 38): under on-behalf-of that is not
			// this gate's workspace. A use recorded before sharding names no workspace: this gate's.
			const byWorkspace = new Map<string | null, [string, number][]>();
			for (const [use, at] of pending) {
				const { workspaceId, id } = parseKeyUse(use);
				const ws = workspaceId ?? own;
				byWorkspace.set(ws, [...(byWorkspace.get(ws) ?? []), [id, at]]);
			}
			for (const [ws, uses] of byWorkspace) {
				// No workspace known at all: a key of before sharding, on shard 0.
				const db = (ws ? await workspaceEnv(this.env, ws) : placedEnv(this.env, {})).DB_PAY;
				await db.batch(
					uses.map(([id, at]) =>
						db
							.prepare(
								"UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)",
							)
							.bind(at, id, at),
					),
				);
				// The key's own workspace lists lastUsedAt: its gates re-read their keys.
				if (ws && ws !== own) await this.bumpWorkspace(ws);
			}
			// Uses recorded while the batches ran stay pending for the next flush.
			for (const [use, at] of pending) if (this.uses.get(use) === at) this.uses.delete(use);
			// lastUsedAt is part of every listing: this environment's and the sibling's (lists span both).
			this.keysSeq++;
			await this.bumpSibling();
		}
		this.snapshot(now, true);
	}

	/** This gate's workspace and environment, from its name ("acc_x:test"); null when the name is not known. */
	private gateOf() {
		const m = this.ctx.id.name?.match(/^(.*):(test|live)$/);
		return m ? { workspaceId: m[1], environment: m[2] as "test" | "live" } : null;
	}

	/** Another workspace's keys changed here (an on-behalf-of key's lastUsedAt): both its gates move their version. */
	private async bumpWorkspace(ws: string) {
		const ns = this.env.PAY_RATE_LIMITER;
		for (const e of ["test", "live"])
			try {
				await ns.get(ns.idFromName(`${ws}:${e}`)).keysChanged();
			} catch {
				// Its cached listings then age out with the cache's 5 s lifetime.
			}
	}

	private async bumpSibling() {
		const g = this.gateOf();
		if (!g) return;
		const ns = this.env.PAY_RATE_LIMITER;
		try {
			await ns.get(ns.idFromName(`${g.workspaceId}:${g.environment === "test" ? "live" : "test"}`)).keysChanged();
		} catch {
			// The sibling's cached listings then age out with the cache's 5 s lifetime.
		}
	}
}

declare module "../../../env" {
	interface DurableObjectClasses {
		PAY_RATE_LIMITER: PayRateLimiter;
	}
}
