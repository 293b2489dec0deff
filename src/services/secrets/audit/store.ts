import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { iso } from "../../../platform/encoding";
import { newId } from "../../../platform/ids";
import { auditLog } from "../schema";
import { type Db, db } from "../store";

export type AuditAction = "secret.write" | "secret.reveal" | "secret.delete" | "project.create" | "environment.create";

export interface AuditEntry {
	workspaceId: string;
	action: AuditAction;
	actorSub: string;
	target: string;
	/** Names and numbers only (key, version, slug); a value never goes here. */
	metadata: Record<string, string | number>;
	createdAt: number;
}

export const auditRow = (e: AuditEntry) => ({
	id: newId("aud_", e.createdAt),
	...e,
	metadata: JSON.stringify(e.metadata),
});

/** The insert as a batchable statement, so an audited change and its entry commit together. */
export const insertAudit = (d: Db, e: AuditEntry) => d.insert(auditLog).values(auditRow(e));

export async function listAudit(env: Env, workspaceId: string, limit: number, after: Cursor | null) {
	const where = and(
		eq(auditLog.workspaceId, workspaceId),
		after
			? or(lt(auditLog.createdAt, after.t), and(eq(auditLog.createdAt, after.t), lt(auditLog.id, after.id)))
			: undefined,
	);
	return db(env)
		.select()
		.from(auditLog)
		.where(where)
		.orderBy(desc(auditLog.createdAt), desc(auditLog.id))
		.limit(limit + 1)
		.all();
}

export const auditView = (r: typeof auditLog.$inferSelect) => ({
	id: r.id,
	action: r.action,
	actorSub: r.actorSub,
	target: r.target,
	metadata: JSON.parse(r.metadata) as Record<string, string | number>,
	createdAt: iso(r.createdAt) as string,
});
