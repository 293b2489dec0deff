import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { dbOf, envOf } from "../helpers/shards";
import { A_SECRET, B_SERVER_KEY, C_SECRET, put, stubGateways } from "./adapters-helpers";

beforeAll(() => {
	stubGateways();
});
afterAll(() => vi.unstubAllGlobals());

describe("adapters: scopes, tenancy, secrets", () => {
	it("read_only keys read but cannot PUT or start onboarding; restricted keys need pay:adapter:write", async () => {
		const ws = await createWorkspace();
		const ro = await mintPayKey(ws, { role: "read_only" });
		expect((await payCall(ro, "GET", "/v1/adapters")).status).toBe(200);
		expect((await payCall(ro, "GET", "/v1/adapters/capabilities")).status).toBe(200);
		expectEnvelopeError(await put(ro, "manual", {}), 403, "insufficient_scope");
		expectEnvelopeError(
			await payCall(ro, "POST", "/v1/adapters/managed/onboarding", { body: { email: "a@b.co" } }),
			403,
			"insufficient_scope",
		);
		const readOnlyRestricted = await mintPayKey(ws, { role: "restricted", scopes: ["pay:adapter:read"] });
		expectEnvelopeError(await put(readOnlyRestricted, "manual", {}), 403, "insufficient_scope");
		const writer = await mintPayKey(ws, { role: "restricted", scopes: ["pay:adapter:write"] });
		expect((await put(writer, "manual", {})).status).toBe(200);
		expectEnvelopeError(await payCall(writer, "GET", "/v1/adapters"), 403, "insufficient_scope");
		const unsigned = await payCall(ro, "GET", "/v1/adapters", { headers: { Authorization: "" } });
		expect(unsigned.status).toBe(401);
	});

	it("another workspace's adapters are never visible; test and live are separate", async () => {
		const a = await mintPayKey(await createWorkspace());
		const b = await mintPayKey(await createWorkspace());
		await put(a, "gateway_a", { secretKey: A_SECRET });
		expect((await payCall(b, "GET", "/v1/adapters")).body.data).toEqual({});
		const ws = await createWorkspace();
		const test = await mintPayKey(ws);
		const live = await mintPayKey(ws, { environment: "live" });
		await put(test, "manual", {});
		expect((await payCall(live, "GET", "/v1/adapters")).body.data).toEqual({});
	});

	it("no response, event or row ever carries a secret; a blob copied to another workspace does not open", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		const responses = [
			await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: "cbtok-XYZ" }),
			await put(key, "gateway_b", { serverKey: B_SERVER_KEY, clientKey: "c", merchantId: "m" }),
			await put(key, "gateway_c", { clientId: "cid", secret: C_SECRET, mode: "sandbox" }),
			await payCall(key, "GET", "/v1/adapters"),
			await payCall(key, "GET", "/v1/events?limit=100"),
		];
		const rows = await (await dbOf("DB_PAY", ws)).prepare("SELECT * FROM adapters WHERE account_id = ?").bind(ws).all();
		const everything = JSON.stringify(responses.map((r) => r.text)) + JSON.stringify(rows.results);
		for (const s of [A_SECRET, "cbtok-XYZ", B_SERVER_KEY, C_SECRET]) expect(everything).not.toContain(s);

		// Copy the gateway A blob into another workspace's row: the AAD (row identity) and the data key differ.
		const other = await createWorkspace();
		const otherKey = await mintPayKey(other);
		await put(otherKey, "gateway_a", { secretKey: "xnd_development_OtherOther" });
		const blob = (rows.results as { kind: string; secret_blob: string }[]).find(
			(r) => r.kind === "gateway_a",
		)?.secret_blob;
		await (await dbOf("DB_PAY", other))
			.prepare("UPDATE adapters SET secret_blob = ? WHERE account_id = ? AND kind = 'gateway_a'")
			.bind(blob, other)
			.run();
		const { openSecrets, getAdapter } = await import("../../src/services/payments/adapters/store");
		const onOther = await envOf(other);
		const row = await getAdapter(onOther, { workspaceId: other, environment: "test" }, "gateway_a");
		await expect(openSecrets(onOther, row as never)).rejects.toThrow();
	});
});
