import { createRoute, z } from "@hono/zod-openapi";
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_TTL_MS, type Idempotency } from "../../src/platform/idempotency/idempotency.do";
import { createServiceApp, router } from "../../src/platform/app";
import { ok } from "../../src/platform/envelope";
import { ApiError } from "../../src/platform/errors";
import { idempotency } from "../../src/platform/idempotency";
import { jsonBody, jsonResponse } from "../../src/platform/openapi";

// A throwaway service built with the same factory every real service uses.
function testService(casing: "lower" | "upper") {
	const app = createServiceApp({ name: casing === "lower" ? "pay" : "pos", title: "Test", casing, apiPrefix: "/v1" });
	let executions = 0;
	app.use("/v1/*", async (c, next) => {
		c.set("workspaceId", c.req.header("x-ws") ?? "acc_test");
		c.set("environment", "test");
		await next();
	});
	const r = router();
	r.openapi(
		createRoute({
			method: "post",
			path: "/v1/things",
			middleware: [idempotency({ mode: "required", codes: { mismatch: "idempotency_key_conflict" } })] as const,
			request: jsonBody(z.strictObject({ name: z.string().min(1).max(5), amount: z.number().int().optional() })),
			responses: { 201: jsonResponse(z.object({ n: z.number() }), "ok") },
		}),
		async (c) => {
			executions++;
			const body = c.req.valid("json");
			if (body.name === "slow") await new Promise((res) => setTimeout(res, 50));
			if (body.name === "boom") throw new Error("secret internals");
			if (body.name === "nope") throw new ApiError(409, "insufficient_balance", "no money");
			return ok(c, { n: executions, name: body.name }, 201);
		},
	);
	app.route("/", r);
	return { app, executions: () => executions };
}

const post = (app: ReturnType<typeof testService>["app"], body: string, headers: Record<string, string> = {}) =>
	app.request("/v1/things", { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } }, env);

describe("service app conventions", () => {
	it("validation failures are 400 envelopes naming the field, in the service's casing", async () => {
		const { app } = testService("upper");
		const res = await post(app, JSON.stringify({ name: "toolongname" }), { "Idempotency-Key": crypto.randomUUID() });
		expect(res.status).toBe(400);
		const body = await res.json<any>();
		expect(body).toMatchObject({ data: null, error: { code: "VALIDATION_ERROR", param: "name" } });
		expect(body.meta.requestId).toMatch(/^req_/);
	});

	it("unknown fields are rejected by strict bodies", async () => {
		const { app } = testService("lower");
		const res = await post(app, JSON.stringify({ name: "a", extra: 1 }), { "Idempotency-Key": crypto.randomUUID() });
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({
			error: { code: "validation_error", param: "extra", message: "Unknown field: extra" },
		});
	});

	it("a missing required field names it", async () => {
		const { app } = testService("lower");
		const res = await post(app, JSON.stringify({}), { "Idempotency-Key": crypto.randomUUID() });
		expect(await res.json()).toMatchObject({
			error: { code: "validation_error", param: "name", message: "name is required" },
		});
	});

	it("malformed JSON and a missing body are 400, never 500", async () => {
		const { app } = testService("lower");
		const bad = await post(app, "{not json", { "Idempotency-Key": crypto.randomUUID() });
		expect(bad.status).toBe(400);
		expect(await bad.json()).toMatchObject({ data: null, error: { code: "validation_error" } });
		const none = await app.request(
			"/v1/things",
			{ method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() } },
			env,
		);
		expect(none.status).toBe(400);
	});

	it("a thrown error is a 500 envelope with the request id and no internals", async () => {
		const { app } = testService("upper");
		const res = await post(app, JSON.stringify({ name: "boom" }), { "Idempotency-Key": crypto.randomUUID() });
		expect(res.status).toBe(500);
		const text = await res.text();
		expect(text).not.toContain("secret internals");
		expect(text).not.toContain("at ");
		const body = JSON.parse(text);
		expect(body.error.code).toBe("INTERNAL_ERROR");
		expect(body.error.message).toContain(body.meta.requestId);
		expect(res.headers.get("X-Request-Id")).toBe(body.meta.requestId);
	});
});

