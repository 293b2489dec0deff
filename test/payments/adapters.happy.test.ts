import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkspace } from "../helpers/http";
import { mintPayKey, payCall, sha256Hex } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import {
	A_HOST,
	A_SECRET,
	B_HOST,
	B_SERVER_KEY,
	C_HOST,
	C_SECRET,
	eventsOf,
	put,
	stubGateways,
} from "./adapters-helpers";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
});
afterAll(() => vi.unstubAllGlobals());

async function setup() {
	const ws = await createWorkspace();
	return { ws, key: await mintPayKey(ws) };
}

describe("PUT /v1/adapters/{kind} and GET /v1/adapters", () => {
	it("GET before anything is connected: an empty object", async () => {
		const { key } = await setup();
		const r = await payCall(key, "GET", "/v1/adapters");
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual({});
	});

	it("gateway A: sanity-checked with GET /balance, secretKeyLast4, callbackTokenFingerprint = sha-256 prefix, adapter.connected", async () => {
		const { key } = await setup();
		const before = gw.to(A_HOST).length;
		const r = await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: "cb-token-1" });
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual({
			kind: "gateway_a",
			status: "active",
			secretKeyLast4: "1234",
			publicConfig: { callbackTokenFingerprint: (await sha256Hex("cb-token-1")).slice(0, 16) },
			configuredAt: expect.stringMatching(ISO),
			lastErrorAt: null,
			lastErrorCode: null,
		});
		expect(r.text).not.toContain(A_SECRET);
		expect(r.text).not.toContain("cb-token-1");
		const calls = gw.to(A_HOST).slice(before);
		expect(calls).toHaveLength(1);
		expect(calls[0].url).toBe(`${A_HOST}/balance?account_type=CASH`);
		expect(calls[0].headers.authorization).toBe(`Basic ${btoa(`${A_SECRET}:`)}`);
		const list = await payCall(key, "GET", "/v1/adapters");
		expect(list.body.data).toEqual({ gateway_a: r.body.data });
		const ev = await eventsOf(key);
		expect(ev.map((e) => e.type)).toEqual(["adapter.connected"]);
		expect(ev[0].data).toMatchObject({ kind: "gateway_a", secretKeyLast4: "1234" });
		expect(JSON.stringify(ev)).not.toContain(A_SECRET);
	});

	it("a later PUT refreshes configuredAt, replaces the config and fires adapter.updated", async () => {
		const { key } = await setup();
		const first = await put(key, "gateway_a", { secretKey: A_SECRET });
		expect(first.body.data.publicConfig).toEqual({ callbackTokenFingerprint: null });
		await new Promise((r) => setTimeout(r, 5));
		const second = await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: "t2" });
		expect(second.status).toBe(200);
		expect(Date.parse(second.body.data.configuredAt)).toBeGreaterThan(Date.parse(first.body.data.configuredAt));
		expect(second.body.data.publicConfig.callbackTokenFingerprint).toBe((await sha256Hex("t2")).slice(0, 16));
		expect((await eventsOf(key)).map((e) => e.type).sort()).toEqual(["adapter.connected", "adapter.updated"]);
	});

	it("gateway B: serverKey prefix for the env, status-lookup sanity check, publicConfig clientKey/merchantId/env (default sandbox)", async () => {
		const { key } = await setup();
		const r = await put(key, "gateway_b", {
			serverKey: B_SERVER_KEY,
			clientKey: "SB-Mid-client-abc",
			merchantId: "G123456",
		});
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({
			kind: "gateway_b",
			status: "active",
			secretKeyLast4: "5678",
			publicConfig: { clientKey: "SB-Mid-client-abc", merchantId: "G123456", env: "sandbox" },
		});
		expect(gw.to(B_HOST).at(-1)?.url).toMatch(/\/v2\/pasar-credential-check-[^/]+\/status$/);
		expect(r.text).not.toContain(B_SERVER_KEY);
	});

	it("gateway C: OAuth token sanity check, publicConfig clientId/mode (default live)", async () => {
		const { key } = await setup();
		const r = await put(key, "gateway_c", {
			clientId: "cid-1",
			secret: C_SECRET,
			mode: "sandbox",
			webhookId: "WH-HOOK-1",
		});
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({
			kind: "gateway_c",
			secretKeyLast4: "9012",
			publicConfig: { clientId: "cid-1", mode: "sandbox", webhookId: "WH-HOOK-1" },
		});
		expect(gw.to(C_HOST).at(-1)?.url).toBe(`${C_HOST}/v1/oauth2/token`);
	});

	it("manual: no secrets, publicConfig echoes bank accounts, QR URL and instructions; all optional", async () => {
		const { key } = await setup();
		const body = {
			bankAccounts: [{ bankName: "BCA", accountNumber: "1234567890", accountHolder: "Toko Maju" }],
			staticQrImageUrl: "https://cdn.example.com/qr.png",
			instructions: "Transfer then send the receipt",
		};
		const r = await put(key, "manual", body);
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ kind: "manual", status: "active", secretKeyLast4: null, publicConfig: body });
		const empty = await put(key, "manual", {});
		expect(empty.body.data.publicConfig).toEqual({ bankAccounts: [], staticQrImageUrl: null, instructions: null });
	});

	it("GET lists every connected kind keyed by kind; managed appears once onboarding started", async () => {
		const { key } = await setup();
		await put(key, "gateway_a", { secretKey: A_SECRET });
		await put(key, "manual", {});
		await payCall(key, "POST", "/v1/adapters/managed/onboarding", { body: { email: "owner@toko.example" } });
		const r = await payCall(key, "GET", "/v1/adapters");
		expect(Object.keys(r.body.data).sort()).toEqual(["gateway_a", "managed", "manual"]);
		expect(r.body.data.managed).toMatchObject({
			kind: "managed",
			secretKeyLast4: null,
			publicConfig: {
				subAccountId: expect.stringMatching(/^sacc_/),
				env: "sandbox",
				kybStatus: "invited",
				capabilitiesStatus: "inactive",
				payoutsReady: false,
				lastWebhookAt: null,
			},
		});
	});

	it("secrets are encrypted at rest: the adapter row holds a v1 AES-GCM blob, never the secret", async () => {
		const { ws, key } = await setup();
		await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: "cb-plain-token" });
		const row = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT * FROM adapters WHERE account_id = ?")
			.bind(ws)
			.first<Record<string, unknown>>();
		expect(String(row?.secret_blob)).toMatch(/^v1\.[0-9a-f]{8}\./);
		expect(JSON.stringify(row)).not.toContain(A_SECRET);
		expect(JSON.stringify(row)).not.toContain("cb-plain-token");
	});

	it("the same Idempotency-Key with the same body replays the first response without a second upstream call", async () => {
		const { key } = await setup();
		const k = `replay-${crypto.randomUUID()}`;
		const a = await put(key, "gateway_a", { secretKey: A_SECRET }, k);
		const calls = gw.to(A_HOST).length;
		const b = await put(key, "gateway_a", { secretKey: A_SECRET }, k);
		expect(b.status).toBe(200);
		expect(b.headers.get("idempotent-replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		expect(gw.to(A_HOST).length).toBe(calls);
	});

	it("GET /v1/adapters/capabilities serves the matrix", async () => {
		const { key } = await setup();
		const r = await payCall(key, "GET", "/v1/adapters/capabilities");
		expect(r.status).toBe(200);
		expect(r.body.data.kinds).toEqual(["managed", "gateway_a", "gateway_b", "gateway_c", "manual"]);
		const row = (m: string) => r.body.data.methods.find((x: { method: string }) => x.method === m).support;
		expect(row("card_amex_jcb")).toEqual({
			managed: "select",
			gateway_a: "depends",
			gateway_b: "yes",
			gateway_c: "no",
			manual: "no",
		});
		expect(row("device_wallet")).toEqual({
			managed: "yes",
			gateway_a: "no",
			gateway_b: "no",
			gateway_c: "no",
			manual: "n/a",
		});
		expect(r.body.data.methods).toHaveLength(10);
	});
});
