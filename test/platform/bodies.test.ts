import { env, SELF } from "cloudflare:test";
import { createRoute, z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describe, expect, it } from "vitest";
import { createServiceApp, router } from "../../src/platform/app";
import { ok } from "../../src/platform/envelope";
import { jsonResponse } from "../../src/platform/openapi";
import { ADMIN_TOKEN, call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { BASE, tenant } from "../secrets/helpers";

// Issue 12 across services: 415 and 413 in each service's casing, one body limit per service,
// 405 on the dispatcher's own routes, and no response with the bare code "error".

const KiB = 1024;
const MiB = 1024 * KiB;
const adminHeaders = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("415 unsupported_media_type in every service's casing", () => {
	it("admin: a non-JSON body is 415 unsupported_media_type and creates nothing", async () => {
		const slug = `media-${crypto.randomUUID().slice(0, 8)}`;
		const body = JSON.stringify({ name: "Toko Media", slug });
		expectEnvelopeError(
			await call("POST", "/admin/v1/workspaces", {
				raw: body,
				headers: { ...adminHeaders, "Content-Type": "text/plain" },
			}),
			415,
			"unsupported_media_type",
		);
		const noType = await SELF.fetch(`${ORIGIN}/admin/v1/workspaces`, {
			method: "POST",
			headers: adminHeaders,
			body: new TextEncoder().encode(body),
		});
		expect(noType.status).toBe(415);
		expect((await noType.json<any>()).error.code).toBe("unsupported_media_type");
		const created = await call("POST", "/admin/v1/workspaces", {
			body: { name: "Toko Media", slug },
			headers: adminHeaders,
		});
		expect(created.status, created.text).toBe(201);
	});

	it("secrets: 415 UNSUPPORTED_MEDIA_TYPE is not stored under the Idempotency-Key; the fixed request runs", async () => {
		const t = await tenant();
		const k = crypto.randomUUID();
		const raw = JSON.stringify({ name: "Kasir" });
		const refused = await call("POST", `${BASE}/projects`, {
			raw,
			headers: { ...bearer(t.key), "Content-Type": "text/plain", "Idempotency-Key": k },
		});
		expectEnvelopeError(refused, 415, "UNSUPPORTED_MEDIA_TYPE");
		const fixed = await call("POST", `${BASE}/projects`, {
			raw,
			headers: { ...bearer(t.key), "Content-Type": "application/json", "Idempotency-Key": k },
		});
		expect(fixed.status, fixed.text).toBe(201);
		expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
		expect(fixed.body.data.name).toBe("Kasir");
	});
});

describe("one body limit per service (413 before anything reads the body)", () => {
	it("admin (1 MiB): 413 payload_too_large", async () => {
		const big = JSON.stringify({ name: "x".repeat(MiB + 1) });
		expectEnvelopeError(
			await call("POST", "/admin/v1/workspaces", {
				raw: big,
				headers: { ...adminHeaders, "Content-Type": "application/json" },
			}),
			413,
			"payload_too_large",
		);
		// Before the admin token is even checked.
		expectEnvelopeError(
			await call("POST", "/admin/v1/workspaces", { raw: big, headers: { "Content-Type": "application/json" } }),
			413,
			"payload_too_large",
		);
	});

	it("secrets (512 KiB): 413 PAYLOAD_TOO_LARGE above it, even before auth; below it the body is validated as usual", async () => {
		const t = await tenant();
		const p = await call("POST", `${BASE}/projects`, { body: { name: "Limits" }, headers: bearer(t.key) });
		const e = await call("POST", `${BASE}/projects/${p.body.data.id}/environments`, {
			body: { name: "prod" },
			headers: bearer(t.key),
		});
		const path = `${BASE}/environments/${e.body.data.id}/secrets`;
		const over = await call("PUT", path, {
			body: { key: "BIG", value: "x".repeat(512 * KiB) },
			headers: bearer(t.key),
		});
		expectEnvelopeError(over, 413, "PAYLOAD_TOO_LARGE");
		expect(over.body.error.message).toContain("512 KiB");
		expectEnvelopeError(
			await call("PUT", path, { body: { key: "BIG", value: "x".repeat(512 * KiB) } }),
			413,
			"PAYLOAD_TOO_LARGE",
		);
		const under = await call("PUT", path, {
			body: { key: "BIG", value: "x".repeat(400 * KiB) },
			headers: bearer(t.key),
		});
		expectEnvelopeError(under, 400, "VALIDATION_ERROR");
		expect(under.body.error.param).toBe("value");
	});

	it("point of sale (no such route yet, so no credential is asked): a 2 MiB POST is 413 PAYLOAD_TOO_LARGE, a small one the usual 404", async () => {
		expectEnvelopeError(
			await call("POST", "/pos/api/v1/orders", {
				raw: "x".repeat(2 * MiB),
				headers: { "Content-Type": "application/json" },
			}),
			413,
			"PAYLOAD_TOO_LARGE",
		);
		expectEnvelopeError(await call("POST", "/pos/api/v1/orders", { body: { total: 1 } }), 404, "NOT_FOUND");
	});
});

describe("the dispatcher's own routes", () => {
	it.each([
		["DELETE", "/health"],
		["POST", "/health"],
		["PUT", "/health/"],
		["PATCH", "/ping"],
		["POST", "/ping"],
		["DELETE", "/ping"],
	])("%s %s is a 405 envelope with Allow: GET, HEAD", async (method, path) => {
		const res = await call(method, path);
		expectEnvelopeError(res, 405, "method_not_allowed");
		expect(res.headers.get("Allow")).toBe("GET, HEAD");
	});

	it("GET and HEAD still answer", async () => {
		expect((await call("GET", "/health")).status).toBe(200);
		expect((await SELF.fetch(`${ORIGIN}/health`, { method: "HEAD" })).status).toBe(200);
		expect((await call("GET", "/ping")).text).toBe("pong");
		expect((await SELF.fetch(`${ORIGIN}/ping`, { method: "HEAD" })).status).toBe(200);
	});
});

describe("library HTTP exceptions get named codes, never 'error'", () => {
	const app = createServiceApp({ name: "pos", title: "Test", casing: "upper", apiPrefix: "/v1" });
	const r = router();
	r.openapi(
		createRoute({
			method: "post",
			path: "/forms/thing",
			request: {
				body: {
					content: { "application/x-www-form-urlencoded": { schema: z.object({ a: z.string() }) } },
					required: true,
				},
			},
			responses: { 200: jsonResponse(z.object({}), "ok") },
		}),
		(c) => ok(c, {}),
	);
	r.get("/throw/:status", (c) => {
		throw new HTTPException(Number(c.req.param("status")) as ContentfulStatusCode, { message: "from a library" });
	});
	app.route("/", r);

	it("zod-openapi's media-type gate (415) on a form route outside the JSON API", async () => {
		const res = await app.request(
			"/forms/thing",
			{ method: "POST", body: '{"a":"b"}', headers: { "Content-Type": "application/json" } },
			env,
		);
		expect(res.status).toBe(415);
		expect((await res.json<any>()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
	});

	it.each([
		[400, "VALIDATION_ERROR"],
		[401, "UNAUTHORIZED"],
		[403, "FORBIDDEN"],
		[404, "NOT_FOUND"],
		[405, "METHOD_NOT_ALLOWED"],
		[409, "CONFLICT"],
		[410, "GONE"],
		[413, "PAYLOAD_TOO_LARGE"],
		[415, "UNSUPPORTED_MEDIA_TYPE"],
		[422, "VALIDATION_ERROR"],
		[429, "RATE_LIMITED"],
		[418, "BAD_REQUEST"],
	])("HTTPException %i → %s", async (status, code) => {
		const res = await app.request(`/throw/${status}`, {}, env);
		expect(res.status).toBe(status);
		expect((await res.json<any>()).error.code).toBe(code);
	});
});

describe("unpaired UTF-16 surrogates (found by the fuzzer, issue 26)", () => {
	it("a JSON string escaping half a surrogate pair is 400 validation_error naming it, and creates nothing", async () => {
		const slug = `lone-${crypto.randomUUID().slice(0, 8)}`;
		const r = await call("POST", "/admin/v1/workspaces", {
			raw: `{"name":"Toko \\ud800","slug":"${slug}"}`,
			headers: { ...adminHeaders, "Content-Type": "application/json" },
		});
		expectEnvelopeError(r, 400, "validation_error");
		expect(r.body.error.param).toBe("name");
		const list = await call("GET", "/admin/v1/workspaces?limit=100", { headers: adminHeaders });
		expect(JSON.stringify(list.body)).not.toContain(slug);
		// The same refusal in another service's casing, in a nested field and a key.
		const t = await tenant();
		const nested = await call("POST", `${BASE}/projects`, {
			raw: '{"name":"ok","x":{"\\udc00":1}}',
			headers: { ...bearer(t.key), "Content-Type": "application/json" },
		});
		expectEnvelopeError(nested, 400, "VALIDATION_ERROR");
	});

	it("well-formed pairs, escaped or not, pass", async () => {
		const r = await call("POST", "/admin/v1/workspaces", {
			raw: `{"name":"Toko \\ud83c\\uddee\\ud83c\\udde9 🇮🇩"}`,
			headers: { ...adminHeaders, "Content-Type": "application/json" },
		});
		expect(r.status, r.text).toBe(201);
		expect(r.body.data.name).toBe("Toko 🇮🇩 🇮🇩");
	});
});
