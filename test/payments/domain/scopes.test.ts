import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	canMint,
	canRevoke,
	type Environment,
	type KeyPower,
	MAX_API_KEYS,
	maxApiKeys,
} from "../../../src/services/payments/access/domain/api-keys";
import {
	ALL_ROLES,
	ALL_SCOPES,
	allows,
	effectiveScopes,
	isGrantableScope,
	MERCHANT_SCOPES,
	RATE_CLASSES,
	READ_SCOPES,
	ROLE_SCOPES,
	type Role,
	SCOPES,
	WEBHOOK_MANAGEMENT_SCOPES,
} from "../../../src/services/payments/access/scopes";

const SPEC_SCOPES = [
	"pay:payout:read",
	"pay:payout:write",
	"pay:subscription:read",
	"pay:subscription:write",
	"pay:subscription:create",
	"pay:adapter:read",
	"pay:adapter:write",
	"pay:portal:create",
	"apiKeys:write",
];
const FURTHER_RESOURCES = [
	"customer",
	"plan",
	"price",
	"payment_token",
	"coupon",
	"invoice",
	"ledger",
	"event",
	"webhook_endpoint",
	"checkout_session",
	"payment",
	"refund",
	"checkout_settings",
	"portal_settings",
	"bank_account",
	"payout_schedule",
	"test_helper",
];

describe("scope catalogue", () => {
	it("holds every scope the spec names and a read and a write scope for every further resource", () => {
		for (const s of SPEC_SCOPES) expect(ALL_SCOPES).toContain(s);
		expect(ALL_SCOPES).toContain("apiKeys:read");
		for (const r of FURTHER_RESOURCES) {
			expect(SCOPES[`pay:${r}:read` as keyof typeof SCOPES]?.kind).toBe("read");
			expect(SCOPES[`pay:${r}:write` as keyof typeof SCOPES]?.kind).toBe("write");
		}
	});

	it("gives every scope a known rate class; reads are 'read', portal sessions 'mutating_light'", () => {
		for (const s of ALL_SCOPES) {
			expect(Object.keys(RATE_CLASSES)).toContain(SCOPES[s].rateClass);
			if (SCOPES[s].kind === "read") expect(SCOPES[s].rateClass).toBe("read");
			else expect(SCOPES[s].rateClass).not.toBe("read");
		}
		expect(SCOPES["pay:portal:create"].rateClass).toBe("mutating_light");
		expect(RATE_CLASSES).toEqual({ read: 600, mutating_light: 300, mutating_heavy: 60 });
	});

	it("maps roles to scopes as spec §5 says", () => {
		expect(ROLE_SCOPES.full_access).toEqual(MERCHANT_SCOPES);
		expect(ROLE_SCOPES.full_access).not.toContain("pay:payout:admin");
		expect(ROLE_SCOPES.platform_admin).toContain("pay:payout:admin");
		expect(ROLE_SCOPES.read_only.every((s) => SCOPES[s].kind === "read")).toBe(true);
		expect(ROLE_SCOPES.read_only).toEqual(READ_SCOPES);
		expect(ROLE_SCOPES.read_only).toContain("apiKeys:read");
		expect([...WEBHOOK_MANAGEMENT_SCOPES].sort()).toEqual([
			"pay:event:read",
			"pay:event:write",
			"pay:webhook_endpoint:read",
			"pay:webhook_endpoint:write",
		]);
		expect(
			effectiveScopes("restricted", ["pay:payout:read", "pay:payout:read", "nonsense", "pay:payout:admin"]),
		).toEqual(["pay:payout:read"]);
		expect(allows({ role: "read_only", scopes: null }, "pay:payout:write")).toBe(false);
		expect(allows({ role: "webhook_management_only", scopes: null }, "pay:payout:read")).toBe(false);
		expect(isGrantableScope("pay:payout:admin")).toBe(false);
		expect(isGrantableScope("toString")).toBe(false);
	});
});

const env = fc.constantFrom<Environment>("test", "live");
const role = fc.constantFrom<Role>(...ALL_ROLES);
const scopeList = fc.subarray([...ALL_SCOPES, "bogus:scope"]);
const power: fc.Arbitrary<KeyPower> = fc.record({ role, scopes: scopeList, environment: env });

