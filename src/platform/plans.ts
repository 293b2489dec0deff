import type { ServiceName } from "./context";

/** Plan names each service knows, in ascending order; the first is the default. */
export const PLAN_CATALOGUE: Partial<Record<ServiceName, readonly string[]>> = {
	pay: ["starter", "growth", "scale", "enterprise", "internal"],
	mkt: ["free", "starter", "growth", "scale", "forjio_internal"],
	store: ["free", "starter", "growth", "scale"],
	pos: ["free", "starter", "growth", "business"],
	ci: ["free", "starter", "growth", "business"],
	loc: ["free", "starter", "pro", "scale"],
	secrets: ["beta"],
};

export const defaultPlan = (service: ServiceName) => PLAN_CATALOGUE[service]?.[0] ?? "free";
