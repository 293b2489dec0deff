// CI outbound webhook endpoints (spec 002 "Pipeline service", issue 21) through the Worker entry:
// create (secret once), read, update, delete, event types, validation and the target rules, the
// 20-endpoint cap and the OpenAPI document. Deliveries: webhook-deliveries.test.ts.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ci, ciWorkspace } from "../helpers/ci";
import { CI_TYPES, createIn, DL, EP, endpoint } from "../helpers/ci-webhooks";
import { call, expectEnvelopeError } from "../helpers/http";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

// Nothing here emits events; the stub only guarantees nothing reaches the network.
beforeAll(() => {
	stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

describe("CI webhook endpoints", () => {
	it("create shows the whsec_ secret once; events default to *; get, list, patch and delete", async () => {
		const { key } = await ciWorkspace();
		const url = hookUrl("crud");
		const created = await ci(key, "POST", EP, { url, description: "Deploy bot" });
		expect(created.status).toBe(201);
		const { secret, ...view } = created.body.data;
		expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
		expect(view).toMatchObject({ url, events: ["*"], description: "Deploy bot", active: true, failureStreak: 0 });
		expect(view.id).toMatch(/^whep_/);
		expect((await ci(key, "GET", `${EP}/${view.id}`)).body.data).toEqual(view);
		const all = await ci(key, "GET", EP);
		expect(all.body.data).toEqual([view]);
		expect(all.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(all.text).not.toContain(secret);

		const body = { events: ["ci.job.", "ci.pipeline.finished.v1"], description: null, url: `${url}/v2` };
		const patched = await ci(key, "PATCH", `${EP}/${view.id}`, body);
		expect(patched.status).toBe(200);
		expect(patched.body.data).toMatchObject({ ...body, id: view.id });
		expect(patched.body.data.secret).toBeUndefined();

		expect((await ci(key, "DELETE", `${EP}/${view.id}`)).status).toBe(204);
		expectEnvelopeError(await ci(key, "GET", `${EP}/${view.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(key, "DELETE", `${EP}/${view.id}`), 404, "NOT_FOUND");
		expect((await ci(key, "GET", EP)).body.data).toEqual([]);
	});

	it("event-types lists every ci.* type with what it means (a static path, not an id)", async () => {
		const { key } = await ciWorkspace();
		const r = await ci(key, "GET", `${EP}/event-types`);
		expect(r.status).toBe(200);
		expect(r.body.data.map((t: { type: string }) => t.type)).toEqual(CI_TYPES);
		for (const t of r.body.data) expect(t.description.length).toBeGreaterThan(20);
	});

	it("an Idempotency-Key replay answers the same endpoint and secret; another body is IDEMPOTENCY_KEY_IN_USE", async () => {
		const { key } = await ciWorkspace();
		const body = { url: hookUrl(), events: ["ci.pipeline."] };
		const h = { "Idempotency-Key": `ik-${crypto.randomUUID()}` };
		const first = await ci(key, "POST", EP, body, h);
		const again = await ci(key, "POST", EP, body, h);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(await ci(key, "POST", EP, { ...body, url: hookUrl() }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect((await ci(key, "GET", EP)).body.data).toHaveLength(1);
	});

	it("at most 20 endpoints, also when 24 creates race: the rest are 409 LIMIT_REACHED", async () => {
		const { key } = await ciWorkspace();
		const racing = await Promise.all(Array.from({ length: 24 }, () => ci(key, "POST", EP, { url: hookUrl() })));
		expect(racing.filter((r) => r.status === 201)).toHaveLength(20);
		for (const r of racing.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "LIMIT_REACHED");
		expectEnvelopeError(await ci(key, "POST", EP, { url: hookUrl() }), 409, "LIMIT_REACHED");
		expect((await ci(key, "GET", `${EP}?limit=100`)).body.data).toHaveLength(20);
	});
});

describe("CI webhook validation: each a 400 VALIDATION_ERROR, nothing written", () => {
	const PRIVATE = ["10.1.2.3", "172.16.5.4", "172.31.255.1", "192.168.1.10", "169.254.169.254", "[fe80::1]"];
	const BAD: Array<[string, Record<string, unknown>, string]> = [
		["not a URL", { url: "hooks.example.com/x" }, "url"],
		["ftp", { url: "ftp://hooks.example.com/x" }, "url"],
		["url over 2000", { url: `https://hooks.example.com/${"a".repeat(1980)}` }, "url"],
		...PRIVATE.flatMap(
			(h): Array<[string, Record<string, unknown>, string]> => [
				[`https ${h}`, { url: `https://${h}/hook` }, "url"],
				[`http ${h}`, { url: `http://${h}/hook` }, "url"],
			],
		),
		["unknown type", { events: ["ci.pipeline.exploded.v1"] }, "events"],
		["prefix matching nothing", { events: ["ci.runner."] }, "events"],
		["empty events", { events: [] }, "events"],
		["description over 500", { description: "x".repeat(501) }, "description"],
		["unknown field", { secret: "whsec_mine" }, ""],
	];

	it("on create and on patch", async () => {
		const { key } = await ciWorkspace();
		for (const [why, extra, param] of BAD) {
			const r = await ci(key, "POST", EP, { url: hookUrl(), ...extra });
			expect(r.status, why).toBe(400);
			expect(r.body.error.code, why).toBe("VALIDATION_ERROR");
			if (param) expect(r.body.error.param ?? "", why).toContain(param);
		}
		expectEnvelopeError(await ci(key, "POST", EP, { events: ["*"] }), 400, "VALIDATION_ERROR");
		expect((await ci(key, "GET", EP)).body.data).toEqual([]);

		const { secret: _, ...before } = await endpoint(key, { url: hookUrl(), events: ["ci.job.started.v1"] });
		for (const [why, patch] of BAD) expect((await ci(key, "PATCH", `${EP}/${before.id}`, patch)).status, why).toBe(400);
		expectEnvelopeError(await ci(key, "PATCH", `${EP}/${before.id}`, {}), 400, "VALIDATION_ERROR");
		expect((await ci(key, "GET", `${EP}/${before.id}`)).body.data).toEqual(before);
	});

	it("loopback http:// only in local development (the test env); production wants public https", async () => {
		const { key } = await ciWorkspace();
		expect(env.ENVIRONMENT).toBe("development");
		for (const url of ["http://127.0.0.1:8788/hooks", "http://localhost:9000/ci", "http://[::1]/x"])
			expect((await ci(key, "POST", EP, { url })).status, url).toBe(201);
		for (const url of ["http://127.0.0.1:8788/hooks", "https://localhost/x", "http://hooks.example.com/x"]) {
			const r = await createIn("production", key, { url });
			expect(r.status, url).toBe(400);
			expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", param: "url" });
		}
		expect((await createIn("production", key, { url: hookUrl() })).status).toBe(201);
		expect((await ci(key, "GET", EP)).body.data).toHaveLength(4);
	});
});

describe("CI webhook OpenAPI", () => {
	it("/ci/openapi.json documents every webhook route with a summary", async () => {
		const doc = (await call("GET", "/ci/openapi.json")).body;
		const base = "/api/v1";
		for (const [m, path] of [
			["get", `${base}${EP}`],
			["post", `${base}${EP}`],
			["get", `${base}${EP}/event-types`],
			["get", `${base}${EP}/{id}`],
			["patch", `${base}${EP}/{id}`],
			["delete", `${base}${EP}/{id}`],
			["get", `${base}${DL}`],
			["get", `${base}${DL}/{id}`],
			["post", `${base}${DL}/{id}/retry`],
		]) {
			expect(doc.paths[path]?.[m]?.summary, `${m} ${path}`).toEqual(expect.any(String));
		}
		const params = doc.paths[`${base}${DL}`].get.parameters.map((x: { name: string }) => x.name);
		expect(params.sort()).toEqual(["cursor", "endpointId", "limit", "status", "type"]);
		expect(doc.components.schemas.CiWebhookEndpointCreate.required).toEqual(["url"]);
	});
});
