import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { PayScope } from "../../context";
import { plans } from "../../schema";
import type { PlanRow } from "../rows";

const mine = (s: PayScope, id: string) =>
	and(eq(plans.id, id), eq(plans.accountId, s.workspaceId), eq(plans.environment, s.environment));

/** The plan's mutable fields, as a statement to batch with the price a new amount mints. */
export function planUpdate(env: Env, s: PayScope, p: PlanRow): D1PreparedStatement {
	const q = drizzle(env.DB_PAY)
		.update(plans)
		.set({
			name: p.name,
			trialDays: p.trial_days,
			unitAmount: p.unit_amount,
			defaultPriceId: p.default_price_id,
			updatedAt: p.updated_at,
		})
		.where(mine(s, p.id))
		.toSQL();
	return env.DB_PAY.prepare(q.sql).bind(...q.params);
}

/** active → archived once; archiving an archived plan changes nothing. */
export async function archivePlan(env: Env, s: PayScope, id: string, now: number) {
	await drizzle(env.DB_PAY)
		.update(plans)
		.set({ active: 0, archivedAt: now, updatedAt: now })
		.where(and(mine(s, id), eq(plans.active, 1)));
}
