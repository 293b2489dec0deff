import { describe, expect, it } from "vitest";
import { jobsTick } from "../../src/services/pipeline/jobs/jobs";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError } from "../helpers/http";
import { envOf, runTick } from "../helpers/shards";

const gh = useFakeGithub();

const CONFIG = `stages: [build, test]
variables:
  GREETING: hello
  OVERRIDE_ME: config
build:
  stage: build
  before_script: [echo before]
  script: [echo build]
  artifacts:
    paths: [dist/]
    expire_in: 1 week
test:
  stage: test
  needs: [build]
  variables:
    JOB_VAR: job
  script: [echo test]
gpu:
  stage: build
  tags: [gpu]
  script: [nvidia-smi]
`;

let n = 0;
async function setup() {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/proto${++n}`;
	const head = sha(9000 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	await ci(key, "POST", `/projects/${project.id}/variables`, {
		key: "OVERRIDE_ME",
		value: "project-value",
		masked: false,
	});
	await ci(key, "POST", `/projects/${project.id}/variables`, {
		key: "SECRET_TOKEN",
		value: "s3cr3t-token-value",
		masked: true,
	});
	const pipe = (
		await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main", variables: { RUN_VAR: "run" } })
	).body.data;
	const runner = (await ci(key, "POST", "/runners", { description: "box", tags: ["linux"] })).body.data;
	return { ws, key, project, pipe, head, runner: runner as { id: string; token: string } };
}
type S = Awaited<ReturnType<typeof setup>>;

const R = "/ci/api/v1/runner";
const asRunner = (token: string, method: string, path: string, body?: unknown) =>
	call(method, `${R}${path}`, { body, headers: { Authorization: `Bearer ${token}` } });
const take = (s: S, wait = 0) => asRunner(s.runner.token, "POST", "/jobs/request", { wait });
const trace = (job: { id: string; token: string }, start: number, text: string) => {
	const bytes = new TextEncoder().encode(text);
	return call("PATCH", `${R}/jobs/${job.id}/trace`, {
		raw: text,
		headers: {
			Authorization: `Bearer ${job.token}`,
			"Content-Type": "text/plain",
			"Content-Range": `${start}-${start + bytes.length - 1}`,
		},
	});
};
const put = (job: { id: string; token: string }, body: unknown) =>
	call("PUT", `${R}/jobs/${job.id}`, { body, headers: { Authorization: `Bearer ${job.token}` } });
const gzip = async (text: string) =>
	new Uint8Array(
		await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
	);
const upload = async (job: { id: string; token: string }, bytes: Uint8Array, name = "artifacts.tar.gz") => {
	const { SELF } = await import("cloudflare:test");
	const res = await SELF.fetch(`http://127.0.0.1:8787${R}/jobs/${job.id}/artifacts?fileName=${name}`, {
		method: "POST",
		headers: {
			Authorization: `Bearer ${job.token}`,
			"Content-Type": "application/gzip",
			"Content-Length": String(bytes.byteLength),
		},
		body: bytes,
	});
	const text = await res.text();
	return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as any };
};
const jobStatus = async (s: S, name: string) =>
	(await ci(s.key, "GET", `/pipelines/${s.pipe.id}`)).body.data.jobs.find((j: { name: string }) => j.name === name);

