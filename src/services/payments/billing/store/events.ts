import type { Env } from "../../../../env";
import type { PayScope } from "../../context";

/** The row an event's insert is conditional on (see billing/events.ts). */
export interface EventGuard {
	table: "subscriptions" | "invoices" | "payments";
	id: string;
	/** The row must have column = value (subscriptions: op_id of this write); omitted: the row must exist. */
	column?: "op_id" | "payment_id" | "status";
	value?: string;
}

/**
 * INSERT OR IGNORE of one event row, as a statement to batch with the write it reports. Raw SQL:
 * the guarded form is an INSERT … SELECT … WHERE EXISTS, which drizzle's insert cannot say.
 */
export function eventInsert(
	env: Env,
	s: PayScope,
	e: { id: string; type: string; occurredAt: number; data: unknown; guard?: EventGuard },
): D1PreparedStatement {
	const values = [e.id, e.type, e.occurredAt, s.workspaceId, s.environment, JSON.stringify(e.data)];
	if (!e.guard) {
		return env.DB_PAY.prepare(
			"INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) VALUES (?, ?, ?, ?, ?, ?)",
		).bind(...values);
	}
	const g = e.guard;
	const cond = g.column
		? `SELECT 1 FROM ${g.table} WHERE id = ? AND ${g.column} = ?`
		: `SELECT 1 FROM ${g.table} WHERE id = ?`;
	return env.DB_PAY.prepare(
		`INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (${cond})`,
	).bind(...values, g.id, ...(g.column ? [g.value ?? null] : []));
}
