import { DurableObject } from "cloudflare:workers";
import type { Env } from "../src/env";

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Epoch ms when the current window ends and the count starts again. */
	resetAt: number;
}

export const RATE_WINDOW_MS = 60_000;
/** lastUsedAt reaches D1 at most this often per key (one object per workspace and environment). */
export const LAST_USED_FLUSH_MS = 10_000;

/**
 * Payments rate limiter, one instance per workspace and environment ("acc_x:test"). Each hit is
 * one synchronous SQLite step, so counts are exact and X-RateLimit-Remaining is truthful even when
 * requests race across edges. The same round trip records which key was used; an alarm flushes
 * lastUsedAt to D1 at most once per LAST_USED_FLUSH_MS (the first use of a quiet period goes out
 * at once), so the auth path never writes to D1 itself.
 */
export class PayRateLimiter extends DurableObject<Env> {
	private sql: SqlStorage;
	/** Mirrors whether an alarm is set, so a hit costs no storage read for it. */
	private alarmSet: boolean | undefined;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.sql = ctx.storage.sql;
		this.sql.exec(`CREATE TABLE IF NOT EXISTS windows (
			class TEXT NOT NULL, window_start INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (class, window_start))`);
		this.sql.exec("CREATE TABLE IF NOT EXISTS key_use (id TEXT PRIMARY KEY, used_at INTEGER NOT NULL, flushed_at INTEGER)");
		this.sql.exec("CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v INTEGER NOT NULL)");
	}

	/** Counts one request of `cls` against `limit` in the current minute; refused requests are not counted. */
	async hit(cls: string, limit: number, keyRowId: string | null): Promise<RateDecision> {
		const now = Date.now();
		const windowStart = now - (now % RATE_WINDOW_MS);
		const resetAt = windowStart + RATE_WINDOW_MS;
		const row = this.sql.exec<{ count: number }>("SELECT count FROM windows WHERE class = ? AND window_start = ?", cls, windowStart).toArray()[0];
		const used = row?.count ?? 0;
		if (keyRowId) await this.recordUse(keyRowId, now);
		if (used >= limit) return { allowed: false, limit, remaining: 0, resetAt };
		this.sql.exec(
			"INSERT INTO windows (class, window_start, count) VALUES (?, ?, 1) ON CONFLICT (class, window_start) DO UPDATE SET count = count + 1",
			cls,
			windowStart,
		);
		return { allowed: true, limit, remaining: limit - used - 1, resetAt };
	}

	/** Test and operator hook: the count used so far in the current window. */
	async peek(cls: string): Promise<number> {
		const now = Date.now();
		const row = this.sql.exec<{ count: number }>("SELECT count FROM windows WHERE class = ? AND window_start = ?", cls, now - (now % RATE_WINDOW_MS)).toArray()[0];
		return row?.count ?? 0;
	}

	private async recordUse(id: string, now: number) {
		this.sql.exec("INSERT INTO key_use (id, used_at) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET used_at = MAX(used_at, excluded.used_at)", id, now);
		this.alarmSet ??= (await this.ctx.storage.getAlarm()) != null;
		if (this.alarmSet) return;
		const last = this.sql.exec<{ v: number }>("SELECT v FROM meta WHERE k = 'last_flush'").toArray()[0]?.v ?? 0;
		await this.ctx.storage.setAlarm(Math.max(now, last + LAST_USED_FLUSH_MS));
		this.alarmSet = true;
	}

	override async alarm(): Promise<void> {
		// Uses recorded from here on schedule the next flush.
		this.alarmSet = false;
		const now = Date.now();
		this.sql.exec("INSERT INTO meta (k, v) VALUES ('last_flush', ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v", now);
		const pending = this.sql
			.exec<{ id: string; used_at: number }>("SELECT id, used_at FROM key_use WHERE flushed_at IS NULL OR flushed_at < used_at")
			.toArray();
		if (pending.length) {
			const db = this.env.DB_PAY;
			await db.batch(
				pending.map((u) =>
					db.prepare("UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)").bind(u.used_at, u.id, u.used_at),
				),
			);
			for (const u of pending) this.sql.exec("UPDATE key_use SET flushed_at = ? WHERE id = ?", u.used_at, u.id);
		}
		// Old windows and idle keys need no storage.
		this.sql.exec("DELETE FROM windows WHERE window_start < ?", now - 2 * RATE_WINDOW_MS);
		this.sql.exec("DELETE FROM key_use WHERE flushed_at >= used_at AND used_at < ?", now - 3_600_000);
	}
}
