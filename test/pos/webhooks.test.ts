// POS webhook subscriptions (spec 002 "Webhook subscriptions") through the Worker entry: the real
// queue consumer delivers to a stubbed receiver (globalThis.fetch), as the payments webhook tests do.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { eventually } from "../helpers/pay";
import { pos, posWorkspace } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { dbOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

const SUBS = "/webhook-subscriptions";
const DELIVERIES = `${SUBS}/deliveries`;
const TYPES = [
	"pos.sale.completed.v1",
	"pos.sale.voided.v1",
	"pos.billing.subscribed.v1",
	"pos.billing.canceled.v1",
	"pos.stock.low.v1",
	"pos.stock.adjusted.v1",
	"pos.shift.closed.v1",
	"pos.purchase_order.received.v1",
	"pos.customer.created.v1",
	"pos.customer.updated.v1",
	"pos.shipment.status_changed.v1",
	"pos.sale.returned.v1",
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

async function subscribe(key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
	const r = await pos(key, "POST", SUBS, body, headers);
	if (r.status !== 201) throw new Error(`subscribe: ${r.status} ${r.text}`);
	return r.body.data as { id: string; url: string; secret: string; events: string[] };
}

/** A receiver URL answering 500 until `up()` is called. */
function flaky(label: string) {
	const url = hookUrl(label);
	let ok = false;
	receiver.on(url, () => new Response(ok ? "ok" : "down", { status: ok ? 200 : 500 }));
	return { url, up: () => void (ok = true) };
}

/** One COMPLETED sale of the shop's product (10,000, no tax), paid in cash. */
const sell = (shop: Awaited<ReturnType<typeof posShop>>) =>
	shop.sell({ payments: [{ method: "CASH", amount: 10_000 }] });

const deliveriesOf = (key: string, query = "") => pos(key, "GET", `${DELIVERIES}${query}`);
const waitFor = (key: string, query: string, check: (data: any[]) => boolean) =>
	eventually(
		() => deliveriesOf(key, query),
		(r) => r.status === 200 && check(r.body.data),
	);
const delivery = async (key: string, id: string) => (await pos(key, "GET", `${DELIVERIES}/${id}`)).body.data;

/** Independent HMAC-SHA256 (WebCrypto) of `${t}.${raw}` keyed with the whole whsec_ string. */
async function hmacHex(secret: string, message: string) {
	const enc = new TextEncoder();
	const k = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(message)));
	return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A POS call through the Worker's fetch entry with another ENVIRONMENT (production URL rules). */
async function posIn(environment: string, key: string, method: string, path: string, body: unknown) {
	const ctx = createExecutionContext();
	const res = await worker.fetch(
		new Request(`${ORIGIN}/pos/api/v1${path}`, {
			method,
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
			body: JSON.stringify(body),
		}),
		{ ...env, ENVIRONMENT: environment },
		ctx,
	);
	await waitOnExecutionContext(ctx);
	return { status: res.status, body: (await res.json()) as any };
}

describe("subscriptions: create, list, get, patch, delete", () => {
	it("create answers 201 with the whsec_ secret once; get, list and patch never show it; delete answers 204", async () => {
		const { key } = await posWorkspace();
		const url = hookUrl("crud");
		const created = await pos(key, "POST", SUBS, { url, events: ["pos.sale.completed.v1"] });
		expect(created.status).toBe(201);
		const s = created.body.data;
		expect(s).toMatchObject({ url, events: ["pos.sale.completed.v1"], active: true, disabledReason: null });
		expect(s.failureStreak).toBe(0);
		expect(s.id).toMatch(/^whep_/);
		expect(s.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
		expect(s.createdAt).toMatch(ISO);
		const { secret, ...view } = s;

		const got = await pos(key, "GET", `${SUBS}/${s.id}`);
		expect(got.status).toBe(200);
		expect(got.body.data).toEqual(view);
		const list = await pos(key, "GET", SUBS);
		expect(list.body.data).toEqual([view]);
		expect(list.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(list.text).not.toContain(secret);

		const patched = await pos(key, "PATCH", `${SUBS}/${s.id}`, { events: ["*"], url: `${url}/v2` });
		expect(patched.status).toBe(200);
		expect(patched.body.data).toMatchObject({ id: s.id, events: ["*"], url: `${url}/v2` });
		expect(patched.body.data.secret).toBeUndefined();

		expect((await pos(key, "DELETE", `${SUBS}/${s.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(key, "GET", `${SUBS}/${s.id}`), 404, "NOT_FOUND");
		expect((await pos(key, "GET", SUBS)).body.data).toEqual([]);
		expectEnvelopeError(await pos(key, "DELETE", `${SUBS}/${s.id}`), 404, "NOT_FOUND");
	});

	it("rotate-secret (extension) answers a new secret; the list pages newest first", async () => {
		const { key } = await posWorkspace();
		const a = await subscribe(key, { url: hookUrl(), events: ["*"] });
		const b = await subscribe(key, { url: hookUrl(), events: ["*"] });
		const c = await subscribe(key, { url: hookUrl(), events: ["*"] });
		const rotated = await pos(key, "POST", `${SUBS}/${a.id}/rotate-secret`);
		expect(rotated.status).toBe(200);
		expect(rotated.body.data.secret).toMatch(/^whsec_/);
		expect(rotated.body.data.secret).not.toBe(a.secret);
		const p1 = await pos(key, "GET", `${SUBS}?limit=2`);
		expect(p1.body.data.map((x: { id: string }) => x.id)).toEqual([c.id, b.id]);
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await pos(key, "GET", `${SUBS}?limit=2&cursor=${encodeURIComponent(p1.body.meta.cursor)}`);
		expect(p2.body.data.map((x: { id: string }) => x.id)).toEqual([a.id]);
		expect(p2.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expectEnvelopeError(await pos(key, "GET", `${SUBS}?limit=0`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "GET", `${SUBS}?limit=101`), 400, "VALIDATION_ERROR");
	});

	it("event-types answers every pos.*.v1 type with its meaning (a static path, not an id)", async () => {
		const { key } = await posWorkspace();
		const r = await pos(key, "GET", `${SUBS}/event-types`);
		expect(r.status).toBe(200);
		expect(r.body.data.map((t: { type: string }) => t.type)).toEqual(TYPES);
		for (const t of r.body.data) {
			expect(Object.keys(t).sort()).toEqual(["description", "type"]);
			expect(t.description.length).toBeGreaterThan(10);
		}
		expect((await pos(key, "GET", DELIVERIES)).body.data).toEqual([]);
	});

	it("an Idempotency-Key replay of create answers the same subscription and secret and creates nothing new", async () => {
		const { key } = await posWorkspace();
		const body = { url: hookUrl(), events: ["pos.sale.voided.v1"] };
		const h = { "Idempotency-Key": `ik-${crypto.randomUUID()}` };
		const first = await pos(key, "POST", SUBS, body, h);
		const again = await pos(key, "POST", SUBS, body, h);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expect(again.body.data.secret).toMatch(/^whsec_/);
		expectEnvelopeError(await pos(key, "POST", SUBS, { ...body, url: hookUrl() }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect((await pos(key, "GET", SUBS)).body.data).toHaveLength(1);
	});

	it("at most 20 subscriptions: the 21st is 403 LIMIT_REACHED, the one status of that code (as plan limits)", async () => {
		const { key } = await posWorkspace();
		for (let i = 0; i < 20; i++) await subscribe(key, { url: hookUrl(), events: ["*"] });
		expectEnvelopeError(await pos(key, "POST", SUBS, { url: hookUrl(), events: ["*"] }), 403, "LIMIT_REACHED");
		// Issue 37 item 13: every LIMIT_REACHED the POS document lists is 403, never 409.
		const doc = (await call("GET", "/pos/openapi.json")).body;
		const statuses = new Set<string>();
		for (const item of Object.values(doc.paths) as Array<Record<string, { responses: Record<string, any> }>>)
			for (const op of Object.values(item))
				for (const [status, res] of Object.entries(op.responses ?? {}))
					if (JSON.stringify(res).includes("LIMIT_REACHED") || JSON.stringify(res).includes("limit_reached"))
						statuses.add(status);
		expect([...statuses]).toEqual(["403"]);
		expect((await pos(key, "GET", `${SUBS}?limit=100`)).body.data).toHaveLength(20);
	});
});

describe("validation: each a 400 and nothing written", () => {
	const BAD_URLS: Array<[string, string]> = [
		["not a URL", "hooks.example.com/x"],
		["ftp", "ftp://hooks.example.com/x"],
		["over 2000 characters", `https://hooks.example.com/${"a".repeat(1980)}`],
		["private", "https://10.1.2.3/x"],
		["private name", "https://printer.local/x"],
		["link-local", "https://169.254.169.254/latest"],
		["link-local IPv6", "https://[fe80::1]/x"],
		["credentials", "https://u:p@hooks.example.com/x"],
	];
	const BAD_EVENTS: Array<[string, unknown]> = [
		["a prefix", ["pos.sale."]],
		["* with another entry", ["*", "pos.sale.completed.v1"]],
		["an unknown type", ["pos.sale.refunded.v1"]],
		["empty", []],
		["not an array", "*"],
	];

	it("url and events on create and on patch", async () => {
		const { key } = await posWorkspace();
		for (const [why, url] of BAD_URLS) {
			const r = await pos(key, "POST", SUBS, { url, events: ["*"] });
			expect(r.status, why).toBe(400);
			expect(r.body.error, why).toMatchObject({ code: "VALIDATION_ERROR", param: "url" });
		}
		for (const [why, events] of BAD_EVENTS) {
			const r = await pos(key, "POST", SUBS, { url: hookUrl(), events });
			expect(r.status, why).toBe(400);
			expect(r.body.error.code, why).toBe("VALIDATION_ERROR");
			expect(r.body.error.param, why).toMatch(/^events/);
		}
		expectEnvelopeError(await pos(key, "POST", SUBS, { url: hookUrl(), events: ["*"], x: 1 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "POST", SUBS, { events: ["*"] }), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", SUBS)).body.data).toEqual([]);

		const s = await subscribe(key, { url: hookUrl(), events: ["pos.sale.completed.v1", "pos.sale.completed.v1"] });
		expect(s.events).toEqual(["pos.sale.completed.v1"]);
		const { secret: _, ...before } = s;
		for (const [why, url] of BAD_URLS)
			expect((await pos(key, "PATCH", `${SUBS}/${s.id}`, { url })).status, why).toBe(400);
		for (const [why, events] of BAD_EVENTS)
			expect((await pos(key, "PATCH", `${SUBS}/${s.id}`, { events })).status, why).toBe(400);
		expectEnvelopeError(await pos(key, "PATCH", `${SUBS}/${s.id}`, {}), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "PATCH", `${SUBS}/${s.id}`, { secret: "whsec_x" }), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", `${SUBS}/${s.id}`)).body.data).toEqual(before);
	});

	it("production: https only, no loopback; local development (the test env) also takes http and loopback", async () => {
		const { key } = await posWorkspace();
		expect(env.ENVIRONMENT).toBe("development");
		for (const url of ["http://hooks.example.com/x", "https://127.0.0.1/x", "https://localhost/x", "https://[::1]/x"]) {
			const r = await posIn("production", key, "POST", SUBS, { url, events: ["*"] });
			expect(r.status, url).toBe(400);
			expect(r.body.error, url).toMatchObject({ code: "VALIDATION_ERROR", param: "url" });
		}
		expect((await posIn("production", key, "POST", SUBS, { url: hookUrl(), events: ["*"] })).status).toBe(201);
		expect((await pos(key, "POST", SUBS, { url: "http://127.0.0.1:8788/hooks", events: ["*"] })).status).toBe(201);
		expect((await pos(key, "GET", SUBS)).body.data).toHaveLength(2);
	});
});

describe("delivery", () => {
	it("a COMPLETED sale reaches the subscribed endpoint, signed Pos-Signature, body {id, type, occurredAt, accountId, data}", async () => {
		const shop = await posShop({ stock: 5 });
		const sub = await subscribe(shop.key, { url: hookUrl("sale"), events: ["pos.sale.completed.v1"] });
		const other = await subscribe(shop.key, { url: hookUrl("voids"), events: ["pos.sale.voided.v1"] });
		const sale = (await sell(shop)).body.data;
		expect(sale.status).toBe("COMPLETED");
		const [req] = await eventually(
			async () => receiver.to(sub.url),
			(l) => l.length > 0,
		);
		expect(req.method).toBe("POST");
		expect(req.headers["content-type"]).toBe("application/json");
		const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(req.headers["pos-signature"]);
		expect(m).not.toBeNull();
		const t = Number(m?.[1]);
		expect(Math.abs(Math.floor(Date.now() / 1000) - t)).toBeLessThan(300);
		expect(m?.[2]).toBe(await hmacHex(sub.secret, `${t}.${req.body}`));
		expect(m?.[2]).not.toBe(await hmacHex(other.secret, `${t}.${req.body}`));

		const body = JSON.parse(req.body);
		expect(Object.keys(body)).toEqual(["id", "type", "occurredAt", "accountId", "data"]);
		const [ev] = (
			await (
				await dbOf("DB_POS", shop.ws)
			)
				.prepare("SELECT id FROM events WHERE account_id = ? AND type = 'pos.sale.completed.v1'")
				.bind(shop.ws)
				.all()
		).results;
		expect(body).toMatchObject({ id: ev.id, type: "pos.sale.completed.v1", accountId: shop.ws });
		expect(body.occurredAt).toMatch(ISO);
		expect(body.data).toMatchObject({ id: sale.id, status: "COMPLETED", total: sale.total });
		expect(receiver.to(other.url)).toEqual([]);

		const done = await waitFor(shop.key, "", (d) => d[0]?.status === "succeeded");
		expect(done.body.data).toHaveLength(1);
		const d = await delivery(shop.key, done.body.data[0].id);
		expect(d).toMatchObject({ endpointId: sub.id, eventId: ev.id, eventType: "pos.sale.completed.v1", attempts: 1 });
		expect(d.body).toBe(req.body);
		expect(d.attemptLog).toEqual([
			{ at: expect.stringMatching(ISO), statusCode: 200, durationMs: expect.any(Number), error: null },
		]);
	});

	it("a failing receiver is retried on the schedule until it answers 2xx; every attempt is logged", async () => {
		const shop = await posShop({ stock: 5 });
		const f = flaky("retry");
		await subscribe(shop.key, { url: f.url, events: ["*"] });
		await sell(shop);
		const pending = await waitFor(shop.key, "", (d) => d[0]?.attempts >= 1);
		const d = pending.body.data[0];
		expect(d.status).toBe("pending");
		expect(d.attemptLog[0]).toMatchObject({ statusCode: 500, error: "HTTP 500" });
		expect(Date.parse(d.nextRetryAt)).toBeGreaterThan(Date.parse(d.attemptLog[0].at));
		f.up();
		const done = await eventually(
			() => delivery(shop.key, d.id),
			(x) => x.status === "succeeded",
			30_000,
		);
		expect(done.attemptLog.at(-1)).toMatchObject({ statusCode: 200, error: null });
		expect(done.attemptLog.slice(0, -1).every((a: { statusCode: number }) => a.statusCode === 500)).toBe(true);
		expect(done.attempts).toBe(done.attemptLog.length);
		const bodies = new Set(receiver.to(f.url).map((r) => r.body));
		expect(bodies.size).toBe(1);
	}, 40_000);
});

describe("retry, pause and re-enable", () => {
	it("retry: 202 pending and a second attempt; 409 ALREADY_QUEUED while pending; 10 racing retries queue it once", async () => {
		const shop = await posShop({ stock: 5 });
		const sub = await subscribe(shop.key, { url: hookUrl("manual"), events: ["*"] });
		await sell(shop);
		const d = (await waitFor(shop.key, "", (x) => x[0]?.status === "succeeded")).body.data[0];
		const retried = await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`);
		expect(retried.status).toBe(202);
		expect(retried.body.data).toMatchObject({ id: d.id, status: "pending", attempts: 1 });
		const again = await eventually(
			() => delivery(shop.key, d.id),
			(x) => x.status === "succeeded" && x.attempts === 2,
		);
		expect(again.attemptLog).toHaveLength(2);
		expect(receiver.to(sub.url)).toHaveLength(2);

		const racing = await Promise.all(
			Array.from({ length: 10 }, () => pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`)),
		);
		expect(racing.filter((r) => r.status === 202)).toHaveLength(1);
		for (const r of racing.filter((x) => x.status !== 202)) expectEnvelopeError(r, 409, "ALREADY_QUEUED");
		await eventually(
			() => delivery(shop.key, d.id),
			(x) => x.status === "succeeded" && x.attempts === 3,
		);
		expectEnvelopeError(await pos(shop.key, "POST", `${DELIVERIES}/whd_nope/retry`), 404, "NOT_FOUND");
	});

	it("PATCH active=false fails pending deliveries (retry then 409 ENDPOINT_DISABLED); active=true re-enables; delete ends queued ones", async () => {
		const shop = await posShop({ stock: 5 });
		const f = flaky("pause");
		const sub = await subscribe(shop.key, { url: f.url, events: ["*"] });
		await sell(shop);
		const d = (await waitFor(shop.key, "", (x) => x[0]?.attempts >= 1)).body.data[0];
		expect(d.status).toBe("pending");
		expectEnvelopeError(await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`), 409, "ALREADY_QUEUED");

		const paused = await pos(shop.key, "PATCH", `${SUBS}/${sub.id}`, { active: false });
		expect(paused.body.data).toMatchObject({ active: false, disabledReason: null });
		expect(await delivery(shop.key, d.id)).toMatchObject({
			status: "failed",
			failureReason: "endpoint_disabled",
			nextRetryAt: null,
		});
		expectEnvelopeError(await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`), 409, "ENDPOINT_DISABLED");
		// A paused subscription gets no new deliveries: the second sale's event is fanned out to nobody.
		await sell(shop);
		const d1 = await dbOf("DB_POS", shop.ws);
		const waiting = () =>
			d1
				.prepare("SELECT COUNT(*) AS n FROM events WHERE account_id = ? AND fanned_out_at IS NULL")
				.bind(shop.ws)
				.first<number>("n");
		expect(await eventually(waiting, (n) => n === 0)).toBe(0);
		expect((await deliveriesOf(shop.key)).body.data).toHaveLength(1);

		expect((await pos(shop.key, "PATCH", `${SUBS}/${sub.id}`, { active: true })).body.data.active).toBe(true);
		f.up();
		expect((await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`)).status).toBe(202);
		const done = await eventually(
			() => delivery(shop.key, d.id),
			(x) => x.status === "succeeded",
		);
		expect(done.attemptLog.at(-1)).toMatchObject({ statusCode: 200 });

		expect((await pos(shop.key, "DELETE", `${SUBS}/${sub.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`), 409, "ENDPOINT_DISABLED");
		expect((await delivery(shop.key, d.id)).status).toBe("succeeded");
	});

	it("an automatic switch-off (failing for 3 days) is undone by PATCH active=true, which clears the streak", async () => {
		const shop = await posShop({ stock: 5 });
		const f = flaky("auto-off");
		const sub = await subscribe(shop.key, { url: f.url, events: ["pos.sale.completed.v1"] });
		const since = Date.now() - 3 * 86_400_000 - 1000;
		const d1 = await dbOf("DB_POS", shop.ws);
		await d1
			.prepare("UPDATE webhook_endpoints SET first_failure_at = ?, failure_streak = 2 WHERE id = ?")
			.bind(since, sub.id)
			.run();
		await sell(shop);
		const off = await eventually(
			() => pos(shop.key, "GET", `${SUBS}/${sub.id}`),
			(r) => r.body.data.active === false,
		);
		expect(off.body.data).toMatchObject({
			active: false,
			failureStreak: 2,
			disabledReason: `Switched off after failing continuously since ${new Date(since).toISOString()} (3 days)`,
		});
		const d = (await deliveriesOf(shop.key)).body.data[0];
		expect(d).toMatchObject({ status: "failed", failureReason: "endpoint_disabled", attempts: 1 });
		expectEnvelopeError(await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`), 409, "ENDPOINT_DISABLED");

		const on = await pos(shop.key, "PATCH", `${SUBS}/${sub.id}`, { active: true });
		expect(on.body.data).toMatchObject({ active: true, disabledReason: null, failureStreak: 0 });
		const row = await d1
			.prepare("SELECT failure_streak, first_failure_at FROM webhook_endpoints WHERE id = ?")
			.bind(sub.id)
			.first();
		expect(row).toEqual({ failure_streak: 0, first_failure_at: null });
		f.up();
		expect((await pos(shop.key, "POST", `${DELIVERIES}/${d.id}/retry`)).status).toBe(202);
		await eventually(
			() => delivery(shop.key, d.id),
			(x) => x.status === "succeeded",
		);
	});
});

describe("the delivery list", () => {
	it("filters by subscriptionId, status and type; pages newest first with meta.cursor", async () => {
		const shop = await posShop({ stock: 20 });
		const a = await subscribe(shop.key, { url: hookUrl("a"), events: ["pos.sale.completed.v1"] });
		const b = await subscribe(shop.key, { url: hookUrl("b"), events: ["*"] });
		const down = flaky("c");
		const c = await subscribe(shop.key, { url: down.url, events: ["pos.sale.voided.v1"] });
		const s1 = (await sell(shop)).body.data;
		await sell(shop);
		expect((await pos(shop.key, "POST", `/sales/${s1.id}/void`, { reason: "Salah input" })).status).toBe(200);
		// a: 2 completed; b: 2 completed + 1 voided; c: 1 voided (its receiver is down: pending).
		const all = await waitFor(
			shop.key,
			"?limit=100",
			(d) =>
				d.length === 6 &&
				d.filter((x) => x.status === "succeeded").length === 5 &&
				d.some((x) => x.attempts > 0 && x.endpointId === c.id),
		);
		const ids = all.body.data.map((x: { id: string }) => x.id);
		const created = all.body.data.map((x: { createdAt: string }) => Date.parse(x.createdAt));
		expect([...created].sort((x, y) => y - x)).toEqual(created);

		const of = async (q: string) => (await deliveriesOf(shop.key, q)).body.data as any[];
		expect((await of(`?subscriptionId=${a.id}`)).map((x) => x.endpointId)).toEqual([a.id, a.id]);
		expect(await of(`?subscriptionId=${b.id}`)).toHaveLength(3);
		expect((await of("?status=pending")).map((x) => x.endpointId)).toEqual([c.id]);
		expect(await of("?status=succeeded")).toHaveLength(5);
		expect(await of("?status=failed")).toEqual([]);
		const voided = await of("?type=pos.sale.voided.v1");
		expect(voided.map((x) => x.endpointId).sort()).toEqual([b.id, c.id].sort());
		expect(await of(`?type=pos.sale.voided.v1&subscriptionId=${b.id}&status=succeeded`)).toHaveLength(1);
		expect(await of("?type=pos.billing.canceled.v1")).toEqual([]);

		const walked: string[] = [];
		let cursor: string | null = null;
		do {
			const r = await deliveriesOf(shop.key, `?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
			expect(r.status).toBe(200);
			walked.push(...r.body.data.map((x: { id: string }) => x.id));
			expect(r.body.meta.hasMore).toBe(r.body.meta.cursor !== null);
			cursor = r.body.meta.cursor;
		} while (cursor);
		expect(walked).toEqual(ids);

		for (const q of ["?limit=0", "?limit=101", "?status=done", "?status=PENDING"])
			expectEnvelopeError(await deliveriesOf(shop.key, q), 400, "VALIDATION_ERROR");
		down.up();
	});
});

describe("tenancy", () => {
	it("another workspace's subscription and delivery ids are 404 and never listed", async () => {
		const shop = await posShop({ stock: 5 });
		const sub = await subscribe(shop.key, { url: hookUrl("mine"), events: ["*"] });
		await sell(shop);
		const d = (await waitFor(shop.key, "", (x) => x[0]?.status === "succeeded")).body.data[0];
		const { key: other } = await posWorkspace();
		await subscribe(other, { url: hookUrl("theirs"), events: ["*"] });

		expectEnvelopeError(await pos(other, "GET", `${SUBS}/${sub.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other, "PATCH", `${SUBS}/${sub.id}`, { active: false }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other, "DELETE", `${SUBS}/${sub.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other, "POST", `${SUBS}/${sub.id}/rotate-secret`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other, "GET", `${DELIVERIES}/${d.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other, "POST", `${DELIVERIES}/${d.id}/retry`), 404, "NOT_FOUND");
		const theirs = (await pos(other, "GET", SUBS)).body.data.map((x: { id: string }) => x.id);
		expect(theirs).not.toContain(sub.id);
		expect(theirs).toHaveLength(1);
		expect((await deliveriesOf(other)).body.data).toEqual([]);
		expect((await deliveriesOf(other, `?subscriptionId=${sub.id}`)).body.data).toEqual([]);
		// Untouched on the owner's side.
		expect((await pos(shop.key, "GET", `${SUBS}/${sub.id}`)).body.data.active).toBe(true);
		expect((await delivery(shop.key, d.id)).status).toBe("succeeded");
	});

	it("every route needs a credential", async () => {
		const { call } = await import("../helpers/http");
		for (const [m, p] of [
			["GET", SUBS],
			["POST", SUBS],
			["GET", `${SUBS}/event-types`],
			["GET", DELIVERIES],
		])
			expectEnvelopeError(
				await call(m, `/pos/api/v1${p}`, { body: m === "POST" ? {} : undefined }),
				401,
				"AUTH_REQUIRED",
			);
	});
});

describe("OpenAPI", () => {
	it("documents every subscription route, the exact events rule and the described event types", async () => {
		const { call } = await import("../helpers/http");
		const doc = (await call("GET", "/pos/openapi.json")).body;
		const ops = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
			Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
		);
		const base = "/api/v1/webhook-subscriptions";
		for (const op of [
			`GET ${base}`,
			`POST ${base}`,
			`GET ${base}/{id}`,
			`PATCH ${base}/{id}`,
			`DELETE ${base}/{id}`,
			`POST ${base}/{id}/rotate-secret`,
			`GET ${base}/deliveries`,
			`GET ${base}/deliveries/{id}`,
			`POST ${base}/deliveries/{id}/retry`,
			`GET ${base}/event-types`,
		])
			expect(ops, op).toContain(op);
		expect(doc.components.schemas.PosEventType.required.sort()).toEqual(["description", "type"]);
		expect(doc.components.schemas.PosWebhookEndpointCreate.properties.events.description).toContain('"*"');
		expect(doc.components.schemas.PosWebhookEndpointCreate.properties.events.description).not.toContain("prefix");
	});
});
