// The runner CLI end to end against the in-memory protocol server (fake-server.mjs): the real
// cli.mjs in a child process, real git and bash. Each test queues one job and runs
// `cli.mjs run --max-jobs 1`, then reads what the server recorded.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { startFakeServer } from "./fake-server.mjs";

const cli = fileURLToPath(new URL("./cli.mjs", import.meta.url));
let server;
let tmp;
let repo;
let sha;

before(async () => {
	server = await startFakeServer();
	tmp = mkdtempSync(join(tmpdir(), "pasar-runner-test-"));
	repo = join(tmp, "repo");
	mkdirSync(repo);
	const git = (...args) =>
		execFileSync(
			"git",
			["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main", ...args],
			{
				cwd: repo,
				encoding: "utf8",
			},
		).trim();
	git("init", "-q");
	writeFileSync(join(repo, "hello.txt"), "hello from the repository\n");
	git("add", ".");
	git("commit", "-q", "-m", "first");
	sha = git("rev-parse", "HEAD");
});
after(async () => {
	await server.close();
	rmSync(tmp, { recursive: true, force: true });
});

/** Runs the CLI until it exits: {code, stdout, stderr, ms}; onSpawn(child) sees the process. */
function runRunner(extra = [], { token = server.runnerToken, env = {}, maxJobs = 1, onSpawn } = {}) {
	const started = Date.now();
	const args = [cli, "run", "--url", server.base, "--token", token, "--wait", "1"];
	if (maxJobs) args.push("--max-jobs", String(maxJobs));
	args.push("--work-dir", join(tmp, "work"), "--name", "test-box", ...extra);
	const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (d) => {
		stdout += d;
	});
	child.stderr.on("data", (d) => {
		stderr += d;
	});
	onSpawn?.(child);
	const killer = setTimeout(() => child.kill("SIGKILL"), 20_000);
	return new Promise((resolve) => {
		child.on("close", (code) => {
			clearTimeout(killer);
			resolve({ code, stdout, stderr, ms: Date.now() - started });
		});
	});
}

/** A job on the test repository; steps from script / afterScript lines. */
function addJob({ script = [], afterScript, timeoutSeconds = 60, ...rest } = {}, hooks) {
	const steps = [{ name: "script", script, timeoutSeconds }];
	if (afterScript) steps.push({ name: "after_script", script: afterScript, timeoutSeconds: 60 });
	return server.addJob({ git: { repoUrl: `file://${repo}`, ref: "main", sha }, steps, ...rest }, hooks);
}

/** The accepted chunks start where the stored log ended: contiguous, nothing twice. */
function assertContiguous(rec) {
	let at = 0;
	for (const p of rec.patches.filter((p) => p.status === 202 || p.dropped)) {
		assert.equal(p.start, at, `chunk ${JSON.stringify(p)} starts at the stored length`);
		assert.equal(p.end, p.start + p.length - 1);
		at = p.end + 1;
	}
	assert.equal(at, rec.trace.length);
}

const text = (rec) => rec.trace.toString("utf8");

test("a job of two lines succeeds: each line echoed, its output, the final PUT", async () => {
	const rec = addJob({ script: ["echo hi", "cat hello.txt"] });
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.ok(log.includes("$ echo hi\nhi\n"), log);
	assert.ok(log.includes("$ cat hello.txt\nhello from the repository\n"), log);
	assert.ok(log.includes("Job succeeded"), log);
	assert.deepEqual(rec.final, { state: "success", exitCode: 0 });
	assert.match(r.stdout, /job job_\d+ "test" \(stage test, pipeline pipe_1\): success in [\d.]+s/);
	const reg = server.registrations.at(-1);
	assert.equal(reg.name, "test-box");
	assert.ok(reg.version && reg.platform);
	assertContiguous(rec);
});

test("a failing line stops the script; after_script still runs; the job fails with its exit code", async () => {
	const rec = addJob({
		script: ["echo one", "exit 3", "echo never"],
		afterScript: ["echo cleanup", "false", "echo nor-this"],
	});
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.ok(log.includes("$ echo one\none\n$ exit 3\n"), log);
	assert.ok(!log.includes("never"), log);
	assert.ok(log.includes("$ echo cleanup\ncleanup\n$ false\n"), log);
	assert.ok(!log.includes("nor-this"), log);
	assert.ok(log.includes("WARNING: after_script failed, but job will continue unaffected: exit code 1"), log);
	assert.deepEqual(rec.final, { state: "failed", exitCode: 3, failureReason: "script_failure" });
	assert.match(r.stdout, /failed \(script_failure, exit code 3\)/);
	assertContiguous(rec);
});

