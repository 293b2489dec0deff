// POS plans (REFERENCE "Point of sale"): the tier is the platform plan setting
// (PUT /admin/v1/workspaces/{id}/plans/pos, seen within 5 s); null means unlimited.
export const POS_TIERS = ["free", "starter", "growth", "business"] as const;
export type PosTier = (typeof POS_TIERS)[number];

export interface PosLimits {
	outlets: number | null;
	seats: number | null;
	products: number | null;
}

export const TIER_LIMITS: Record<PosTier, PosLimits> = {
	free: { outlets: 1, seats: 2, products: 50 },
	starter: { outlets: 1, seats: 5, products: null },
	growth: { outlets: 5, seats: 15, products: null },
	business: { outlets: null, seats: null, products: null },
};

export const TIER_PRICES: Record<PosTier, number> = { free: 0, starter: 99_000, growth: 199_000, business: 449_000 };
export const TIER_NAMES: Record<PosTier, string> = {
	free: "Free",
	starter: "Starter",
	growth: "Growth",
	business: "Business",
};

export const limitsOf = (tier: string): PosLimits =>
	TIER_LIMITS[(tier as PosTier) in TIER_LIMITS ? (tier as PosTier) : "free"];
