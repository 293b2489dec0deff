// The README runs as written: every ```sh runnable block of README.md and of each docs/*.md
// walkthrough, in document order, in bash against a fresh `npm start` (its own state, demo seed, code
// host and demo website in a temporary directory, on free ports while the usual ones are held). Each
// file is one bash script — `set -Eeuo pipefail`, `.wrangler/demo.env`'s variables sourced (BASE,
// ADMIN, WS, CODE_HOST, SITE, every service's key and the CLI's PASAR_* variables) — run twice in a
// row in the checkout, as a reader would paste it again: the second run proves the blocks re-run
// cleanly (unique names, plans high enough), and `git status --porcelain` must be as before (scratch
// files go under .tmp/). Runs under node (`node --test`, part of `npm test`); skips with a reason
// without bash, curl, jq or git http-backend.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { e2eSkip, GIT_ENV } from "../code-host/e2e.mjs";
import { root, toolEnv } from "../toolchain.mjs";
import { fencedBlocks, markdownProblems, runnableBlocks, runnableBlocksOf } from "./blocks.mjs";

// README_TEST_FILES=docs/pos.md,docs/ci.md runs only those files (while writing a walkthrough).
const FILES = (
	process.env.README_TEST_FILES?.split(",").map((f) => f.trim()) ?? [
		"README.md",
		...readdirSync(join(root, "docs"))
			.filter((f) => f.endsWith(".md"))
			.sort()
			.map((f) => `docs/${f}`),
	]
).filter(Boolean);

function missingTool() {
	for (const tool of ["bash", "curl", "jq"])
		if (spawnSync(tool, ["--version"], { stdio: "ignore" }).status !== 0) return `${tool} is needed`;
	return e2eSkip;
}
const skip = missingTool();
if (skip) console.log(`# README test skipped: ${skip}`);

const quote = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;

/** A listener on 127.0.0.1:`port` standing in for another program (resolves null when the port is not free). */
const holdPort = (port) =>
	new Promise((resolve) => {
		const srv = createServer((socket) => socket.destroy());
		srv.once("error", () => resolve(null));
		srv.listen(port, "127.0.0.1", () => resolve(srv));
	});

/**
 * A fresh `npm start` (scripts/run.mjs start) in its own process group, state under `dir`, on a busy
 * machine: the ports its code host and demo website usually take (the next two) are held by other
 * listeners, so it must find free ones by itself and say where in demo.env.
 */
async function startPasar(dir) {
	const port = 28_000 + Math.floor(Math.random() * 2_000);
	const held = (await Promise.all([holdPort(port + 1), holdPort(port + 2)])).filter(Boolean);
	const log = [];
	const child = spawn(process.execPath, [join(root, "scripts", "run.mjs"), "start"], {
		cwd: root,
		detached: true,
		stdio: ["ignore", "pipe", "pipe"],
		env: {
			...process.env,
			PORT: String(port),
			PASAR_LOCAL_DIR: join(dir, "local"),
			CI_GIT_PORT: "",
			LOC_SITE_PORT: "",
			MKT_SIM_PORT: "",
		},
	});
	for (const s of [child.stdout, child.stderr]) s.on("data", (d) => log.push(d.toString()));
	const exited = new Promise((resolve) => child.once("exit", resolve));
	const stop = async () => {
		if (child.exitCode !== null || child.signalCode !== null) return;
		try {
			process.kill(-child.pid, "SIGTERM");
		} catch {}
		const killer = setTimeout(() => {
			try {
				process.kill(-child.pid, "SIGKILL");
			} catch {}
		}, 10_000);
		await exited;
		clearTimeout(killer);
		for (const srv of held) srv.close();
	};
	const envFile = join(dir, "local", "demo.env");
	const until = Date.now() + 300_000; // a first start after a migration change builds the template
	while (!log.join("").includes("Pasar is running on") || !existsSync(envFile)) {
		if (child.exitCode !== null || Date.now() > until) {
			await stop();
			throw new Error(`npm start did not come up (exit ${child.exitCode}):\n${log.join("").slice(-4000)}`);
		}
		await new Promise((r) => setTimeout(r, 250));
	}
	return { envFile, log, stop };
}

/** Runs one file's runnable blocks as one bash script; resolves {code, output, ms}. */
function runBlocks(file, blocks, envFile, cwd, timeoutMs) {
	const script = [
		"set -Eeuo pipefail",
		"shopt -s inherit_errexit",
		`source ${quote(envFile)}`,
		// curl as the reader types it (blockProblems makes every block fail on an HTTP error itself); the
		// answer's body is also shown on stderr then, since a failing capture (X=$(curl … | jq …)) swallows it.
		"curl() {",
		'  local out rc=0; out=$(mktemp); command curl "$@" > "$out" || rc=$?',
		'  cat "$out"; [ "$rc" = 0 ] || { printf \'\\ncurl %s\\n\' "$*"; head -c 2000 "$out"; echo; } >&2',
		'  rm -f "$out"; return "$rc"',
		"}",
		`trap 'echo "✗ $BLOCK: exit $? at: $BASH_COMMAND" >&2' ERR`,
		// The reader's `source .wrangler/demo.env` reads this start's file (its state is elsewhere).
		...blocks.flatMap((b) => [
			`BLOCK=${quote(`${file}:${b.line}`)}`,
			'echo "▶ $BLOCK" >&2',
			b.code.replace(/^source \.wrangler\/demo\.env\b/gm, `source ${quote(envFile)}`),
		]),
		'echo "✓ every runnable block passed" >&2',
	].join("\n");
	const started = Date.now();
	return new Promise((resolve) => {
		const out = [];
		const child = spawn("bash", ["-c", script], {
			cwd,
			detached: true, // its own process group: a block's background process goes with it
			stdio: ["ignore", "pipe", "pipe"],
			env: { ...toolEnv(), ...GIT_ENV },
		});
		for (const s of [child.stdout, child.stderr]) s.on("data", (d) => out.push(d.toString()));
		const killGroup = (signal) => {
			try {
				process.kill(-child.pid, signal);
			} catch {}
		};
		const timer = setTimeout(() => {
			out.push(`\n✗ ${file}: still running after ${timeoutMs / 1000} s, stopped\n`);
			killGroup("SIGKILL");
		}, timeoutMs);
		child.once("exit", (code, signal) => {
			clearTimeout(timer);
			killGroup("SIGTERM"); // whatever a block left running in the background
			resolve({ code: code ?? signal, output: out.join(""), ms: Date.now() - started });
		});
	});
}

