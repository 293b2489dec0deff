import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleQueue } from "../../src/index";
import { serviceDirectory } from "../../src/platform/service-module";
import { SERVICES } from "../../src/services";
import {
	GatewayAClient,
	GatewayAError,
	isGatewayASecretKey,
	outcomeOf,
} from "../../src/services/payments/gateways/gatewayA";
import {
	DISPATCH_KIND,
	dispatchPayout,
	driveGatewayPayout,
	type GatewayResolver,
} from "../../src/services/payments/payouts/rail";
import { envOf } from "../helpers/shards";
import { createInput, freshScope, funded } from "./ledger-helpers";

// Gateway A disbursement client with a stubbed fetch: nothing here reaches the network.

const SECRET = "xnd_development_S3cr3tV4lue";

interface Seen {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: any;
}

/** A fetch that records each request and answers from `reply` (or throws what it returns as an Error). */
function stubFetch(reply: (req: Seen, n: number) => Response | Error | Promise<Response | Error>) {
	const seen: Seen[] = [];
	const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
		const req: Seen = {
			url: String(input),
			method: init?.method ?? "GET",
			headers: Object.fromEntries(new Headers(init?.headers).entries()),
			body: init?.body ? JSON.parse(String(init.body)) : undefined,
		};
		seen.push(req);
		const r = await reply(req, seen.length);
		if (r instanceof Error) throw r;
		return r;
	}) as typeof fetch;
	return { fetch: fn, seen };
}

const upstream = (status: string, extra: Record<string, unknown> = {}) =>
	Response.json({
		id: "disb-123",
		reference_id: "x",
		status,
		amount: 1,
		currency: "IDR",
		channel_code: "ID_BCA",
		...extra,
	});

