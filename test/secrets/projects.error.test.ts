import { describe, expect, it } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { api, BASE, environment, project, tenant } from "./helpers";

describe("projects and environments: validation", () => {
	it.each([
		[{}, "name"],
		[{ name: "" }, "name"],
		[{ name: "   " }, "name"],
		[{ name: "x".repeat(101) }, "name"],
		[{ name: 42 }, "name"],
		[{ name: "ok", slug: "mine" }, "slug"],
	])("POST /projects %j → 400 VALIDATION_ERROR on %s", async (body, param) => {
		const t = await tenant();
		const res = await api("POST", "/projects", t.key, body);
		expectEnvelopeError(res, 400, "VALIDATION_ERROR");
		expect(res.body.error.param).toBe(param);
		const env = await project(t);
		const res2 = await api("POST", `/projects/${env.id}/environments`, t.key, body);
		expectEnvelopeError(res2, 400, "VALIDATION_ERROR");
		expect(res2.body.error.param).toBe(param);
	});

	it("project and environment names refuse control characters (NUL, CR/LF, LF, TAB, ESC) → 400 VALIDATION_ERROR, nothing created", async () => {
		const t = await tenant();
		const p = await project(t, "Shop");
		for (const name of [
			"Shop\u0000Admin",
			"Shop\r\nAdmin",
			"Shop\nAdmin",
			"Shop\tAdmin",
			"Shop\u001b[2JAdmin",
			"Shop\u0085Admin",
		]) {
			for (const path of ["/projects", `/projects/${p.id}/environments`]) {
				const res = await api("POST", path, t.key, { name });
				expectEnvelopeError({ ...res, text: `${JSON.stringify(name)} ${path}: ${res.text}` }, 400, "VALIDATION_ERROR");
				expect(res.body.error.param).toBe("name");
			}
		}
		expect((await api("GET", "/projects", t.key)).body.data).toHaveLength(1);
		expect((await api("GET", `/projects/${p.id}/environments`, t.key)).body.data).toHaveLength(0);
	});

	it("names of exactly 1 and 100 characters are accepted", async () => {
		const t = await tenant();
		expect((await api("POST", "/projects", t.key, { name: "a" })).status).toBe(201);
		const long = await api("POST", "/projects", t.key, { name: "b".repeat(100) });
		expect(long.status).toBe(201);
		expect(long.body.data.slug).toBe("b".repeat(60));
	});

	it("malformed JSON and a missing body are 400", async () => {
		const t = await tenant();
		const headers = { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" };
		expectEnvelopeError(await call("POST", `${BASE}/projects`, { raw: "{name:", headers }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await call("POST", `${BASE}/projects`, { headers }), 400, "VALIDATION_ERROR");
	});

	it("GET lists reject a bad limit or cursor", async () => {
		const t = await tenant();
		const p = await project(t);
		for (const q of ["limit=0", "limit=101", "limit=abc", "cursor=not-a-cursor"]) {
			expectEnvelopeError(await api("GET", `/projects?${q}`, t.key), 400, "VALIDATION_ERROR");
			expectEnvelopeError(await api("GET", `/projects/${p.id}/environments?${q}`, t.key), 400, "VALIDATION_ERROR");
		}
		expect((await api("GET", "/projects?limit=100", t.key)).status).toBe(200);
		// A cursor is bound to the list it came from.
		await project(t);
		const page = await api("GET", "/projects?limit=1", t.key);
		const res = await api("GET", `/projects/${p.id}/environments?cursor=${page.body.meta.cursor}`, t.key);
		expectEnvelopeError(res, 400, "VALIDATION_ERROR");
		expect(res.body.error.param).toBe("cursor");
	});
});

describe("projects and environments: conflicts and unknown ids", () => {
	it("a duplicate project slug in the workspace is 409 CONFLICT; another workspace may reuse it", async () => {
		const t = await tenant();
		await project(t, "Billing API");
		for (const name of ["Billing API", "billing-api", "BILLING  api!"]) {
			const res = await api("POST", "/projects", t.key, { name });
			expectEnvelopeError(res, 409, "CONFLICT");
			expect(res.body.error.message).toContain('"billing-api"');
		}
		const other = await tenant();
		expect((await api("POST", "/projects", other.key, { name: "Billing API" })).status).toBe(201);
		expect((await api("GET", "/projects", t.key)).body.data).toHaveLength(1);
	});

	it("a duplicate environment slug in the project is 409 CONFLICT", async () => {
		const t = await tenant();
		const p = await project(t);
		await environment(t, p.id, "Production");
		const res = await api("POST", `/projects/${p.id}/environments`, t.key, { name: "PRODUCTION" });
		expectEnvelopeError(res, 409, "CONFLICT");
		expect((await api("GET", `/projects/${p.id}/environments`, t.key)).body.data).toHaveLength(1);
	});

	it("an unknown project id is 404 NOT_FOUND", async () => {
		const t = await tenant();
		expectEnvelopeError(
			await api("POST", "/projects/proj_01JUNKNOWN0000000000000000/environments", t.key, { name: "x" }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(
			await api("GET", "/projects/proj_01JUNKNOWN0000000000000000/environments", t.key),
			404,
			"NOT_FOUND",
		);
	});

	it("a wrong method is 405 and an unknown route 404", async () => {
		const t = await tenant();
		const res = await api("DELETE", "/projects", t.key);
		expect(res.status).toBe(405);
		expect(res.body.error.code).toBe("METHOD_NOT_ALLOWED");
		expectEnvelopeError(await api("GET", "/nothing-here", t.key), 404, "NOT_FOUND");
	});
});
