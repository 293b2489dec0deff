import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { admin, call, expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

const TOKEN = /^cirt_[0-9a-f]{48}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const create = (key: string, body: unknown, headers: Record<string, string> = {}) =>
	ci(key, "POST", "/runners", body, headers);
/** Every runner the workspace sees, all pages followed (shared runners made by other tests may fill a page). */
const list = async (key: string) => {
	const data: any[] = [];
	let text = "";
	for (let cursor = ""; ; ) {
		const r = await ci(key, "GET", `/runners?limit=100${cursor && `&cursor=${cursor}`}`);
		expect(r.status, r.text).toBe(200);
		data.push(...r.body.data);
		text += r.text;
		if (!r.body.meta.hasMore) return { body: { data }, text };
		cursor = r.body.meta.cursor;
	}
};
const byId = (r: { body: { data: Array<{ id: string }> } }, id: string) =>
	r.body.data.find((x) => x.id === id) as Record<string, any> | undefined;
const ownCount = async (ws: string) =>
	(
		await (
			await ciDbOf(ws)
		)
			.prepare("SELECT COUNT(*) AS n FROM runners WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>()
	)?.n;
/** The runner protocol with a runner token. */
const register = (token: string, body?: unknown) =>
	call("POST", "/ci/api/v1/runner/register", { body, headers: { Authorization: `Bearer ${token}` } });
const requestJob = (token: string, wait = 0) =>
	call("POST", "/ci/api/v1/runner/jobs/request", { body: { wait }, headers: { Authorization: `Bearer ${token}` } });
let repos = 0;
/** A pipeline whose one job is tagged `tag` (so only runners with that tag take it). */
async function taggedJob(key: string, tag: string) {
	const repo = `toko/runners${++repos}`;
	const head = sha(8000 + repos);
	gh.repos.set(repo, {
		branches: { main: head },
		files: { [head]: { ".pasar-ci.yml": `build:\n  tags: [${tag}]\n  script: make\n` } },
	});
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const r = await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" });
	expect(r.status, r.text).toBe(201);
	return r.body.data.jobs[0] as { id: string; status: string };
}
const jobStatus = async (key: string, id: string) => (await ci(key, "GET", `/jobs/${id}`)).body.data.status;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sharedRunner = async (body: Record<string, unknown> = { description: "shared box" }) => {
	const r = await admin("POST", "/v1/maintenance/ci/create-shared-runner", body);
	expect(r.status, r.text).toBe(200);
	return r.body.data as { id: string; token: string };
};

describe("CI runners: POST /runners", () => {
	it("201: the runner with its cirt_ token, shown once and stored only hashed", async () => {
		const { ws, key } = await ciWorkspace();
		const r = await create(key, { description: "  build box 1  ", tags: [" linux ", "docker", "linux"] });
		expect(r.status, r.text).toBe(201);
		const d = r.body.data;
		expect(d).toMatchObject({
			description: "build box 1",
			shared: false,
			tags: ["linux", "docker"],
			runUntagged: true,
			paused: false,
			status: "offline",
			contactedAt: null,
			name: null,
			version: null,
			platform: null,
		});
		expect(d.id).toMatch(/^runner_/);
		expect(d.createdAt).toMatch(ISO);
		expect(d.token).toMatch(TOKEN);
		expect(Object.keys(d).sort()).toEqual(
			[
				"id",
				"description",
				"shared",
				"tags",
				"runUntagged",
				"paused",
				"status",
				"contactedAt",
				"name",
				"version",
				"platform",
				"createdAt",
				"token",
			].sort(),
		);
		const row = await ciShards
			.prepare("SELECT account_id, token_hash FROM runners WHERE id = ?")
			.bind(d.id)
			.first<{ account_id: string; token_hash: string }>();
		expect(row?.account_id).toBe(ws);
		expect(row?.token_hash).toBe(await sha256Hex(d.token));
		expect(JSON.stringify(row)).not.toContain(d.token);

		const other = await create(key, { description: "no untagged", runUntagged: false });
		expect(other.status, other.text).toBe(201);
		expect(other.body.data).toMatchObject({ runUntagged: false, tags: [] });
		expect(other.body.data.token).not.toBe(d.token);
	});

	it("400 VALIDATION_ERROR for a bad body, nothing written", async () => {
		const { ws, key } = await ciWorkspace();
		const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
		for (const body of [
			{},
			{ description: "" },
			{ description: "   " },
			{ description: "x".repeat(201) },
			{ description: 7 },
			{ description: "ok", tags: tags(21) },
			{ description: "ok", tags: "linux" },
			{ description: "ok", tags: ["a,b"] },
			{ description: "ok", tags: [""] },
			{ description: "ok", tags: ["x".repeat(101)] },
			{ description: "ok", runUntagged: "yes" },
			{ description: "ok", token: "cirt_mine" },
			{ description: "ok", shared: true },
		])
			expectEnvelopeError(await create(key, body), 400, "VALIDATION_ERROR");
		const raw = await call("POST", "/ci/api/v1/runners", {
			raw: "{not json",
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
		});
		expectEnvelopeError(raw, 400, "VALIDATION_ERROR");
		expect(await ownCount(ws)).toBe(0);

		// the limits themselves are fine
		const edge = await create(key, { description: "x".repeat(200), tags: tags(20) });
		expect(edge.status, edge.text).toBe(201);
		expect(edge.body.data.tags).toHaveLength(20);
		expect(await ownCount(ws)).toBe(1);
	});

	it("needs the workspace's key: none or a bad one → 401 AUTH_REQUIRED", async () => {
		expectEnvelopeError(await call("POST", "/ci/api/v1/runners", { body: { description: "x" } }), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await call("GET", "/ci/api/v1/runners"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await ci("sk_live_nope", "GET", "/runners"), 401, "AUTH_REQUIRED");
		// a runner token is no API key
		const { key } = await ciWorkspace();
		const token = (await create(key, { description: "r" })).body.data.token;
		expectEnvelopeError(await ci(token, "GET", "/runners"), 401, "AUTH_REQUIRED");
	});

	it("Idempotency-Key: a replay answers the same runner and token, one row; another body → 409", async () => {
		const { ws, key } = await ciWorkspace();
		const h = { "Idempotency-Key": "runner-once" };
		const first = await create(key, { description: "once" }, h);
		expect(first.status, first.text).toBe(201);
		const again = await create(key, { description: "once" }, h);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expect(await ownCount(ws)).toBe(1);
		const other = await create(key, { description: "twice" }, h);
		expect(other.status).toBe(409);
		expect(await ownCount(ws)).toBe(1);
		// the key is the workspace's: another workspace's same key makes its own runner
		const b = await ciWorkspace();
		const theirs = await create(b.key, { description: "once" }, h);
		expect(theirs.status).toBe(201);
		expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
		expect(theirs.body.data.id).not.toBe(first.body.data.id);
	});

	it("at most 100 per workspace → 409 CONFLICT; racing creates near the cap stop at exactly 100", async () => {
		const { ws, key } = await ciWorkspace();
		for (let batch = 0; batch < 97; batch += 20) {
			const rs = await Promise.all(
				Array.from({ length: Math.min(20, 97 - batch) }, (_, i) => create(key, { description: `r${batch + i}` })),
			);
			for (const r of rs) expect(r.status, r.text).toBe(201);
		}
		expect(await ownCount(ws)).toBe(97);
		const race = await Promise.all(Array.from({ length: 8 }, (_, i) => create(key, { description: `race${i}` })));
		const codes = race.map((r) => r.status).sort();
		expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
		for (const r of race.filter((x) => x.status === 409)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await ownCount(ws)).toBe(100);
		expectEnvelopeError(await create(key, { description: "one more" }), 409, "CONFLICT");

		// every one of them is listed (with the shared ones)
		const own = (await list(key)).body.data.filter((r: { shared: boolean }) => !r.shared);
		expect(own).toHaveLength(100);

		// shared runners are not counted, nor are another workspace's
		const b = await ciWorkspace();
		expect((await create(b.key, { description: "elsewhere" })).status).toBe(201);
		await sharedRunner({ description: "operator box while one workspace is full" });
		// a delete frees a place
		const gone = await ci(key, "DELETE", `/runners/${own[0].id}`);
		expect(gone.status, gone.text).toBe(200);
		expect((await create(key, { description: "again" })).status).toBe(201);
		expectEnvelopeError(await create(key, { description: "over" }), 409, "CONFLICT");
		expect(await ownCount(ws)).toBe(100);
	});
});

describe("CI runners: GET /runners", () => {
	it("the workspace's own and the shared ones (shared: true, first), never a token or its hash", async () => {
		const { key } = await ciWorkspace();
		const mine = (await create(key, { description: "mine", tags: ["linux"] })).body.data;
		const older = (await create(key, { description: "mine too" })).body.data;
		const shared = await sharedRunner({ description: "operator box", tags: ["docker"], runUntagged: false });
		expect(shared.id).toMatch(/^runner_/);
		expect(shared.token).toMatch(TOKEN);
		const theirs = (await create((await ciWorkspace()).key, { description: "theirs" })).body.data;

		const r = await list(key);
		const ids = r.body.data.map((x: { id: string }) => x.id);
		expect(ids).toContain(mine.id);
		expect(ids).toContain(older.id);
		expect(ids).toContain(shared.id);
		expect(ids).not.toContain(theirs.id);
		expect(byId(r, shared.id)).toMatchObject({
			description: "operator box",
			shared: true,
			tags: ["docker"],
			runUntagged: false,
			paused: false,
			status: "offline",
		});
		expect(byId(r, mine.id)).toMatchObject({ description: "mine", shared: false, tags: ["linux"] });
		const { token: _t, ...view } = mine;
		expect(byId(r, mine.id)).toEqual(view);
		// shared first, then newest first
		const sharedFlags = r.body.data.map((x: { shared: boolean }) => x.shared);
		expect(sharedFlags).toEqual([...sharedFlags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
		expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(mine.id));
		for (const x of r.body.data) expect(x).not.toHaveProperty("token");
		for (const t of [mine.token, older.token, shared.token]) {
			expect(r.text).not.toContain(t);
			expect(r.text).not.toContain(await sha256Hex(t));
		}
		expect(r.text).not.toMatch(/cirt_|tokenHash|token_hash/);
	});

	it("pages with a cursor like every CI list; bad limits and cursors → 400 (issue 37 item 11)", async () => {
		const { key } = await ciWorkspace();
		const made = [];
		for (let i = 0; i < 3; i++) made.push((await create(key, { description: `paged ${i}` })).body.data.id);
		await sharedRunner({ description: "shared while paging" });
		const all = (await list(key)).body.data.map((x) => x.id as string);
		expect(all).toEqual(expect.arrayContaining(made));

		const seen: string[] = [];
		let cursor = "";
		for (let i = 0; i < all.length + 1; i++) {
			const r = await ci(key, "GET", `/runners?limit=1${cursor && `&cursor=${cursor}`}`);
			expect(r.status, r.text).toBe(200);
			expect(r.body.data).toHaveLength(1);
			seen.push(r.body.data[0].id);
			if (!r.body.meta.hasMore) {
				expect(r.body.meta.cursor).toBeNull();
				break;
			}
			expect(typeof r.body.meta.cursor).toBe("string");
			cursor = r.body.meta.cursor;
		}
		// the same rows in the same order (shared first, then newest first), none twice
		expect(seen).toEqual(all);
		expect(seen.slice(-3)).toEqual([...made].reverse());

		const first = await ci(key, "GET", "/runners");
		expect(first.body.data.length).toBeLessThanOrEqual(20);
		for (const q of ["limit=0", "limit=101", "limit=-1", "limit=x", "cursor=abc"])
			expectEnvelopeError(await ci(key, "GET", `/runners?${q}`), 400, "VALIDATION_ERROR");
		// a cursor minted by another list is not a runners cursor
		await ci(key, "POST", "/projects", { repoFullName: "toko/paged-a", name: "a" });
		await ci(key, "POST", "/projects", { repoFullName: "toko/paged-b", name: "b" });
		const projects = await ci(key, "GET", "/projects?limit=1");
		expect(projects.body.meta.cursor, projects.text).toBeTruthy();
		expectEnvelopeError(await ci(key, "GET", `/runners?cursor=${projects.body.meta.cursor}`), 400, "VALIDATION_ERROR");
	});

	it("status: offline until the runner registers (online, with what it said), paused when paused", async () => {
		const { key } = await ciWorkspace();
		const runner = (await create(key, { description: "box" })).body.data;
		expect(byId(await list(key), runner.id)?.status).toBe("offline");

		const before = Date.now();
		const reg = await register(runner.token, { name: "box-1", version: "1.2.3", platform: "linux/amd64" });
		expect(reg.status, reg.text).toBe(200);
		expect(reg.body.data).toMatchObject({ id: runner.id, description: "box", paused: false });
		let seen = byId(await list(key), runner.id);
		expect(seen).toMatchObject({ status: "online", name: "box-1", version: "1.2.3", platform: "linux/amd64" });
		expect(Date.parse(seen?.contactedAt)).toBeGreaterThanOrEqual(before - 1000);

		// silent for more than 2 minutes → offline again
		await ciShards
			.prepare("UPDATE runners SET contacted_at = ? WHERE id = ?")
			.bind(Date.now() - 2 * 60_000 - 5_000, runner.id)
			.run();
		expect(byId(await list(key), runner.id)?.status).toBe("offline");
		await ciShards
			.prepare("UPDATE runners SET contacted_at = ? WHERE id = ?")
			.bind(Date.now() - 60_000, runner.id)
			.run();
		expect(byId(await list(key), runner.id)?.status).toBe("online");

		const p = await ci(key, "POST", `/runners/${runner.id}/pause`);
		expect(p.status, p.text).toBe(200);
		seen = byId(await list(key), runner.id);
		expect(seen).toMatchObject({ paused: true, status: "paused" });
		// a shared runner that registered is online for every workspace
		const shared = await sharedRunner();
		expect((await register(shared.token, { name: "op-1" })).status).toBe(200);
		expect(byId(await list((await ciWorkspace()).key), shared.id)).toMatchObject({
			shared: true,
			status: "online",
			name: "op-1",
		});
	});
});

describe("CI runners: pause and resume", () => {
	it("200 with the runner; idempotent; a paused runner gets no job (204 at once)", async () => {
		const { key } = await ciWorkspace();
		const runner = (await create(key, { description: "box", tags: ["never-a-job-here"], runUntagged: false })).body
			.data;
		const p = await ci(key, "POST", `/runners/${runner.id}/pause`);
		expect(p.status, p.text).toBe(200);
		const { token: _t, ...view } = runner;
		expect(p.body.data).toEqual({ ...view, paused: true, status: "paused" });
		expect((await ci(key, "POST", `/runners/${runner.id}/pause`)).body.data.paused).toBe(true);
		const started = Date.now();
		const req = await requestJob(runner.token, 5);
		expect(req.status).toBe(204);
		expect(Date.now() - started).toBeLessThan(4_000);
		const reg = await register(runner.token);
		expect(reg.body.data.paused).toBe(true);

		const r = await ci(key, "POST", `/runners/${runner.id}/resume`);
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ id: runner.id, paused: false });
		expect(r.body.data.status).not.toBe("paused");
		expect((await ci(key, "POST", `/runners/${runner.id}/resume`)).body.data.paused).toBe(false);
		expect(byId(await list(key), runner.id)?.paused).toBe(false);
	});

	it("a paused runner skips a job it could take; resumed, it takes it", async () => {
		const { key } = await ciWorkspace();
		const tag = `pause-${crypto.randomUUID().slice(0, 8)}`;
		const runner = (await create(key, { description: "box", tags: [tag], runUntagged: false })).body.data;
		const job = await taggedJob(key, tag);
		expect((await ci(key, "POST", `/runners/${runner.id}/pause`)).status).toBe(200);
		expect((await requestJob(runner.token)).status).toBe(204);
		expect(await jobStatus(key, job.id)).toBe("pending");
		expect((await ci(key, "POST", `/runners/${runner.id}/resume`)).status).toBe(200);
		const got = await requestJob(runner.token);
		expect(got.status, got.text).toBe(201);
		expect(got.body.data.id).toBe(job.id);
		expect(await jobStatus(key, job.id)).toBe("running");
	});

	it("older jobs a runner cannot take (more than a page) never hide one it can", async () => {
		const { key } = await ciWorkspace();
		const tag = `mine-${crypto.randomUUID().slice(0, 8)}`;
		const runner = (await create(key, { description: "box", tags: [tag], runUntagged: false })).body.data;
		const repo = `toko/runners${++repos}`;
		const head = sha(8000 + repos);
		const jobs = Array.from({ length: 60 }, (_, i) => `gpu${i}:\n  tags: [gpu]\n  script: make\n`).join("");
		gh.repos.set(repo, {
			branches: { main: head },
			files: { [head]: { ".pasar-ci.yml": `${jobs}untagged:\n  script: make\n` } },
		});
		const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
		expect((await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" })).status).toBe(201);
		const job = await taggedJob(key, tag);
		const got = await requestJob(runner.token);
		expect(got.status, got.text).toBe(201);
		expect(got.body.data.id).toBe(job.id);
		expect((await requestJob(runner.token)).status).toBe(204); // neither gpu nor untagged jobs
	});

	it("paused or deleted while it long-polls: the runner takes no job that comes afterwards", async () => {
		for (const action of ["pause", "delete"] as const) {
			const { key } = await ciWorkspace();
			const tag = `poll-${crypto.randomUUID().slice(0, 8)}`;
			const runner = (await create(key, { description: "box", tags: [tag], runUntagged: false })).body.data;
			const poll = requestJob(runner.token, 3);
			await sleep(300);
			const r =
				action === "pause"
					? await ci(key, "POST", `/runners/${runner.id}/pause`)
					: await ci(key, "DELETE", `/runners/${runner.id}`);
			expect(r.status, r.text).toBe(200);
			const job = await taggedJob(key, tag);
			expect((await poll).status, action).toBe(204);
			expect(await jobStatus(key, job.id), action).toBe("pending");
		}
	});

	it("a shared runner → 403 FORBIDDEN; another workspace's or an unknown one → 404 NOT_FOUND; nothing changes", async () => {
		const a = await ciWorkspace();
		const b = await ciWorkspace();
		const shared = await sharedRunner();
		const theirs = (await create(b.key, { description: "theirs" })).body.data;
		for (const action of ["pause", "resume"]) {
			expectEnvelopeError(await ci(a.key, "POST", `/runners/${shared.id}/${action}`), 403, "FORBIDDEN");
			expectEnvelopeError(await ci(a.key, "POST", `/runners/${theirs.id}/${action}`), 404, "NOT_FOUND");
			expectEnvelopeError(await ci(a.key, "POST", `/runners/runner_unknown/${action}`), 404, "NOT_FOUND");
		}
		expect(byId(await list(a.key), shared.id)?.paused).toBe(false);
		expect(byId(await list(b.key), theirs.id)?.paused).toBe(false);
		const row = await ciShards
			.prepare("SELECT paused FROM runners WHERE id IN (?, ?)")
			.bind(shared.id, theirs.id)
			.all<{ paused: number }>();
		expect(row.results.map((x) => x.paused)).toEqual([0, 0]);
	});
});

describe("CI runners: DELETE /runners/{id}", () => {
	it("200 {id, deleted}; the token is dead at once (register, jobs/request → 401); gone from the list", async () => {
		const { key } = await ciWorkspace();
		const runner = (await create(key, { description: "short-lived" })).body.data;
		const keep = (await create(key, { description: "kept" })).body.data;
		expect((await register(runner.token)).status).toBe(200);
		const d = await ci(key, "DELETE", `/runners/${runner.id}`);
		expect(d.status, d.text).toBe(200);
		expect(d.body.data).toEqual({ id: runner.id, deleted: true });
		expectEnvelopeError(await register(runner.token), 401, "AUTH_REQUIRED");
		expectEnvelopeError(
			await call("POST", "/ci/api/v1/runner/jobs/request", {
				body: { wait: 0 },
				headers: { Authorization: `Bearer ${runner.token}` },
			}),
			401,
			"AUTH_REQUIRED",
		);
		const ids = (await list(key)).body.data.map((x: { id: string }) => x.id);
		expect(ids).not.toContain(runner.id);
		expect(ids).toContain(keep.id);
		expect((await register(keep.token)).status).toBe(200);
		expectEnvelopeError(await ci(key, "DELETE", `/runners/${runner.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(key, "POST", `/runners/${runner.id}/pause`), 404, "NOT_FOUND");
	});

	it("a shared runner → 403 FORBIDDEN; another workspace's → 404 NOT_FOUND; both keep working", async () => {
		const a = await ciWorkspace();
		const b = await ciWorkspace();
		const shared = await sharedRunner();
		const theirs = (await create(b.key, { description: "theirs" })).body.data;
		expectEnvelopeError(await ci(a.key, "DELETE", `/runners/${shared.id}`), 403, "FORBIDDEN");
		expectEnvelopeError(await ci(a.key, "DELETE", `/runners/${theirs.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(a.key, "DELETE", "/runners/runner_unknown"), 404, "NOT_FOUND");
		expect((await register(shared.token)).status).toBe(200);
		expect((await register(theirs.token)).status).toBe(200);
		expect(byId(await list(b.key), theirs.id)).toBeDefined();
		expect(byId(await list(a.key), shared.id)).toBeDefined();
	});

	it("Idempotency-Key on DELETE replays the first answer", async () => {
		const { key } = await ciWorkspace();
		const runner = (await create(key, { description: "x" })).body.data;
		const h = { "Idempotency-Key": "delete-runner" };
		const first = await ci(key, "DELETE", `/runners/${runner.id}`, undefined, h);
		expect(first.status).toBe(200);
		const again = await ci(key, "DELETE", `/runners/${runner.id}`, undefined, h);
		expect(again.status).toBe(200);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
	});
});

describe("CI runners: the operator's shared runners (admin maintenance task)", () => {
	it("POST /admin/v1/maintenance/ci/create-shared-runner → {id, token}; the token works; listed as shared", async () => {
		const r = await admin("POST", "/v1/maintenance/ci/create-shared-runner", {
			description: "operator linux",
			tags: ["linux", "linux ", "docker"],
		});
		expect(r.status, r.text).toBe(200);
		expect(Object.keys(r.body.data).sort()).toEqual(["id", "token"]);
		expect(r.body.data.token).toMatch(TOKEN);
		const row = await ciShards
			.prepare("SELECT account_id, token_hash, tags, run_untagged FROM runners WHERE id = ?")
			.bind(r.body.data.id)
			.first<{ account_id: string | null; token_hash: string; tags: string; run_untagged: number }>();
		expect(row).toEqual({
			account_id: null,
			token_hash: await sha256Hex(r.body.data.token),
			tags: JSON.stringify(["linux", "docker"]),
			run_untagged: 1,
		});
		const reg = await register(r.body.data.token, { name: "op" });
		expect(reg.status, reg.text).toBe(200);
		expect(reg.body.data).toMatchObject({ id: r.body.data.id, tags: ["linux", "docker"], runUntagged: true });

		const tasks = await admin("GET", "/v1/maintenance");
		expect(tasks.body.data).toContainEqual(expect.objectContaining({ service: "ci", task: "create-shared-runner" }));
	});

	it("bad input → 400 validation_error; without the admin token → 401; nothing made", async () => {
		const count = async () =>
			(await ciShards.prepare("SELECT COUNT(*) AS n FROM runners WHERE account_id IS NULL").first<{ n: number }>())?.n;
		const before = await count();
		// the admin API's codes are lowercase (as every admin route's)
		for (const body of [
			{},
			{ description: "" },
			{ description: "x".repeat(201) },
			{ description: "ok", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
			{ description: "ok", accountId: "ws_x" },
		])
			expectEnvelopeError(
				await admin("POST", "/v1/maintenance/ci/create-shared-runner", body),
				400,
				"validation_error",
			);
		const path = "/admin/v1/maintenance/ci/create-shared-runner";
		expectEnvelopeError(await call("POST", path, { body: { description: "sneaky" } }), 401, "unauthorized");
		const wrong = await call("POST", path, {
			body: { description: "sneaky" },
			headers: { Authorization: "Bearer not-the-admin-token" },
		});
		expectEnvelopeError(wrong, 401, "unauthorized");
		// a workspace's CI key is no admin token either
		const { key } = await ciWorkspace();
		const keyed = await call("POST", path, {
			body: { description: "sneaky" },
			headers: { Authorization: `Bearer ${key}` },
		});
		expectEnvelopeError(keyed, 401, "unauthorized");
		const sneaky = await ciShards.prepare("SELECT COUNT(*) AS n FROM runners WHERE description = 'sneaky'").first<{
			n: number;
		}>();
		expect(sneaky?.n).toBe(0);
		// concurrent tests may add shared runners, never remove them: none of ours was added
		expect(await count()).toBeGreaterThanOrEqual(before ?? 0);
	});
});
