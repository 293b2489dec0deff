import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { PAYOUT_FIELDS } from "./ledger-helpers";
import {
	advance,
	BANK,
	createPayout,
	merchant,
	platformAdmin,
	setBank,
	settle,
	withPendingPayout,
} from "./payouts-helpers";

const eventsOf = async (ws: string) =>
	(
		await (
			await dbOf("DB_PAY", ws)
		)
			.prepare("SELECT type, environment, data FROM events WHERE account_id = ? ORDER BY id")
			.bind(ws)
			.all<{ type: string; environment: string; data: string }>()
	).results;

describe("payouts: the whole life of a payout over HTTP", () => {
	it("settle → balance → create → list → simulated rail to paid, with the ledger entry and events", async () => {
		const { ws, key } = await merchant();
		const settled = await settle(key, 100_000, "IDR", 2_500);
		expect(settled.balance).toEqual({ ledgerBalance: 97_500, locked: 0, available: 97_500, currency: "IDR" });
		await setBank(key);

		const created = await createPayout(key, { amount: 40_000, currency: "IDR", note: "November" });
		expect(created.status).toBe(201);
		const p = created.body.data;
		expect(Object.keys(p).sort()).toEqual(PAYOUT_FIELDS);
		expect(p).toMatchObject({
			amount: 40_000,
			currency: "IDR",
			status: "pending",
			method: "manual",
			...BANK,
			note: "November",
			reference: null,
			ledgerTransactionId: null,
		});
		expect(p).not.toHaveProperty("accountId");

		const bal = await payCall(key, "GET", "/v1/payouts/balance");
		expect(bal.body.data).toEqual({ ledgerBalance: 97_500, locked: 40_000, available: 57_500, currency: "IDR" });

		const got = await payCall(key, "GET", `/v1/payouts/${p.id}`);
		expect(got.status).toBe(200);
		expect(got.body.data).toEqual(p);

		// The simulated rail: nothing before 60 s, in_transit at the first advance past it, paid at the next.
		expect((await advance(key, 30)).body.data.ran).toContain("payouts");
		expect((await payCall(key, "GET", `/v1/payouts/${p.id}`)).body.data.status).toBe("pending");
		const adv = await advance(key, 30);
		expect(adv.status).toBe(200);
		expect(adv.body.data.offsetSeconds).toBe(60);
		const inTransit = (await payCall(key, "GET", `/v1/payouts/${p.id}`)).body.data;
		expect(inTransit).toMatchObject({ status: "in_transit", reference: `sim_${p.id.slice(3)}` });
		expect(inTransit.processedAt).not.toBeNull();
		await advance(key, 1);
		const paid = (await payCall(key, "GET", `/v1/payouts/${p.id}`)).body.data;
		expect(paid.status).toBe("paid");
		expect(paid.completedAt).not.toBeNull();

		const entries = await payCall(key, "GET", `/v1/ledger/entries?sourceType=payout&sourceId=${p.id}`);
		expect(entries.body.data).toHaveLength(1);
		expect(entries.body.data[0]).toMatchObject({
			code: "payout",
			direction: "debit",
			amount: 40_000,
			sourceType: "payout",
			sourceId: p.id,
		});
		// Spec 000 §2: ledgerTransactionId is the id of the ledger entry under code payout.
		expect(paid.ledgerTransactionId).toBe(entries.body.data[0].id);
		expect((await payCall(key, "GET", "/v1/payouts/balance?currency=IDR")).body.data).toEqual({
			ledgerBalance: 57_500,
			locked: 0,
			available: 57_500,
			currency: "IDR",
		});

		const events = await eventsOf(ws);
		expect(events.map((e) => e.type)).toEqual(["payout.initiated", "payout.paid"]);
		expect(JSON.parse(events[1].data)).toEqual(paid);
		expect(events.every((e) => e.environment === "test")).toBe(true);
	});

	it("cancel releases the lock at once; the cancel replays under its Idempotency-Key", async () => {
		const { key, payout } = await withPendingPayout(30_000);
		const r = await payCall(key, "POST", `/v1/payouts/${payout.id}/cancel`, { idempotencyKey: "cancel-1" });
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ id: payout.id, status: "cancelled" });
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data).toMatchObject({
			locked: 0,
			available: 100_000,
		});
		const replay = await payCall(key, "POST", `/v1/payouts/${payout.id}/cancel`, { idempotencyKey: "cancel-1" });
		expect(replay.status).toBe(200);
		expect(replay.headers.get("idempotent-replayed")).toBe("true");
		expect(replay.body.data.status).toBe("cancelled");
		// A cancelled payout never reaches the rail.
		await advance(key, 120);
		expect((await payCall(key, "GET", `/v1/payouts/${payout.id}`)).body.data.status).toBe("cancelled");
	});

	it("a retried create returns the same payout and locks once", async () => {
		const { key } = await merchant();
		await settle(key, 50_000);
		await setBank(key);
		const a = await createPayout(key, { amount: 10_000, currency: "IDR" }, "retry-key");
		const b = await createPayout(key, { currency: "idr", amount: 10_000 }, "retry-key");
		expect(a.status).toBe(201);
		expect(b.status).toBe(201);
		expect(b.headers.get("idempotent-replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.locked).toBe(10_000);
	});

	it("bank fields override the default one by one; without a default they can all be given inline", async () => {
		const { key } = await merchant();
		await settle(key, 50_000);
		const inline = await createPayout(key, {
			amount: 1_000,
			currency: "IDR",
			bankName: "BRI",
			bankAccountNumber: "0099",
			bankAccountHolder: "Budi",
		});
		expect(inline.status).toBe(201);
		expect(inline.body.data).toMatchObject({
			bankCode: null,
			bankName: "BRI",
			bankAccountNumber: "0099",
			bankAccountHolder: "Budi",
		});
		await setBank(key);
		const partial = await createPayout(key, { amount: 1_000, currency: "IDR", bankAccountHolder: "PT Toko Maju Jaya" });
		expect(partial.body.data).toMatchObject({ ...BANK, bankAccountHolder: "PT Toko Maju Jaya" });
	});

	it("lists newest first with status, currency and created range filters (ISO 8601 or epoch seconds) and paging", async () => {
		const { key } = await merchant();
		await settle(key, 100_000);
		await settle(key, 5_000, "USD");
		await setBank(key);
		const ids: string[] = [];
		for (let i = 0; i < 5; i++) {
			const r = await createPayout(key, { amount: 1_000, currency: i === 4 ? "USD" : "IDR" });
			ids.push(r.body.data.id);
		}
		await payCall(key, "POST", `/v1/payouts/${ids[0]}/cancel`, { idempotencyKey: crypto.randomUUID() });

		const all = await payCall(key, "GET", "/v1/payouts");
		expect(all.body.data.map((p: any) => p.id)).toEqual([...ids].reverse());
		expect(all.body.meta.page).toEqual({ limit: 20, hasMore: false, nextCursor: null });

		const page1 = await payCall(key, "GET", "/v1/payouts?limit=2");
		expect(page1.body.data.map((p: any) => p.id)).toEqual([ids[4], ids[3]]);
		expect(page1.body.meta.page.hasMore).toBe(true);
		const page2 = await payCall(key, "GET", `/v1/payouts?limit=2&cursor=${page1.body.meta.page.nextCursor}`);
		expect(page2.body.data.map((p: any) => p.id)).toEqual([ids[2], ids[1]]);
		const page3 = await payCall(key, "GET", `/v1/payouts?limit=2&cursor=${page2.body.meta.page.nextCursor}`);
		expect(page3.body.data.map((p: any) => p.id)).toEqual([ids[0]]);
		expect(page3.body.meta.page).toEqual({ limit: 2, hasMore: false, nextCursor: null });

		expect((await payCall(key, "GET", "/v1/payouts?status=cancelled")).body.data.map((p: any) => p.id)).toEqual([
			ids[0],
		]);
		expect(
			(await payCall(key, "GET", "/v1/payouts?status=pending&currency=usd")).body.data.map((p: any) => p.id),
		).toEqual([ids[4]]);

		const created2 = all.body.data.find((p: any) => p.id === ids[2]).createdAt as string;
		const sinceIso = await payCall(key, "GET", `/v1/payouts?createdSince=${encodeURIComponent(created2)}`);
		expect(sinceIso.body.data.map((p: any) => p.id)).toContain(ids[2]);
		const untilIso = await payCall(key, "GET", `/v1/payouts?createdUntil=${encodeURIComponent(created2)}`);
		expect(untilIso.body.data.map((p: any) => p.id)).not.toContain(ids[2]);
		const epoch = Math.floor(Date.parse(all.body.data[4].createdAt) / 1000);
		expect((await payCall(key, "GET", `/v1/payouts?createdSince=${epoch}`)).body.data).toHaveLength(5);
		expect((await payCall(key, "GET", `/v1/payouts?createdUntil=${epoch}`)).body.data).toHaveLength(0);
		expect((await payCall(key, "GET", `/v1/payouts?createdSince=${epoch + 3600}`)).body.data).toHaveLength(0);
	});

	it("platform admin moves a payout by hand: mark-in-transit, mark-paid (one entry), and mark-failed returns funds", async () => {
		const { ws, key, payout } = await withPendingPayout(25_000);
		const admin = await platformAdmin();
		const on = { onBehalfOf: ws };
		const t = await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-in-transit`, {
			...on,
			body: { reference: "BCA-778" },
		});
		expect(t.status).toBe(200);
		expect(t.body.data).toMatchObject({ status: "in_transit", reference: "BCA-778" });
		const p = await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-paid`, on);
		expect(p.status).toBe(200);
		expect(p.body.data).toMatchObject({ status: "paid", reference: "BCA-778" });
		expect(p.body.data.ledgerTransactionId).toMatch(/^le_/);
		const entries = await payCall(key, "GET", `/v1/ledger/entries?sourceId=${payout.id}`);
		expect(entries.body.data.map((e: any) => [e.code, e.sourceType, e.id])).toEqual([
			["payout", "payout", p.body.data.ledgerTransactionId],
		]);

		const second = await createPayout(key, { amount: 5_000, currency: "IDR" });
		const f = await payCall(admin, "POST", `/v1/payouts/${second.body.data.id}/mark-failed`, {
			...on,
			body: { failureReason: "Rekening ditutup" },
		});
		expect(f.status).toBe(200);
		expect(f.body.data).toMatchObject({ status: "failed", failureReason: "Rekening ditutup" });
		expect(f.body.data.completedAt).not.toBeNull();
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data).toEqual({
			ledgerBalance: 75_000,
			locked: 0,
			available: 75_000,
			currency: "IDR",
		});
		expect((await eventsOf(ws)).map((e) => e.type)).toEqual(["payout.initiated", "payout.paid", "payout.failed"]);
	});

	it("a paid payout's ledgerTransactionId is the id of its ledger entry under code payout (spec 000 §2), not the transaction id", async () => {
		const { ws, key, payout } = await withPendingPayout(12_000);
		const admin = await platformAdmin();
		await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-in-transit`, { onBehalfOf: ws });
		const paid = (await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-paid`, { onBehalfOf: ws })).body.data;
		const listed = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=payout")).body.data;
		const entry = listed.find((e: any) => e.code === "payout" && e.sourceId === payout.id);
		expect(entry).toBeDefined();
		expect(paid.ledgerTransactionId).toBe(entry.id);
		expect(paid.ledgerTransactionId).not.toBe(entry.transactionId);
		expect((await payCall(key, "GET", `/v1/payouts/${payout.id}`)).body.data.ledgerTransactionId).toBe(entry.id);
		const event = (await eventsOf(ws)).find((e) => e.type === "payout.paid");
		expect(JSON.parse(event?.data ?? "{}").ledgerTransactionId).toBe(entry.id);
	});

	it("the bank account can be read back and partly changed", async () => {
		const { key } = await merchant();
		const first = await setBank(key);
		expect(first).toMatchObject(BANK);
		const changed = await setBank(key, { bankAccountNumber: "5550001111" });
		expect(changed).toMatchObject({ ...BANK, bankAccountNumber: "5550001111" });
		const got = await payCall(key, "GET", "/v1/payouts/bank-account");
		expect(got.status).toBe(200);
		expect(got.body.data).toEqual(changed);
		const cleared = await setBank(key, { bankCode: null });
		expect(cleared.bankCode).toBeNull();
	});

	it("GET /v1/payouts/balance is one balance object: IDR by default, ?currency= for another, zeros before any money", async () => {
		const { key } = await merchant();
		const zero = (currency: string) => ({ ledgerBalance: 0, locked: 0, available: 0, currency });
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data).toEqual(zero("IDR"));
		expect((await payCall(key, "GET", "/v1/payouts/balance?currency=usd")).body.data).toEqual(zero("USD"));
		await settle(key, 10_000, "IDR");
		await settle(key, 300, "USD", 10);
		const idr = await payCall(key, "GET", "/v1/payouts/balance");
		expect(idr.status).toBe(200);
		expect(idr.body.data).toEqual({ ledgerBalance: 10_000, locked: 0, available: 10_000, currency: "IDR" });
		expect((await payCall(key, "GET", "/v1/payouts/balance?currency=IDR")).body.data).toEqual(idr.body.data);
		expect((await payCall(key, "GET", "/v1/payouts/balance?currency=USD")).body.data).toEqual({
			ledgerBalance: 290,
			locked: 0,
			available: 290,
			currency: "USD",
		});
	});

	it("a malformed currency, or one the service does not settle and the workspace holds nothing in, is 400 validation_error", async () => {
		const { key } = await merchant();
		for (const q of ["RUPIAH", "12", "I$R", "", "EUR", "XYZ"]) {
			const r = await payCall(key, "GET", `/v1/payouts/balance?currency=${encodeURIComponent(q)}`);
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error.param, q).toBe("currency");
		}
		// Payments takes money only in IDR and USD (docs "Amounts and currencies"): EUR cannot even be settled.
		const eur = await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { amount: 700, currency: "EUR" } });
		expectEnvelopeError(eur, 400, "validation_error");
		expect(eur.body.error.param).toBe("currency");
	});

	it("GET /v1/payouts/balances (extension) lists every currency seen, sorted, and ?currency= narrows it", async () => {
		const { key } = await merchant();
		expect((await payCall(key, "GET", "/v1/payouts/balances")).body.data).toEqual([]);
		await settle(key, 10_000, "IDR");
		await settle(key, 300, "USD", 10);
		expect((await payCall(key, "GET", "/v1/payouts/balances")).body.data).toEqual([
			{ ledgerBalance: 10_000, locked: 0, available: 10_000, currency: "IDR" },
			{ ledgerBalance: 290, locked: 0, available: 290, currency: "USD" },
		]);
		expect((await payCall(key, "GET", "/v1/payouts/balances?currency=USD")).body.data).toEqual([
			{ ledgerBalance: 290, locked: 0, available: 290, currency: "USD" },
		]);
		expect((await payCall(key, "GET", "/v1/payouts/balances?currency=EUR")).body.data).toEqual([]);
	});

	it("payout routes are in the OpenAPI document", async () => {
		const { call } = await import("../helpers/http");
		const doc = await call("GET", "/pay/openapi.json");
		for (const path of [
			"/v1/payouts",
			"/v1/payouts/{id}",
			"/v1/payouts/{id}/cancel",
			"/v1/payouts/balance",
			"/v1/payouts/balances",
			"/v1/payouts/bank-account",
			"/v1/payouts/schedule",
			"/v1/payouts/{id}/mark-paid",
			"/v1/ledger/entries",
			"/v1/ledger/balances",
			"/v1/test-helpers/settlements",
			"/v1/test-helpers/clock/advance",
		]) {
			expect(doc.body.paths, path).toHaveProperty([path]);
		}
		const dataOf = (path: string) =>
			doc.body.paths[path].get.responses["200"].content["application/json"].schema.properties.data;
		// toMatchObject: the platform adds the envelope's description beside the schema (openapi-fields.ts).
		expect(dataOf("/v1/payouts/balance")).toMatchObject({ $ref: "#/components/schemas/Balance" });
		expect(dataOf("/v1/payouts/balances")).toMatchObject({
			type: "array",
			items: { $ref: "#/components/schemas/Balance" },
		});
	});
});