describe("minting never widens (property)", () => {
	it("no minted key is ever wider than its creator", () => {
		fc.assert(
			fc.property(power, power, (creator, target) => {
				const d = canMint(creator, target);
				if (!d.ok) return true;
				const mine = new Set(effectiveScopes(creator.role, creator.scopes));
				for (const s of effectiveScopes(target.role, target.scopes)) if (!mine.has(s)) return false;
				if (target.role === "platform_admin") return false;
				if (creator.environment === "test" && target.environment === "live") return false;
				if (creator.role === "restricted" && target.role !== "restricted") return false;
				return mine.has("apiKeys:write");
			}),
			{ numRuns: 2000 },
		);
	});

	it("a restricted creator with apiKeys:write may mint any restricted subset of its scopes in its environment", () => {
		fc.assert(
			fc.property(
				fc.subarray(MERCHANT_SCOPES, { minLength: 1 }),
				fc.integer({ min: 0, max: 1000 }),
				env,
				(held, seed, e) => {
					const mine = [...new Set([...held, "apiKeys:write"])];
					const subset = mine.filter((_, i) => (seed >> (i % 10)) & 1 || i === 0);
					return canMint(
						{ role: "restricted", scopes: mine, environment: e },
						{ role: "restricted", scopes: subset, environment: e },
					).ok;
				},
			),
		);
	});

	it("full_access mints every merchant role; nobody mints platform_admin", () => {
		for (const r of ["full_access", "read_only", "webhook_management_only"] as Role[]) {
			expect(
				canMint(
					{ role: "full_access", scopes: null, environment: "live" },
					{ role: r, scopes: null, environment: "test" },
				).ok,
			).toBe(true);
		}
		expect(
			canMint(
				{ role: "platform_admin", scopes: null, environment: "live" },
				{ role: "platform_admin", scopes: null, environment: "live" },
			).ok,
		).toBe(false);
		expect(
			canMint(
				{ role: "read_only", scopes: null, environment: "live" },
				{ role: "read_only", scopes: null, environment: "live" },
			).ok,
		).toBe(false);
		expect(
			canMint(
				{ role: "full_access", scopes: null, environment: "test" },
				{ role: "read_only", scopes: null, environment: "live" },
			).ok,
		).toBe(false);
	});

	it("revocation needs apiKeys:write, environment reach, and platform power for platform keys", () => {
		expect(
			canRevoke(
				{ role: "full_access", scopes: null, environment: "live" },
				{ role: "full_access", environment: "test" },
			).ok,
		).toBe(true);
		expect(
			canRevoke(
				{ role: "full_access", scopes: null, environment: "test" },
				{ role: "full_access", environment: "live" },
			).ok,
		).toBe(false);
		expect(
			canRevoke(
				{ role: "full_access", scopes: null, environment: "live" },
				{ role: "platform_admin", environment: "live" },
			).ok,
		).toBe(false);
		expect(
			canRevoke(
				{ role: "platform_admin", scopes: null, environment: "live" },
				{ role: "platform_admin", environment: "live" },
			).ok,
		).toBe(true);
		expect(
			canRevoke(
				{ role: "restricted", scopes: ["apiKeys:write"], environment: "test" },
				{ role: "full_access", environment: "test" },
			).ok,
		).toBe(true);
		expect(
			canRevoke({ role: "read_only", scopes: null, environment: "live" }, { role: "read_only", environment: "test" })
				.ok,
		).toBe(false);
	});
});

describe("plan caps (REFERENCE)", () => {
	it("starter 10, growth 25, scale 100, enterprise and internal unlimited; unknown plans fall back to starter", () => {
		expect(MAX_API_KEYS).toEqual({ starter: 10, growth: 25, scale: 100, enterprise: null, internal: null });
		expect(maxApiKeys("starter")).toBe(10);
		expect(maxApiKeys("mystery")).toBe(10);
		expect(maxApiKeys("enterprise")).toBeNull();
	});
});