describe("CI runner protocol: taking jobs", () => {
	it("no or an unknown runner token → 401; register records the runner", async () => {
		const s = await setup();
		expectEnvelopeError(await call("POST", `${R}/jobs/request`, { body: { wait: 0 } }), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await asRunner("cirt_nope", "POST", "/jobs/request", { wait: 0 }), 401, "AUTH_REQUIRED");
		const reg = await asRunner(s.runner.token, "POST", "/register", {
			name: "box-1",
			version: "1.0.0",
			platform: "linux",
		});
		expect(reg.status, reg.text).toBe(200);
		expect(reg.body.data).toMatchObject({ id: s.runner.id, tags: ["linux"], paused: false });
		const list = (await ci(s.key, "GET", "/runners?limit=100")).body.data.find(
			(r: { id: string }) => r.id === s.runner.id,
		);
		expect(list).toMatchObject({ name: "box-1", version: "1.0.0", platform: "linux", status: "online" });
	});

	it("201 with the job: git, variables by precedence, steps, artifacts; the job is running", async () => {
		const s = await setup();
		const r = await take(s);
		expect(r.status, r.text).toBe(201);
		const job = r.body.data;
		expect(job).toMatchObject({ name: "build", stage: "build", pipelineId: s.pipe.id, projectId: s.project.id });
		expect(job.token).toMatch(/^cijt_/);
		expect(job.git).toEqual({ repoUrl: `https://github.com/${s.project.repoFullName}.git`, ref: "main", sha: s.head });
		const vars = Object.fromEntries(job.variables.map((v: { key: string; value: string }) => [v.key, v.value]));
		expect(vars).toMatchObject({
			CI: "true",
			CI_PIPELINE_SOURCE: "manual",
			CI_COMMIT_BRANCH: "main",
			CI_JOB_NAME: "build",
			GREETING: "hello",
			OVERRIDE_ME: "project-value",
			RUN_VAR: "run",
			SECRET_TOKEN: "s3cr3t-token-value",
		});
		expect(job.variables.find((v: { key: string }) => v.key === "SECRET_TOKEN").masked).toBe(true);
		expect(new Set(job.variables.map((v: { key: string }) => v.key)).size).toBe(job.variables.length);
		expect(job.steps).toEqual([{ name: "script", script: ["echo before", "echo build"], timeoutSeconds: 3600 }]);
		expect(job.artifacts).toEqual({ paths: ["dist/"], expireIn: "1 week" });
		expect(job.dependencies).toEqual([]);
		const build = await jobStatus(s, "build");
		expect(build).toMatchObject({ status: "running", runnerId: s.runner.id });
		const types = (
			await (
				await ciDbOf(s.ws)
			)
				.prepare("SELECT type FROM events WHERE account_id = ?")
				.bind(s.ws)
				.all<{ type: string }>()
		).results.map((e) => e.type);
		expect(types).toContain("ci.job.started.v1");
	});

	it("tags: a job goes only to a runner with all its tags; untagged jobs need runUntagged; paused → 204 at once", async () => {
		const s = await setup();
		const gpu = (await ci(s.key, "POST", "/runners", { description: "gpu", tags: ["gpu"], runUntagged: false })).body
			.data;
		const got = await asRunner(gpu.token, "POST", "/jobs/request", { wait: 0 });
		expect(got.status, got.text).toBe(201);
		expect(got.body.data.name).toBe("gpu");
		expect((await asRunner(gpu.token, "POST", "/jobs/request", { wait: 0 })).status).toBe(204);
		await ci(s.key, "POST", `/runners/${s.runner.id}/pause`);
		const t0 = Date.now();
		expect((await asRunner(s.runner.token, "POST", "/jobs/request", { wait: 5 })).status).toBe(204);
		expect(Date.now() - t0).toBeLessThan(2000);
		await ci(s.key, "POST", `/runners/${s.runner.id}/resume`);
		const build = await take(s);
		expect(build.body.data.name).toBe("build");
	});

	it("a long poll returns the job that becomes pending while it waits", async () => {
		const s = await setup();
		await take(s); // build
		const polling = take(s, 10);
		await new Promise((r) => setTimeout(r, 300));
		const build = await jobStatus(s, "build");
		expect(build.status).toBe("running");
		// finish build through its token: test becomes pending and the waiting poll gets it
		const first = await ciShards
			.prepare("SELECT id FROM jobs WHERE pipeline_id = ? AND name = 'build'")
			.bind(s.pipe.id)
			.first<{ id: string }>();
		await ciShards.prepare("UPDATE jobs SET token_hash = ? WHERE id = ?").bind("x".repeat(64), first?.id).run();
		const { finishJob } = await import("../../src/services/pipeline/jobs/finish-job");
		await finishJob({ env: await envOf(s.ws), exec: null }, { workspaceId: s.ws }, first?.id as string, {
			status: "success",
			exitCode: 0,
		});
		const r = await polling;
		expect(r.status, r.text).toBe(201);
		expect(r.body.data.name).toBe("test");
	});

	it("10 runners racing for 2 untagged jobs: 2 get distinct jobs, 8 get 204", async () => {
		const s = await setup();
		await ci(s.key, "POST", `/pipelines/${s.pipe.id}/cancel`);
		const again = (await ci(s.key, "POST", `/projects/${s.project.id}/pipelines`, { ref: "main" })).body.data;
		expect(again.jobs.filter((j: { status: string }) => j.status === "pending")).toHaveLength(2);
		const tokens = await Promise.all(
			Array.from({ length: 10 }, async (_, i) => {
				const r = await ci(s.key, "POST", "/runners", { description: `r${i}`, tags: ["gpu"] });
				return r.body.data.token as string;
			}),
		);
		const rs = await Promise.all(tokens.map((t) => asRunner(t, "POST", "/jobs/request", { wait: 0 })));
		const got = rs.filter((r) => r.status === 201).map((r) => r.body.data.id);
		expect(got).toHaveLength(2);
		expect(new Set(got).size).toBe(2);
		expect(rs.filter((r) => r.status === 204)).toHaveLength(8);
	});
});

