import { describe, expect, it } from "vitest";
import { finishJob, startJob } from "../../src/services/pipeline/jobs/finish-job";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError } from "../helpers/http";
import { envOf } from "../helpers/shards";

const gh = useFakeGithub();

const CONFIG = `stages: [build, test, deploy]
build:
  stage: build
  script: make
lint:
  stage: build
  script: make lint
  allow_failure: true
unit:
  stage: test
  script: make test
flaky:
  stage: test
  needs: [build]
  retry: 1
  script: make flaky
deploy:
  stage: deploy
  script: make deploy
  when: manual
`;

let n = 0;
async function pipeline() {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/jobs${++n}`;
	const head = sha(7000 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const r = await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" });
	expect(r.status, r.text).toBe(201);
	return { ws, key, project, pipe: r.body.data, scope: { workspaceId: ws } };
}
type Run = Awaited<ReturnType<typeof pipeline>>;
/** A context working for the scope's workspace (its DB_CI shard). */
const ctxFor = async (s: { workspaceId: string }) => ({ env: await envOf(s.workspaceId), exec: null });

const get = async (p: Run) => (await ci(p.key, "GET", `/pipelines/${p.pipe.id}`)).body.data;
const jobs = async (p: Run) =>
	Object.fromEntries((await get(p)).jobs.map((j: { name: string }) => [j.name, j])) as Record<string, any>;
const events = async (p: Run) =>
	(
		await (
			await ciDbOf(p.ws)
		)
			.prepare("SELECT type, data FROM events WHERE account_id = ? ORDER BY rowid")
			.bind(p.ws)
			.all<{ type: string; data: string }>()
	).results.map((e) => ({ type: e.type, data: JSON.parse(e.data) }));
const run = async (p: Run, name: string, status: "success" | "failed", exitCode = status === "success" ? 0 : 1) => {
	const id = (await jobs(p))[name].id;
	await startJob(await ctxFor(p.scope), p.scope, id, "runner_test");
	return finishJob(await ctxFor(p.scope), p.scope, id, { status, exitCode });
};

describe("CI jobs: the flow a runner drives", () => {
	it("build and lint finish → unit and flaky pending; all done but the manual deploy → success", async () => {
		const p = await pipeline();
		expect(p.pipe.status).toBe("pending");
		await run(p, "build", "success");
		let j = await jobs(p);
		expect(j.flaky.status).toBe("pending"); // needs: [build] only
		expect(j.unit.status).toBe("created"); // waits for lint too
		expect((await get(p)).status).toBe("pending");
		const lint = j.lint.id;
		await startJob(await ctxFor(p.scope), p.scope, lint, "runner_test");
		expect((await get(p)).status).toBe("running");
		await finishJob(await ctxFor(p.scope), p.scope, lint, { status: "failed", exitCode: 2 });
		j = await jobs(p);
		expect(j.lint).toMatchObject({ status: "failed", exitCode: 2, failureReason: "script_failure" });
		expect(j.unit.status).toBe("pending"); // lint may fail
		await run(p, "unit", "success");
		await run(p, "flaky", "success");
		j = await jobs(p);
		expect(j.deploy.status).toBe("manual");
		const done = await get(p);
		// deploy is when: manual at job level → allow_failure true → it blocks nothing
		expect(done.status).toBe("success");
		expect(done.finishedAt).not.toBeNull();
		const types = (await events(p)).map((e) => e.type);
		expect(types.filter((t) => t === "ci.job.started.v1")).toHaveLength(4);
		expect(types.filter((t) => t === "ci.job.finished.v1")).toHaveLength(4);
		expect(types.filter((t) => t === "ci.pipeline.finished.v1")).toHaveLength(1);
		expect(types[0]).toBe("ci.pipeline.created.v1");
	});

	it("a failed build skips what waits on it and fails the pipeline; its retry budget runs it again first", async () => {
		const p = await pipeline();
		await run(p, "build", "failed");
		let j = await jobs(p);
		expect(j.build.status).toBe("failed");
		expect(j.flaky.status).toBe("skipped"); // needs: [build]
		expect(j.unit.status).toBe("created"); // still waits for lint
		await run(p, "lint", "success");
		j = await jobs(p);
		expect(j.unit.status).toBe("skipped");
		expect(j.deploy.status).toBe("skipped");
		const failed = await get(p);
		expect(failed.status).toBe("failed");
		const finished = (await events(p)).filter((e) => e.type === "ci.pipeline.finished.v1");
		expect(finished).toHaveLength(1);
		expect(finished[0].data).toMatchObject({ id: p.pipe.id, status: "failed" });

		// flaky has retry: 1 — its first failure makes attempt 2 at once
		const q = await pipeline();
		await run(q, "build", "success");
		await run(q, "flaky", "failed");
		j = await jobs(q);
		expect(j.flaky).toMatchObject({ status: "pending", attempt: 2 });
		await run(q, "flaky", "failed");
		j = await jobs(q);
		expect(j.flaky).toMatchObject({ status: "failed", attempt: 2 });
		const flakyEnds = (await events(q)).filter((e) => e.type === "ci.job.finished.v1" && e.data.name === "flaky");
		expect(flakyEnds.map((e) => e.data.attempt)).toEqual([1, 2]);
	});
});

describe("CI jobs: actions over HTTP", () => {
	it("GET /jobs/{id}; another workspace's job → 404 everywhere", async () => {
		const p = await pipeline();
		const build = (await jobs(p)).build;
		const r = await ci(p.key, "GET", `/jobs/${build.id}`);
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ id: build.id, name: "build", pipelineId: p.pipe.id, artifacts: [] });
		const other = await ciWorkspace();
		expectEnvelopeError(await ci(other.key, "GET", `/jobs/${build.id}`), 404, "NOT_FOUND");
		for (const a of ["play", "cancel", "retry"])
			expectEnvelopeError(await ci(other.key, "POST", `/jobs/${build.id}/${a}`), 404, "NOT_FOUND");
		for (const a of ["cancel", "retry"]) {
			expectEnvelopeError(await ci(other.key, "POST", `/pipelines/${p.pipe.id}/${a}`), 404, "NOT_FOUND");
			expectEnvelopeError(await ci(other.key, "POST", `/projects/${p.project.id}/pipelines/1/${a}`), 404, "NOT_FOUND");
		}
		expectEnvelopeError(await ci(p.key, "GET", "/jobs/job_unknown"), 404, "NOT_FOUND");
		expect((await jobs(p)).build.status).toBe("pending");
	});

	it("play: a manual job → pending; anything else → 409 CONFLICT", async () => {
		const p = await pipeline();
		for (const name of ["build", "lint", "unit", "flaky"]) await run(p, name, "success");
		const deploy = (await jobs(p)).deploy;
		expectEnvelopeError(await ci(p.key, "POST", `/jobs/${(await jobs(p)).build.id}/play`), 409, "CONFLICT");
		const r = await ci(p.key, "POST", `/jobs/${deploy.id}/play`);
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ id: deploy.id, status: "pending" });
		expect((await get(p)).status).toBe("pending");
		expectEnvelopeError(await ci(p.key, "POST", `/jobs/${deploy.id}/play`), 409, "CONFLICT");
	});

	it("cancel a job: canceled, what waits on it skipped; a finished job → 409; the badge is purged", async () => {
		const p = await pipeline();
		const badgePath = new URL(p.project.badgeUrl).pathname;
		expect((await call("GET", badgePath)).text).toContain(">pending<");
		const j = await jobs(p);
		const r = await ci(p.key, "POST", `/jobs/${j.build.id}/cancel`);
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.status).toBe("canceled");
		expect(r.body.data.finishedAt).not.toBeNull();
		const after = await jobs(p);
		expect(after.flaky.status).toBe("skipped");
		expect(after.unit.status).toBe("created"); // waits for lint as well
		expect(after.lint.status).toBe("pending");
		expectEnvelopeError(await ci(p.key, "POST", `/jobs/${j.build.id}/cancel`), 409, "CONFLICT");
		await ci(p.key, "POST", `/jobs/${j.lint.id}/cancel`);
		expect((await jobs(p)).unit.status).toBe("skipped");
		expect((await get(p)).status).toBe("canceled");
		expect((await call("GET", badgePath)).text).toContain(">canceled<");
	});

	it("retry a job: 201 with attempt 2; the skipped jobs behind it open again; created or old attempts → 409", async () => {
		const p = await pipeline();
		const j = await jobs(p);
		expectEnvelopeError(await ci(p.key, "POST", `/jobs/${j.unit.id}/retry`), 409, "CONFLICT");
		await ci(p.key, "POST", `/jobs/${j.build.id}/cancel`);
		const r = await ci(p.key, "POST", `/jobs/${j.build.id}/retry`, undefined, { "Idempotency-Key": "retry-build" });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ name: "build", attempt: 2, status: "pending" });
		expect(r.body.data.id).not.toBe(j.build.id);
		const replay = await ci(p.key, "POST", `/jobs/${j.build.id}/retry`, undefined, {
			"Idempotency-Key": "retry-build",
		});
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
		expect(replay.body.data.id).toBe(r.body.data.id);
		const after = await jobs(p);
		expect(after.build.id).toBe(r.body.data.id);
		expect(after.unit.status).toBe("created");
		expect(after.flaky.status).toBe("created");
		// the old attempt is still readable, and takes no more actions
		expect((await ci(p.key, "GET", `/jobs/${j.build.id}`)).body.data).toMatchObject({ attempt: 1, status: "canceled" });
		expectEnvelopeError(await ci(p.key, "POST", `/jobs/${j.build.id}/retry`), 409, "CONFLICT");
		expect((await get(p)).status).toBe("pending");
	});

	it("a retried manual job comes back manual", async () => {
		const p = await pipeline();
		for (const name of ["build", "lint", "unit", "flaky"]) await run(p, name, "success");
		const deploy = (await jobs(p)).deploy;
		await ci(p.key, "POST", `/jobs/${deploy.id}/play`);
		await ci(p.key, "POST", `/jobs/${deploy.id}/cancel`);
		const r = await ci(p.key, "POST", `/jobs/${deploy.id}/retry`);
		expect(r.body.data).toMatchObject({ status: "manual", attempt: 2 });
	});

	it("pipeline cancel and retry, by id and by iid; nothing to do → 409", async () => {
		const p = await pipeline();
		const byIid = `/projects/${p.project.id}/pipelines/${p.pipe.iid}`;
		expectEnvelopeError(await ci(p.key, "POST", `${byIid}/retry`), 409, "CONFLICT");
		const c = await ci(p.key, "POST", `${byIid}/cancel`);
		expect(c.status, c.text).toBe(200);
		expect(c.body.data.status).toBe("canceled");
		expect(c.body.data.jobs.every((j: { status: string }) => j.status === "canceled")).toBe(true);
		expectEnvelopeError(await ci(p.key, "POST", `/pipelines/${p.pipe.id}/cancel`), 409, "CONFLICT");
		const r = await ci(p.key, "POST", `/pipelines/${p.pipe.id}/retry`);
		expect(r.status, r.text).toBe(201);
		const byName = Object.fromEntries(r.body.data.jobs.map((j: { name: string }) => [j.name, j]));
		expect(byName.build).toMatchObject({ attempt: 2, status: "pending" });
		expect(byName.lint).toMatchObject({ attempt: 2, status: "pending" });
		expect(byName.unit).toMatchObject({ attempt: 2, status: "created" });
		expect(byName.deploy).toMatchObject({ attempt: 2, status: "created" });
		expect(r.body.data.status).toBe("pending");
		expect(r.body.data.finishedAt).toBeNull();
		const finished = (await events(p)).filter((e) => e.type === "ci.pipeline.finished.v1");
		expect(finished.map((e) => e.data.status)).toEqual(["canceled"]);
	});

	it("a config that did not parse: the failed pipeline has nothing to cancel or retry", async () => {
		const { key } = await ciWorkspace();
		const head = sha(7999);
		gh.repos.set("toko/broken-jobs", { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": "build: [" } } });
		const project = (await ci(key, "POST", "/projects", { repoFullName: "toko/broken-jobs", name: "b" })).body.data;
		const pipe = (await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" })).body.data;
		expect(pipe.status).toBe("failed");
		expectEnvelopeError(await ci(key, "POST", `/pipelines/${pipe.id}/cancel`), 409, "CONFLICT");
		expectEnvelopeError(await ci(key, "POST", `/pipelines/${pipe.id}/retry`), 409, "CONFLICT");
	});
});

describe("CI jobs: races on one pipeline", () => {
	it("10 racing cancels of a job: one 200, nine 409, one job event", async () => {
		const p = await pipeline();
		const build = (await jobs(p)).build.id;
		const rs = await Promise.all(Array.from({ length: 10 }, () => ci(p.key, "POST", `/jobs/${build}/cancel`)));
		expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
		expect(rs.filter((r) => r.status === 409)).toHaveLength(9);
		const ends = (await events(p)).filter((e) => e.type === "ci.job.finished.v1" && e.data.name === "build");
		expect(ends).toHaveLength(1);
	});

	it("10 racing retries of a failed job make exactly one attempt 2", async () => {
		const p = await pipeline();
		await run(p, "build", "failed");
		const build = (await jobs(p)).build.id;
		const rs = await Promise.all(Array.from({ length: 10 }, () => ci(p.key, "POST", `/jobs/${build}/retry`)));
		expect(rs.filter((r) => r.status === 201)).toHaveLength(1);
		const rows = await ciShards
			.prepare("SELECT attempt, latest FROM jobs WHERE pipeline_id = ? AND name = 'build'")
			.bind(p.pipe.id)
			.all<{ attempt: number; latest: number }>();
		expect(rows.results.sort((a, b) => a.attempt - b.attempt)).toEqual([
			{ attempt: 1, latest: 0 },
			{ attempt: 2, latest: 1 },
		]);
	});

	it("build and lint finishing at once, a cancel racing them: the pipeline ends consistent", async () => {
		for (let round = 0; round < 3; round++) {
			const p = await pipeline();
			const j = await jobs(p);
			await startJob(await ctxFor(p.scope), p.scope, j.build.id, "r1");
			await startJob(await ctxFor(p.scope), p.scope, j.lint.id, "r2");
			await Promise.allSettled([
				finishJob(await ctxFor(p.scope), p.scope, j.build.id, { status: "success", exitCode: 0 }),
				finishJob(await ctxFor(p.scope), p.scope, j.lint.id, { status: "success", exitCode: 0 }),
				ci(p.key, "POST", `/pipelines/${p.pipe.id}/cancel`),
			]);
			const after = await get(p);
			const statuses = Object.fromEntries(after.jobs.map((x: { name: string; status: string }) => [x.name, x.status]));
			// whatever order the three took, nothing waits behind a finished build and lint
			if (statuses.build === "success" && statuses.lint === "success")
				expect(["pending", "canceled"]).toContain(statuses.unit);
			expect(Object.values(statuses)).not.toContain("running");
			expect(after.jobs.filter((x: { status: string }) => x.status === "created")).toEqual([]);
			const latest = await ciShards
				.prepare("SELECT name, COUNT(*) AS n FROM jobs WHERE pipeline_id = ? AND latest = 1 GROUP BY name HAVING n > 1")
				.bind(p.pipe.id)
				.all();
			expect(latest.results).toEqual([]);
		}
	});
});