test("runnable blocks: the marker and the fences are read as a Markdown renderer reads them", () => {
	const md = [
		"```sh runnable",
		"echo one",
		"```",
		"```sh",
		"npm start",
		"```",
		"````bash runnable",
		"cat <<'EOF'",
		"```",
		"EOF",
		"````",
		"```js runnable",
		"no",
		"```",
	].join("\n");
	assert.deepEqual(
		runnableBlocks(md).map((b) => [b.line, b.lang, b.code]),
		[
			[1, "sh", "echo one"],
			[7, "bash", "cat <<'EOF'\n```\nEOF"],
		],
	);
	assert.equal(fencedBlocks(md).length, 4);
	// The README keeps its quickstarts runnable: losing the marker would silently test nothing.
	assert.ok(runnableBlocksOf(join(root, "README.md")).length >= 8);
});

test("README.md and docs/*.md: blocks fail loudly, nothing a clone cannot open, a short quickstart", () => {
	const problems = [];
	for (const file of [
		"README.md",
		...readdirSync(join(root, "docs"))
			.filter((f) => f.endsWith(".md"))
			.map((f) => `docs/${f}`),
	])
		for (const p of markdownProblems(readFileSync(join(root, file), "utf8"))) problems.push(`${file}:${p}`);
	assert.deepEqual(problems, [], "node scripts/readme/blocks.mjs README.md docs/*.md lists these");
	// The lint itself: each rule catches what it names.
	assert.equal(markdownProblems("```sh runnable\nX=$(curl -s $BASE/x | jq -r .id)\n```").length, 2);
	assert.equal(markdownProblems("```sh runnable\ncurl -sS --fail-with-body $BASE/x | jq -er .id\n```").length, 0);
	assert.equal(markdownProblems("See ../shared/spec, DESIGN §4 and issue 21; spec 002.").length, 4);
	// The quickstart is the README's first section and stays short.
	const readme = readFileSync(join(root, "README.md"), "utf8").split("\n");
	const start = readme.indexOf("## Quickstart");
	const end = readme.findIndex((l, i) => i > start && l.startsWith("## "));
	assert.ok(start > 0 && start < 15, "README.md opens with its quickstart");
	assert.ok(end - start <= 100, `the quickstart is ${end - start} lines (at most 100)`);
});

/** The checkout's `git status --porcelain`: what the blocks leave behind shows up here. */
const treeStatus = () => spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout ?? "";

// README_TEST_RUNS=1 runs each file once (while writing a walkthrough); the test proper runs each twice.
const RUNS = Number(process.env.README_TEST_RUNS ?? 2);

test("README.md and the docs/*.md walkthroughs run as written, twice, against a fresh npm start", {
	skip,
	timeout: 900_000,
}, async (t) => {
	const dir = mkdtempSync(join(tmpdir(), "pasar-readme-"));
	const logs = join(root, ".tmp", "readme");
	mkdirSync(logs, { recursive: true });
	// A fresh clone's tree is clean, and stays so through npm start and every block.
	const before = treeStatus();
	const started = Date.now();
	const pasar = await startPasar(dir);
	t.diagnostic(`npm start ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
	try {
		for (const file of FILES) {
			const blocks = runnableBlocks(readFileSync(join(root, file), "utf8"));
			if (!blocks.length) continue;
			await t.test(`${file}: ${blocks.length} runnable block(s) × ${RUNS}`, async (st) => {
				// In the checkout, as a reader runs them: scratch files belong under .tmp/.
				for (let run = 1; run <= RUNS; run++) {
					const r = await runBlocks(file, blocks, pasar.envFile, root, 180_000);
					// What the blocks printed, kept for reading (.tmp/readme/README.md.1.log, docs-pos.md.2.log, …).
					writeFileSync(join(logs, `${file.replaceAll("/", "-")}.${run}.log`), r.output);
					st.diagnostic(`${file} run ${run}: ${(r.ms / 1000).toFixed(1)} s`);
					if (r.code !== 0) {
						const server = pasar.log.join("").split("\n").slice(-40).join("\n");
						assert.fail(
							`${file} failed on run ${run} (exit ${r.code}); output:\n${r.output.slice(-8000)}\n--- npm start, last lines:\n${server}`,
						);
					}
				}
				assert.equal(
					treeStatus(),
					before,
					`npm start or ${file}'s blocks changed the checkout (scratch files belong under .tmp/)`,
				);
			});
		}
	} finally {
		await pasar.stop();
		rmSync(dir, { recursive: true, force: true });
	}
});
