import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

describe("secrets OpenAPI document", () => {
	it("documents every endpoint of the spec table under /api/v1, without auth", async () => {
		const res = await call("GET", "/secrets/openapi.json");
		expect(res.status).toBe(200);
		const ops = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
			Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
		);
		expect(ops.sort()).toEqual(
			[
				"POST /api/v1/projects",
				"GET /api/v1/projects",
				"POST /api/v1/projects/{projectId}/environments",
				"GET /api/v1/projects/{projectId}/environments",
				"PUT /api/v1/environments/{envId}/secrets",
				"GET /api/v1/environments/{envId}/secrets",
				"POST /api/v1/secrets/{secretId}/reveal",
				"DELETE /api/v1/secrets/{secretId}",
				"GET /api/v1/audit",
			].sort(),
		);
		expect(res.body.servers[0].url).toBe("http://127.0.0.1:8787/secrets");
	});
});
