import { and, asc, eq, lte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PayScope } from "../context";
import { dueWork } from "../schema";

// DB_PAY `due_work`: when each kind of timed work is next due for a workspace (clock.ts).

export async function setDue(env: Env, s: PayScope, runner: string, dueAt: number): Promise<void> {
	await drizzle(env.DB_PAY)
		.insert(dueWork)
		.values({ accountId: s.workspaceId, environment: s.environment, runner, dueAt })
		.onConflictDoUpdate({ target: [dueWork.accountId, dueWork.environment, dueWork.runner], set: { dueAt } });
}

export async function clearDue(env: Env, s: PayScope, runner: string): Promise<void> {
	await drizzle(env.DB_PAY)
		.delete(dueWork)
		.where(
			and(eq(dueWork.accountId, s.workspaceId), eq(dueWork.environment, s.environment), eq(dueWork.runner, runner)),
		);
}

/** Rows due by `now`, oldest first, at most `limit` (the index on due_at keeps this a range read). */
export async function dueRows(env: Env, now: number, limit: number) {
	return drizzle(env.DB_PAY)
		.select({ workspaceId: dueWork.accountId, environment: dueWork.environment, runner: dueWork.runner })
		.from(dueWork)
		.where(lte(dueWork.dueAt, now))
		.orderBy(asc(dueWork.dueAt))
		.limit(limit);
}