test("masked values never reach the server, not even split across two chunks", async () => {
	const rec = addJob({
		variables: [{ key: "SECRET", value: "abcdefgh12", masked: true, fileType: false }],
		script: ['echo "token=$SECRET"', "printf 'abcd'; sleep 1.2; printf 'efgh12\\n'", "echo done"],
	});
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.ok(!log.includes("abcdefgh12"), log);
	assert.ok(log.includes("token=[MASKED]\n"), log);
	assert.match(log, /\$ printf 'abcd'; sleep 1\.2; printf 'efgh12\\n'\n\[MASKED\]\n\$ echo done/);
	// The sleep made the runner send a chunk in between: the half value was held back from it.
	assert.ok(rec.patches.length >= 2, JSON.stringify(rec.patches));
	let sent = "";
	for (const p of rec.patches) {
		const piece = rec.trace.subarray(p.start, p.end + 1).toString();
		assert.ok(!/abcd$/.test(piece) || piece.endsWith("printf 'abcd"), `a chunk ends with half the value: ${piece}`);
		sent += piece;
	}
	assert.equal(sent, log);
	assert.equal(rec.final.state, "success");
	assertContiguous(rec);
});

test("cancel: a 409 from the server kills the script's whole process group; no after_script, no final PUT", async () => {
	const pidFile = join(tmp, "sleep.pid");
	const marker = join(tmp, "after-ran");
	const rec = addJob(
		{
			variables: [
				{ key: "PIDFILE", value: pidFile, masked: false, fileType: false },
				{ key: "MARKER", value: marker, masked: false, fileType: false },
			],
			script: ["echo started", 'sleep 30 & echo $! > "$PIDFILE"; wait'],
			afterScript: ['touch "$MARKER"'],
		},
		{ cancelAfterFirstTrace: true },
	);
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	assert.ok(r.ms < 9000, `took ${r.ms} ms`);
	assert.ok(text(rec).includes("started"));
	assert.ok(
		rec.puts.every((p) => p.state === "running"),
		JSON.stringify(rec.puts),
	);
	assert.ok(!existsSync(marker), "after_script ran");
	assert.match(r.stdout, /canceled \(server: canceled\)/);
	const pid = Number(readFileSync(pidFile, "utf8"));
	// A killed orphan stays a zombie until PID 1 reaps it: that counts as dead.
	const running = () => {
		try {
			return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
		} catch {
			if (existsSync("/proc/self/stat")) return false;
			try {
				process.kill(pid, 0);
				return true;
			} catch {
				return false;
			}
		}
	};
	let alive = running();
	for (let i = 0; i < 20 && alive; i++) {
		await new Promise((res) => setTimeout(res, 100));
		alive = running();
	}
	assert.ok(!alive, `sleep ${pid} still runs`);
});

test("timeout: the step's timeoutSeconds kills the script; failed with job_execution_timeout", async () => {
	const rec = addJob({ script: ["echo before", "sleep 10", "echo after"], timeoutSeconds: 1 });
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	assert.ok(r.ms < 8000, `took ${r.ms} ms`);
	const log = text(rec);
	assert.ok(log.includes("ERROR: the script ran longer than its timeout of 1 s and was stopped"), log);
	assert.ok(!log.includes("\nafter\n"), log);
	assert.equal(rec.final.state, "failed");
	assert.equal(rec.final.failureReason, "job_execution_timeout");
	assertContiguous(rec);
});

test("fileType variables become 0600 files; the runner's own environment stays out", async () => {
	const rec = addJob({
		variables: [
			{ key: "KUBECONFIG_DATA", value: "apiVersion: v1\nkind: Config\n", masked: false, fileType: true },
			{ key: "PLAIN", value: "plain-value", masked: false, fileType: false },
		],
		script: [
			'test -f "$KUBECONFIG_DATA"',
			'stat -c "mode=%a" "$KUBECONFIG_DATA"',
			'grep -q "kind: Config" "$KUBECONFIG_DATA"',
			`echo "plain=$PLAIN ci=$CI leak=\${RUNNER_OWN_SECRET:-none}"`,
		],
	});
	const r = await runRunner([], { env: { RUNNER_OWN_SECRET: "do-not-pass" } });
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.ok(log.includes("mode=600\n"), log);
	assert.ok(log.includes("plain=plain-value ci=true leak=none\n"), log);
	assert.equal(rec.final.state, "success", log);
});

