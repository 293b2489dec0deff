// Localization plans (*extension*, REFERENCE "Localization"): the plan is the platform setting
// (PUT /admin/v1/workspaces/{id}/plans/loc, seen within 5 s; free by default). null = unlimited.
// Caps are enforced by the INSERT that would pass them (platform insertWhere), so racing creates
// cannot both get under one; over a cap → 403 UPGRADE_REQUIRED and nothing is written.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { planOf } from "../../admin/public";
import type { LocScope } from "../context";

export const LOC_PLANS = ["free", "starter", "pro", "scale"] as const;
export type LocPlan = (typeof LOC_PLANS)[number];

export interface LocLimits {
	plan: LocPlan;
	/** Projects per account */
	projects: number | null;
	/** Target locales per project (the source is not counted) */
	locales: number | null;
	/** Live (unarchived) keys per project */
	keys: number | null;
}

export const PLAN_LIMITS: Record<LocPlan, Omit<LocLimits, "plan">> = {
	free: { projects: 1, locales: 2, keys: 200 },
	starter: { projects: 3, locales: 5, keys: 2_000 },
	pro: { projects: 10, locales: null, keys: 20_000 },
	scale: { projects: null, locales: null, keys: null },
};

export const limitsOf = (plan: string): LocLimits => {
	const p: LocPlan = (LOC_PLANS as readonly string[]).includes(plan) ? (plan as LocPlan) : "free";
	return { plan: p, ...PLAN_LIMITS[p] };
};

export const planLimits = async (env: Env, s: LocScope): Promise<LocLimits> =>
	limitsOf(await planOf(env, s.workspaceId, "loc"));

/**
 * A guard for insertWhere: `(count) + added <= cap`, or always true when unlimited. `count` is a
 * SQL scalar subquery; `added` is how many rows the write adds (a bulk PUT adds several).
 */
export const underCap = (countSql: string, cap: number | null, added = 1) =>
	cap == null ? "1" : `(${countSql}) + ${Math.trunc(added)} <= ${Math.trunc(cap)}`;

/** 403 UPGRADE_REQUIRED naming the limit (e.g. "target locales per project", 2, "free"). */
export const upgradeRequired = (what: string, limit: number | null, plan: string) =>
	new ApiError(
		403,
		"upgrade_required",
		`The ${plan} plan allows ${limit ?? "unlimited"} ${what}; upgrade the plan to add more`,
	);
