import { describe, expect, it } from "vitest";
import { admin, call, createWorkspace, expectEnvelopeError } from "../helpers/http";

describe("admin API — errors", () => {
	it("a missing or wrong admin token is 401 in the envelope", async () => {
		expectEnvelopeError(await call("POST", "/admin/v1/workspaces", { body: { name: "x" } }), 401, "unauthorized");
		expectEnvelopeError(
			await call("GET", "/admin/v1/workspaces", { headers: { Authorization: "Bearer wrong" } }),
			401,
			"unauthorized",
		);
		expectEnvelopeError(
			await call("GET", "/admin/v1/workspaces", { headers: { Authorization: "Basic dGVzdA==" } }),
			401,
			"unauthorized",
		);
	});

	it("validates workspace bodies", async () => {
		expectEnvelopeError(await admin("POST", "/v1/workspaces", {}), 400, "validation_error");
		expectEnvelopeError(await admin("POST", "/v1/workspaces", { name: "" }), 400, "validation_error");
		expectEnvelopeError(await admin("POST", "/v1/workspaces", { name: "x".repeat(101) }), 400, "validation_error");
		expectEnvelopeError(
			await admin("POST", "/v1/workspaces", { name: "ok", slug: "Bad Slug" }),
			400,
			"validation_error",
		);
		const unknown = await admin("POST", "/v1/workspaces", { name: "ok", owner: "x" });
		expectEnvelopeError(unknown, 400, "validation_error");
		expect(unknown.body.error.param).toBe("owner");
	});

	it("workspace and credential names refuse control characters (NUL, CR/LF, TAB) → 400 validation_error naming the field", async () => {
		for (const name of ["Toko\u0000Budi", "Toko\r\nBudi", "Toko\tBudi", "Toko Budi\n"]) {
			const res = await admin("POST", "/v1/workspaces", { name });
			expectEnvelopeError({ ...res, text: `${JSON.stringify(name)}: ${res.text}` }, 400, "validation_error");
			expect(res.body.error.param).toBe("name");
		}
		const id = await createWorkspace();
		for (const service of ["pay", "secrets"]) {
			const res = await admin("POST", `/v1/workspaces/${id}/credentials`, { service, name: "deploy\r\nbot" });
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param).toBe("name");
		}
		const tok = await admin("POST", "/v1/tokens", { accountId: id, sub: "usr_1\u0000admin" });
		expectEnvelopeError(tok, 400, "validation_error");
		expect(tok.body.error.param).toBe("sub");
	});

	it("malformed JSON is a 400 envelope", async () => {
		const res = await call("POST", "/admin/v1/workspaces", {
			raw: "{",
			headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
		});
		expectEnvelopeError(res, 400, "validation_error");
	});

	it("an explicit duplicate slug is 409", async () => {
		const slug = `dup-${crypto.randomUUID().slice(0, 8)}`;
		await admin("POST", "/v1/workspaces", { name: "a", slug });
		expectEnvelopeError(await admin("POST", "/v1/workspaces", { name: "b", slug }), 409, "conflict");
	});

	it("unknown workspaces are 404 everywhere", async () => {
		const ghost = "acc_01J0000000000000000000000";
		expectEnvelopeError(await admin("GET", `/v1/workspaces/${ghost}`), 404, "not_found");
		expectEnvelopeError(
			await admin("POST", `/v1/workspaces/${ghost}/credentials`, { service: "pay" }),
			404,
			"not_found",
		);
		expectEnvelopeError(await admin("PUT", `/v1/workspaces/${ghost}/plans/pay`, { plan: "growth" }), 404, "not_found");
		expectEnvelopeError(
			await admin("PUT", `/v1/workspaces/${ghost}/allowlist/secrets`, { allowed: true }),
			404,
			"not_found",
		);
	});

	it("credentials for an unknown service are 400 with a clear message", async () => {
		const id = await createWorkspace();
		const res = await admin("POST", `/v1/workspaces/${id}/credentials`, { service: "nope" });
		expectEnvelopeError(res, 400, "validation_error");
		expect(res.body.error.message).toMatch(/nope/);
	});

	it("plans are checked against the service's catalogue", async () => {
		const id = await createWorkspace();
		expectEnvelopeError(
			await admin("PUT", `/v1/workspaces/${id}/plans/pay`, { plan: "platinum" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await admin("PUT", `/v1/workspaces/${id}/plans/nope`, { plan: "free" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await admin("PUT", `/v1/workspaces/${id}/allowlist/pay`, { allowed: true }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await admin("PUT", `/v1/workspaces/${id}/allowlist/secrets`, { allowed: "yes" }),
			400,
			"validation_error",
		);
	});

	it("tokens need an acc_ id", async () => {
		expectEnvelopeError(await admin("POST", "/v1/tokens", { accountId: "nope" }), 400, "validation_error");
	});
});

describe("admin API — development-only tokens", () => {
	it("refuses to mint IdP tokens outside development", async () => {
		const { env } = await import("cloudflare:test");
		const adminApp = (await import("../../src/services")).SERVICES.app("admin")!;
		const res = await adminApp.request(
			"/v1/tokens",
			{
				method: "POST",
				body: JSON.stringify({ accountId: "acc_x" }),
				headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
			},
			{ ...env, ENVIRONMENT: "production" },
		);
		expect(res.status).toBe(403);
		expect(await res.json()).toMatchObject({ error: { code: "forbidden" } });
	});
});
