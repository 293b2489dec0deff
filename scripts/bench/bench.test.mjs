// Smoke run of every bench (issue 37 item 18), part of `npm test`: each script in this directory (any
// added later too: the directory is listed, not a fixed set) runs with BENCH_SMOKE=1 — tiny sizes,
// one short slice, no performance gate — on a free loopback port and must exit 0, so a bench cannot
// silently stop working (a 429, a changed route, a broken seed) between full `npm run bench` runs.
// Two at a time: each starts its own local server, and most of a run is that server starting.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { freePort } from "../dev.mjs";
import { toolEnv } from "../toolchain.mjs";

const here = dirname(fileURLToPath(import.meta.url));
/** What `npm run bench` runs (scripts/run.mjs): every .mjs here but helpers (_*) and tests. */
const benches = readdirSync(here)
	.filter((f) => f.endsWith(".mjs") && !f.startsWith("_") && !f.endsWith(".test.mjs"))
	.sort();
/** BENCH_SMOKE_ONLY=pos-sales,badge narrows the run (re-running what failed). */
const only = (process.env.BENCH_SMOKE_ONLY ?? "").split(",").filter(Boolean);

/** Sizes every bench reads from the environment, set small (the rest follow BENCH_SMOKE). */
const SMOKE_ENV = {
	BENCH_SMOKE: "1",
	BENCH_SLICES: "1",
	BENCH_SLICE_MS: "200",
	BENCH_CONCURRENCY: "4",
	BENCH_ROUNDS: "1",
	BENCH_KEYS: "20",
	BENCH_DELIVERIES: "3",
	BENCH_EVENTS: "5",
	BENCH_SALES: "30",
	BENCH_UNCACHED: "3",
	BENCH_SUMMARY_RUNS: "2",
	BENCH_PAUSE_MS: "50",
	BENCH_TIMEOUT_SECONDS: "120",
};

/** Runs one bench to its end; resolves {code, output}. */
async function runBench(file) {
	const env = { ...toolEnv(), ...SMOKE_ENV, BENCH_PORT: String(await freePort()) };
	return new Promise((resolve) => {
		const child = spawn(process.execPath, [join(here, file)], { env, stdio: ["ignore", "pipe", "pipe"] });
		let output = "";
		child.stdout.on("data", (d) => {
			output += d;
		});
		child.stderr.on("data", (d) => {
			output += d;
		});
		const timer = setTimeout(() => child.kill("SIGTERM"), 540_000);
		child.on("exit", (code, signal) => {
			clearTimeout(timer);
			resolve({ code: code ?? (signal ? 1 : 0), output });
		});
	});
}

/** The bench's own lines and wrangler's errors: the dev server's other noise stays out of a failure message. */
const benchLines = (output) =>
	output
		.split("\n")
		.filter((l) => /^\s*\[(bench|pasar)\]|req\/s|median|✘|\bERROR\b/.test(l))
		.join("\n");

/**
 * A bench's run; once more when its local server did not start (`wrangler dev exited` before the
 * bench did anything): servers of other tests start at the same moment on this machine.
 */
const serverDidNotStart = /\[bench\] error: (wrangler dev exited|\S+\/health did not answer)/;
async function runOnce(file) {
	const first = await runBench(file);
	if (first.code === 0 || !serverDidNotStart.test(first.output)) return first;
	console.log(`# ${file}: its server did not start, once more:\n${benchLines(first.output)}`);
	return runBench(file);
}

describe("every bench runs end to end (smoke sizes, no performance gate)", { concurrency: 2 }, () => {
	it("the directory holds the benches npm run bench runs", () => {
		assert.ok(benches.length >= 16, benches.join(", "));
		assert.ok(!benches.includes("bench.test.mjs"));
	});
	for (const file of benches)
		it(file, { timeout: 600_000, skip: only.length > 0 && !only.some((o) => file.includes(o)) }, async () => {
			const { code, output } = await runOnce(file);
			assert.equal(code, 0, `${file} exited ${code}:\n${benchLines(output)}`);
			assert.match(output, /\[bench\] smoke run/, `${file} did not run in smoke mode:\n${benchLines(output)}`);
			assert.doesNotMatch(output, /\[bench\] (FAIL|error)/, benchLines(output));
		});
});
