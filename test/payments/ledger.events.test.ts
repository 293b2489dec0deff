import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PaymentsLedger } from "../../src/services/payments/ledger/ledger.do";
import { dbOf } from "../helpers/shards";
import { createInput, freshScope, funded } from "./ledger-helpers";

// Outbox → DB_PAY events, and the due_work index the minute cron reads.

const eventsOf = async (workspaceId: string) =>
	(
		await (
			await dbOf("DB_PAY", workspaceId)
		)
			.prepare("SELECT id, type, occurred_at, environment, data FROM events WHERE account_id = ? ORDER BY id")
			.bind(workspaceId)
			.all<{ id: string; type: string; occurred_at: number; environment: string; data: string }>()
	).results;

const dueOf = async (workspaceId: string) =>
	(
		await (
			await dbOf("DB_PAY", workspaceId)
		)
			.prepare("SELECT runner, due_at, environment FROM due_work WHERE account_id = ?")
			.bind(workspaceId)
			.all<{ runner: string; due_at: number; environment: string }>()
	).results;

describe("payout events", () => {
	it("initiated, paid and failed are recorded with the full payout object; creation and cancellation record nothing", async () => {
		const s = freshScope();
		const stub = await funded(s, 100_000);
		const a = await stub.createPayout(s, createInput(10_000, { rail: "manual" }));
		const b = await stub.createPayout(s, createInput(20_000, { rail: "manual" }));
		const c = await stub.createPayout(s, createInput(30_000, { rail: "manual" }));
		if (!a.ok || !b.ok || !c.ok) throw new Error("refused");
		expect(await eventsOf(s.workspaceId)).toEqual([]);

		await stub.cancelPayout(s, c.payout.id);
		await stub.transition(s, a.payout.id, "in_transit");
		const paid = await stub.transition(s, a.payout.id, "paid");
		const failed = await stub.transition(s, b.payout.id, "failed", { failureReason: "Name mismatch" });
		if (!paid.ok || !failed.ok) throw new Error("refused");

		const events = await eventsOf(s.workspaceId);
		expect(events.map((e) => e.type)).toEqual(["payout.initiated", "payout.paid", "payout.failed"]);
		for (const e of events) {
			expect(e.id).toMatch(/^evt_[0-9A-Z]{26}$/);
			expect(e.environment).toBe("test");
		}
		expect(JSON.parse(events[1].data)).toEqual(paid.payout);
		expect(JSON.parse(events[2].data)).toEqual(failed.payout);
		expect(JSON.parse(events[2].data)).not.toHaveProperty("accountId");
		expect(JSON.parse(events[0].data)).toMatchObject({ id: a.payout.id, status: "in_transit" });
	});

	it("flushing the same outbox row twice stores one event", async () => {
		const s = freshScope("live");
		const stub = await funded(s, 1_000);
		const p = await stub.createPayout(s, createInput(1_000, { rail: "manual" }));
		if (!p.ok) throw new Error(p.error.message);
		await stub.transition(s, p.payout.id, "in_transit");
		const [event] = await eventsOf(s.workspaceId);
		expect(event.environment).toBe("live");
		await runInDurableObject(stub, async (obj: PaymentsLedger, state) => {
			state.storage.sql.exec(
				"INSERT INTO outbox (id, type, occurred_at, data) VALUES (?, ?, ?, ?)",
				event.id,
				event.type,
				event.occurred_at,
				event.data,
			);
			await obj.syncOut();
			expect(state.storage.sql.exec("SELECT COUNT(*) AS n FROM outbox").one().n).toBe(0);
		});
		expect(await eventsOf(s.workspaceId)).toHaveLength(1);
	});
});

describe("due_work index", () => {
	it("a simulated payout publishes its first rail step; nothing left to do clears the row", async () => {
		const s = freshScope();
		const stub = await funded(s, 1_000);
		expect(await dueOf(s.workspaceId)).toEqual([]);
		const p = await stub.createPayout(s, createInput(1_000));
		if (!p.ok) throw new Error(p.error.message);
		expect(await dueOf(s.workspaceId)).toEqual([
			{ runner: "payouts", due_at: Date.parse(p.payout.createdAt) + 60_000, environment: "test" },
		]);
		await stub.cancelPayout(s, p.payout.id);
		expect(await dueOf(s.workspaceId)).toEqual([]);
	});

	it("a test clock shifts the published time back to the wall clock", async () => {
		const s = freshScope();
		const stub = await funded(s, 1_000);
		await stub.advanceClock(s, 3600);
		const p = await stub.createPayout(s, createInput(1_000));
		if (!p.ok) throw new Error(p.error.message);
		const [row] = await dueOf(s.workspaceId);
		expect(row.due_at).toBe(Date.parse(p.payout.createdAt) + 60_000 - 3600_000);
	});

	it("schedules publish their next boundary", async () => {
		const s = freshScope("live");
		const stub = await funded(s, 1_000);
		const r = await stub.setSchedule(s, { currency: "IDR", interval: "monthly", monthlyAnchor: 15 });
		if (!r.ok) throw new Error(r.error.message);
		expect(await dueOf(s.workspaceId)).toEqual([
			{ runner: "payouts", due_at: Date.parse(r.schedule.nextRunAt as string), environment: "live" },
		]);
	});
});
