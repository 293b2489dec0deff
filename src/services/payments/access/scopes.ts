// The payments scope catalogue (spec 000 §5): one table that routes declare against
// (`requireScope(...)` in auth.ts), that restricted keys are minted from, and that the docs page
// lists. Pure data and pure functions only, so domain tests can import it without a Worker.

/** Rate-limit classes (REFERENCE "Rate limits"): requests per workspace, environment and minute. */
export const RATE_CLASSES = { read: 600, mutating_light: 300, mutating_heavy: 60 } as const;
export type RateClass = keyof typeof RATE_CLASSES;

export interface ScopeInfo {
	/** read scopes are what GET endpoints declare; read_only keys hold exactly these. */
	kind: "read" | "write";
	/** The rate class a route declaring this scope falls in unless the route overrides it. */
	rateClass: RateClass;
	/** Granted only to platform_admin keys; never grantable to a merchant key. */
	platformOnly?: true;
	description: string;
}

const read = (description: string): ScopeInfo => ({ kind: "read", rateClass: "read", description });
const light = (description: string): ScopeInfo => ({ kind: "write", rateClass: "mutating_light", description });
const heavy = (description: string): ScopeInfo => ({ kind: "write", rateClass: "mutating_heavy", description });

export const SCOPES = {
	// Named by the spec.
	"apiKeys:read": read("List and retrieve API keys (never their secrets)"),
	"apiKeys:write": heavy("Create and revoke API keys"),
	"pay:payout:read": read("List and retrieve payouts and the balance"),
	"pay:payout:write": heavy("Create and cancel payouts"),
	"pay:subscription:read": read("List and retrieve subscriptions"),
	"pay:subscription:write": light("Update, pause, resume and cancel subscriptions"),
	"pay:subscription:create": heavy("Create subscriptions"),
	"pay:adapter:read": read("Read payment-provider connections and managed onboarding"),
	"pay:adapter:write": heavy("Connect payment providers and start managed onboarding"),
	"pay:portal:create": light("Mint customer portal sessions"),
	// One read and one write scope for every further payments resource.
	"pay:customer:read": read("List and retrieve customers"),
	"pay:customer:write": light("Create, update and delete customers"),
	"pay:plan:read": read("List and retrieve plans"),
	"pay:plan:write": light("Create, update and archive plans"),
	"pay:price:read": read("List and retrieve prices"),
	"pay:price:write": light("Create and update prices"),
	"pay:payment_token:read": read("List and retrieve stored payment tokens"),
	"pay:payment_token:write": light("Create and detach payment tokens"),
	"pay:coupon:read": read("List and retrieve coupons"),
	"pay:coupon:write": light("Create, update and delete coupons"),
	"pay:invoice:read": read("List and retrieve invoices"),
	"pay:invoice:write": light("Finalise, pay and void invoices"),
	"pay:ledger:read": read("Read ledger entries"),
	"pay:ledger:write": heavy("Post manual ledger adjustments"),
	"pay:event:read": read("List and retrieve events"),
	"pay:event:write": light("Resend events to webhook endpoints"),
	"pay:webhook_endpoint:read": read("List and retrieve webhook endpoints"),
	"pay:webhook_endpoint:write": light("Create, update, rotate and delete webhook endpoints"),
	"pay:checkout_session:read": read("List and retrieve checkout sessions"),
	"pay:checkout_session:write": light("Create and expire checkout sessions"),
	"pay:payment:read": read("List and retrieve payments"),
	"pay:payment:write": heavy("Create and capture payments"),
	"pay:refund:read": read("List and retrieve refunds"),
	"pay:refund:write": heavy("Create refunds"),
	"pay:checkout_settings:read": read("Read checkout settings (method routing)"),
	"pay:checkout_settings:write": light("Change checkout settings"),
	"pay:portal_settings:read": read("Read customer portal feature toggles"),
	"pay:portal_settings:write": light("Change customer portal feature toggles"),
	"pay:bank_account:read": read("Read the payout bank account on file"),
	"pay:bank_account:write": light("Change the payout bank account"),
	"pay:payout_schedule:read": read("Read the per-currency payout schedule"),
	"pay:payout_schedule:write": light("Change the payout schedule"),
	"pay:test_helper:read": read("Read test-mode helper state (test keys only)"),
	"pay:test_helper:write": light("Drive test-mode helpers: settlements, clock (test keys only)"),
	// Platform administration: held only by platform_admin keys (admin credentials endpoint).
	"pay:payout:admin": {
		kind: "write",
		rateClass: "mutating_light",
		platformOnly: true,
		description: "Move payouts along the bank rail (mark-in-transit, mark-paid, mark-failed)",
	},
} as const satisfies Record<string, ScopeInfo>;

export type Scope = keyof typeof SCOPES;

export const ALL_SCOPES = Object.keys(SCOPES) as Scope[];
/** Scopes a merchant key may hold (everything except platform-only). */
export const MERCHANT_SCOPES = ALL_SCOPES.filter((s) => !(SCOPES[s] as ScopeInfo).platformOnly);
export const READ_SCOPES = MERCHANT_SCOPES.filter((s) => SCOPES[s].kind === "read");
/** webhook_management_only: read and write on /v1/webhook-endpoints and /v1/events, nothing else. */
export const WEBHOOK_MANAGEMENT_SCOPES: readonly Scope[] = [
	"pay:webhook_endpoint:read",
	"pay:webhook_endpoint:write",
	"pay:event:read",
	"pay:event:write",
];

export const isScope = (s: string): s is Scope => Object.hasOwn(SCOPES, s);
export const isGrantableScope = (s: string): s is Scope => isScope(s) && !(SCOPES[s] as ScopeInfo).platformOnly;

/** Roles a merchant may create through POST /v1/api-keys. */
export const MERCHANT_ROLES = ["full_access", "read_only", "webhook_management_only", "restricted"] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];
/** platform_admin exists only through the admin credentials endpoint. */
export type Role = MerchantRole | "platform_admin";
export const ALL_ROLES: readonly Role[] = [...MERCHANT_ROLES, "platform_admin"];

/** Role -> the scopes it allows. restricted is not listed: it holds exactly the scopes it was given. */
export const ROLE_SCOPES: Record<Exclude<Role, "restricted">, readonly Scope[]> = {
	platform_admin: ALL_SCOPES,
	full_access: MERCHANT_SCOPES,
	read_only: READ_SCOPES,
	webhook_management_only: WEBHOOK_MANAGEMENT_SCOPES,
};

/** The scopes a key holds, from its role and (for restricted keys) its creation-time list. */
export function effectiveScopes(role: Role, scopes: readonly string[] | null | undefined): readonly Scope[] {
	if (role === "restricted") return [...new Set((scopes ?? []).filter(isGrantableScope))];
	return ROLE_SCOPES[role];
}

export function allows(key: { role: Role; scopes: readonly string[] | null | undefined }, scope: Scope): boolean {
	return effectiveScopes(key.role, key.scopes).includes(scope);
}
