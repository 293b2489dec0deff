import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleScheduled } from "../../src/index";
import { verifyWebhookSignature } from "../../src/platform/webhooks/signing";
import { billingEventStatement } from "../../src/services/payments/billing/events";
import { PAYMENT_EVENT_TYPES } from "../../src/services/payments/events/index";
import { createWorkspace, type Res } from "../helpers/http";
import { eventually, mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { dbOf, envOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";
import { referenceVerify, v1Values } from "../platform/webhooks/hmac-reference";
import { createInput, funded } from "./ledger-helpers";

// Payments webhooks through the real Worker entry: signed requests, the real queue consumer, and a
// stubbed receiver (globalThis.fetch) that records what arrives.

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function setup(role?: string) {
	const ws = await createWorkspace();
	const key = await mintPayKey(ws, role ? { role } : {});
	return { ws, key };
}

async function createEndpoint(key: PayKey, body: Record<string, unknown>) {
	const res = await payCall(key, "POST", "/v1/webhook-endpoints", { body });
	if (res.status !== 201) throw new Error(`endpoint create: ${res.status} ${res.text}`);
	return res.body.data as { id: string; secret: string; url: string };
}

const emit = (key: PayKey, type: string, data: Record<string, unknown> = {}, count?: number) =>
	payCall(key, "POST", "/v1/test-helpers/events", { body: { type, data, ...(count ? { count } : {}) } });

describe("webhook endpoints: create, read, list, update, rotate, delete", () => {
	it("create returns the endpoint and its whsec_ secret once; reads never show it", async () => {
		const { key } = await setup();
		const url = hookUrl();
		const res = await payCall(key, "POST", "/v1/webhook-endpoints", {
			body: { url, events: ["payout.", "subscription.created"], description: "Order system" },
		});
		expect(res.status).toBe(201);
		const e = res.body.data;
		expect(Object.keys(e).sort()).toEqual([
			"active",
			"createdAt",
			"description",
			"disabledReason",
			"events",
			"failureStreak",
			"id",
			"previousSecretExpiresAt",
			"secret",
			"updatedAt",
			"url",
		]);
		expect(e).toMatchObject({
			url,
			events: ["payout.", "subscription.created"],
			description: "Order system",
			active: true,
			disabledReason: null,
			failureStreak: 0,
			previousSecretExpiresAt: null,
		});
		expect(e.id).toMatch(/^whep_[0-9A-HJKMNP-TV-Z]{26}$/);
		expect(e.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
		expect(e.createdAt).toMatch(ISO);
		expect(e.updatedAt).toBe(e.createdAt);

		const got = await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`);
		expect(got.status).toBe(200);
		const { secret, ...rest } = e;
		expect(got.body.data).toEqual(rest);
		const list = await payCall(key, "GET", "/v1/webhook-endpoints");
		expect(list.body.data).toEqual([rest]);
		expect(list.body.meta.page).toEqual({ limit: 20, hasMore: false, nextCursor: null });
		for (const r of [got, list]) expect(r.text).not.toContain(secret);
	});

	it("lists newest first with cursor pages", async () => {
		const { key } = await setup();
		const ids: string[] = [];
		for (let i = 0; i < 5; i++) ids.push((await createEndpoint(key, { url: hookUrl(), events: ["*"] })).id);
		const seen: string[] = [];
		let cursor: string | null = null;
		do {
			const res: Res = await payCall(key, "GET", `/v1/webhook-endpoints?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
			expect(res.status).toBe(200);
			expect(res.body.meta.page.limit).toBe(2);
			seen.push(...res.body.data.map((e: { id: string }) => e.id));
			cursor = res.body.meta.page.nextCursor;
			expect(res.body.meta.page.hasMore).toBe(cursor !== null);
		} while (cursor);
		expect(seen).toEqual([...ids].reverse());
	});

	it("PATCH changes url, events and description (null clears it); the secret is unchanged", async () => {
		const { key } = await setup();
		const e = await createEndpoint(key, { url: hookUrl(), events: ["payout.paid"], description: "first" });
		const url = hookUrl("moved");
		const res = await payCall(key, "PATCH", `/v1/webhook-endpoints/${e.id}`, {
			body: { url, events: ["*"], description: null },
		});
		expect(res.status).toBe(200);
		expect(res.body.data).toMatchObject({ id: e.id, url, events: ["*"], description: null, active: true });
		expect(res.body.data).not.toHaveProperty("secret");
		// Deliveries to the new URL are signed with the original secret.
		await emit(key, "invoice.paid");
		const [req] = await eventually(
			async () => receiver.to(url),
			(r) => r.length === 1,
		);
		expect(referenceVerify(e.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(true);
	});

	it("rotate-secret returns a new secret that signs every later delivery; the old one stops verifying", async () => {
		const { key } = await setup();
		const url = hookUrl();
		const e = await createEndpoint(key, { url, events: ["*"] });
		const rotated = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`);
		expect(rotated.status).toBe(200);
		expect(rotated.body.data.id).toBe(e.id);
		expect(rotated.body.data.secret).toMatch(/^whsec_/);
		expect(rotated.body.data.secret).not.toBe(e.secret);
		await emit(key, "payout.paid");
		const [req] = await eventually(
			async () => receiver.to(url),
			(r) => r.length === 1,
		);
		expect(referenceVerify(rotated.body.data.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(true);
		expect(referenceVerify(e.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(false);
	});

	it("rotate-secret with expiresInSeconds: deliveries verify with either secret until the stored expiry, then only with the new one", async () => {
		const { ws, key } = await setup();
		const url = hookUrl();
		const e = await createEndpoint(key, { url, events: ["*"] });
		expect((await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`)).body.data.previousSecretExpiresAt).toBeNull();
		const before = Date.now();
		const rolled = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, {
			body: { expiresInSeconds: 3600 },
		});
		expect(rolled.status).toBe(200);
		const { secret, previousSecretExpiresAt } = rolled.body.data;
		expect(secret).toMatch(/^whsec_/);
		expect(secret).not.toBe(e.secret);
		expect(rolled.text).not.toContain(e.secret);
		expect(previousSecretExpiresAt).toMatch(ISO);
		expect(Date.parse(previousSecretExpiresAt)).toBeGreaterThanOrEqual(before + 3_600_000);
		expect(Date.parse(previousSecretExpiresAt)).toBeLessThanOrEqual(Date.now() + 3_600_000);
		const got = await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`);
		expect(got.body.data.previousSecretExpiresAt).toBe(previousSecretExpiresAt);
		expect(got.body.data.secret).toBeUndefined();

		await emit(key, "payout.paid");
		const [during] = await eventually(
			async () => receiver.to(url),
			(r) => r.length === 1,
		);
		expect(v1Values(during.headers["pay-signature"])).toHaveLength(2);
		expect(referenceVerify(secret, during.headers["pay-signature"], during.body, nowSeconds())).toBe(true);
		expect(referenceVerify(e.secret, during.headers["pay-signature"], during.body, nowSeconds())).toBe(true);
		expect(await verifyWebhookSignature(secret, during.headers["pay-signature"], during.body)).toBe(true);
		expect(await verifyWebhookSignature(e.secret, during.headers["pay-signature"], during.body)).toBe(true);

		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE webhook_endpoints SET previous_secret_expires_at = ? WHERE id = ?")
			.bind(Date.now() - 1, e.id)
			.run();
		expect((await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`)).body.data.previousSecretExpiresAt).toBeNull();
		await emit(key, "payout.paid");
		const reqs = await eventually(
			async () => receiver.to(url),
			(r) => r.length === 2,
		);
		const after = reqs[1];
		expect(v1Values(after.headers["pay-signature"])).toHaveLength(1);
		expect(await verifyWebhookSignature(secret, after.headers["pay-signature"], after.body)).toBe(true);
		expect(await verifyWebhookSignature(e.secret, after.headers["pay-signature"], after.body)).toBe(false);
	});

	it("rotate-secret with {} or expiresInSeconds 0 is the default: the old secret stops at once", async () => {
		const { key } = await setup();
		for (const body of [{}, { expiresInSeconds: 0 }]) {
			const url = hookUrl();
			const e = await createEndpoint(key, { url, events: ["payout."] });
			const rotated = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, { body });
			expect(rotated.status).toBe(200);
			expect(rotated.body.data.previousSecretExpiresAt).toBeNull();
			await emit(key, "payout.paid");
			const [req] = await eventually(
				async () => receiver.to(url),
				(r) => r.length === 1,
			);
			expect(v1Values(req.headers["pay-signature"])).toHaveLength(1);
			expect(referenceVerify(rotated.body.data.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(
				true,
			);
			expect(referenceVerify(e.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(false);
		}
	});

	it("DELETE answers 204 with no body; the endpoint is gone", async () => {
		const { key } = await setup();
		const e = await createEndpoint(key, { url: hookUrl(), events: ["*"] });
		const del = await payCall(key, "DELETE", `/v1/webhook-endpoints/${e.id}`);
		expect(del.status).toBe(204);
		expect(del.text).toBe("");
		expect((await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`)).status).toBe(404);
		expect((await payCall(key, "GET", "/v1/webhook-endpoints")).body.data).toEqual([]);
	});

	it("an Idempotency-Key replay of create returns the same endpoint and secret and creates nothing new", async () => {
		const { key } = await setup();
		const body = { url: hookUrl(), events: ["*"] };
		const first = await payCall(key, "POST", "/v1/webhook-endpoints", { body, idempotencyKey: "wh-create-1" });
		const again = await payCall(key, "POST", "/v1/webhook-endpoints", { body, idempotencyKey: "wh-create-1" });
		expect(first.status).toBe(201);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expect((await payCall(key, "GET", "/v1/webhook-endpoints")).body.data).toHaveLength(1);
	});
});

describe("delivery end to end", () => {
	it("an event reaches exactly the endpoints whose events match, signed with each one's secret", async () => {
		const { ws, key } = await setup();
		const payouts = await createEndpoint(key, { url: hookUrl("payouts"), events: ["payout."] });
		const subs = await createEndpoint(key, { url: hookUrl("subs"), events: ["subscription.created"] });
		const all = await createEndpoint(key, { url: hookUrl("all"), events: ["*"] });
		const emitted = await emit(key, "payout.paid", { id: "po_test", amount: 1000 });
		expect(emitted.status).toBe(201);
		const event = emitted.body.data[0];
		expect(event).toMatchObject({
			id: expect.stringMatching(/^evt_/),
			type: "payout.paid",
			accountId: ws,
			environment: "test",
			data: { id: "po_test", amount: 1000 },
		});

		for (const ep of [payouts, all]) {
			const [req] = await eventually(
				async () => receiver.to(ep.url),
				(r) => r.length === 1,
			);
			expect(req.method).toBe("POST");
			expect(req.headers["pay-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
			expect(referenceVerify(ep.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(true);
			expect(JSON.parse(req.body)).toEqual({
				id: event.id,
				type: "payout.paid",
				occurredAt: event.occurredAt,
				accountId: ws,
				data: { id: "po_test", amount: 1000 },
			});

			const deliveries = await eventually(
				() => payCall(key, "GET", `/v1/webhook-endpoints/${ep.id}/deliveries`),
				(r) => r.body.data?.[0]?.status === "succeeded",
			);
			const d = deliveries.body.data[0];
			expect(deliveries.body.meta.page).toEqual({ limit: 20, hasMore: false, nextCursor: null });
			expect(d).toMatchObject({
				endpointId: ep.id,
				eventId: event.id,
				eventType: "payout.paid",
				status: "succeeded",
				attempts: 1,
				nextRetryAt: null,
				failureReason: null,
				body: req.body,
			});
			expect(d.id).toMatch(/^whd_/);
			expect(d.attemptLog).toEqual([
				{ at: expect.stringMatching(ISO), statusCode: 200, durationMs: expect.any(Number), error: null },
			]);
			const one = await payCall(key, "GET", `/v1/webhook-deliveries/${d.id}`);
			expect(one.body.data).toEqual(d);
		}
		await new Promise((r) => setTimeout(r, 300));
		expect(receiver.to(subs.url)).toHaveLength(0);
	});

	it("payout.initiated and payout.paid from the ledger reach the endpoint with the full payout object", async () => {
		const { ws, key } = await setup();
		const ep = await createEndpoint(key, { url: hookUrl("ledger"), events: ["payout."] });
		const s = { workspaceId: ws, environment: "test" as const };
		const stub = await funded(s, 50_000);
		const p = await stub.createPayout(s, createInput(20_000, { rail: "manual" }));
		if (!p.ok) throw new Error(p.error.message);
		await stub.transition(s, p.payout.id, "in_transit");
		const paid = await stub.transition(s, p.payout.id, "paid");
		if (!paid.ok) throw new Error("refused");
		const got = await eventually(
			async () => receiver.to(ep.url),
			(r) => r.length === 2,
		);
		const bodies = got.map((r) => JSON.parse(r.body)).sort((a, b) => (a.type < b.type ? -1 : 1));
		expect(bodies.map((b) => b.type)).toEqual(["payout.initiated", "payout.paid"]);
		expect(bodies[1]).toMatchObject({ accountId: ws, data: paid.payout });
		expect(bodies[0].data).toMatchObject({ id: p.payout.id, status: "in_transit" });
		for (const r of got)
			expect(referenceVerify(ep.secret, r.headers["pay-signature"], r.body, nowSeconds())).toBe(true);
		// The same events are readable through /v1/events.
		const listed = await payCall(key, "GET", "/v1/events?type=payout.");
		expect(listed.body.data.map((e: { id: string }) => e.id).sort()).toEqual(bodies.map((b) => b.id).sort());
	});

	it("manual retry of a succeeded delivery: 202 pending, then a second attempt with the same body", async () => {
		const { key } = await setup();
		const ep = await createEndpoint(key, { url: hookUrl(), events: ["*"] });
		await emit(key, "adapter.connected", { kind: "gateway_a" });
		const list = await eventually(
			() => payCall(key, "GET", `/v1/webhook-endpoints/${ep.id}/deliveries`),
			(r) => r.body.data?.[0]?.status === "succeeded",
		);
		const d = list.body.data[0];
		const retried = await payCall(key, "POST", `/v1/webhook-deliveries/${d.id}/retry`);
		expect(retried.status).toBe(202);
		expect(retried.body.data).toMatchObject({ id: d.id, status: "pending", attempts: 1 });
		expect(retried.body.data.nextRetryAt).toMatch(ISO);
		const after = await eventually(
			() => payCall(key, "GET", `/v1/webhook-deliveries/${d.id}`),
			(r) => r.body.data.status === "succeeded" && r.body.data.attempts === 2,
		);
		expect(after.body.data.attemptLog).toHaveLength(2);
		const reqs = receiver.to(ep.url);
		expect(reqs).toHaveLength(2);
		expect(reqs[1].body).toBe(reqs[0].body);
	});

	it("a failing receiver is retried; PATCH active=false fails the queued delivery; active=true clears the streak; retry then delivers", async () => {
		const { ws, key } = await setup();
		const url = hookUrl("flaky");
		let up = false;
		receiver.on(url, () => new Response(up ? "ok" : "down", { status: up ? 200 : 500 }));
		const ep = await createEndpoint(key, { url, events: ["*"] });
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE webhook_endpoints SET failure_streak = 3 WHERE id = ?")
			.bind(ep.id)
			.run();
		await emit(key, "invoice.payment_failed");
		const pending = await eventually(
			() => payCall(key, "GET", `/v1/webhook-endpoints/${ep.id}/deliveries`),
			(r) => r.body.data?.[0]?.attempts >= 1,
		);
		const d = pending.body.data[0];
		expect(d).toMatchObject({ status: "pending", failureReason: null });
		expect(d.attemptLog[0]).toMatchObject({ statusCode: 500, error: "HTTP 500" });
		expect(Date.parse(d.nextRetryAt)).toBeGreaterThan(Date.parse(d.attemptLog[0].at));

		const paused = await payCall(key, "PATCH", `/v1/webhook-endpoints/${ep.id}`, { body: { active: false } });
		expect(paused.body.data).toMatchObject({ active: false, disabledReason: null, failureStreak: 3 });
		const failed = (await payCall(key, "GET", `/v1/webhook-deliveries/${d.id}`)).body.data;
		expect(failed).toMatchObject({ status: "failed", failureReason: "endpoint_disabled", nextRetryAt: null });

		const on = await payCall(key, "PATCH", `/v1/webhook-endpoints/${ep.id}`, { body: { active: true } });
		expect(on.body.data).toMatchObject({ active: true, disabledReason: null, failureStreak: 0 });
		up = true;
		const retried = await payCall(key, "POST", `/v1/webhook-deliveries/${d.id}/retry`);
		expect(retried.status).toBe(202);
		const done = await eventually(
			() => payCall(key, "GET", `/v1/webhook-deliveries/${d.id}`),
			(r) => r.body.data.status === "succeeded",
		);
		expect(done.body.data.attemptLog.at(-1)).toMatchObject({ statusCode: 200, error: null });
	});
});

describe("events", () => {
	it("lists newest first with type (exact or prefix), time and cursor filters; retrieves one", async () => {
		const { ws, key } = await setup();
		const a = await emit(key, "payout.paid", { n: 1 }, 3);
		const b = await emit(key, "subscription.created", { n: 2 }, 2);
		expect(a.body.data).toHaveLength(3);
		const all = await payCall(key, "GET", "/v1/events");
		expect(all.status).toBe(200);
		expect(all.body.data).toHaveLength(5);
		expect(all.body.meta.page).toEqual({ limit: 20, hasMore: false, nextCursor: null });
		expect(all.body.data.map((e: { type: string }) => e.type)).toEqual([
			"subscription.created",
			"subscription.created",
			"payout.paid",
			"payout.paid",
			"payout.paid",
		]);

		expect((await payCall(key, "GET", "/v1/events?type=payout.paid")).body.data).toHaveLength(3);
		expect((await payCall(key, "GET", "/v1/events?type=subscription.")).body.data).toHaveLength(2);
		expect((await payCall(key, "GET", "/v1/events?type=payout")).body.data).toHaveLength(0);

		const t = Date.parse(b.body.data[0].occurredAt);
		const since = await payCall(key, "GET", `/v1/events?createdSince=${encodeURIComponent(new Date(t).toISOString())}`);
		expect(since.body.data.every((e: { occurredAt: string }) => Date.parse(e.occurredAt) >= t)).toBe(true);
		expect(since.body.data.length).toBeGreaterThanOrEqual(2);
		const until = await payCall(key, "GET", `/v1/events?createdUntil=${Math.floor(t / 1000) - 1}`);
		expect(until.body.data.every((e: { occurredAt: string }) => Date.parse(e.occurredAt) < t)).toBe(true);
		const future = await payCall(key, "GET", `/v1/events?createdSince=${Math.floor(Date.now() / 1000) + 3600}`);
		expect(future.body.data).toEqual([]);

		const pageOne = await payCall(key, "GET", "/v1/events?limit=2");
		expect(pageOne.body.meta.page).toMatchObject({ limit: 2, hasMore: true });
		const pageTwo = await payCall(key, "GET", `/v1/events?limit=2&cursor=${pageOne.body.meta.page.nextCursor}`);
		const pageThree = await payCall(key, "GET", `/v1/events?limit=2&cursor=${pageTwo.body.meta.page.nextCursor}`);
		expect(
			[...pageOne.body.data, ...pageTwo.body.data, ...pageThree.body.data].map((e: { id: string }) => e.id),
		).toEqual(all.body.data.map((e: { id: string }) => e.id));
		expect(pageThree.body.meta.page).toEqual({ limit: 2, hasMore: false, nextCursor: null });

		const one = await payCall(key, "GET", `/v1/events/${a.body.data[0].id}`);
		expect(one.status).toBe(200);
		expect(one.body.data).toEqual({
			id: a.body.data[0].id,
			type: "payout.paid",
			occurredAt: a.body.data[0].occurredAt,
			accountId: ws,
			environment: "test",
			data: { n: 1 },
		});
	});
});

describe("what emits nothing", () => {
	it("API key lifecycle is never an event (spec §6): nothing listed, nothing delivered; the catalogue has no api_key or portal types", async () => {
		const { key } = await setup();
		const ep = await createEndpoint(key, { url: hookUrl("quiet"), events: ["*"] });
		const made = await payCall(key, "POST", "/v1/api-keys", { body: { name: "rotated" } });
		expect(made.status).toBe(201);
		expect((await payCall(key, "DELETE", `/v1/api-keys/${made.body.data.id}`)).status).toBe(204);
		await new Promise((r) => setTimeout(r, 1500));
		expect((await payCall(key, "GET", "/v1/events")).body.data).toEqual([]);
		expect((await payCall(key, "GET", `/v1/webhook-endpoints/${ep.id}/deliveries`)).body.data).toEqual([]);
		expect(receiver.to(ep.url)).toHaveLength(0);
		expect(PAYMENT_EVENT_TYPES.filter((t) => t.startsWith("api_key") || t.startsWith("portal"))).toEqual([]);
	});
});

describe("roles", () => {
	it("webhook_management_only keys manage endpoints, read events and retry deliveries — and nothing else", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const hooks = await mintPayKey(ws, { role: "webhook_management_only" });
		const ep = await createEndpoint(hooks, { url: hookUrl(), events: ["*"] });
		expect((await payCall(hooks, "GET", "/v1/webhook-endpoints")).status).toBe(200);
		expect(
			(await payCall(hooks, "PATCH", `/v1/webhook-endpoints/${ep.id}`, { body: { description: "x" } })).status,
		).toBe(200);
		expect((await payCall(hooks, "POST", `/v1/webhook-endpoints/${ep.id}/rotate-secret`)).status).toBe(200);
		await emit(root, "payout.failed");
		const events = await payCall(hooks, "GET", "/v1/events");
		expect(events.status).toBe(200);
		expect(events.body.data).toHaveLength(1);
		expect((await payCall(hooks, "GET", `/v1/events/${events.body.data[0].id}`)).status).toBe(200);
		const ds = await eventually(
			() => payCall(hooks, "GET", `/v1/webhook-endpoints/${ep.id}/deliveries`),
			(r) => r.body.data?.[0]?.status === "succeeded",
		);
		expect((await payCall(hooks, "POST", `/v1/webhook-deliveries/${ds.body.data[0].id}/retry`)).status).toBe(202);
		expect((await payCall(hooks, "DELETE", `/v1/webhook-endpoints/${ep.id}`)).status).toBe(204);
		for (const [m, p] of [
			["GET", "/v1/payouts"],
			["GET", "/v1/api-keys"],
			["POST", "/v1/test-helpers/events"],
		] as const) {
			const res = await payCall(hooks, m, p, m === "POST" ? { body: { type: "payout.paid" } } : {});
			expect(res.status, `${m} ${p}`).toBe(403);
		}
	});
});

describe("events inserted by other payments code", () => {
	it("billing's own event statements are delivered by the sweeper on the minute cron", async () => {
		const { ws, key } = await setup();
		const ep = await createEndpoint(key, { url: hookUrl("billing"), events: ["subscription."] });
		const sub = { id: "sub_sweeper", status: "active" };
		await billingEventStatement(
			await envOf(ws),
			{ workspaceId: ws, environment: "test" },
			{ type: "subscription.created", data: sub, occurredAt: Date.now() },
		).run();
		const t0 = Date.now();
		const ctx = { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext;
		await handleScheduled(t0, env, ctx); // first sight
		await handleScheduled(t0 + 60_000, env, ctx); // a minute later: queued for fan-out
		const [req] = await eventually(
			async () => receiver.to(ep.url),
			(r) => r.length === 1,
		);
		expect(JSON.parse(req.body)).toMatchObject({ type: "subscription.created", accountId: ws, data: sub });
		expect(referenceVerify(ep.secret, req.headers["pay-signature"], req.body, nowSeconds())).toBe(true);
	});
});
