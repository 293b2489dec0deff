import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { mut, newCustomer, workspaceKey } from "./billing-helpers";

describe("customers: tenancy and scopes", () => {
	it("another workspace's customer is 404 and never listed; test and live are separate", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const cus = await newCustomer(a.key);
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/customers/${cus.id}`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "PATCH", `/v1/customers/${cus.id}`, { name: "stolen" }), 404, "not_found");
		expect((await payCall(b.key, "GET", "/v1/customers")).body.data).toEqual([]);
		const live = await mintPayKey(a.ws, { environment: "live" });
		expectEnvelopeError(await payCall(live, "GET", `/v1/customers/${cus.id}`), 404, "not_found");
		expect((await payCall(live, "GET", "/v1/customers")).body.data).toEqual([]);
	});

	it("read_only keys read but cannot write; restricted keys need pay:customer:*", async () => {
		const a = await workspaceKey();
		const ro = await mintPayKey(a.ws, { role: "read_only" });
		expect((await payCall(ro, "GET", "/v1/customers")).status).toBe(200);
		expectEnvelopeError(await mut(ro, "POST", "/v1/customers", { name: "x" }), 403, "insufficient_scope");
		const r = await mintPayKey(a.ws, { role: "restricted", scopes: ["pay:plan:read"] });
		expectEnvelopeError(await payCall(r, "GET", "/v1/customers"), 403, "insufficient_scope");
	});
});
