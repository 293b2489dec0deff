// End to end (issue 22): a pushed pipeline run by the real runner CLI. A fresh `wrangler dev` (temp
// state, random port) points its GitHub client at a local code host; a CI project for toko/app has a
// masked project variable and a workspace runner. A commit with a .pasar-ci.yml (three stages, a
// `needs: []` job, an artifact read by the next stage, a masked secret echoed) is pushed over HTTP;
// the push webhook makes the pipeline; `scripts/runner/cli.mjs run --max-jobs 4` (a child process on
// this node) runs the four jobs with bash. Then: every job success, stage and needs order, the
// artifact reached `test`, `[MASKED]` in the deploy log and never the value, the artifact downloads
// as gzip, the badge says passed and the runner exits 0. The pipeline's commit statuses on the code
// host (issue 41) go pending → success; a pushed commit whose job fails ends with failure (pending
// first unless the job failed before the first report was sent).
// Runs under node (`node --test`, part of `npm test`); skips with a reason without git http-backend.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { e2eSkip, git, waitFor } from "../code-host/e2e.mjs";
import { startCodeHost } from "../code-host/server.mjs";
import { adminCall, startLocal } from "../dev.mjs";

const skip = e2eSkip;
const cli = fileURLToPath(new URL("./cli.mjs", import.meta.url));

const SECRET = "s3cr3tTokenValue42";

const CONFIG = `stages: [build, test, deploy]

build:
  stage: build
  script:
    - mkdir -p dist && echo "built $CI_COMMIT_SHORT_SHA" > dist/app.txt
  artifacts:
    paths: [dist/]

lint:
  stage: build
  needs: []
  script: [echo lint ok]

test:
  stage: test
  needs: [build]
  script:
    - test -f dist/app.txt && cat dist/app.txt

deploy:
  stage: deploy
  script:
    - echo "token is $DEPLOY_TOKEN"
`;