test("artifacts: the paths (dir, glob) go up as one gzip tar; a missing path is a warning", async () => {
	const rec = addJob({
		script: ["mkdir -p out/sub", "echo built > out/sub/result.txt", "echo top > top.log", "echo no > skip.txt"],
		artifacts: { paths: ["out/", "*.log", "missing/**"], expireIn: "1 week" },
	});
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.ok(log.includes("WARNING: missing/**: no matching files"), log);
	assert.equal(rec.final.state, "success", log);
	assert.equal(rec.uploads.length, 1);
	const up = rec.uploads[0];
	assert.equal(up.fileName, "artifacts.tar.gz");
	assert.equal(up.contentType, "application/gzip");
	assert.ok(gunzipSync(up.bytes).includes(Buffer.from("built\n")));
	const file = join(tmp, "up.tar.gz");
	writeFileSync(file, up.bytes);
	const names = execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n");
	assert.deepEqual(names.sort(), ["out/", "out/sub/", "out/sub/result.txt", "top.log"]);
});

test("dependency artifacts are downloaded and unpacked before the script", async () => {
	const src = join(tmp, "dep-src");
	mkdirSync(join(src, "dist"), { recursive: true });
	writeFileSync(join(src, "dist", "app.txt"), "from the build job\n");
	const archive = join(tmp, "dep.tar.gz");
	execFileSync("tar", ["-czf", archive, "-C", src, "dist"]);
	const downloadUrl = server.addFile("art_9", readFileSync(archive));
	const rec = addJob({
		dependencies: [{ jobId: "job_build", name: "build", artifactId: "art_9", downloadUrl }],
		script: ["cat dist/app.txt"],
	});
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.ok(log.includes("Downloading artifacts of build (art_9)"), log);
	assert.ok(log.includes("$ cat dist/app.txt\nfrom the build job\n"), log);
	assert.equal(rec.final.state, "success");
});

test("a lost answer: the runner resends from the Range of the 416; the stored log has nothing twice", async () => {
	const rec = addJob({ script: ["echo first", "sleep 1.3", "echo second"] }, { dropFirstTraceAnswer: true });
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	assert.equal(log.split("$ echo first\n").length, 2, log);
	assert.ok(log.includes("$ echo second\nsecond\nJob succeeded\n"), log);
	assert.ok(
		rec.patches.some((p) => p.status === 416),
		JSON.stringify(rec.patches),
	);
	rec.patches[0].dropped = true;
	assertContiguous(rec);
	assert.equal(rec.final.state, "success");
});

test("a refused runner token: exit 1 with a clear message", async () => {
	const r = await runRunner([], { token: "cirt_wrong" });
	assert.equal(r.code, 1);
	assert.match(r.stderr, /refused the runner token \(401/);
});

test("credentials in repoUrl never show; a failed fetch is a runner_system_failure", async () => {
	const repoUrl = `${server.base.replace("/ci", "")}/nope.git`.replace(
		"http://",
		"http://x-access-token:SUPERSECRET99@",
	);
	const rec = server.addJob({
		git: { repoUrl, ref: "main", sha },
		steps: [{ name: "script", script: ["echo never"], timeoutSeconds: 60 }],
	});
	const r = await runRunner();
	assert.equal(r.code, 0, r.stderr);
	const log = text(rec);
	for (const out of [log, r.stdout, r.stderr]) assert.ok(!out.includes("SUPERSECRET99"), out);
	assert.ok(log.includes("Fetching http://127.0.0.1:"), log);
	assert.deepEqual(rec.final, { state: "failed", exitCode: 1, failureReason: "runner_system_failure" });
});

test("SIGINT: the current job finishes and is reported; no further job is taken; exit 0", async () => {
	const rec = addJob({ script: ["sleep 1", "echo finished"] });
	const next = addJob({ script: ["echo second"] });
	const r = await runRunner([], {
		maxJobs: 0,
		onSpawn: (child) => {
			const poll = setInterval(() => {
				if (rec.status === "running") {
					clearInterval(poll);
					setTimeout(() => child.kill("SIGINT"), 200);
				}
			}, 20);
		},
	});
	assert.equal(r.code, 0, r.stderr);
	assert.match(r.stderr, /stopping after the current job/);
	assert.ok(text(rec).includes("$ echo finished\nfinished\n"));
	assert.deepEqual(rec.final, { state: "success", exitCode: 0 });
	assert.equal(next.status, "pending");
	server.jobs.delete(next.job.id);
});
