import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

describe("marketing OpenAPI document and reference page", () => {
	it("documents every contacts, segments, channels, referrals, discount-code, billing, webhook, campaign and suppression endpoint, and the storefront catalogue sharing its base under /api/v1, without auth", async () => {
		const res = await call("GET", "/mkt/openapi.json");
		expect(res.status).toBe(200);
		const ops = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
			Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
		);
		const catalogue = (op: string) => / \/api\/v1\/(storefront|inventory)(\/|$)/.test(op);
		expect(ops.filter(catalogue).sort()).toEqual(
			[
				"POST /api/v1/storefront/products",
				"GET /api/v1/storefront/products",
				"GET /api/v1/storefront/products/{id}",
				"PATCH /api/v1/storefront/products/{id}",
				"DELETE /api/v1/storefront/products/{id}",
				"POST /api/v1/storefront/products/{id}/ai-generate",
				"POST /api/v1/storefront/products/{id}/files",
				"DELETE /api/v1/storefront/products/{id}/files/{fileId}",
				"POST /api/v1/inventory/variants",
				"GET /api/v1/inventory/variants",
				"GET /api/v1/inventory/variants/{id}",
				"PATCH /api/v1/inventory/variants/{id}",
				"DELETE /api/v1/inventory/variants/{id}",
				"POST /api/v1/storefront/webhook-endpoints",
				"GET /api/v1/storefront/webhook-endpoints",
				"GET /api/v1/storefront/webhook-endpoints/{id}",
				"PATCH /api/v1/storefront/webhook-endpoints/{id}",
				"DELETE /api/v1/storefront/webhook-endpoints/{id}",
				"POST /api/v1/storefront/webhook-endpoints/{id}/rotate-secret",
				"GET /api/v1/storefront/webhook-deliveries",
				"GET /api/v1/storefront/webhook-deliveries/{id}",
				"POST /api/v1/storefront/webhook-deliveries/{id}/retry",
				"GET /api/v1/storefront/events",
				"GET /api/v1/storefront/events/{id}",
				"GET /api/v1/storefront/event-types",
			].sort(),
		);
		expect(ops.filter((op) => !catalogue(op)).sort()).toEqual(
			[
				"GET /api/v1/contacts",
				"POST /api/v1/contacts",
				"POST /api/v1/contacts/import",
				"POST /api/v1/contacts/import/csv",
				"GET /api/v1/contacts/import/jobs/{jobId}",
				"GET /api/v1/contacts/{id}",
				"PATCH /api/v1/contacts/{id}",
				"DELETE /api/v1/contacts/{id}",
				"GET /api/v1/contacts/{id}/export",
				"POST /api/v1/contacts/{id}/erase",
				"GET /api/v1/lists",
				"GET /api/v1/audience-segments",
				"POST /api/v1/audience-segments",
				"POST /api/v1/audience-segments/preview",
				"GET /api/v1/audience-segments/{id}",
				"PATCH /api/v1/audience-segments/{id}",
				"DELETE /api/v1/audience-segments/{id}",
				"POST /api/v1/audience-segments/{id}/preview",
				"GET /api/v1/channels",
				"POST /api/v1/channels",
				"GET /api/v1/channels/{id}",
				"PATCH /api/v1/channels/{id}",
				"DELETE /api/v1/channels/{id}",
				"GET /api/v1/channels/{id}/dns-records",
				"GET /api/v1/channels/{id}/sends",
				"POST /api/v1/channels/{id}/test",
				"POST /api/v1/session",
				"POST /api/v1/contacts/{id}/confirm",
				"GET /api/v1/channels/oauth/{provider}/start",
				"GET /api/v1/channels/oauth/{provider}/callback",
				"GET /api/v1/referrals/program",
				"PUT /api/v1/referrals/program",
				"GET /api/v1/referrals/stats",
				"POST /api/v1/referrals/links/issue",
				"GET /api/v1/referrals/links/{accountId}/{code}",
				"POST /api/v1/referrals/links/click",
				"GET /api/v1/referrals/rewards/{accountId}/{customerId}",
				"POST /api/v1/referrals/sweeps/expire-pending",
				"POST /api/v1/referrals/attributions/signup",
				"POST /api/v1/referrals/attributions/checkout-start",
				"POST /api/v1/referrals/attributions/fulfill",
				"POST /api/v1/referrals/attributions/void",
				"POST /api/v1/discount-codes",
				"GET /api/v1/discount-codes",
				"POST /api/v1/discount-codes/redeem",
				"GET /api/v1/billing/plans",
				"GET /api/v1/billing/plan",
				"GET /api/v1/billing/subscription",
				"GET /api/v1/billing/usage",
				"GET /api/v1/billing/invoices",
				"POST /api/v1/billing/checkout",
				"POST /api/v1/billing/cancel",
				"PUT /api/v1/billing/config",
				"POST /api/v1/webhook-endpoints",
				"GET /api/v1/webhook-endpoints",
				"GET /api/v1/webhook-endpoints/{id}",
				"PATCH /api/v1/webhook-endpoints/{id}",
				"DELETE /api/v1/webhook-endpoints/{id}",
				"POST /api/v1/webhook-endpoints/{id}/rotate-secret",
				"GET /api/v1/webhook-deliveries",
				"GET /api/v1/webhook-deliveries/{id}",
				"POST /api/v1/webhook-deliveries/{id}/retry",
				"GET /api/v1/events",
				"GET /api/v1/events/{id}",
				"GET /api/v1/event-types",
				"GET /api/v1/campaigns",
				"POST /api/v1/campaigns",
				"GET /api/v1/campaigns/{id}",
				"PATCH /api/v1/campaigns/{id}",
				"DELETE /api/v1/campaigns/{id}",
				"POST /api/v1/campaigns/{id}/schedule",
				"POST /api/v1/campaigns/{id}/send",
				"POST /api/v1/campaigns/{id}/cancel",
				"POST /api/v1/campaigns/{id}/test",
				"POST /api/v1/campaigns/{id}/preview",
				"GET /api/v1/campaigns/{id}/report",
				"GET /api/v1/campaigns/{id}/recipients",
				"GET /api/v1/suppressions",
				"POST /api/v1/suppressions",
				"DELETE /api/v1/suppressions/{address}",
			].sort(),
		);
		expect(res.body.servers[0].url).toBe("http://127.0.0.1:8787/mkt");
		expect(res.body.info.description).toContain("Mkt-HMAC-SHA256");
		expect(res.body.info.description).toContain("mkt.contact.created.v1");
		expect(res.body.info.description).toContain("mkt.campaign.sent.v1, mkt.campaign.finished.v1 are emitted");
		const docs = await call("GET", "/mkt/docs");
		expect(docs.status).toBe(200);
		expect(docs.headers.get("Content-Type")).toMatch(/text\/html/);
	});

	it("unknown routes and methods answer in the marketing envelope", async () => {
		const res = await call("GET", "/mkt/api/v1/nope");
		expect(res.status).toBe(404);
		expect(res.body.error.code).toBe("NOT_FOUND");
	});
});
