import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyGithubSignature } from "../../src/services/pipeline/integrations/github";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { call, expectEnvelopeError } from "../helpers/http";

// A GitHub repository-hooks API in memory: toko/down answers 503, toko/private needs the token "ghp_ok".
type Hook = { id: number; config: { url: string; secret?: string }; events: string[]; active: boolean };
const hooks = new Map<string, Hook[]>();
const seen: Array<{ method: string; url: string; auth: string | null }> = [];
let nextId = 1;
const json = (status: number, body: unknown) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
async function github(input: RequestInfo | URL, init?: RequestInit) {
	const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
	const method = init?.method ?? "GET";
	const auth = new Headers(init?.headers).get("Authorization");
	seen.push({ method, url: url.href, auth });
	const m = url.pathname.match(/^\/repos\/([^/]+\/[^/]+)\/hooks(?:\/(\d+))?$/);
	if (url.host !== "api.github.com" || !m) return json(404, { message: "Not Found" });
	const repo = m[1];
	if (repo === "toko/down") return json(503, { message: "Service Unavailable" });
	if (repo === "toko/private" && auth !== "Bearer ghp_ok") return json(404, { message: "Not Found" });
	const list = hooks.get(repo) ?? [];
	hooks.set(repo, list);
	const body = init?.body ? JSON.parse(String(init.body)) : {};
	if (method === "GET" && !m[2]) return json(200, list);
	if (method === "POST") {
		const h = { id: nextId++, config: body.config, events: body.events, active: body.active };
		list.push(h);
		return json(201, h);
	}
	const h = list.find((x) => x.id === Number(m[2]));
	if (!h) return json(404, { message: "Not Found" });
	if (method === "PATCH") Object.assign(h, { config: body.config ?? h.config, events: body.events ?? h.events });
	if (method === "DELETE") list.splice(list.indexOf(h), 1);
	return method === "DELETE" ? new Response(null, { status: 204 }) : json(200, h);
}

beforeAll(() => {
	vi.stubGlobal("fetch", vi.fn(github));
});
afterAll(() => {
	vi.unstubAllGlobals();
});

