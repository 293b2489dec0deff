// node --test scripts/cli/ci.test.mjs   (`npm run cli -- ci …`; part of `npm test`)
// Unit checks of the CLI's pure parts and of the log follower's resume (a stand-in stream that drops),
// then one end to end against a fresh `wrangler dev` pointed at the local code host (temp state, random
// ports): `ci lint` reports a broken file's line and column (exit 1) and summarises a valid one (exit 0);
// `ci run` starts a pipeline and prints its id and page URL; `ci status` lists its jobs; `ci logs
// --follow` streams a running job while this test acts as the runner (runner protocol: take the job,
// append trace with ANSI colours, finish it) and exits with the job's result, colours stripped off a TTY.
// Skips the end to end with a reason without git http-backend.
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
import { createClient } from "../runner/protocol.mjs";
import { ciTarget, duration, followLog, lintReport, sseFrames, stripAnsi, table, varsOf } from "./ci.mjs";

const CLI = fileURLToPath(new URL("../cli.mjs", import.meta.url));

test("pure parts: ANSI stripping, --var, tables, durations, SSE frames, the target's key and base", () => {
	assert.equal(stripAnsi("\u001b[1;32mok\u001b[0m \u001b]0;title\u0007done\u001b[K"), "ok done");
	assert.deepEqual(varsOf(["ci", "run", "p", "--var", "A=1", "--var=B=x=y", "--ref", "main"]), { A: "1", B: "x=y" });
	assert.throws(() => varsOf(["--var", "NOEQUALS"]), /NAME=value/);
	assert.equal(
		table([
			["A", "BB"],
			["ccc", "d"],
		]),
		"A    BB\nccc  d",
	);
	assert.equal(duration("2026-11-20T03:00:00Z", "2026-11-20T03:01:05Z"), "1m 05s");
	assert.equal(duration(null, null), "-");
	const frames = [
		...sseFrames(
			': ping\n\nevent: chunk\nid: 3\ndata: {"seq":3,"content":"a"}\n\nevent: done\ndata: {"status":"failed"}',
		),
	];
	assert.deepEqual(frames, [
		{ event: "chunk", id: "3", data: '{"seq":3,"content":"a"}' },
		{ event: "done", id: null, data: '{"status":"failed"}' },
	]);
	assert.throws(() => ciTarget({}, {}), /PASAR_CI_KEY/);
	assert.deepEqual(ciTarget({}, { PASAR_CI_KEY: "sk_live_x", PASAR_URL: "http://h:1/" }), {
		base: "http://h:1/ci",
		key: "sk_live_x",
	});
	const report = lintReport("ci.yml", { valid: false, errors: [{ line: 2, column: 5, message: "bad" }] });
	assert.deepEqual(report, ["ci.yml:2:5: bad", "1 error(s)"]);
});

test("logs --follow resumes a dropped stream with Last-Event-ID and stops at done", async () => {
	const seen = [];
	const sse = (text) => new Response(new Blob([text]).stream(), { headers: { "Content-Type": "text/event-stream" } });
	const answers = [
		() => sse('event: chunk\nid: 1\ndata: {"seq":1,"content":"one\\n"}\n\n'),
		() => new Response("busy", { status: 503 }),
		() =>
			sse(
				'event: chunk\nid: 1\ndata: {"seq":1,"content":"one\\n"}\n\nevent: chunk\nid: 2\ndata: {"seq":2,"content":"two\\n"}\n\nevent: done\ndata: {"status":"success"}\n\n',
			),
	];
	const fetchFn = async (_url, init) => {
		seen.push(init.headers["Last-Event-ID"] ?? null);
		return answers.shift()();
	};
	let out = "";
	const status = await followLog({ base: "http://ci", key: "k" }, "job_1", (t) => (out += t), { fetchFn, delayMs: 1 });
	assert.equal(status, "success");
	assert.equal(out, "one\ntwo\n");
	assert.deepEqual(seen, [null, "1", "1"]);
});

