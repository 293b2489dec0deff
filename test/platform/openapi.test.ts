import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

/** Structural checks of an OpenAPI 3.1 document (a schema validator needs code generation, which workerd forbids). */
function validate(doc: any): string[] {
	const problems: string[] = [];
	if (doc.openapi !== "3.1.0") problems.push("openapi must be 3.1.0");
	if (typeof doc.info?.title !== "string" || typeof doc.info?.version !== "string")
		problems.push("info.title and info.version are required");
	const refs: string[] = [];
	const walk = (v: unknown) => {
		if (Array.isArray(v)) v.forEach(walk);
		else if (v && typeof v === "object") {
			for (const [k, x] of Object.entries(v)) {
				if (k === "$ref" && typeof x === "string") refs.push(x);
				else walk(x);
			}
		}
	};
	walk(doc);
	for (const ref of refs) {
		const target = ref
			.replace(/^#\//, "")
			.split("/")
			.reduce((o: any, key) => o?.[key], doc);
		if (target === undefined) problems.push(`unresolved $ref ${ref}`);
	}
	for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
		if (!path.startsWith("/")) problems.push(`path ${path} must start with /`);
		const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
		for (const [method, op] of Object.entries<any>(item)) {
			if (!["get", "put", "post", "delete", "patch", "head", "options", "trace"].includes(method)) continue;
			if (!op.responses || !Object.keys(op.responses).length) problems.push(`${method} ${path} has no responses`);
			for (const p of op.parameters ?? [])
				if (!p.name || !["path", "query", "header", "cookie"].includes(p.in))
					problems.push(`${method} ${path} bad parameter`);
			const declared = (op.parameters ?? []).filter((p: any) => p.in === "path").map((p: any) => p.name);
			for (const name of templated)
				if (!declared.includes(name)) problems.push(`${method} ${path} does not declare path parameter ${name}`);
		}
	}
	return problems;
}

describe("OpenAPI documents", () => {
	it.each(["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"])(
		"/%s/openapi.json is a well-formed OpenAPI 3.1 document",
		async (svc) => {
			const res = await call("GET", `/${svc}/openapi.json`);
			expect(res.status).toBe(200);
			expect(validate(res.body)).toEqual([]);
		},
	);

	it("the admin document lists its operations", async () => {
		const res = await call("GET", "/admin/openapi.json");
		expect(Object.keys(res.body.paths)).toEqual(
			expect.arrayContaining([
				"/v1/workspaces",
				"/v1/workspaces/{id}",
				"/v1/workspaces/{id}/credentials",
				"/v1/tokens",
			]),
		);
	});
});