describe("GatewayAClient", () => {
	it("creates a disbursement with Basic auth (secret key, empty password), the Idempotency-key header and the v2 body", async () => {
		const f = stubFetch(() => upstream("ACCEPTED", { reference_id: "po_1" }));
		const client = new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch });
		const p = await client.createPayout({
			payoutId: "po_1",
			channelCode: "ID_BCA",
			accountNumber: "123",
			accountHolderName: "Toko Maju",
			amount: 50_000,
			currency: "IDR",
			description: "weekly",
		});
		expect(p).toEqual({
			id: "disb-123",
			referenceId: "po_1",
			status: "ACCEPTED",
			amount: 1,
			currency: "IDR",
			channelCode: "ID_BCA",
			failureCode: null,
		});
		const [req] = f.seen;
		expect(req.url).toBe("https://api.xendit.co/v2/payouts");
		expect(req.method).toBe("POST");
		expect(req.headers.authorization).toBe(`Basic ${btoa(`${SECRET}:`)}`);
		expect(req.headers["idempotency-key"]).toBe("po_1");
		expect(req.body).toEqual({
			reference_id: "po_1",
			channel_code: "ID_BCA",
			channel_properties: { account_number: "123", account_holder_name: "Toko Maju" },
			amount: 50_000,
			currency: "IDR",
			description: "weekly",
		});
	});

	it("reads a payout's status", async () => {
		const f = stubFetch(() => upstream("SUCCEEDED"));
		const p = await new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }).getPayout("disb-123");
		expect(p.status).toBe("SUCCEEDED");
		expect(f.seen[0]).toMatchObject({ url: "https://api.xendit.co/v2/payouts/disb-123", method: "GET" });
	});

	it("bad credentials: invalid_credentials, not retryable, and the secret never appears in the error", async () => {
		const f = stubFetch(() =>
			Response.json({ error_code: "INVALID_API_KEY", message: "API key is invalid" }, { status: 401 }),
		);
		const err = await new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }).getPayout("disb-1").catch((e) => e);
		expect(err).toBeInstanceOf(GatewayAError);
		expect(err).toMatchObject({
			kind: "invalid_credentials",
			httpStatus: 401,
			upstreamCode: "INVALID_API_KEY",
			retryable: false,
		});
		expect(`${err.message} ${err.stack}`).not.toContain(SECRET);
	});

	it("network failure and timeouts are unavailable and retryable", async () => {
		const down = stubFetch(() => new TypeError(`connect ECONNREFUSED for ${SECRET}`));
		const err = await new GatewayAClient({ secretKey: SECRET }, { fetch: down.fetch })
			.getPayout("disb-1")
			.catch((e) => e);
		expect(err).toMatchObject({ kind: "unavailable", retryable: true });
		expect(err.message).not.toContain(SECRET);

		const hang = ((_: RequestInfo | URL, init?: RequestInit) =>
			new Promise((_, reject) =>
				init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
			)) as typeof fetch;
		const slow = await new GatewayAClient({ secretKey: SECRET }, { fetch: hang, timeoutMs: 20 })
			.getPayout("disb-1")
			.catch((e) => e);
		expect(slow).toMatchObject({ kind: "unavailable", retryable: true });
	});

	it("5xx and 429 are retryable; other 4xx are rejections carrying the upstream code; 404 is not_found", async () => {
		const at = (status: number, code = "X") =>
			new GatewayAClient(
				{ secretKey: SECRET },
				{ fetch: stubFetch(() => Response.json({ error_code: code, message: "m" }, { status })).fetch },
			);
		expect(
			await at(503)
				.getPayout("a")
				.catch((e) => e.kind),
		).toBe("unavailable");
		expect(
			await at(429)
				.getPayout("a")
				.catch((e) => e.kind),
		).toBe("unavailable");
		expect(
			await at(400, "API_VALIDATION_ERROR")
				.getPayout("a")
				.catch((e) => [e.kind, e.upstreamCode]),
		).toEqual(["rejected", "API_VALIDATION_ERROR"]);
		expect(
			await at(404, "DATA_NOT_FOUND")
				.getPayout("a")
				.catch((e) => e.kind),
		).toBe("not_found");
	});

	it("maps upstream statuses to payout moves", () => {
		expect(outcomeOf({ status: "ACCEPTED", failureCode: null })).toEqual({ move: "in_transit" });
		expect(outcomeOf({ status: "REQUESTED", failureCode: null })).toEqual({ move: "in_transit" });
		expect(outcomeOf({ status: "SUCCEEDED", failureCode: null })).toEqual({ move: "paid" });
		expect(outcomeOf({ status: "FAILED", failureCode: "INVALID_DESTINATION" })).toMatchObject({
			move: "failed",
			reason: expect.stringContaining("INVALID_DESTINATION"),
		});
		expect(outcomeOf({ status: "CANCELLED", failureCode: null })).toMatchObject({ move: "failed" });
		expect(outcomeOf({ status: "REVERSED", failureCode: "BANK_RETURNED" })).toMatchObject({ move: "reversed" });
	});

	it("recognises gateway A secret keys", () => {
		expect(isGatewayASecretKey(SECRET)).toBe(true);
		expect(isGatewayASecretKey("xnd_production_abc")).toBe(true);
		expect(isGatewayASecretKey("xnd_public_development_abc")).toBe(false);
		expect(isGatewayASecretKey("xnd_development_")).toBe(false);
	});
});

