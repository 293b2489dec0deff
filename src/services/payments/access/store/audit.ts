import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { newId } from "../../../../platform/ids";
import { auditLog } from "../../schema";
import type { Environment } from "../domain/api-keys";

export interface AuditEntry {
	accountId: string;
	environment: Environment;
	actor: string;
	actorAccountId?: string | null;
	action: "api_key.created" | "api_key.revoked";
	targetType: "api_key";
	targetId: string;
	details?: Record<string, unknown>;
	requestId?: string | null;
	at: number;
}

/**
 * An audit insert meant to follow a write in the same db.batch: it takes effect only when the
 * statement just before it changed a row (SQLite changes() within the batch's connection), so
 * an audit entry never records a write that did not happen.
 */
export function auditAfterWrite(env: Env, e: AuditEntry): D1PreparedStatement {
	return env.DB_PAY.prepare(
		"INSERT INTO audit_log (id, account_id, environment, actor, actor_account_id, action, target_type, target_id, details, request_id, created_at) " +
			"SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() > 0",
	).bind(
		newId("aud_", e.at),
		e.accountId,
		e.environment,
		e.actor,
		e.actorAccountId ?? null,
		e.action,
		e.targetType,
		e.targetId,
		e.details ? JSON.stringify(e.details) : null,
		e.requestId ?? null,
		e.at,
	);
}

export async function auditFor(env: Env, accountId: string, targetId: string) {
	return drizzle(env.DB_PAY)
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.accountId, accountId), eq(auditLog.targetId, targetId)))
		.orderBy(desc(auditLog.createdAt), desc(auditLog.id))
		.all();
}