describe("CI runner protocol: a running job", () => {
	it("trace by Content-Range: 202 with Range and Job-Status; out of order → 416 with the Range; the log holds it", async () => {
		const s = await setup();
		const job = (await take(s)).body.data;
		const a = await trace(job, 0, "$ echo build\n");
		expect(a.status, a.text).toBe(202);
		expect(a.headers.get("Range")).toBe("0-13");
		expect(a.headers.get("Job-Status")).toBe("running");
		const gap = await trace(job, 20, "lost");
		expectEnvelopeError(gap, 416, "RANGE_NOT_SATISFIABLE");
		expect(gap.headers.get("Range")).toBe("0-13");
		expect((await trace(job, 13, "build\n")).headers.get("Range")).toBe("0-19");
		const bad = await call("PATCH", `${R}/jobs/${job.id}/trace`, {
			raw: "abc",
			headers: { Authorization: `Bearer ${job.token}`, "Content-Type": "text/plain", "Content-Range": "19-30" },
		});
		expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
		const log = (await ci(s.key, "GET", `/jobs/${job.id}/log`)).body.data;
		expect(log.chunks.map((c: { content: string }) => c.content).join("")).toBe("$ echo build\nbuild\n");
	});

	it("job tokens: none or unknown → 401, another job's → 403, after a cancel → 409 with Job-Status", async () => {
		const s = await setup();
		const build = (await take(s)).body.data;
		const gpuRunner = (await ci(s.key, "POST", "/runners", { description: "g", tags: ["gpu"] })).body.data;
		const gpu = (await asRunner(gpuRunner.token, "POST", "/jobs/request", { wait: 0 })).body.data;
		expectEnvelopeError(await trace({ id: build.id, token: "cijt_nope" }, 0, "x"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await trace({ id: build.id, token: gpu.token }, 0, "x"), 403, "FORBIDDEN");
		expect((await put(build, { state: "running" })).status).toBe(200);
		await ci(s.key, "POST", `/jobs/${build.id}/cancel`);
		const late = await trace(build, 0, "x");
		expectEnvelopeError(late, 409, "CONFLICT");
		expect(late.headers.get("Job-Status")).toBe("canceled");
		expect((await put(build, { state: "success", exitCode: 0 })).headers.get("Job-Status")).toBe("canceled");
	});

	it("the result: success moves the jobs behind it; failed keeps exitCode and reason; a second result → 409", async () => {
		const s = await setup();
		const build = (await take(s)).body.data;
		expectEnvelopeError(await put(build, { state: "done" }), 400, "VALIDATION_ERROR");
		const ok = await put(build, { state: "success", exitCode: 0 });
		expect(ok.status, ok.text).toBe(200);
		expect(ok.body.data).toEqual({ id: build.id, status: "success" });
		expect((await jobStatus(s, "test")).status).toBe("pending");
		expectEnvelopeError(await put(build, { state: "failed", exitCode: 1 }), 409, "CONFLICT");
		const test = (await take(s)).body.data;
		expect(test.name).toBe("test");
		await put(test, { state: "failed", exitCode: 3, failureReason: "script_failure" });
		expect(await jobStatus(s, "test")).toMatchObject({
			status: "failed",
			exitCode: 3,
			failureReason: "script_failure",
		});
	});

	it("artifacts: a .tar.gz is kept with its sha256, listed on the job, downloaded, and handed to the next job", async () => {
		const s = await setup();
		const build = (await take(s)).body.data;
		expectEnvelopeError(await upload(build, new TextEncoder().encode("plain text")), 400, "VALIDATION_ERROR");
		const bytes = await gzip("dist/app.js contents");
		const up = await upload(build, bytes, "build.tar.gz");
		expect(up.status, JSON.stringify(up.body)).toBe(201);
		const art = up.body.data;
		expect(art).toMatchObject({ fileName: "build.tar.gz", size: bytes.byteLength });
		expect(art.id).toMatch(/^art_/);
		const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
			.map((b) => b.toString(16).padStart(2, "0"))
			.join("");
		expect(art.sha256).toBe(digest);
		expect(Date.parse(art.expireAt) - Date.now()).toBeGreaterThan(6.9 * 86400_000);
		expectEnvelopeError(await upload(build, bytes), 409, "CONFLICT");
		const view = (await ci(s.key, "GET", `/jobs/${build.id}`)).body.data;
		expect(view.artifacts.map((a: { id: string }) => a.id)).toEqual([art.id]);
		const dl = await call("GET", `/ci/api/v1/jobs/${build.id}/artifacts/${art.id}/download`, {
			headers: { Authorization: `Bearer ${s.key}` },
		});
		expect(dl.status).toBe(200);
		expect(dl.headers.get("content-type")).toBe("application/gzip");
		expect(dl.headers.get("content-disposition")).toContain("build.tar.gz");
		const other = await ciWorkspace();
		expectEnvelopeError(await ci(other.key, "GET", `/jobs/${build.id}/artifacts/${art.id}/download`), 404, "NOT_FOUND");
		await put(build, { state: "success", exitCode: 0 });
		const test = (await take(s)).body.data;
		expect(test.dependencies).toEqual([
			{
				jobId: build.id,
				name: "build",
				artifactId: art.id,
				downloadUrl: `http://127.0.0.1:8787/ci/api/v1/runner/jobs/${test.id}/artifacts/${art.id}`,
			},
		]);
		const { SELF } = await import("cloudflare:test");
		const dep = await SELF.fetch(test.dependencies[0].downloadUrl, {
			headers: { Authorization: `Bearer ${test.token}` },
		});
		expect(dep.status).toBe(200);
		expect(new Uint8Array(await dep.arrayBuffer())).toEqual(bytes);
	});

	it("the jobs tick fails a job whose runner went silent (runner_lost) and one past its timeout", async () => {
		const s = await setup();
		const build = (await take(s)).body.data;
		const gpuRunner = (await ci(s.key, "POST", "/runners", { description: "g", tags: ["gpu"] })).body.data;
		const gpu = (await asRunner(gpuRunner.token, "POST", "/jobs/request", { wait: 0 })).body.data;
		const now = Date.now();
		await ciShards
			.prepare("UPDATE jobs SET last_seen_at = ? WHERE id = ?")
			.bind(now - 6 * 60_000, build.id)
			.run();
		await ciShards
			.prepare("UPDATE jobs SET started_at = ? WHERE id = ?")
			.bind(now - 3601_000, gpu.id)
			.run();
		await runTick(jobsTick, "DB_CI", now);
		expect(await jobStatus(s, "build")).toMatchObject({ status: "failed", failureReason: "runner_lost" });
		expect(await jobStatus(s, "gpu")).toMatchObject({ status: "failed", failureReason: "job_execution_timeout" });
		expect((await put(build, { state: "success", exitCode: 0 })).status).toBe(409);
		await runTick(jobsTick, "DB_CI", now);
		expect((await ci(s.key, "GET", `/pipelines/${s.pipe.id}`)).body.data.status).toBe("failed");
	});
});