describe("idempotency middleware", () => {
	it("requires the key in required mode, with the service's code", async () => {
		const { app } = testService("lower");
		const res = await post(app, JSON.stringify({ name: "a" }));
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: { code: "idempotency_required" } });
	});

	it("a replay returns the identical status and body without executing again", async () => {
		const svc = testService("lower");
		const key = crypto.randomUUID();
		const first = await post(svc.app, JSON.stringify({ name: "a" }), { "Idempotency-Key": key });
		const second = await post(svc.app, JSON.stringify({ name: "a" }), { "Idempotency-Key": key });
		expect(first.status).toBe(201);
		expect(second.status).toBe(201);
		expect(await second.text()).toBe(await first.text());
		expect(second.headers.get("Idempotent-Replayed")).toBe("true");
		expect(svc.executions()).toBe(1);
	});

	it("business errors are stored and replayed too; validation failures store nothing", async () => {
		const svc = testService("lower");
		const key = crypto.randomUUID();
		const a = await post(svc.app, JSON.stringify({ name: "nope" }), { "Idempotency-Key": key });
		const b = await post(svc.app, JSON.stringify({ name: "nope" }), { "Idempotency-Key": key });
		expect(a.status).toBe(409);
		expect(await b.text()).toBe(await a.text());
		const k2 = crypto.randomUUID();
		expect((await post(svc.app, JSON.stringify({ name: "waytoolong" }), { "Idempotency-Key": k2 })).status).toBe(400);
		expect((await post(svc.app, JSON.stringify({ name: "ok" }), { "Idempotency-Key": k2 })).status).toBe(201);
	});

	it("the same key with a different body is a 409 conflict", async () => {
		const { app } = testService("lower");
		const key = crypto.randomUUID();
		await post(app, JSON.stringify({ name: "a" }), { "Idempotency-Key": key });
		const res = await post(app, JSON.stringify({ name: "b" }), { "Idempotency-Key": key });
		expect(res.status).toBe(409);
		expect(await res.json()).toMatchObject({ error: { code: "idempotency_key_conflict" } });
	});

	it("keys are scoped per workspace", async () => {
		const svc = testService("lower");
		const key = crypto.randomUUID();
		await post(svc.app, JSON.stringify({ name: "a" }), { "Idempotency-Key": key, "x-ws": "acc_A" });
		const other = await post(svc.app, JSON.stringify({ name: "b" }), { "Idempotency-Key": key, "x-ws": "acc_B" });
		expect(other.status).toBe(201);
		expect(svc.executions()).toBe(2);
	});

	it("two concurrent requests with one key: exactly one executes, the other gets 409 or the replay", async () => {
		const svc = testService("lower");
		const key = crypto.randomUUID();
		const results = await Promise.all(
			Array.from({ length: 10 }, () => post(svc.app, JSON.stringify({ name: "slow" }), { "Idempotency-Key": key })),
		);
		expect(svc.executions()).toBe(1);
		const statuses = results.map((r) => r.status);
		expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
		for (const s of statuses) expect([201, 409]).toContain(s);
	});

	it("keys over 255 characters are refused", async () => {
		const { app } = testService("lower");
		const res = await post(app, JSON.stringify({ name: "a" }), { "Idempotency-Key": "k".repeat(256) });
		expect(res.status).toBe(400);
	});
});

describe("Idempotency Durable Object", () => {
	const stub = () => env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`test:${crypto.randomUUID()}`));

	it("expires stored responses after 24 h (injectable clock)", async () => {
		const s = stub();
		const t0 = 1_700_000_000_000;
		expect(await s.begin("POST /x k", "fp", t0)).toEqual({ kind: "execute" });
		await s.complete("POST /x k", "fp", 201, "{}", "application/json", t0);
		expect((await s.begin("POST /x k", "fp", t0 + IDEMPOTENCY_TTL_MS - 1)).kind).toBe("replay");
		expect((await s.begin("POST /x k", "other", t0 + IDEMPOTENCY_TTL_MS - 1)).kind).toBe("mismatch");
		expect(await s.begin("POST /x k", "other", t0 + IDEMPOTENCY_TTL_MS)).toEqual({ kind: "execute" });
	});

	it("an abandoned in-flight key frees itself after its lease", async () => {
		const s = stub();
		const t0 = 1_700_000_000_000;
		await s.begin("k", "fp", t0);
		expect((await s.begin("k", "fp", t0 + 1000)).kind).toBe("in_flight");
		expect((await s.begin("k", "fp", t0 + 61_000)).kind).toBe("execute");
	});

	it("the alarm prunes expired keys", async () => {
		const s = stub();
		await s.begin("k", "fp", 1000);
		await s.complete("k", "fp", 200, "{}", "application/json", 1000);
		expect(await runDurableObjectAlarm(s)).toBe(true);
		const left = await runInDurableObject(
			s,
			(_o: Idempotency, state) => state.storage.sql.exec("SELECT count(*) AS n FROM idem_keys").one().n,
		);
		expect(left).toBe(0);
	});
});

describe("request logging", () => {
	it("writes exactly one JSON line per request, with no body or credential in it", async () => {
		const adminApp = (await import("../../src/services")).SERVICES.app("admin")!;
		const lines: string[] = [];
		const original = console.log;
		console.log = (line: string) => lines.push(line);
		try {
			await adminApp.request(
				"/v1/workspaces",
				{
					method: "POST",
					body: JSON.stringify({ name: "Log Test" }),
					headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
				},
				{ ...env, LOG_LEVEL: "info" },
			);
		} finally {
			console.log = original;
		}
		expect(lines).toHaveLength(1);
		const entry = JSON.parse(lines[0]);
		expect(entry).toMatchObject({
			level: "info",
			service: "admin",
			method: "POST",
			route: "/v1/workspaces",
			status: 201,
		});
		expect(entry.requestId).toMatch(/^req_/);
		expect(typeof entry.ms).toBe("number");
		expect(lines[0]).not.toContain("test-admin-token");
		expect(lines[0]).not.toContain("Log Test");
	});
});
