import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
	childEnvironment,
	collectVariables,
	parseAssignment,
	resolveTarget,
	secretsClient,
} from "../../scripts/cli/secrets-core.mjs";
import { ORIGIN } from "../helpers/http";
import { api, environment, project, put, tenant } from "./helpers";

/** The CLI's context (scripts/cli/context.mjs): the origin, and the Worker under test as its fetch. */
const ctx = { baseUrl: ORIGIN, fetch: (r: Request) => SELF.fetch(r) };

describe("secrets CLI against the real service (scripts/cli/secrets-core.mjs)", () => {
	it("resolves project and environment by slug or id and collects every current value, audited", async () => {
		const t = await tenant();
		const p = await project(t, "Web App");
		const prod = await environment(t, p.id, "Production");
		await environment(t, p.id, "Staging");
		await put(t, prod.id, "DATABASE_URL", "postgres://old");
		await put(t, prod.id, "DATABASE_URL", "postgres://new");
		for (let i = 0; i < 12; i++) await put(t, prod.id, `K${i}`, `v${i}`);
		const client = secretsClient(ctx, t.jwt);
		const bySlug = await resolveTarget(client, "web-app", "production");
		expect(bySlug.environment.id).toBe(prod.id);
		const byId = await resolveTarget(client, p.id, prod.id);
		expect(byId.environment.id).toBe(prod.id);
		const vars = await collectVariables(client, bySlug.environment, 5);
		expect(Object.keys(vars)).toHaveLength(13);
		expect(vars.DATABASE_URL).toBe("postgres://new");
		expect(vars.K11).toBe("v11");
		const audit = await api("GET", "/audit?limit=100", t.key);
		expect(audit.body.data.filter((a: { action: string }) => a.action === "secret.reveal")).toHaveLength(13);
		expect(childEnvironment({ PATH: "/bin", DATABASE_URL: "mine" }, vars)).toMatchObject({
			PATH: "/bin",
			DATABASE_URL: "postgres://new",
		});
		expect(childEnvironment({ DATABASE_URL: "mine" }, vars, { preserve: true }).DATABASE_URL).toBe("mine");
	});

	it("pages through long lists (more than 100 secrets)", async () => {
		const t = await tenant();
		const p = await project(t, "Big");
		const e = await environment(t, p.id, "prod");
		await Promise.all(
			Array.from({ length: 105 }, (_, i) =>
				api("PUT", `/environments/${e.id}/secrets`, t.key, { key: `BULK_${i}`, value: String(i) }),
			),
		);
		const vars = await collectVariables(secretsClient(ctx, t.key), e);
		expect(Object.keys(vars)).toHaveLength(105);
		expect(vars.BULK_104).toBe("104");
	});

	it("fails clearly on an unknown project or environment, a missing or bad token, and another workspace's project", async () => {
		const t = await tenant();
		const p = await project(t, "Mine");
		await environment(t, p.id, "prod");
		const client = secretsClient(ctx, t.key);
		await expect(resolveTarget(client, "nope", "prod")).rejects.toThrow('no project "nope" (known: mine)');
		await expect(resolveTarget(client, "mine", "staging")).rejects.toThrow(
			'no environment "staging" in project mine (known: prod)',
		);
		await expect(resolveTarget(client, undefined, "prod")).rejects.toThrow(/--project is required/);
		expect(() => secretsClient(ctx, undefined)).toThrow(/PASAR_SECRETS_TOKEN/);
		await expect(resolveTarget(secretsClient(ctx, "sk_live_bogus"), "mine", "prod")).rejects.toThrow(
			/401 AUTH_REQUIRED/,
		);
		const other = await tenant();
		await expect(resolveTarget(secretsClient(ctx, other.key), p.id, "prod")).rejects.toThrow(/no project/);
	});

	it("parses KEY=value assignments", () => {
		expect(parseAssignment("A=b=c")).toEqual({ key: "A", value: "b=c" });
		expect(parseAssignment("EMPTY=")).toEqual({ key: "EMPTY", value: "" });
		expect(() => parseAssignment("=x")).toThrow(/KEY=value/);
		expect(() => parseAssignment("NOVALUE")).toThrow(/KEY=value/);
		expect(() => parseAssignment("1A=x")).toThrow(/not a valid key/);
	});
});
