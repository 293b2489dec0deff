import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { ik, mut, newCustomer, workspaceKey } from "./billing-helpers";

describe("customers", () => {
	it("create, retrieve, update with null clearing, list with email filter and cursor", async () => {
		const { key } = await workspaceKey();
		const res = await mut(key, "POST", "/v1/customers", {
			email: "  Siti@Example.COM ",
			name: "Siti",
			phone: "+62 812-3456-7890",
			externalId: "u-1",
			metadata: { tier: "gold" },
		});
		expect(res.status).toBe(201);
		const cus = res.body.data;
		expect(cus.id).toMatch(/^cus_[0-9A-HJKMNP-TV-Z]{26}$/);
		expect(cus).toMatchObject({
			email: "siti@example.com",
			name: "Siti",
			phone: "+62 812-3456-7890",
			externalId: "u-1",
			metadata: { tier: "gold" },
		});
		expect(Object.keys(cus).sort()).toEqual([
			"createdAt",
			"email",
			"externalId",
			"id",
			"metadata",
			"name",
			"phone",
			"updatedAt",
		]);

		const got = await payCall(key, "GET", `/v1/customers/${cus.id}`);
		expect(got.body.data).toEqual(cus);

		const upd = await mut(key, "PATCH", `/v1/customers/${cus.id}`, { name: "Siti A.", metadata: null, phone: null });
		expect(upd.status).toBe(200);
		expect(upd.body.data).toMatchObject({
			name: "Siti A.",
			metadata: null,
			phone: null,
			email: "siti@example.com",
			externalId: "u-1",
		});

		await newCustomer(key, { email: "other@example.com" });
		await newCustomer(key, { email: "other@example.com" });
		const filtered = await payCall(key, "GET", "/v1/customers?email=OTHER@example.com&limit=1");
		expect(filtered.body.data).toHaveLength(1);
		expect(filtered.body.meta.page).toMatchObject({ limit: 1, hasMore: true });
		const next = await payCall(
			key,
			"GET",
			`/v1/customers?email=OTHER@example.com&limit=1&cursor=${filtered.body.meta.page.nextCursor}`,
		);
		expect(next.body.data).toHaveLength(1);
		expect(next.body.meta.page).toMatchObject({ hasMore: false, nextCursor: null });
		expect(next.body.data[0].id).not.toBe(filtered.body.data[0].id);
		const all = await payCall(key, "GET", "/v1/customers");
		expect(all.body.data.map((c: any) => c.id)[2]).toBe(cus.id); // newest first
	});

	it("replays a create with the same Idempotency-Key", async () => {
		const { key } = await workspaceKey();
		const k = ik();
		const a = await payCall(key, "POST", "/v1/customers", { body: { name: "A" }, idempotencyKey: k });
		const b = await payCall(key, "POST", "/v1/customers", { body: { name: "A" }, idempotencyKey: k });
		expect(b.status).toBe(201);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
		expect(b.body.data.id).toBe(a.body.data.id);
	});
});