describe("gateway_a rail against the ledger", () => {
	async function gatewayPayout(bankCode: string | null = "ID_BCA") {
		const s = freshScope("live");
		const stub = await funded(s, 100_000);
		const r = await stub.createPayout(
			s,
			createInput(40_000, {
				rail: "gateway_a",
				bank: { bankCode, bankName: "BCA", bankAccountNumber: "123", bankAccountHolder: "Toko" },
			}),
		);
		if (!r.ok) throw new Error(r.error.message);
		return { s, stub, id: r.payout.id };
	}

	it("submit → in_transit with the upstream reference and payout.initiated; SUCCEEDED → paid with one payout entry", async () => {
		const { s, stub, id } = await gatewayPayout();
		let status = "ACCEPTED";
		const f = stubFetch(() => upstream(status, { id: "disb-9" }));
		const client = new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch });
		const sent = await driveGatewayPayout(await envOf(s.workspaceId), s, id, client);
		expect(sent).toMatchObject({ status: "in_transit", reference: "disb-9", method: "gateway_a_disbursement" });
		expect(f.seen[0].headers["idempotency-key"]).toBe(id);
		status = "SUCCEEDED";
		const paid = await driveGatewayPayout(await envOf(s.workspaceId), s, id, client);
		expect(paid?.status).toBe("paid");
		expect(f.seen[1]).toMatchObject({ method: "GET", url: "https://api.xendit.co/v2/payouts/disb-9" });
		expect(await stub.listEntries(s, { sourceType: "payout", sourceId: id, limit: 5 })).toHaveLength(1);
		expect(await stub.audit(s)).toEqual([]);
	});

	it("a paid payout later REVERSED posts a reversing credit entry and edits nothing", async () => {
		const { s, stub, id } = await gatewayPayout();
		const f = stubFetch(() => upstream("SUCCEEDED", { id: "disb-r" }));
		await driveGatewayPayout(
			await envOf(s.workspaceId),
			s,
			id,
			new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }),
		);
		const paid = await stub.getPayout(s, id);
		expect(paid?.status).toBe("paid");
		const { applyGatewayStatus } = await import("../../src/services/payments/payouts/rail");
		await applyGatewayStatus(await envOf(s.workspaceId), s, id, {
			id: "disb-r",
			status: "REVERSED",
			failureCode: "BANK_RETURNED",
		});
		await applyGatewayStatus(await envOf(s.workspaceId), s, id, {
			id: "disb-r",
			status: "REVERSED",
			failureCode: "BANK_RETURNED",
		});
		const entries = await stub.listEntries(s, { sourceType: "payout", sourceId: id, limit: 5 });
		expect(entries.map((e) => [e.code, e.direction, e.amount]).sort()).toEqual([
			["payout", "debit", 40_000],
			["payout_reversal", "credit", 40_000],
		]);
		const after = await stub.getPayout(s, id);
		expect(after).toMatchObject({
			status: "paid",
			ledgerTransactionId: paid?.ledgerTransactionId,
			completedAt: paid?.completedAt,
		});
		expect((await stub.balances(s))[0]).toMatchObject({ ledgerBalance: 100_000, available: 100_000 });
		expect(await stub.audit(s)).toEqual([]);
	});

	it("upstream FAILED fails the payout with the reason and returns the funds", async () => {
		const { s, stub, id } = await gatewayPayout();
		const f = stubFetch(() => upstream("FAILED", { failure_code: "INVALID_DESTINATION" }));
		const r = await driveGatewayPayout(
			await envOf(s.workspaceId),
			s,
			id,
			new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }),
		);
		expect(r).toMatchObject({ status: "failed", failureReason: expect.stringContaining("INVALID_DESTINATION") });
		expect((await stub.balances(s))[0]).toMatchObject({ locked: 0, available: 100_000 });
	});

	it("bad credentials at submission fail the payout (funds back) with a reason that hides the secret", async () => {
		const { s, stub, id } = await gatewayPayout();
		const f = stubFetch(() => Response.json({ error_code: "INVALID_API_KEY", message: "bad key" }, { status: 401 }));
		const r = await driveGatewayPayout(
			await envOf(s.workspaceId),
			s,
			id,
			new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }),
		);
		expect(r?.status).toBe("failed");
		expect(r?.failureReason).toMatch(/credentials/);
		expect(r?.failureReason).not.toContain(SECRET);
		expect((await stub.balances(s))[0].locked).toBe(0);
	});

	it("a network failure leaves the payout pending and rethrows for a retry", async () => {
		const { s, stub, id } = await gatewayPayout();
		const f = stubFetch(() => new TypeError("network down"));
		await expect(
			driveGatewayPayout(
				await envOf(s.workspaceId),
				s,
				id,
				new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }),
			),
		).rejects.toMatchObject({ kind: "unavailable" });
		expect((await stub.getPayout(s, id))?.status).toBe("pending");
	});

	it("a failed status check never fails a payout already with the bank; an operator-moved payout is not polled", async () => {
		const { s, stub, id } = await gatewayPayout();
		let answer: () => Response = () => upstream("ACCEPTED", { id: "disb-p" });
		const f = stubFetch(() => answer());
		const client = new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch });
		await driveGatewayPayout(await envOf(s.workspaceId), s, id, client);
		answer = () => Response.json({ error_code: "DATA_NOT_FOUND", message: "no" }, { status: 404 });
		expect((await driveGatewayPayout(await envOf(s.workspaceId), s, id, client))?.status).toBe("in_transit");
		answer = () => Response.json({ error_code: "INVALID_API_KEY", message: "no" }, { status: 401 });
		expect((await driveGatewayPayout(await envOf(s.workspaceId), s, id, client))?.status).toBe("in_transit");
		expect((await stub.getPayout(s, id))?.rail.railNextAt).toBeGreaterThan(Date.now());

		const other = await gatewayPayout();
		await other.stub.transition(other.s, other.id, "in_transit", { reference: "manual-bank-ref" });
		expect((await other.stub.getPayout(other.s, other.id))?.rail.railNextAt).toBeNull();
		const before = f.seen.length;
		expect((await driveGatewayPayout(await envOf(other.s.workspaceId), other.s, other.id, client))?.status).toBe(
			"in_transit",
		);
		expect(f.seen.length).toBe(before);
	});

	it("a payout without a bank code cannot be disbursed: failed without calling the gateway", async () => {
		const { s, id } = await gatewayPayout(null);
		const f = stubFetch(() => upstream("ACCEPTED"));
		const r = await driveGatewayPayout(
			await envOf(s.workspaceId),
			s,
			id,
			new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }),
		);
		expect(r).toMatchObject({ status: "failed", failureReason: expect.stringContaining("bankCode") });
		expect(f.seen).toHaveLength(0);
	});

	it("the payouts queue hands a new gateway payout to the gateway; a network failure asks for a retry with backoff", async () => {
		const { s, stub, id } = await gatewayPayout();
		let down = true;
		const f = stubFetch(() => (down ? new TypeError("network down") : upstream("ACCEPTED", { id: "disb-q" })));
		const resolve: GatewayResolver = async (_env, ws) =>
			ws === s.workspaceId ? new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }) : null;
		// The Worker's queue dispatch, with the payouts consumer given a gateway client on the stubbed fetch.
		const services = serviceDirectory([
			{
				name: "pay",
				app: SERVICES.app("pay")!,
				queues: [{ queue: "payouts", kind: DISPATCH_KIND, handler: (job, e) => dispatchPayout(job, e, resolve) }],
			},
		]);
		const body = { kind: DISPATCH_KIND, workspaceId: s.workspaceId, environment: s.environment, payoutId: id };

		// A hand-made batch so the requested delay is visible.
		const retries: Record<string, number | undefined> = {};
		const acks: string[] = [];
		const msg = (id: string, attempts: number) => ({
			id,
			attempts,
			body,
			timestamp: new Date(),
			ack: () => acks.push(id),
			retry: (o?: { delaySeconds?: number }) => (retries[id] = o?.delaySeconds),
		});
		const batch1 = {
			queue: "pasar-payouts",
			messages: [msg("m1", 1), msg("m1b", 3)],
			ackAll() {},
			retryAll() {},
		} as unknown as MessageBatch;
		await handleQueue(batch1, env, createExecutionContext(), services);
		expect(retries).toEqual({ m1: 30, m1b: 120 });
		expect(acks).toEqual([]);
		expect((await stub.getPayout(s, id))?.status).toBe("pending");

		down = false;
		const batch2 = createMessageBatch("pasar-payouts", [{ id: "m2", timestamp: new Date(), attempts: 2, body }]);
		const ctx2 = createExecutionContext();
		await handleQueue(batch2, env, ctx2, services);
		const r2 = await getQueueResult(batch2, ctx2);
		expect(r2.explicitAcks).toEqual(["m2"]);
		expect(await stub.getPayout(s, id)).toMatchObject({ status: "in_transit", reference: "disb-q" });

		// Redelivery of the same message is harmless: the payout is no longer pending.
		const batch3 = createMessageBatch("pasar-payouts", [{ id: "m3", timestamp: new Date(), attempts: 1, body }]);
		const ctx3 = createExecutionContext();
		await handleQueue(batch3, env, ctx3, services);
		expect((await getQueueResult(batch3, ctx3)).explicitAcks).toEqual(["m3"]);
		expect(f.seen.filter((r) => r.method === "POST")).toHaveLength(3); // two failed tries, one success, none on redelivery
	});
});
