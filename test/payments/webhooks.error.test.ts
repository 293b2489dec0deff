import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { eventually, mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

async function keys() {
	const ws = await createWorkspace();
	return { ws, test: await mintPayKey(ws), live: await mintPayKey(ws, { environment: "live" }) };
}
const create = (key: PayKey, body: unknown) => payCall(key, "POST", "/v1/webhook-endpoints", { body });
async function endpoint(key: PayKey, body: Record<string, unknown> = {}) {
	const res = await create(key, { url: hookUrl(), events: ["*"], ...body });
	if (res.status !== 201) throw new Error(res.text);
	return res.body.data as { id: string; url: string };
}

describe("URL checks on create and update (400 validation_error naming url, with the reason)", () => {
	it("refuses private, link-local, reserved and local targets in every spelling, for test and live keys", async () => {
		const { test, live } = await keys();
		const targets = [
			"https://10.0.0.1/hook",
			"https://172.20.1.1/hook",
			"https://192.168.0.10/hook",
			"https://169.254.169.254/latest/meta-data/",
			"https://2852039166/", // 169.254.169.254
			"https://0xa9fea9fe/",
			"https://100.64.1.1/",
			"https://0.0.0.0/",
			"https://224.0.0.5/",
			"https://[fd00::1]/",
			"https://[fe80::1]/",
			"https://[::ffff:169.254.169.254]/",
			"https://[2001:db8::5]/",
			"https://printer.local/hook",
			"https://metadata.google.internal/computeMetadata/v1/",
			"https://intranet/hook",
		];
		for (const url of targets) {
			for (const key of [test, live]) {
				const res = await create(key, { url, events: ["*"] });
				expectEnvelopeError(res, 400, "validation_error");
				expect(res.body.error.param, url).toBe("url");
				expect(res.body.error.message).toMatch(/public addresses only|private|link-local|reserved|single-label/);
			}
		}
		expect((await payCall(test, "GET", "/v1/webhook-endpoints")).body.data).toEqual([]);
	});

	it("loopback: refused for live endpoints; accepted for test-mode endpoints in local development (ENVIRONMENT=development)", async () => {
		expect(env.ENVIRONMENT).toBe("development");
		const { test, live } = await keys();
		for (const url of [
			"https://127.0.0.1:9000/hook",
			"https://localhost/hook",
			"https://[::1]:9000/hook",
			"https://2130706433/",
		]) {
			const res = await create(live, { url, events: ["*"] });
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.message).toMatch(/loopback/);
		}
		for (const url of ["http://127.0.0.1:9000/hook", "http://localhost:3000/webhooks", "http://[::1]:9000/hook"]) {
			const res = await create(test, { url, events: ["*"] });
			expect(res.status, url).toBe(201);
		}
		// The exception is loopback only: private and link-local stay refused for test endpoints too.
		for (const url of ["http://169.254.169.254/", "http://192.168.1.1/", "http://10.1.2.3:8080/"]) {
			expectEnvelopeError(await create(test, { url, events: ["*"] }), 400, "validation_error");
		}
	});

	it("https only for live endpoints (http accepted in test mode); at most 2000 characters; no credentials; absolute URLs", async () => {
		const { test, live } = await keys();
		const httpLive = await create(live, { url: "http://hooks.example.com/x", events: ["*"] });
		expectEnvelopeError(httpLive, 400, "validation_error");
		expect(httpLive.body.error.message).toMatch(/https/);
		expect((await create(test, { url: "http://hooks.example.com/x", events: ["*"] })).status).toBe(201);
		const base = "https://hooks.example.com/";
		expect((await create(live, { url: base + "a".repeat(2000 - base.length), events: ["*"] })).status).toBe(201);
		const long = await create(live, { url: base + "a".repeat(2001 - base.length), events: ["*"] });
		expectEnvelopeError(long, 400, "validation_error");
		expect(long.body.error.message).toMatch(/2000/);
		for (const url of [
			"https://user:pw@hooks.example.com/",
			"ftp://hooks.example.com/",
			"/relative",
			"not a url",
			"",
		]) {
			const res = await create(live, { url, events: ["*"] });
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param, url).toBe("url");
		}
	});

	it("PATCH checks a new url the same way and changes nothing when refused", async () => {
		const { live } = await keys();
		const e = await endpoint(live);
		const res = await payCall(live, "PATCH", `/v1/webhook-endpoints/${e.id}`, {
			body: { url: "https://169.254.169.254/", description: "x" },
		});
		expectEnvelopeError(res, 400, "validation_error");
		expect(res.body.error.param).toBe("url");
		const got = await payCall(live, "GET", `/v1/webhook-endpoints/${e.id}`);
		expect(got.body.data).toMatchObject({ url: e.url, description: null });
	});
});

