import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../env";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request that never completed (crashed isolate) frees its key after this long. */
export const IN_FLIGHT_LEASE_MS = 60 * 1000;

export type BeginResult =
	| { kind: "execute" }
	| { kind: "in_flight" }
	| { kind: "mismatch" }
	| { kind: "replay"; status: number; body: string; contentType: string };

/**
 * Generic Idempotency-Key store, one instance per service, workspace and environment. Each
 * method is a single synchronous SQLite step inside the object, so two racing requests with one
 * key are ordered here: the first gets "execute", the second "in_flight" (or the stored replay).
 */
export class Idempotency extends DurableObject<Env> {
	private sql: SqlStorage;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.sql = ctx.storage.sql;
		this.sql.exec(`CREATE TABLE IF NOT EXISTS idem_keys (
			k TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, state TEXT NOT NULL,
			status INTEGER, body TEXT, content_type TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)`);
		this.sql.exec("CREATE INDEX IF NOT EXISTS idem_keys_expiry ON idem_keys(expires_at)");
	}

	async begin(k: string, fingerprint: string, now: number): Promise<BeginResult> {
		const row = this.sql
			.exec<{
				fingerprint: string;
				state: string;
				status: number;
				body: string;
				content_type: string;
				expires_at: number;
			}>("SELECT fingerprint, state, status, body, content_type, expires_at FROM idem_keys WHERE k = ?", k)
			.toArray()[0];
		if (row && row.expires_at > now) {
			if (row.fingerprint !== fingerprint) return { kind: "mismatch" };
			if (row.state === "running") return { kind: "in_flight" };
			return { kind: "replay", status: row.status, body: row.body, contentType: row.content_type };
		}
		this.sql.exec(
			"INSERT OR REPLACE INTO idem_keys (k, fingerprint, state, created_at, expires_at) VALUES (?, ?, 'running', ?, ?)",
			k,
			fingerprint,
			now,
			now + IN_FLIGHT_LEASE_MS,
		);
		await this.ensureAlarm(now + IN_FLIGHT_LEASE_MS);
		return { kind: "execute" };
	}

	async complete(
		k: string,
		fingerprint: string,
		status: number,
		body: string,
		contentType: string,
		now: number,
	): Promise<void> {
		this.sql.exec(
			"UPDATE idem_keys SET state = 'done', status = ?, body = ?, content_type = ?, expires_at = ? WHERE k = ? AND fingerprint = ?",
			status,
			body,
			contentType,
			now + IDEMPOTENCY_TTL_MS,
			k,
			fingerprint,
		);
		await this.ensureAlarm(now + IDEMPOTENCY_TTL_MS);
	}

	/** The request stored nothing (validation failure, server error): the key is free again. */
	async release(k: string): Promise<void> {
		this.sql.exec("DELETE FROM idem_keys WHERE k = ? AND state = 'running'", k);
	}

	async prune(now: number): Promise<number> {
		return this.sql.exec("DELETE FROM idem_keys WHERE expires_at <= ?", now).rowsWritten;
	}

	override async alarm(): Promise<void> {
		this.prune(Date.now());
		const next = this.sql.exec<{ e: number | null }>("SELECT MIN(expires_at) AS e FROM idem_keys").one().e;
		if (next != null) await this.ctx.storage.setAlarm(next);
	}

	private async ensureAlarm(at: number) {
		const current = await this.ctx.storage.getAlarm();
		if (current == null || current > at) await this.ctx.storage.setAlarm(at);
	}
}

declare module "../../env" {
	interface DurableObjectClasses {
		IDEMPOTENCY: Idempotency;
	}
}
