import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	allows,
	BUILT_IN_ROLES,
	isPermission,
	PERMISSION_NAMES,
	parsePermissions,
	ROUTE_PERMISSIONS,
	ruleFor,
	tablePath,
} from "../../../src/services/pos/staff/permissions";

describe("POS permissions (pure)", () => {
	it("owner holds every permission; manager and cashier are strict subsets; the validator only validates", () => {
		expect([...BUILT_IN_ROLES.owner].sort()).toEqual([...PERMISSION_NAMES].sort());
		for (const p of BUILT_IN_ROLES.manager) expect(BUILT_IN_ROLES.owner.has(p)).toBe(true);
		for (const p of BUILT_IN_ROLES.cashier) expect(BUILT_IN_ROLES.manager.has(p)).toBe(true);
		expect([...BUILT_IN_ROLES.license_validator]).toEqual(["licenses.validate"]);
		for (const p of ["sales.void", "keys.manage", "billing.manage", "settings.manage"] as const)
			expect(BUILT_IN_ROLES.cashier.has(p)).toBe(false);
		expect(BUILT_IN_ROLES.manager.has("sales.void")).toBe(true);
		expect(BUILT_IN_ROLES.manager.has("keys.manage")).toBe(false);
	});

	it("every rule in the route table is public, authenticated or a catalogued permission", () => {
		for (const [route, rule] of Object.entries(ROUTE_PERMISSIONS)) {
			expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
			expect(rule === "public" || rule === "authenticated" || isPermission(rule), route).toBe(true);
		}
	});

	it("router paths map to the table's spelling", () => {
		expect(tablePath("/api/v1/sales/:id/void")).toBe("/api/v1/sales/{id}/void");
		expect(tablePath("/api/v1/products/:id/variants/:vid")).toBe("/api/v1/products/{id}/variants/{vid}");
		expect(ruleFor("post", "/api/v1/sales/:id/void")).toBe("sales.void");
		expect(ruleFor("GET", "/api/v1/fulfillment/licenses/validate")).toBe("licenses.validate");
		expect(ruleFor("GET", "/api/v1/nowhere")).toBeUndefined();
	});

	it("allows: a held permission or a rule needing none; property over random sets", () => {
		fc.assert(
			fc.property(fc.subarray(PERMISSION_NAMES), fc.constantFrom(...PERMISSION_NAMES), (held, rule) => {
				const set = new Set(held);
				expect(allows(set, rule)).toBe(set.has(rule));
				expect(allows(set, "public")).toBe(true);
				expect(allows(set, "authenticated")).toBe(true);
			}),
		);
	});

	it("a stored custom role drops names no longer in the catalogue", () => {
		expect([...parsePermissions(["sales.void", "time.travel", "pos.read"])]).toEqual(["sales.void", "pos.read"]);
	});
});
