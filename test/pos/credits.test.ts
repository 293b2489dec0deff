import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { failedCheck } from "../../src/platform/d1";
import { newId } from "../../src/platform/ids";
import { shardDb } from "../../src/platform/shards";
import type { RecordedEvent } from "../../src/platform/webhooks/engine";
import { creditGrantTask } from "../../src/services/pos/credits/grant";
import {
	CREDIT_SHORT,
	debitCredit,
	grantCredit,
	MOVE_STATEMENT,
	refundCredit,
	topupCredit,
} from "../../src/services/pos/credits/store";
import { followCreditTopups } from "../../src/services/pos/credits/topup";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { billingSetup, payOnPage } from "../helpers/mkt-billing";
import { eventually } from "../helpers/pay";
import { pos, posWorkspace } from "../helpers/pos";
import { dbOf, envOf, rowOnShards } from "../helpers/shards";

const C = "/fulfillment/shipping-credits";
const now = () => Date.now();
const acct = () => `ws_credit_${crypto.randomUUID()}`;
const balanceRow = async (accountId: string) =>
	(
		await (
			await dbOf("DB_POS", accountId)
		)
			.prepare("SELECT balance FROM credit_accounts WHERE account_id = ?")
			.bind(accountId)
			.first<{ balance: number }>()
	)?.balance ?? null;
const txRows = async (accountId: string) =>
	(
		await (
			await dbOf("DB_POS", accountId)
		)
			.prepare(
				"SELECT type, amount, balance_after AS balanceAfter, ref FROM credit_transactions WHERE account_id = ? ORDER BY id",
			)
			.bind(accountId)
			.all<{ type: string; amount: number; balanceAfter: number; ref: string }>()
	).results;
const run = (stmts: D1PreparedStatement[], d1: D1Database = env.DB_POS) => d1.batch(stmts);
const grantTask = (input: Record<string, unknown>) => admin("POST", "/v1/maintenance/pos/shipping-credit-grant", input);

/** The checkout_session.completed payments recorded for a top-up's session (on the billing workspace's shard). */
async function completedEvent(billingWs: string, topupId: string): Promise<RecordedEvent> {
	const t = await rowOnShards<{ s: string }>(
		"DB_POS",
		"SELECT checkout_session_id AS s FROM credit_topups WHERE id = ?",
		topupId,
	);
	const pay = await dbOf("DB_PAY", billingWs);
	const find = () =>
		pay
			.prepare(
				"SELECT id, type, account_id, environment, occurred_at, data FROM events WHERE type = 'checkout_session.completed' AND json_extract(data, '$.id') = ?",
			)
			.bind(t?.s)
			.first<{
				id: string;
				type: string;
				account_id: string;
				environment: string;
				occurred_at: number;
				data: string;
			}>();
	const row = await eventually(find, (r) => !!r);
	if (!row) throw new Error("no checkout_session.completed event");
	return {
		id: row.id,
		type: row.type,
		accountId: row.account_id,
		environment: row.environment,
		occurredAt: row.occurred_at,
		data: JSON.parse(row.data),
	};
}

