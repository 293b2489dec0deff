import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import {
	A_HOST,
	A_SECRET,
	B_HOST,
	B_SERVER_KEY,
	C_HOST,
	C_SECRET,
	eventsOf,
	idem,
	put,
	stubGateways,
} from "./adapters-helpers";

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
});
afterAll(() => vi.unstubAllGlobals());

async function setup() {
	const ws = await createWorkspace();
	return { ws, key: await mintPayKey(ws) };
}

const rowCount = async (ws: string) =>
	(
		await (
			await dbOf("DB_PAY", ws)
		)
			.prepare("SELECT COUNT(*) AS n FROM adapters WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>()
	)?.n;

describe("adapter PUT errors", () => {
	it("missing Idempotency-Key → 400 idempotency_required", async () => {
		const { key } = await setup();
		const r = await payCall(key, "PUT", "/v1/adapters/manual", { body: {} });
		expectEnvelopeError(r, 400, "idempotency_required");
	});

	it("same Idempotency-Key with another body → 409 idempotency_conflict", async () => {
		const { key } = await setup();
		const k = idem();
		expect((await put(key, "manual", { instructions: "a" }, k)).status).toBe(200);
		expectEnvelopeError(await put(key, "manual", { instructions: "b" }, k), 409, "idempotency_conflict");
	});

	it("missing required fields and bad enums → 400 validation_error naming the field", async () => {
		const { key } = await setup();
		const cases: [string, unknown, string][] = [
			["gateway_a", {}, "secretKey"],
			["gateway_b", { serverKey: B_SERVER_KEY, clientKey: "c" }, "merchantId"],
			["gateway_b", { serverKey: B_SERVER_KEY, clientKey: "c", merchantId: "m", env: "staging" }, "env"],
			["gateway_c", { clientId: "x" }, "secret"],
			["gateway_c", { clientId: "x", secret: "y", mode: "test" }, "mode"],
			["gateway_a", { secretKey: A_SECRET, extra: 1 }, ""],
		];
		for (const [kind, body, param] of cases) {
			const r = await put(key, kind, body);
			expectEnvelopeError(r, 400, "validation_error");
			if (param) expect(r.body.error.param).toBe(param);
		}
	});

	it("manual field limits: bank name 60, account number 40, holder 80, QR URL 500, instructions 500", async () => {
		const { key } = await setup();
		const acct = { bankName: "B".repeat(60), accountNumber: "1".repeat(40), accountHolder: "H".repeat(80) };
		expect(
			(
				await put(key, "manual", {
					bankAccounts: [acct],
					staticQrImageUrl: "u".repeat(500),
					instructions: "i".repeat(500),
				})
			).status,
		).toBe(200);
		for (const body of [
			{ bankAccounts: [{ ...acct, bankName: "B".repeat(61) }] },
			{ bankAccounts: [{ ...acct, accountNumber: "1".repeat(41) }] },
			{ bankAccounts: [{ ...acct, accountHolder: "H".repeat(81) }] },
			{ staticQrImageUrl: "u".repeat(501) },
			{ instructions: "i".repeat(501) },
		])
			expectEnvelopeError(await put(key, "manual", body), 400, "validation_error");
	});

	it("gateway A secret without the provider prefix → 422 gateway_error, no upstream call, nothing stored", async () => {
		const { ws, key } = await setup();
		const before = gw.to(A_HOST).length;
		const r = await put(key, "gateway_a", { secretKey: "sk_live_not_gateway_a" });
		expectEnvelopeError(r, 422, "gateway_error");
		expect(gw.to(A_HOST).length).toBe(before);
		expect(await rowCount(ws)).toBe(0);
		const b = await put(key, "gateway_b", {
			serverKey: "Mid-server-prod",
			clientKey: "c",
			merchantId: "m",
			env: "sandbox",
		});
		expectEnvelopeError(b, 422, "gateway_error");
	});

	it("credentials the gateway rejects → 422 gateway_error naming invalid_credentials; nothing stored, no event", async () => {
		const { ws, key } = await setup();
		gw.on(A_HOST, () =>
			Response.json({ error_code: "INVALID_API_KEY", message: "API key is invalid" }, { status: 401 }),
		);
		gw.on(B_HOST, () =>
			Response.json({ status_code: "401", status_message: "Unknown Merchant server_key/id" }, { status: 401 }),
		);
		gw.on(C_HOST, () => Response.json({ error: "invalid_client" }, { status: 401 }));
		try {
			const a = await put(key, "gateway_a", { secretKey: A_SECRET });
			expectEnvelopeError(a, 422, "gateway_error");
			expect(a.body.error.message).toMatch(/rejected the credentials \(invalid_credentials\)/);
			expect(a.text).not.toContain(A_SECRET);
			expectEnvelopeError(
				await put(key, "gateway_b", { serverKey: B_SERVER_KEY, clientKey: "c", merchantId: "m" }),
				422,
				"gateway_error",
			);
			expectEnvelopeError(
				await put(key, "gateway_c", { clientId: "c", secret: C_SECRET, mode: "sandbox" }),
				422,
				"gateway_error",
			);
			expect(await rowCount(ws)).toBe(0);
			expect(await eventsOf(key)).toEqual([]);
		} finally {
			gw.on(A_HOST, null);
			gw.on(B_HOST, null);
			gw.on(C_HOST, null);
		}
	});

	it("a network failure is told apart from bad credentials in the message; nothing stored", async () => {
		const { ws, key } = await setup();
		gw.on(A_HOST, () => new TypeError("fetch failed"));
		try {
			const r = await put(key, "gateway_a", { secretKey: A_SECRET });
			expectEnvelopeError(r, 422, "gateway_error");
			expect(r.body.error.message).toMatch(/could not be reached \(network failure\)/);
			expect(r.body.error.message).not.toMatch(/invalid_credentials/);
			expect(await rowCount(ws)).toBe(0);
		} finally {
			gw.on(A_HOST, null);
		}
	});

	it("a failed re-PUT leaves the stored adapter untouched", async () => {
		const { key } = await setup();
		const ok1 = await put(key, "gateway_a", { secretKey: A_SECRET });
		gw.on(A_HOST, () => Response.json({ error_code: "INVALID_API_KEY", message: "no" }, { status: 401 }));
		try {
			expectEnvelopeError(
				await put(key, "gateway_a", { secretKey: "xnd_development_Other0000" }),
				422,
				"gateway_error",
			);
		} finally {
			gw.on(A_HOST, null);
		}
		const list = await payCall(key, "GET", "/v1/adapters");
		expect(list.body.data.gateway_a).toEqual(ok1.body.data);
	});

	it("a disabled adapter (support) cannot be reconfigured: 409 conflict", async () => {
		const { ws, key } = await setup();
		await put(key, "manual", {});
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE adapters SET status = 'disabled' WHERE account_id = ?")
			.bind(ws)
			.run();
		expectEnvelopeError(await put(key, "manual", { instructions: "x" }), 409, "conflict");
	});

	it("there is no DELETE: 405", async () => {
		const { key } = await setup();
		const r = await payCall(key, "DELETE", "/v1/adapters/gateway_a");
		expect([404, 405]).toContain(r.status);
	});
});
