// Payments' other ways in over two shards (issue 38): provider callbacks, a platform admin acting for
// a workspace of the other shard (and its key's lastUsedAt on its own shard), the payouts queue, the
// minute tick per shard, the keyId locator refusing a taken keyId, billing's event ids of several
// workspaces dispatched from their own shards, and public.ts called from another workspace's env.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "../../src/env";
import { handleQueue } from "../../src/index";
import { ulid } from "../../src/platform/ids";
import { serviceDirectory } from "../../src/platform/service-module";
import { shardIndexOf } from "../../src/platform/shards";
import { SERVICES } from "../../src/services";
import { recordLocator } from "../../src/services/admin/public";
import { createApiKey } from "../../src/services/payments/access/credentials";
import { payLimiter, rateLimiterName } from "../../src/services/payments/access/ratelimit";
import { billingEventStatement, dispatchBillingEvents } from "../../src/services/payments/billing/events";
import { GatewayAClient } from "../../src/services/payments/gateways/gatewayA";
import { paymentsModule } from "../../src/services/payments/index";
import { DISPATCH_KIND, dispatchPayout } from "../../src/services/payments/payouts/rail";
import { createCheckoutSession, createCustomer } from "../../src/services/payments/public";
import { eventually, mintPayKey, payCall } from "../helpers/pay";
import { dbOf, envOf, onBothShards, runTick, shardOf } from "../helpers/shards";
import { A_HOST, stubGateways } from "./adapters-helpers";
import { workspaceKey } from "./billing-helpers";
import { callbackA, gatewayACheckout, paymentRow, succeededA } from "./callback-helpers";
import { getSession, page, pagePath } from "./checkout-helpers";
import { createInput, funded, ledgerOf } from "./ledger-helpers";
import { createPayout, setBank, settle } from "./payouts-helpers";

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
	gw.on(A_HOST, (r) =>
		r.url.endsWith("/v2/invoices")
			? Response.json({ id: `xinv_${crypto.randomUUID()}`, invoice_url: "https://checkout.xendit.co/web/x" })
			: Response.json({ balance: 1 }),
	);
});
afterAll(() => vi.unstubAllGlobals());

/** A workspace (with a test key) on each shard: [on shard 0, on shard 1]. */
async function byShard() {
	const pair = await onBothShards("DB_PAY", workspaceKey);
	return (await shardOf("DB_PAY", pair[0].ws)) === 0 ? pair : ([pair[1], pair[0]] as const);
}