describe("shipping credit: routes", () => {
	it("top-up before platform billing is configured → 503 BILLING_NOT_CONFIGURED, nothing written", async () => {
		// The platform's billing config is global (shard 0 of DB_MKT) and the files of a worker share
		// storage: another file may have configured it. This test needs it absent.
		const global = shardDb(env, "DB_MKT", 0);
		await global.batch([global.prepare("DELETE FROM billing_config"), global.prepare("DELETE FROM billing_prices")]);
		const { ws, key } = await posWorkspace();
		expectEnvelopeError(await pos(key, "POST", `${C}/topup`, { amount: 50_000 }), 503, "BILLING_NOT_CONFIGURED");
		const n = await (await dbOf("DB_POS", ws))
			.prepare("SELECT COUNT(*) AS n FROM credit_topups WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>();
		expect(n?.n).toBe(0);
	});

	it("balance 0 and no transactions before any move; bad top-ups are 400 and write nothing", async () => {
		await billingSetup();
		const { ws, key } = await posWorkspace();
		const b = await pos(key, "GET", C);
		expect(b.status, b.text).toBe(200);
		expect(b.body.data).toEqual({ balance: 0 });
		const list = await pos(key, "GET", `${C}/transactions`);
		expect(list.body.data).toEqual([]);
		expect(list.body.meta).toMatchObject({ cursor: null, hasMore: false });
		for (const body of [
			{ amount: 9_999 },
			{ amount: 10_000_001 },
			{ amount: 10_000.5 },
			{ amount: "50000" },
			{},
			{ amount: 50_000, currency: "IDR" },
		])
			expectEnvelopeError(await pos(key, "POST", `${C}/topup`, body), 400, "VALIDATION_ERROR");
		const raw = await call("POST", `/pos/api/v1${C}/topup`, {
			raw: "{amount: 5",
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
		});
		expectEnvelopeError(raw, 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "GET", `${C}/transactions?limit=0`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "GET", `${C}/transactions?limit=101`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "GET", `${C}/transactions?type=gift`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await call("GET", `/pos/api/v1${C}`), 401, "AUTH_REQUIRED");
		const n = await (await dbOf("DB_POS", ws))
			.prepare("SELECT COUNT(*) AS n FROM credit_topups WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>();
		expect(n?.n).toBe(0);
	});

	it("a paid top-up is credited once, however often payments delivers its completion", async () => {
		const { billingWs } = await billingSetup();
		const { ws, key } = await posWorkspace();
		const other = await posWorkspace();
		const headers = { "Idempotency-Key": `topup-${ws}` };
		const t = await pos(key, "POST", `${C}/topup`, { amount: 50_000 }, headers);
		expect(t.status, t.text).toBe(201);
		expect(t.body.data).toEqual({
			id: expect.stringMatching(/^ctop_/),
			status: "pending",
			amount: 50_000,
			checkoutUrl: expect.stringContaining("/"),
		});
		const replay = await pos(key, "POST", `${C}/topup`, { amount: 50_000 }, headers);
		expect(replay.body.data).toEqual(t.body.data);
		expectEnvelopeError(
			await pos(key, "POST", `${C}/topup`, { amount: 60_000 }, headers),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		expect((await pos(key, "GET", C)).body.data.balance).toBe(0);
		await payOnPage(t.body.data.checkoutUrl, "qris");
		// The registered payments hook credits it…
		const paid = await eventually(
			() => pos(key, "GET", C),
			(r) => r.body.data.balance !== 0,
		);
		expect(paid.body.data).toEqual({ balance: 50_000 });
		// …and redelivering the very event payments recorded (also concurrently) credits nothing more.
		const e = await completedEvent(billingWs, t.body.data.id);
		await Promise.all([followCreditTopups(env, e), followCreditTopups(env, e)]);
		await followCreditTopups(env, e);
		expect((await pos(key, "GET", C)).body.data).toEqual({ balance: 50_000 });
		const list = await pos(key, "GET", `${C}/transactions`);
		expect(list.body.data).toEqual([
			{
				id: expect.stringMatching(/^ctx_/),
				type: "topup",
				amount: 50_000,
				balanceAfter: 50_000,
				shipmentId: null,
				reason: null,
				createdAt: expect.any(String),
			},
		]);
		const row = await (await dbOf("DB_POS", ws))
			.prepare("SELECT status, paid_at FROM credit_topups WHERE id = ?")
			.bind(t.body.data.id)
			.first<{ status: string; paid_at: number }>();
		expect(row?.status).toBe("paid");
		expect(row?.paid_at).toBeGreaterThan(0);
		// Tenancy: another workspace never sees the balance or the moves.
		expect((await pos(other.key, "GET", C)).body.data).toEqual({ balance: 0 });
		expect((await pos(other.key, "GET", `${C}/transactions`)).body.data).toEqual([]);
	});

	it("the hook ignores other events, other workspaces' payments and sessions no top-up opened", async () => {
		const { billingWs } = await billingSetup();
		const { ws, key } = await posWorkspace();
		const t = await pos(key, "POST", `${C}/topup`, { amount: 20_000 });
		expect(t.status, t.text).toBe(201);
		const s = await (await dbOf("DB_POS", ws))
			.prepare("SELECT checkout_session_id AS s FROM credit_topups WHERE id = ?")
			.bind(t.body.data.id)
			.first<{ s: string }>();
		const data = { id: s?.s, amount: 20_000, metadata: { posAccountId: ws, posCreditTopup: t.body.data.id } };
		const ev = (over: Partial<RecordedEvent>): RecordedEvent => ({
			id: `evt_${crypto.randomUUID()}`,
			type: "checkout_session.completed",
			accountId: billingWs,
			environment: "test",
			occurredAt: Date.now(),
			data,
			...over,
		});
		for (const e of [
			ev({ type: "payment.succeeded" }),
			ev({ accountId: "ws_someone_else" }),
			ev({ environment: "live" }),
			ev({ data: { ...data, metadata: { posAccountId: ws, posCreditTopup: "ctop_other" } } }),
			ev({ data: { ...data, metadata: { posAccountId: "ws_other", posCreditTopup: t.body.data.id } } }),
			ev({ data: { ...data, id: "cs_unknown" } }),
			ev({ data: { ...data, amount: 10_000_000 } }),
		])
			await followCreditTopups(env, e);
		expect((await pos(key, "GET", C)).body.data.balance).toBe(0);
		await followCreditTopups(env, ev({ type: "checkout_session.expired" }));
		const row = await (await dbOf("DB_POS", ws))
			.prepare("SELECT status FROM credit_topups WHERE id = ?")
			.bind(t.body.data.id)
			.first<{ status: string }>();
		expect(row?.status).toBe("expired");
	});

	it("transactions: newest first, signed amounts, a balanceAfter chain that adds up, type filter, pages", async () => {
		const { ws, key } = await posWorkspace();
		const at = await envOf(ws);
		const moves = [
			grantCredit(at, ws, { amount: 1_000, reason: "claim", now: now(), id: newId("ctx_") }),
			debitCredit(at, ws, { amount: 300, shipmentId: "shp_1", ref: "debit:shp_1:1", now: now() }),
			refundCredit(at, ws, { amount: 300, shipmentId: "shp_1", ref: "refund:shp_1:1", now: now() }),
			debitCredit(at, ws, { amount: 250, shipmentId: "shp_2", ref: "debit:shp_2:1", now: now() }),
		];
		for (const m of moves) await run(m, at.DB_POS);
		const all = (await pos(key, "GET", `${C}/transactions`)).body.data as Array<Record<string, any>>;
		expect(all.map((r) => [r.type, r.amount, r.balanceAfter, r.shipmentId])).toEqual([
			["debit", -250, 750, "shp_2"],
			["refund", 300, 1_000, "shp_1"],
			["debit", -300, 700, "shp_1"],
			["grant", 1_000, 1_000, null],
		]);
		const oldestFirst = [...all].reverse();
		oldestFirst.reduce((prev, r) => {
			expect(r.balanceAfter).toBe(prev + r.amount);
			return r.balanceAfter;
		}, 0);
		expect((await pos(key, "GET", C)).body.data.balance).toBe(all[0].balanceAfter);
		const debits = await pos(key, "GET", `${C}/transactions?type=debit`);
		expect(debits.body.data.map((r: { shipmentId: string }) => r.shipmentId)).toEqual(["shp_2", "shp_1"]);
		const p1 = await pos(key, "GET", `${C}/transactions?limit=3`);
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await pos(key, "GET", `${C}/transactions?limit=3&cursor=${p1.body.meta.cursor}`);
		expect([...p1.body.data, ...p2.body.data].map((r: { id: string }) => r.id)).toEqual(all.map((r) => r.id));
		expect(p2.body.meta).toMatchObject({ hasMore: false, cursor: null });
		// A cursor minted for one filter is not reused for another.
		expect((await pos(key, "GET", `${C}/transactions?type=grant&cursor=${p1.body.meta.cursor}`)).status).toBe(400);
		const other = await posWorkspace();
		expect((await pos(other.key, "GET", `${C}/transactions`)).body.data).toEqual([]);
		expect((await pos(other.key, "GET", C)).body.data).toEqual({ balance: 0 });
	});
});

describe("shipping credit: operator grant", () => {
	it("validates, 404s an unknown workspace, grants and answers {transaction, balance}", async () => {
		const { ws, key } = await posWorkspace();
		for (const input of [
			{ workspaceId: ws, amount: 0, reason: "claim" },
			{ workspaceId: ws, amount: 10_000_001, reason: "claim" },
			{ workspaceId: ws, amount: 1.5, reason: "claim" },
			{ workspaceId: ws, amount: 100 },
			{ workspaceId: ws, amount: 100, reason: "" },
			{ workspaceId: ws, amount: 100, reason: "x".repeat(501) },
			{ workspaceId: ws, amount: 100, reason: "claim", extra: 1 },
		])
			await expect(creditGrantTask.run(env, input)).rejects.toMatchObject({ status: 400, code: "validation_error" });
		await expect(
			creditGrantTask.run(env, { workspaceId: "ws_missing", amount: 100, reason: "claim" }),
		).rejects.toMatchObject({ status: 404, code: "not_found" });
		expect(await balanceRow(ws)).toBeNull();
		const first = await creditGrantTask.run(env, { workspaceId: ws, amount: 15_000, reason: "JNE claim #12" });
		expect(first).toEqual({
			transaction: {
				id: expect.stringMatching(/^ctx_/),
				type: "grant",
				amount: 15_000,
				balanceAfter: 15_000,
				shipmentId: null,
				reason: "JNE claim #12",
				createdAt: expect.any(String),
			},
			balance: 15_000,
		});
		const second = await creditGrantTask.run(env, { workspaceId: ws, amount: 5_000, reason: "goodwill" });
		expect(second).toMatchObject({ transaction: { balanceAfter: 20_000 }, balance: 20_000 });
		expect((await pos(key, "GET", C)).body.data).toEqual({ balance: 20_000 });
	});

	it("end to end through the admin maintenance API (admin token required; the admin API answers lower_snake codes)", async () => {
		const { ws, key } = await posWorkspace();
		const unauth = await call("POST", "/admin/v1/maintenance/pos/shipping-credit-grant", {
			body: { workspaceId: ws, amount: 100, reason: "claim" },
		});
		expect(unauth.status).toBe(401);
		expectEnvelopeError(await grantTask({ workspaceId: ws, amount: 0, reason: "claim" }), 400, "validation_error");
		expectEnvelopeError(await grantTask({ workspaceId: "ws_missing", amount: 1, reason: "claim" }), 404, "not_found");
		const r = await grantTask({ workspaceId: ws, amount: 7_500, reason: "SiCepat claim" });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ transaction: { type: "grant", amount: 7_500 }, balance: 7_500 });
		expect((await pos(key, "GET", C)).body.data).toEqual({ balance: 7_500 });
	});
});

describe("shipping credit: statement builders", () => {
	it("20 parallel debits of 1 against a balance of 5: exactly 5 land, balance 0, never negative", async () => {
		const a = acct();
		await run(topupCredit(env, a, { amount: 5, checkoutSessionId: `cs_${a}`, now: now() }));
		const outcomes = await Promise.allSettled(
			Array.from({ length: 20 }, (_, i) =>
				run(debitCredit(env, a, { amount: 1, shipmentId: `shp_${i}`, ref: `debit:shp_${i}:1`, now: now() })),
			),
		);
		const landed = outcomes.filter((o) => o.status === "fulfilled");
		const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
		expect(landed).toHaveLength(5);
		expect(refused).toHaveLength(15);
		for (const r of refused) expect(failedCheck(r.reason)).toBe(CREDIT_SHORT);
		expect(await balanceRow(a)).toBe(0);
		const rows = await txRows(a);
		const debits = rows.filter((r) => r.type === "debit");
		expect(debits).toHaveLength(5);
		expect(debits.every((d) => d.amount === -1 && d.balanceAfter >= 0)).toBe(true);
		expect(debits.map((d) => d.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4]);
	});

	it("a debit or a refund with a ref already used changes nothing", async () => {
		const a = acct();
		await run(grantCredit(env, a, { amount: 1_000, reason: "seed", now: now(), id: newId("ctx_") }));
		const d = { amount: 400, shipmentId: "shp_x", ref: "debit:shp_x:1", now: now() };
		const first = await run(debitCredit(env, a, d));
		const again = await run(debitCredit(env, a, d));
		expect(first[MOVE_STATEMENT].meta.changes).toBe(1);
		expect(again[MOVE_STATEMENT].meta.changes).toBe(0);
		expect(await balanceRow(a)).toBe(600);
		const r = { amount: 400, shipmentId: "shp_x", ref: "refund:shp_x:1", now: now() };
		await Promise.all([run(refundCredit(env, a, r)), run(refundCredit(env, a, r))]);
		await run(refundCredit(env, a, r));
		expect(await balanceRow(a)).toBe(1_000);
		expect((await txRows(a)).map((t) => [t.type, t.amount, t.balanceAfter])).toEqual([
			["grant", 1_000, 1_000],
			["debit", -400, 600],
			["refund", 400, 1_000],
		]);
	});

	it("a debit with too little credit rolls the whole batch back; zero is no statement", async () => {
		const a = acct();
		const err = await run(debitCredit(env, a, { amount: 1, shipmentId: "s", ref: "debit:s:1", now: now() })).catch(
			(e) => e,
		);
		expect(failedCheck(err)).toBe(CREDIT_SHORT);
		expect(await balanceRow(a)).toBeNull();
		expect(await txRows(a)).toEqual([]);
		expect(debitCredit(env, a, { amount: 0, shipmentId: "s", ref: "debit:s:2", now: now() })).toEqual([]);
		expect(refundCredit(env, a, { amount: 0, shipmentId: "s", ref: "refund:s:2", now: now() })).toEqual([]);
	});
});
