import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env";
import { namespacePolicies } from "../../src/services/localization/namespaces";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locProject, locWorkspace } from "../helpers/loc";
import { envOf } from "../helpers/shards";

const names = async (key: string, id: string) =>
	(await loc(key, "GET", `/projects/${id}`)).body.data.namespaces.map(
		(n: { name: string; reviewPolicy: string }) => `${n.name}:${n.reviewPolicy}`,
	);

describe("namespaces", () => {
	it("POST 201 (standard by default, or gated); they show in the project view after default", async () => {
		const { ws, key } = await locWorkspace();
		const p = await locProject(key);
		const a = await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "checkout" });
		expect(a.status, a.text).toBe(201);
		expect(a.body.data).toMatchObject({ name: "checkout", reviewPolicy: "standard" });
		expect(Date.parse(a.body.data.createdAt)).toBeGreaterThan(0);
		const b = await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "Legal.v2_x-y", reviewPolicy: "gated" });
		expect(b.body.data.reviewPolicy).toBe("gated");
		expect(await names(key, p.id)).toEqual(["default:standard", "checkout:standard", "Legal.v2_x-y:gated"]);
		expect(Object.fromEntries(await namespacePolicies(await envOf<Env>(ws), p.id))).toEqual({
			default: "standard",
			checkout: "standard",
			"Legal.v2_x-y": "gated",
		});
	});

	it("a taken name (default too) is 409 CONFLICT; names are case-sensitive; racing adds make one", async () => {
		const { key } = await locWorkspace();
		const p = await locProject(key);
		for (const name of ["default"]) {
			const r = await loc(key, "POST", `/projects/${p.id}/namespaces`, { name });
			expectEnvelopeError(r, 409, "CONFLICT");
			expect(r.body.error.param).toBe("name");
		}
		expect((await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "Default" })).status).toBe(201);
		const all = await Promise.all(
			Array.from({ length: 5 }, () => loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "race" })),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of all.filter((r) => r.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await names(key, p.id)).toEqual(["default:standard", "Default:standard", "race:standard"]);
	});

	it("400 naming the field for malformed bodies", async () => {
		const { key } = await locWorkspace();
		const p = await locProject(key);
		for (const [body, param] of [
			[{}, "name"],
			[{ name: "" }, "name"],
			[{ name: "has space" }, "name"],
			[{ name: "a/b" }, "name"],
			[{ name: "x".repeat(65) }, "name"],
			[{ name: "ok", reviewPolicy: "strict" }, "reviewPolicy"],
			[{ name: "ok", extra: true }, "extra"],
		] as const) {
			const r = await loc(key, "POST", `/projects/${p.id}/namespaces`, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param, JSON.stringify(body)).toBe(param);
		}
		expect(await names(key, p.id)).toEqual(["default:standard"]);
	});

	it("PATCH sets the review policy; unknown name 404; malformed 400; Idempotency-Key replays", async () => {
		const { key } = await locWorkspace();
		const p = await locProject(key);
		const r = await loc(key, "PATCH", `/projects/${p.id}/namespaces/default`, { reviewPolicy: "gated" });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ name: "default", reviewPolicy: "gated" });
		expect(await names(key, p.id)).toEqual(["default:gated"]);
		expectEnvelopeError(
			await loc(key, "PATCH", `/projects/${p.id}/namespaces/nope`, { reviewPolicy: "gated" }),
			404,
			"NOT_FOUND",
		);
		for (const body of [{}, { reviewPolicy: "x" }, { reviewPolicy: "gated", name: "y" }])
			expectEnvelopeError(
				await loc(key, "PATCH", `/projects/${p.id}/namespaces/default`, body),
				400,
				"VALIDATION_ERROR",
			);
		const h = { "Idempotency-Key": `n-${crypto.randomUUID()}` };
		const first = await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "idem" }, h);
		const again = await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "idem" }, h);
		expect(again.status).toBe(201);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(
			await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "other" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
	});
});