/** Starts the runner CLI; `exited` resolves {code, signal, stdout, stderr}. */
function startRunner(args) {
	const child = spawn(process.execPath, [cli, ...args], {
		env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_"))),
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (d) => {
		stdout += d;
	});
	child.stderr.on("data", (d) => {
		stderr += d;
	});
	const exited = new Promise((resolve) =>
		child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
	);
	return {
		child,
		exited,
		output: () => `stdout:\n${stdout}\nstderr:\n${stderr}`,
		stop: async () => {
			if (child.exitCode === null && child.signalCode === null) {
				child.kill("SIGKILL");
				await exited;
			}
		},
	};
}

/** The commit's statuses (newest first) once the newest is `state`, within 30 s. */
const commitStatuses = (host, sha, state) =>
	waitFor(`no ${state} status on ${sha.slice(0, 8)}`, 30_000, async () => {
		const list = await (await fetch(`${host.apiUrl}/repos/toko/app/commits/${sha}/statuses`)).json();
		return { done: Array.isArray(list) && list[0]?.state === state, value: list, seen: list };
	});

test("git push → pipeline → the runner CLI runs its jobs in stage and needs order with an artifact and a masked secret → success, badge passed, commit statuses pending → success (and → failure for a failing job)", {
	skip,
	timeout: 300_000,
}, async (t) => {
	const tmp = mkdtempSync(join(tmpdir(), "pasar-ci-runner-e2e-"));
	const persistTo = join(tmp, "state");
	let host = null;
	let server = null;
	let runner = null;
	try {
		const t0 = Date.now();
		host = await startCodeHost({ dir: join(tmp, "repos") });
		const port = 26_000 + Math.floor(Math.random() * 2_000);
		server = await startLocal({
			port,
			persistTo,
			quiet: true,
			vars: { CODE_HOST_API_URL: host.apiUrl, LOG_LEVEL: "warn" },
		});
		const tServer = Date.now();

		// The repository exists before the project (as on GitHub): a first push of an unrelated commit.
		const work = join(tmp, "work");
		mkdirSync(work);
		await git(work, "init", "-q", "-b", "main");
		writeFileSync(join(work, "README.md"), "# app\n");
		await git(work, "add", ".");
		await git(work, "commit", "-q", "-m", "initial commit");
		await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");

		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = await admin("POST", "/v1/workspaces", { name: "Toko App" });
		assert.equal(ws.status, 201, JSON.stringify(ws.body));
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, { service: "ci" });
		assert.equal(cred.status, 201, JSON.stringify(cred.body));
		const auth = { Authorization: `Bearer ${cred.body.data.key}` };
		const ci = async (method, path, body) => {
			const res = await fetch(`${server.url}/ci/api/v1${path}`, {
				method,
				headers: { ...auth, ...(body ? { "Content-Type": "application/json" } : {}) },
				body: body ? JSON.stringify(body) : undefined,
			});
			return { status: res.status, body: await res.json() };
		};

		// A clone token: a project reports commit statuses only with one (the local code host takes any).
		const created = await ci("POST", "/projects", {
			repoFullName: "toko/app",
			name: "App",
			cloneToken: "ghp_local_e2e_token",
		});
		assert.equal(created.status, 201, JSON.stringify(created.body));
		const project = created.body.data;
		assert.equal(project.webhookRegistered, true, project.webhookError);

		const variable = await ci("POST", `/projects/${project.id}/variables`, {
			key: "DEPLOY_TOKEN",
			value: SECRET,
			masked: true,
		});
		assert.equal(variable.status, 201, JSON.stringify(variable.body));
		assert.equal(variable.body.data.valuePreview, `****${SECRET.slice(-4)}`);
		assert.ok(!JSON.stringify(variable.body).includes(SECRET), "the variable's answer holds its value");

		const reg = await ci("POST", "/runners", { description: "e2e runner" });
		assert.equal(reg.status, 201, JSON.stringify(reg.body));
		assert.match(reg.body.data.token, /^cirt_/);

		writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
		await git(work, "add", ".");
		await git(work, "commit", "-q", "-m", "Add the pipeline config");
		const sha = await git(work, "rev-parse", "HEAD");
		await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");

		const pipeline = await waitFor("no push pipeline", 15_000, async () => {
			const list = await ci("GET", `/projects/${project.id}/pipelines`);
			return { done: list.status === 200 && list.body.data.length > 0, value: list.body.data[0], seen: list.body };
		});
		assert.equal(pipeline.source, "push");
		assert.equal(pipeline.sha, sha);
		assert.deepEqual(
			pipeline.jobs.map((j) => [j.name, j.stage]),
			[
				["build", "build"],
				["lint", "build"],
				["test", "test"],
				["deploy", "deploy"],
			],
		);

		const tRunner = Date.now();
		runner = startRunner([
			"run",
			"--url",
			`${server.url}/ci`,
			"--token",
			reg.body.data.token,
			"--max-jobs",
			"4",
			"--wait",
			"5",
			"--work-dir",
			join(tmp, "runner"),
			"--name",
			"e2e-box",
		]);

		let finished;
		try {
			finished = await waitFor("the pipeline did not finish", 90_000, async () => {
				const p = await ci("GET", `/pipelines/${pipeline.id}`);
				const s = p.body?.data?.status;
				return {
					done: ["success", "failed", "canceled", "skipped"].includes(s),
					value: p.body.data,
					seen: p.body?.data?.jobs?.map((j) => [j.name, j.status, j.failureReason]) ?? p.body,
				};
			});
		} catch (e) {
			throw new Error(`${e.message}\nrunner ${runner.output()}`);
		}
		const tDone = Date.now();
		const jobs = Object.fromEntries(finished.jobs.map((j) => [j.name, j]));
		const logOf = async (name) => {
			const r = await ci("GET", `/jobs/${jobs[name].id}/log`);
			assert.equal(r.status, 200, JSON.stringify(r.body));
			return r.body.data;
		};
		if (finished.status !== "success") {
			const logs = [];
			for (const j of finished.jobs)
				logs.push(
					`--- ${j.name} ${j.status} ${j.failureReason ?? ""}\n${(await logOf(j.name)).chunks.map((c) => c.content).join("")}`,
				);
			assert.fail(`pipeline ${finished.status}\n${logs.join("\n")}\nrunner ${runner.output()}`);
		}
		for (const j of finished.jobs) assert.equal(j.status, "success", `${j.name}: ${JSON.stringify(j)}`);

		// Order: test waited for build (needs), deploy for the test stage.
		const at = (name, k) => Date.parse(jobs[name][k]);
		assert.ok(at("test", "startedAt") >= at("build", "finishedAt"), JSON.stringify([jobs.build, jobs.test]));
		assert.ok(at("deploy", "startedAt") >= at("test", "finishedAt"), JSON.stringify([jobs.test, jobs.deploy]));
		assert.ok(at("deploy", "startedAt") >= at("lint", "finishedAt"), JSON.stringify([jobs.lint, jobs.deploy]));

		// The artifact reached test.
		const testLog = await logOf("test");
		assert.equal(testLog.complete, true);
		const testText = testLog.chunks.map((c) => c.content).join("");
		assert.ok(testText.includes(`built ${sha.slice(0, 8)}`), testText);
		assert.match(testText, /Job succeeded/);

		// The secret is masked.
		const deployLog = await logOf("deploy");
		const deployText = deployLog.chunks.map((c) => c.content).join("");
		assert.ok(deployText.includes("token is [MASKED]"), deployText);
		assert.ok(!deployText.includes(SECRET), "the deploy log holds the secret");
		for (const name of Object.keys(jobs)) {
			const text = (await logOf(name)).chunks.map((c) => c.content).join("");
			assert.ok(!text.includes(SECRET), `${name}'s log holds the secret`);
		}

		// The artifact downloads as a gzip.
		assert.equal(jobs.build.artifacts?.length, 1, JSON.stringify(jobs.build));
		const art = jobs.build.artifacts[0];
		const dl = await fetch(`${server.url}/ci/api/v1/jobs/${jobs.build.id}/artifacts/${art.id}/download`, {
			headers: auth,
		});
		assert.equal(dl.status, 200);
		assert.match(dl.headers.get("content-type") ?? "", /^application\/gzip/);
		const bytes = Buffer.from(await dl.arrayBuffer());
		assert.equal(bytes.length, art.size);
		assert.deepEqual([...bytes.subarray(0, 2)], [0x1f, 0x8b]);

		// The badge (default branch main) says passed.
		const badge = await fetch(project.badgeUrl);
		assert.equal(badge.status, 200);
		assert.match(await badge.text(), /passed/);

		// The runner took the four jobs and exited 0.
		const out = await Promise.race([
			runner.exited,
			new Promise((_, reject) =>
				setTimeout(() => reject(new Error(`the runner did not exit\n${runner.output()}`)), 15_000),
			),
		]);
		assert.equal(out.code, 0, runner.output());
		assert.equal((out.stdout.match(/^job job_\S+ .*: success in/gm) ?? []).length, 4, runner.output());

		// Commit statuses (issue 41): the commit's first status was pending, its last success, readable
		// through the code host's API; context pasar-ci/App, target_url the pipeline's page.
		const statuses = await commitStatuses(host, sha, "success");
		assert.equal(statuses.at(-1).state, "pending", JSON.stringify(statuses));
		assert.deepEqual([...new Set(statuses.map((s) => s.context))], ["pasar-ci/App"]);
		assert.match(statuses[0].target_url, new RegExp(`/ci/p/${project.id}/pipelines/${pipeline.id}$`));
		const combined = await (await fetch(`${host.apiUrl}/repos/toko/app/commits/${sha}/status`)).json();
		assert.deepEqual([combined.state, combined.total_count], ["success", 1]);
		// The pipeline records the accepted state once the code host answered.
		const view = await waitFor("no accepted success recorded", 10_000, async () => {
			const c = (await ci("GET", `/pipelines/${pipeline.id}`)).body.data.commitStatus;
			return { done: c.state === "success", value: c, seen: c };
		});
		assert.equal(view.error, null);

		// A commit whose job fails: pending, then failure.
		writeFileSync(join(work, ".pasar-ci.yml"), "broken:\n  script:\n    - echo failing\n    - exit 3\n");
		await git(work, "commit", "-q", "-am", "A failing job");
		const failingSha = await git(work, "rev-parse", "HEAD");
		await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");
		const second = startRunner([
			"run",
			"--url",
			`${server.url}/ci`,
			"--token",
			reg.body.data.token,
			"--max-jobs",
			"1",
			"--wait",
			"5",
			"--work-dir",
			join(tmp, "runner2"),
		]);
		try {
			const failing = await commitStatuses(host, failingSha, "failure");
			// A report sends the pipeline's state when it is sent: a job that fails before the first report
			// leaves (from the tasks queue) shows failure alone; otherwise pending came first.
			assert.ok(["pending", "failure"].includes(failing.at(-1).state), JSON.stringify(failing));
			assert.ok(
				failing.every((s) => s.state !== "success"),
				JSON.stringify(failing),
			);
			assert.match(failing[0].description, /failed$/);
		} finally {
			await second.stop();
		}
		t.diagnostic(
			`server up in ${((tServer - t0) / 1000).toFixed(1)} s; runner start → pipeline success ${((tDone - tRunner) / 1000).toFixed(1)} s; whole test ${((Date.now() - t0) / 1000).toFixed(1)} s`,
		);
	} finally {
		await runner?.stop();
		await server?.stop();
		await host?.close();
		rmSync(tmp, { recursive: true, force: true });
	}
});
