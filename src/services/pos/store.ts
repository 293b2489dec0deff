import type { Env } from "../../env";

/** DB_POS, for the webhook engine (which runs its own queries through drizzle). */
export const posDb = (env: Env) => env.DB_POS;

/** An event row as a statement for a write's own batch (INSERT OR IGNORE by id); dispatch it after commit. */
export const eventInsert = (
	env: Env,
	e: { id: string; type: string; accountId: string; occurredAt: number; data: unknown },
): D1PreparedStatement =>
	env.DB_POS.prepare(
		"INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) VALUES (?, ?, ?, ?, '', ?)",
	).bind(e.id, e.type, e.occurredAt, e.accountId, JSON.stringify(e.data));