describe("body validation", () => {
	it("events: non-empty list of known types, dot prefixes that match a type, or *", async () => {
		const { test } = await keys();
		for (const events of [
			[],
			["payout.created"],
			["api_key.created"],
			["portal_session.created"],
			["invoice.refund."],
			["payout"],
			"payout.paid",
			[1],
			null,
		]) {
			const res = await create(test, { url: hookUrl(), events });
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param, JSON.stringify(events)).toMatch(/^events/);
		}
		const missing = await create(test, { url: hookUrl() });
		expectEnvelopeError(missing, 400, "validation_error");
		expect(missing.body.error.param).toBe("events");
		const ok = await create(test, {
			url: hookUrl(),
			events: ["payout.", "adapter.managed.", "invoice.paid", "invoice.paid"],
		});
		expect(ok.status).toBe(201);
		expect(ok.body.data.events).toEqual(["payout.", "adapter.managed.", "invoice.paid"]);
	});

	it("description at most 500; unknown fields refused; PATCH needs a field; malformed JSON is a 400", async () => {
		const { test } = await keys();
		expect((await create(test, { url: hookUrl(), events: ["*"], description: "d".repeat(500) })).status).toBe(201);
		const long = await create(test, { url: hookUrl(), events: ["*"], description: "d".repeat(501) });
		expectEnvelopeError(long, 400, "validation_error");
		expect(long.body.error.param).toBe("description");
		const extra = await create(test, { url: hookUrl(), events: ["*"], secret: "whsec_mine" });
		expectEnvelopeError(extra, 400, "validation_error");
		expect(extra.body.error.param).toBe("secret");
		const e = await endpoint(test);
		expectEnvelopeError(
			await payCall(test, "PATCH", `/v1/webhook-endpoints/${e.id}`, { body: {} }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(test, "PATCH", `/v1/webhook-endpoints/${e.id}`, { body: { active: "yes" } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(test, "PATCH", `/v1/webhook-endpoints/${e.id}`, { body: { failureStreak: 0 } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(test, "POST", "/v1/webhook-endpoints", { raw: "{not json" }),
			400,
			"validation_error",
		);
	});

	it("a workspace has at most 20 endpoints per environment (409 limit_reached)", async () => {
		const { test, live } = await keys();
		for (let i = 0; i < 20; i++) await endpoint(test);
		expectEnvelopeError(await create(test, { url: hookUrl(), events: ["*"] }), 409, "limit_reached");
		expect((await create(live, { url: hookUrl(), events: ["*"] })).status).toBe(201);
	});

	it("the 20-endpoint cap holds under 40 parallel creates: exactly 20 are made, the other 20 get 409 limit_reached", async () => {
		const { ws, test } = await keys();
		const results = await Promise.all(
			Array.from({ length: 40 }, () => create(test, { url: hookUrl(), events: ["*"] })),
		);
		expect(results.filter((r) => r.status === 201)).toHaveLength(20);
		for (const r of results.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "limit_reached");
		expect((await payCall(test, "GET", "/v1/webhook-endpoints?limit=100")).body.data).toHaveLength(20);
		const stored = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT COUNT(*) AS n FROM webhook_endpoints WHERE account_id = ? AND environment = 'test'")
			.bind(ws)
			.first<{ n: number }>();
		expect(stored?.n).toBe(20);
	});

	it("event list filters: bad times, inverted range, bad limit, a cursor minted for other filters", async () => {
		const { test } = await keys();
		for (const q of [
			"createdSince=yesterday",
			"createdUntil=2026-13-45T00:00:00Z",
			"limit=0",
			"limit=101",
			"limit=abc",
			"cursor=%%%",
		]) {
			expectEnvelopeError(await payCall(test, "GET", `/v1/events?${q}`), 400, "validation_error");
		}
		const inverted = await payCall(
			test,
			"GET",
			"/v1/events?createdSince=2026-02-01T00:00:00Z&createdUntil=2026-01-01T00:00:00Z",
		);
		expectEnvelopeError(inverted, 400, "validation_error");
		expect(inverted.body.error.param).toBe("createdSince");
		await payCall(test, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid", count: 3 } });
		const first = await payCall(test, "GET", "/v1/events?limit=1&type=payout.paid");
		const cursor = first.body.meta.page.nextCursor;
		expect(cursor).toBeTypeOf("string");
		expectEnvelopeError(
			await payCall(test, "GET", `/v1/events?limit=1&type=payout.&cursor=${cursor}`),
			400,
			"validation_error",
		);
	});
});

describe("rotate-secret body", () => {
	it("expiresInSeconds must be an integer 0-86400 and no other field is accepted; nothing rotates on a 400", async () => {
		const { ws, test } = await keys();
		const e = await endpoint(test, { url: hookUrl() });
		const hash = async () =>
			(
				await (
					await dbOf("DB_PAY", ws)
				)
					.prepare("SELECT secret_hash FROM webhook_endpoints WHERE id = ?")
					.bind(e.id)
					.first<{ secret_hash: string }>()
			)?.secret_hash;
		const before = await hash();
		for (const [body, param] of [
			[{ expiresInSeconds: -1 }, "expiresInSeconds"],
			[{ expiresInSeconds: 86_401 }, "expiresInSeconds"],
			[{ expiresInSeconds: 1.5 }, "expiresInSeconds"],
			[{ expiresInSeconds: "60" }, "expiresInSeconds"],
			[{ expiresInSeconds: null }, "expiresInSeconds"],
			[{ expiresInSeconds: 60, expiresAt: 1 }, "expiresAt"],
			[{ secret: "whsec_mine" }, "secret"],
		] as const) {
			const res = await payCall(test, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, { body });
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param).toBe(param);
		}
		expectEnvelopeError(
			await payCall(test, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, { raw: "{nope" }),
			400,
			"validation_error",
		);
		expect(await hash()).toBe(before);
		const max = await payCall(test, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, {
			body: { expiresInSeconds: 86_400 },
		});
		expect(max.status).toBe(200);
		expect(Date.parse(max.body.data.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(86_390_000);
	});
});

describe("not found", () => {
	it("unknown ids are 404 not_found on every route", async () => {
		const { test } = await keys();
		const ghost = "whep_01JB4X6N0ZQ8K3C9W2T5V7R1MD";
		for (const [m, p, body] of [
			["GET", `/v1/webhook-endpoints/${ghost}`],
			["PATCH", `/v1/webhook-endpoints/${ghost}`, { active: true }],
			["DELETE", `/v1/webhook-endpoints/${ghost}`],
			["POST", `/v1/webhook-endpoints/${ghost}/rotate-secret`],
			["GET", `/v1/webhook-endpoints/${ghost}/deliveries`],
			["GET", "/v1/webhook-deliveries/whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD"],
			["POST", "/v1/webhook-deliveries/whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD/retry"],
			["GET", "/v1/events/evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD"],
		] as const) {
			expectEnvelopeError(await payCall(test, m, p, body ? { body } : {}), 404, "not_found");
		}
	});
});

describe("manual retry codes", () => {
	it("409 already_queued while pending; 409 endpoint_disabled when the endpoint is off or deleted", async () => {
		const { test } = await keys();
		const url = hookUrl("down");
		receiver.on(url, () => new Response("down", { status: 500 }));
		const e = await endpoint(test, { url });
		await payCall(test, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid" } });
		const list = await eventually(
			() => payCall(test, "GET", `/v1/webhook-endpoints/${e.id}/deliveries`),
			(r) => r.body.data?.[0]?.attempts >= 1,
		);
		const d = list.body.data[0];
		expect(d.status).toBe("pending");
		expectEnvelopeError(await payCall(test, "POST", `/v1/webhook-deliveries/${d.id}/retry`), 409, "already_queued");

		await payCall(test, "PATCH", `/v1/webhook-endpoints/${e.id}`, { body: { active: false } });
		expectEnvelopeError(await payCall(test, "POST", `/v1/webhook-deliveries/${d.id}/retry`), 409, "endpoint_disabled");
		await payCall(test, "PATCH", `/v1/webhook-endpoints/${e.id}`, { body: { active: true } });
		expect((await payCall(test, "GET", `/v1/webhook-deliveries/${d.id}`)).body.data.status).toBe("failed");
		expect((await payCall(test, "POST", `/v1/webhook-deliveries/${d.id}/retry`)).status).toBe(202);
		expectEnvelopeError(await payCall(test, "POST", `/v1/webhook-deliveries/${d.id}/retry`), 409, "already_queued");

		// Deleting the endpoint fails its queued deliveries; retrying one is endpoint_disabled.
		expect((await payCall(test, "DELETE", `/v1/webhook-endpoints/${e.id}`)).status).toBe(204);
		const gone = await payCall(test, "GET", `/v1/webhook-deliveries/${d.id}`);
		expect(gone.body.data).toMatchObject({ status: "failed", failureReason: "endpoint_deleted" });
		expectEnvelopeError(await payCall(test, "POST", `/v1/webhook-deliveries/${d.id}/retry`), 409, "endpoint_disabled");
	});
});

describe("scopes and test mode", () => {
	it("read_only keys read but cannot write; restricted keys need the exact scope", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const e = await endpoint(root);
		const ro = await mintPayKey(ws, { role: "read_only" });
		expect((await payCall(ro, "GET", "/v1/webhook-endpoints")).status).toBe(200);
		expect((await payCall(ro, "GET", "/v1/events")).status).toBe(200);
		expectEnvelopeError(await create(ro, { url: hookUrl(), events: ["*"] }), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(ro, "DELETE", `/v1/webhook-endpoints/${e.id}`), 403, "insufficient_scope");
		const onlyRead = await mintPayKey(ws, { role: "restricted", scopes: ["pay:webhook_endpoint:read"] });
		expect((await payCall(onlyRead, "GET", `/v1/webhook-endpoints/${e.id}`)).status).toBe(200);
		expectEnvelopeError(await payCall(onlyRead, "GET", "/v1/events"), 403, "insufficient_scope");
		expectEnvelopeError(
			await payCall(onlyRead, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`),
			403,
			"insufficient_scope",
		);
		expectEnvelopeError(
			await payCall(onlyRead, "POST", "/v1/webhook-deliveries/whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD/retry"),
			403,
			"insufficient_scope",
		);
	});

	it("the test-mode events helper: live keys get 404; count and type are checked", async () => {
		const { test, live } = await keys();
		expectEnvelopeError(
			await payCall(live, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid" } }),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await payCall(test, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid", count: 101 } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(test, "POST", "/v1/test-helpers/events", { body: { type: "api_key.created" } }),
			400,
			"validation_error",
		);
		const ok = await payCall(test, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid", count: 100 } });
		expect(ok.status).toBe(201);
		expect(ok.body.data).toHaveLength(100);
	});
});