const BROKEN = "stages: [build]\nbuild:\n  stage: build\n  script: [npm ci\n";
const CONFIG = `stages: [build, test]
build:
  stage: build
  script: [npm ci, npm run build]
check:
  stage: build
  script: [npm run lint]
test:
  stage: test
  needs: [build]
  script: [npm test]
`;

/** Runs the CLI; `done` resolves {code, stdout, stderr}; `stdout()` is what it printed so far. */
function cli(args, env) {
	const child = spawn(process.execPath, [CLI, "ci", ...args], {
		env: { ...process.env, PASAR_CI_URL: "", PASAR_CI_PROJECT: "", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (d) => (stdout += d));
	child.stderr.on("data", (d) => (stderr += d));
	const done = new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
	return { child, done, stdout: () => stdout };
}

test("ci lint, run, status and logs --follow against a local server and code host", {
	skip: e2eSkip,
	timeout: 300_000,
}, async () => {
	const tmp = mkdtempSync(join(tmpdir(), "pasar-ci-cli-"));
	let host = null;
	let server = null;
	const following = [];
	try {
		host = await startCodeHost({ dir: join(tmp, "repos") });
		const port = 28_000 + Math.floor(Math.random() * 2_000);
		server = await startLocal({
			port,
			persistTo: join(tmp, "state"),
			quiet: true,
			vars: { CODE_HOST_API_URL: host.apiUrl, LOG_LEVEL: "warn" },
		});
		// The config is in the first commit, pushed before the project exists: no push pipeline.
		const work = join(tmp, "work");
		mkdirSync(work);
		await git(work, "init", "-q", "-b", "main");
		writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
		await git(work, "add", ".");
		await git(work, "commit", "-q", "-m", "Add the pipeline config");
		await git(work, "push", "-q", `${host.url}/toko/cli.git`, "main");

		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = await admin("POST", "/v1/workspaces", { name: "Toko CLI" });
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, { service: "ci" });
		assert.equal(cred.status, 201, JSON.stringify(cred.body));
		const key = cred.body.data.key;
		const api = async (method, path, body) => {
			const res = await fetch(`${server.url}/ci/api/v1${path}`, {
				method,
				headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
				body: body ? JSON.stringify(body) : undefined,
			});
			return { status: res.status, body: await res.json() };
		};
		const project = (await api("POST", "/projects", { repoFullName: "toko/cli", name: "CLI" })).body.data;
		assert.match(project.id, /^proj_/);
		const reg = await api("POST", "/runners", { description: "cli test runner" });
		assert.equal(reg.status, 201, JSON.stringify(reg.body));
		const env = { PASAR_URL: server.url, PASAR_CI_KEY: key };

		// lint: a broken file → file:line:column: message, exit 1; a valid one → summary, exit 0.
		const broken = join(tmp, "broken.yml");
		writeFileSync(broken, BROKEN);
		const bad = await cli(["lint", broken, "--project", project.id], env).done;
		assert.equal(bad.code, 1, bad.stderr);
		assert.match(
			bad.stdout,
			new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:5:1: YAML syntax error: `, "m"),
		);
		const good = join(tmp, ".pasar-ci.yml");
		writeFileSync(good, CONFIG);
		const ok = await cli(["lint", good], { ...env, PASAR_CI_PROJECT: project.id }).done;
		assert.equal(ok.code, 0, ok.stderr);
		assert.match(ok.stdout, /: valid \(3 jobs; stages build → test\)/);
		assert.match(ok.stdout, /^test\s+test\s+on_success\s+build\s+-$/m);
		assert.match(ok.stdout, /a push to main runs: build, check, test/);
		const help = await cli(["logs", "--help"], env).done;
		assert.equal(help.code, 0);
		assert.match(help.stdout, /--follow/);

		// run: the pipeline's id and page URL.
		const run = await cli(["run", project.id, "--var", "GREETING=halo"], env).done;
		assert.equal(run.code, 0, run.stderr);
		const pipeId = run.stdout.match(/^pipeline (pipe_\w+) \(#1\) for main at [0-9a-f]{8}: pending$/m)?.[1];
		assert.ok(pipeId, run.stdout);
		assert.ok(run.stdout.includes(`${server.url}/ci/p/${project.id}/pipelines/${pipeId}`), run.stdout);
		assert.deepEqual((await api("GET", `/pipelines/${pipeId}`)).body.data.variables, { GREETING: "halo" });

		// status: a table of the jobs; --json the pipeline.
		const st = await cli(["status", pipeId], env).done;
		assert.equal(st.code, 0, st.stderr);
		assert.match(st.stdout, /^STAGE\s+JOB\s+STATUS\s+DURATION\s+RUNNER\s+ID$/m);
		assert.match(st.stdout, /^build\s+build\s+pending\s+-\s+-\s+job_\w+$/m);
		assert.match(st.stdout, /^test\s+test\s+created\s+/m);
		const json = JSON.parse((await cli(["status", pipeId, "--json"], env).done).stdout);
		assert.equal(json.id, pipeId);

		// logs --follow: act as the runner, append while the CLI follows, finish; exit = the job's result.
		const runner = createClient({ url: `${server.url}/ci`, token: reg.body.data.token });
		const take = async () => {
			const r = await runner.requestJob(0);
			assert.equal(r.status, 201, JSON.stringify(r));
			return r.job;
		};
		const jobs = [await take(), await take()];
		const byName = Object.fromEntries(jobs.map((j) => [j.name, j]));
		const bytes = { build: 0, check: 0 };
		const append = async (name, text) => {
			const b = Buffer.from(text);
			const r = await runner.patchTrace(byName[name].id, byName[name].token, bytes[name], b);
			assert.equal(r.status, 202, JSON.stringify(r));
			bytes[name] += b.length;
		};
		await append("build", "\u001b[1;32m$ npm ci\u001b[0m\n");
		const f = cli(["logs", byName.build.id, "--follow"], env);
		following.push(f);
		await waitFor("the first line did not reach the CLI", 15_000, async () => ({
			done: f.stdout().includes("$ npm ci\n"),
		}));
		await append("build", "added 42 packages\n\u001b[31mwarn\u001b[0m deprecated\n");
		await waitFor("the live line did not reach the CLI", 15_000, async () => ({
			done: f.stdout().includes("warn deprecated\n"),
			seen: f.stdout(),
		}));
		assert.equal(f.child.exitCode, null, "the CLI stopped following a running job");
		const fin = await runner.updateJob(byName.build.id, byName.build.token, { state: "success", exitCode: 0 });
		assert.equal(fin.status, 200, JSON.stringify(fin));
		const followed = await f.done;
		assert.equal(followed.code, 0, followed.stderr);
		assert.equal(followed.stdout, "$ npm ci\nadded 42 packages\nwarn deprecated\n");
		assert.match(followed.stderr, /: success/);

		// A failed job: the follower exits 1; --no-color and a log already complete print the same.
		await append("check", "\u001b[31mlint error\u001b[0m\n");
		await runner.updateJob(byName.check.id, byName.check.token, { state: "failed", exitCode: 1 });
		const failed = await cli(["logs", byName.check.id, "--follow", "--no-color"], env).done;
		assert.equal(failed.code, 1, failed.stderr);
		assert.equal(failed.stdout, "lint error\n");
		const plain = await cli(["logs", byName.check.id], env).done;
		assert.equal(plain.code, 0, plain.stderr);
		assert.equal(plain.stdout, "lint error\n");
	} finally {
		for (const f of following) if (f.child.exitCode === null) f.child.kill("SIGKILL");
		await server?.stop();
		await host?.close();
		rmSync(tmp, { recursive: true, force: true });
	}
});
