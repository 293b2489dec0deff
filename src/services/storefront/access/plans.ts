// Storefront plan caps (spec 001 §8 leaves the numbers open; REFERENCE and issue 17 set them).
// The plan is the platform setting PUT /admin/v1/workspaces/{id}/plans/store (default free).
export interface StorePlanLimits {
	/** Non-archived products; -1 unlimited. */
	products: number;
	/** AI fills per UTC month. */
	aiRuns: number;
}

const LIMITS: Record<string, StorePlanLimits> = {
	free: { products: 10, aiRuns: 5 },
	starter: { products: 100, aiRuns: 50 },
	growth: { products: -1, aiRuns: 500 },
	scale: { products: -1, aiRuns: 2_000 },
};

export const storeLimitsOf = (plan: string): StorePlanLimits => LIMITS[plan] ?? LIMITS.free;