describe("payments entry points on shard 1", () => {
	it("a provider callback (the URL names the workspace) settles the payment on its workspace's shard", async () => {
		const [, { ws, key }] = await byShard();
		const { s, p } = await gatewayACheckout(ws, key, "qris");
		const r = await callbackA(ws, succeededA(p));
		expect(r.status, r.text).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded" });
		expect((await getSession(key, s.id)).status).toBe("completed");
		const logged = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT COUNT(*) AS n FROM provider_callbacks WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>();
		expect(logged?.n).toBe(1);
	});

	it("a platform admin on one shard acts for a workspace on the other; its key's use is written on its own shard", async () => {
		// The admin's workspace on shard 1: a write to shard 0 (the object's own env) or to the target's misses its key.
		const [target, home] = await byShard();
		const pa = await mintPayKey(home.ws, { role: "platform_admin" });
		const mk = target.key;
		const list = await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: target.ws });
		expect(list.status, list.text).toBe(200);
		expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([mk.id]);
		const cus = await payCall(pa, "POST", "/v1/customers", {
			body: { email: "ops@example.com", name: "Ops" },
			onBehalfOf: target.ws,
			idempotencyKey: crypto.randomUUID(),
		});
		expect(cus.status, cus.text).toBe(201);
		expect((await payCall(mk, "GET", `/v1/customers/${cus.body.data.id}`)).status).toBe(200);
		// The use was counted at the target's gate and names the key's own workspace.
		await payLimiter.flush(env, rateLimiterName(target.ws, "test"));
		const gate = env.PAY_RATE_LIMITER.get(env.PAY_RATE_LIMITER.idFromName(rateLimiterName(target.ws, "test")));
		const pending = Object.keys((await gate.inspect()).pendingUses);
		const used = async () =>
			(await dbOf("DB_PAY", home.ws))
				.prepare("SELECT last_used_at AS t FROM api_keys WHERE id = ?")
				.bind(pa.id)
				.first<{ t: number | null }>();
		if (pending.length) expect(pending).toContain(`${home.ws}/${pa.id}`);
		expect((await eventually(used, (r) => r?.t != null, 10_000))?.t).not.toBeNull();
	});

	it("the payouts queue consumer works on the shard of the workspace its message names", async () => {
		const [, { ws }] = await byShard();
		const s = { workspaceId: ws, environment: "test" as const };
		const stub = await funded(s, 100_000);
		const made = await stub.createPayout(
			s,
			createInput(40_000, {
				rail: "gateway_a",
				bank: { bankCode: "ID_BCA", bankName: "BCA", bankAccountNumber: "123", bankAccountHolder: "Toko" },
			}),
		);
		if (!made.ok) throw new Error(made.error.message);
		const seenShard: number[] = [];
		const client = new GatewayAClient(
			{ secretKey: "xnd_development_S3cr3tV4lue" },
			{ fetch: (async () => Response.json({ id: "disb-s1", status: "ACCEPTED" })) as unknown as typeof fetch },
		);
		const services = serviceDirectory([
			{
				name: "pay",
				app: SERVICES.app("pay")!,
				queues: [
					{
						queue: "payouts",
						kind: DISPATCH_KIND,
						handler: (job, e) =>
							dispatchPayout(job, e, async (placed: Env, workspaceId) => {
								// The env the consumer hands on reads its workspace's shard (the queue's own env reads none).
								seenShard.push(shardIndexOf(placed, "DB_PAY"));
								await placed.DB_PAY.prepare("SELECT 1").first();
								return workspaceId === ws ? client : null;
							}),
					},
				],
			},
		]);
		const body = { kind: DISPATCH_KIND, workspaceId: ws, environment: "test", payoutId: made.payout.id };
		const batch = createMessageBatch("pasar-payouts", [{ id: "m1", timestamp: new Date(), attempts: 1, body }]);
		const ctx = createExecutionContext();
		await handleQueue(batch, env, ctx, services);
		expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m1"]);
		expect(seenShard).toEqual([1]);
		expect(await stub.getPayout(s, made.payout.id)).toMatchObject({ status: "in_transit", reference: "disb-s1" });
	});

	it("the pay tick, run once per shard, moves a shard-1 workspace's simulated payout to paid", async () => {
		const [, { ws, key }] = await byShard();
		await settle(key, 10_000);
		await setBank(key);
		const id = (await createPayout(key, { amount: 10_000, currency: "IDR" })).body.data.id;
		const s = { workspaceId: ws, environment: "test" as const };
		const tick = paymentsModule.ticks?.pay as NonNullable<typeof paymentsModule.ticks>[string];
		for (const want of ["in_transit", "paid"]) {
			const moved = await ledgerOf(s).advanceClock(s, 60);
			if (!moved.ok) throw new Error(moved.error.message);
			await runTick(tick, "DB_PAY");
			expect((await payCall(key, "GET", `/v1/payouts/${id}`)).body.data.status).toBe(want);
		}
	});

	it("a keyId another workspace holds in the locator is never minted again: createApiKey draws another", async () => {
		const [, { ws }] = await byShard();
		const taken = `pk_test_${[...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
		expect(await recordLocator(env, "pay.key", taken, `acc_${ulid()}`)).toBe(true);
		// The next 6 random bytes drawn (the keyId's) are the taken ones; every other draw is real.
		const real = crypto.getRandomValues.bind(crypto);
		let forced = false;
		const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
			if (!forced && a instanceof Uint8Array && a.length === 6) {
				forced = true;
				a.set(
					taken
						.slice(8)
						.match(/../g)!
						.map((h) => Number.parseInt(h, 16)),
				);
				return a;
			}
			return real(a as never) as T;
		});
		try {
			const { row } = await createApiKey(await envOf(ws), {
				accountId: ws,
				environment: "test",
				name: "after a collision",
				role: "full_access",
				createdBy: "test",
			});
			expect(forced).toBe(true);
			expect(row.keyId).not.toBe(taken);
			expect(row.keyId).toMatch(/^pk_test_[0-9a-f]{12}$/);
		} finally {
			spy.mockRestore();
		}
	});

	it("billing event ids of workspaces on both shards, dispatched by one request, are each fanned out from their shard", async () => {
		const pair = await byShard();
		const ids: string[] = [];
		for (const { ws } of pair) {
			const e = await envOf(ws);
			const st = billingEventStatement(
				e,
				{ workspaceId: ws, environment: "test" },
				{ type: "subscription.created", data: { id: `sub_${ws}` }, occurredAt: Date.now() },
			);
			await st.run();
		}
		// One request (shard 0's workspace) dispatches everything minted in this isolate.
		await dispatchBillingEvents(await envOf(pair[0].ws), null);
		for (const { ws } of pair) {
			const db = await dbOf("DB_PAY", ws);
			const fanned = () =>
				db
					.prepare("SELECT id, fanned_out_at AS f FROM events WHERE account_id = ? AND type = 'subscription.created'")
					.bind(ws)
					.first<{ id: string; f: number | null }>();
			const row = await eventually(fanned, (r) => r?.f != null, 10_000);
			expect(row?.f).not.toBeNull();
			ids.push(row?.id as string);
		}
		expect(new Set(ids).size).toBe(2);
	});

	it("public.ts works for the workspace it is given, whatever workspace the caller's env works for", async () => {
		const [a, b] = await byShard();
		const fromA = { env: await envOf(a.ws) };
		const bScope = { workspaceId: b.ws, environment: "test" as const };
		const customer = await createCustomer(fromA, bScope, { email: "x@example.com", name: "Cross" });
		expect((await payCall(b.key, "GET", `/v1/customers/${customer.id}`)).status).toBe(200);
		const cs = await createCheckoutSession(
			fromA,
			bScope,
			{ amount: 25_000, currency: "IDR", successUrl: "https://toko.example/ok", expiresInSec: 600 },
			"http://127.0.0.1:8787/pay",
		);
		expect(new URL(cs.hostedUrl).searchParams.get("w")).toBe(b.ws);
		expect((await page(pagePath(cs))).status).toBe(200);
	});
});