const P = "/projects";
const count = async (ws: string) =>
	(
		await (
			await ciDbOf(ws)
		)
			.prepare("SELECT COUNT(*) AS n FROM projects WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>()
	)?.n;

describe("CI projects", () => {
	it("create registers the hook (secret only here); the code host's hook signs with that secret", async () => {
		const { key } = await ciWorkspace();
		const r = await ci(key, "POST", P, { repoFullName: "toko/kasir", name: "Kasir" });
		expect(r.status, r.text).toBe(201);
		const p = r.body.data;
		expect(p.id).toMatch(/^proj_/);
		expect(p).toMatchObject({
			repoFullName: "toko/kasir",
			defaultBranch: "main",
			configPath: ".pasar-ci.yml",
			hasCloneToken: false,
			webhookRegistered: true,
			webhookError: null,
			latestPipeline: null,
			webhookUrl: `http://127.0.0.1:8787/ci/api/v1/webhooks/scm/${p.id}`,
		});
		expect(p.webhookSecret).toMatch(/^whsec_/);
		expect(p.badgeUrl).toBe(`http://127.0.0.1:8787/ci/api/v1/public/badges/${p.badgeToken}/pipeline.svg`);
		const [hook] = hooks.get("toko/kasir") ?? [];
		expect(hook).toMatchObject({
			config: { url: p.webhookUrl, secret: p.webhookSecret },
			events: ["push", "pull_request"],
		});
		const body = '{"zen":"Keep it logically awesome."}';
		const sig = `sha256=${[...new Uint8Array(await crypto.subtle.sign("HMAC", await crypto.subtle.importKey("raw", new TextEncoder().encode(p.webhookSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]), new TextEncoder().encode(body)))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
		expect(await verifyGithubSignature(p.webhookSecret, body, sig)).toBe(true);
		const got = (await ci(key, "GET", `${P}/${p.id}`)).body.data;
		expect(got.webhookSecret).toBeUndefined();
		expect(got).toMatchObject({ id: p.id, webhookRegistered: true });
		// re-registering updates the same hook, never a second one
		const again = await ci(key, "POST", `${P}/${p.id}/webhook`);
		expect(again.status).toBe(200);
		expect(hooks.get("toko/kasir")).toHaveLength(1);
	});

	it("a clone token is sealed at rest and sent to the code host; never returned", async () => {
		const { key } = await ciWorkspace();
		const r = await ci(key, "POST", P, { repoFullName: "toko/private", name: "Private", cloneToken: "ghp_ok" });
		expect(r.body.data).toMatchObject({ hasCloneToken: true, webhookRegistered: true });
		expect(r.text).not.toContain("ghp_ok");
		const stored = await ciShards.prepare("SELECT * FROM projects WHERE id = ?").bind(r.body.data.id).first();
		expect(JSON.stringify(stored)).not.toContain("ghp_ok");
		expect(seen.filter((s) => s.url.includes("toko/private")).every((s) => s.auth === "Bearer ghp_ok")).toBe(true);
		const noToken = await ci(key, "POST", P, { repoFullName: "toko/private2", name: "x" });
		expect(noToken.status).toBe(201);
	});

	it("a code host that refuses: 201 with webhookError; POST …/webhook is then 502 UPSTREAM_ERROR", async () => {
		const { key } = await ciWorkspace();
		const r = await ci(key, "POST", P, { repoFullName: "toko/down", name: "Down" });
		expect(r.status).toBe(201);
		expect(r.body.data.webhookRegistered).toBe(false);
		expect(r.body.data.webhookError).toBeTruthy();
		expectEnvelopeError(await ci(key, "POST", `${P}/${r.body.data.id}/webhook`), 502, "UPSTREAM_ERROR");
		expect((await ci(key, "GET", `${P}/${r.body.data.id}`)).body.data.webhookRegistered).toBe(false);
	});

	it("bad bodies are 400, a repository taken is 409, nothing written", async () => {
		const { ws, key } = await ciWorkspace();
		for (const body of [
			{ name: "x" },
			{ repoFullName: "no-slash", name: "x" },
			{ repoFullName: "a/b/c", name: "x" },
			{ repoFullName: "toko/x", name: "" },
			{ repoFullName: "toko/x", name: "x".repeat(101) },
			{ repoFullName: "toko/x", name: "x", defaultBranch: "bad branch" },
			{ repoFullName: "toko/x", name: "x", configPath: "../etc/passwd" },
			{ repoFullName: "toko/x", name: "x", extra: true },
		])
			expectEnvelopeError(await ci(key, "POST", P, body), 400, "VALIDATION_ERROR");
		expect(await count(ws)).toBe(0);
		expect((await ci(key, "POST", P, { repoFullName: "toko/dup", name: "One" })).status).toBe(201);
		expectEnvelopeError(await ci(key, "POST", P, { repoFullName: "toko/dup", name: "Two" }), 409, "CONFLICT");
		expect(await count(ws)).toBe(1);
	});

	it("8 racing creates of one repository make one project; the rest are 409", async () => {
		const { ws, key } = await ciWorkspace();
		const res = await Promise.all(
			Array.from({ length: 8 }, (_, i) => ci(key, "POST", P, { repoFullName: "toko/race", name: `R${i}` })),
		);
		expect(res.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of res.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await count(ws)).toBe(1);
	});

	it("list newest first with a cursor; delete answers {id, deleted: true} and the badge goes with it", async () => {
		const { key } = await ciWorkspace();
		const ids = [];
		for (const n of ["a", "b", "c"])
			ids.push((await ci(key, "POST", P, { repoFullName: `toko/${n}`, name: n })).body.data.id);
		const first = await ci(key, "GET", `${P}?limit=2`);
		expect(first.body.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
		expect(first.body.meta.hasMore).toBe(true);
		const next = await ci(key, "GET", `${P}?limit=2&cursor=${first.body.meta.cursor}`);
		expect(next.body.data.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
		const badge = (await ci(key, "GET", `${P}/${ids[0]}`)).body.data.badgeToken;
		const svg = await call("GET", `/ci/api/v1/public/badges/${badge}/pipeline.svg`);
		expect(svg.status).toBe(200);
		expect(svg.headers.get("content-type")).toContain("image/svg+xml");
		expect(svg.headers.get("cache-control")).toBe("public, max-age=30");
		expect(svg.text).toContain(">unknown</text>");
		const del = await ci(key, "DELETE", `${P}/${ids[0]}`);
		expect(del.body.data).toEqual({ id: ids[0], deleted: true });
		expectEnvelopeError(await ci(key, "GET", `${P}/${ids[0]}`), 404, "NOT_FOUND");
		expectEnvelopeError(await call("GET", `/ci/api/v1/public/badges/${badge}/pipeline.svg`), 404, "NOT_FOUND");
	});

	it("tenancy: another workspace's project is 404 for every route and never listed", async () => {
		const a = await ciWorkspace();
		const b = await ciWorkspace();
		const p = (await ci(a.key, "POST", P, { repoFullName: "toko/mine", name: "Mine" })).body.data;
		expectEnvelopeError(await ci(b.key, "GET", `${P}/${p.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "DELETE", `${P}/${p.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "POST", `${P}/${p.id}/webhook`), 404, "NOT_FOUND");
		expect((await ci(b.key, "GET", P)).body.data).toEqual([]);
		// the same repository in another workspace is its own project
		expect((await ci(b.key, "POST", P, { repoFullName: "toko/mine", name: "Theirs" })).status).toBe(201);
		expect((await ci(a.key, "GET", `${P}/${p.id}`)).status).toBe(200);
	});

	it("an Idempotency-Key replays the first project (and its secret)", async () => {
		const { ws, key } = await ciWorkspace();
		const h = { "Idempotency-Key": `p-${crypto.randomUUID()}` };
		const first = await ci(key, "POST", P, { repoFullName: "toko/idem", name: "I" }, h);
		const again = await ci(key, "POST", P, { repoFullName: "toko/idem", name: "I" }, h);
		expect(again.body.data).toEqual(first.body.data);
		expect(first.body.data.webhookSecret).toMatch(/^whsec_/);
		// the stored answer a replay repeats never holds the secret: it is derived on the way out
		const stored = await ciShards
			.prepare("SELECT webhook_secret_salt AS salt FROM projects WHERE id = ?")
			.bind(first.body.data.id)
			.first<{ salt: string }>();
		expect(JSON.stringify(stored)).not.toContain(first.body.data.webhookSecret);
		expectEnvelopeError(
			await ci(key, "POST", P, { repoFullName: "toko/idem2", name: "I" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		expect(await count(ws)).toBe(1);
	});
});
