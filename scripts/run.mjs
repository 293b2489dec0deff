// Entry point of every npm script: provisions Node 22 and dependencies, then runs the task on it.
//   npm start | npm test | npm run check | npm run cli -- ... | npm run bench | npm run deploy
//   npm run reset [-- --no-start] (local state wiped, then npm start seeds a new demo)
//   npm run sdk:generate (the SDK from the served OpenAPI documents, scripts/sdk/generate.mjs)
//   npm run runner -- run --url … --token … (the CI runner, scripts/runner/cli.mjs)
//   npm run demo:journey (the merchant journey against npm start, scripts/journey/demo.mjs)
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureAssets } from "./assets.mjs";
import { ensureDeps, root, run, toolEnv } from "./toolchain.mjs";

const [task, ...rest] = process.argv.slice(2);
const env = toolEnv();
ensureDeps(env);
// wrangler dev, the vitest pool, the dry-run bundle and deploy all read the assets directory.
ensureAssets();

const node = (script, args = []) => run("node", [join(root, script), ...args], env);

function findTests(dir) {
	const out = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) out.push(...findTests(full));
		else if (entry.name.endsWith(".test.mjs")) out.push(full);
	}
	return out;
}

const TEMPLATE = `import { prepareMigrationTemplate } from ${JSON.stringify(pathToFileURL(join(root, "scripts", "dev.mjs")).href)};
await prepareMigrationTemplate();`;

function exit(code) {
	process.exit(code);
}

switch (task) {
	case "test": {
		// Each stage says it is starting: the typecheck alone is silent for about 20 s.
		const stage = (what) => process.stderr.write(`[pasar] npm test: ${what}\n`);
		mkdirSync(join(root, ".tmp"), { recursive: true });
		// The local servers of the node tests copy migrated databases made once, here, while tsc runs.
		const template = rest.length
			? null
			: spawn("node", ["--input-type=module", "-e", TEMPLATE], { stdio: "inherit", cwd: root, env });
		const templateMade = new Promise((resolve) => (template ? template.on("exit", resolve) : resolve(0)));
		stage("typechecking (tsc --noEmit)");
		if (run("tsc", ["--noEmit", "-p", "."], env) !== 0) exit(1);
		if ((await templateMade) !== 0) exit(1);
		// Node-side tests: the scripts themselves (the CLI spawns processes, which workerd cannot) and the
		// source-layout guard rails (they read the source tree, which workerd cannot).
		const scriptTests = [...findTests(join(root, "scripts")), ...findTests(join(root, "test"))];
		const tap = join(root, ".tmp", "node-tests.tap");
		if (!rest.length) stage(`${scriptTests.length} node test files (scripts, browser pages, layout)`);
		const nodeCode =
			rest.length || !scriptTests.length
				? 0
				: run(
						"node",
						[
							"--test",
							// Two files at a time: most of a file is a local server starting or a browser waiting, so two
							// overlap on two cores (measured: 810 s for them all; one at a time they took 1,230 s, 250 s
							// of it benches re-applying migrations, which they no longer do).
							"--test-concurrency=2",
							"--test-reporter=spec",
							"--test-reporter-destination=stdout",
							"--test-reporter=tap",
							`--test-reporter-destination=${tap}`,
							...scriptTests,
						],
						env,
					);
		stage("the workerd suite (vitest)");
		const report = join(root, ".tmp", "vitest-report.json");
		const code = run(
			"vitest",
			["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...rest],
			env,
		);
		// The plain closing line CI reads: "tests: N passed, N failed, N skipped".
		const totals = { passed: 0, failed: 0, skipped: 0 };
		if (existsSync(report)) {
			const r = JSON.parse(readFileSync(report, "utf8"));
			totals.passed += r.numPassedTests;
			totals.failed += r.numFailedTests;
			totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
		}
		if (!rest.length && existsSync(tap)) {
			const t = readFileSync(tap, "utf8");
			const n = (k) => Number(t.match(new RegExp(`^# ${k} (\\d+)`, "m"))?.[1] ?? 0);
			totals.passed += n("pass");
			totals.failed += n("fail") + n("cancelled");
			totals.skipped += n("skipped") + n("todo");
		}
		console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
		exit(code || nodeCode);
		break;
	}
	case "check":
		exit(node("scripts/check.mjs", rest));
		break;
	case "start":
		exit(node("scripts/start.mjs", rest));
		break;
	case "reset": {
		const wiped = node("scripts/reset.mjs");
		exit(wiped || rest.includes("--no-start") ? wiped : node("scripts/start.mjs"));
		break;
	}
	case "cli":
		// From where `npm run cli` was typed (npm sets INIT_CWD), so --csv, --out and --file paths and the
		// program after `secrets run --` are relative to the reader's directory, not the checkout's root.
		exit(run("node", [join(root, "scripts/cli.mjs"), ...rest], env, { cwd: process.env.INIT_CWD || root }));
		break;
	case "deploy":
		exit(node("scripts/deploy.mjs", rest));
		break;
	case "runner": {
		// The runner finishes its current job on SIGINT / SIGTERM, so this process waits for it: Ctrl-C
		// reaches the runner from the terminal already (not forwarded, a second one would stop the
		// job); SIGTERM is passed on.
		const child = spawn("node", [join(root, "scripts/runner/cli.mjs"), ...rest], { stdio: "inherit", cwd: root, env });
		process.on("SIGINT", () => {});
		process.on("SIGTERM", () => child.kill("SIGTERM"));
		child.on("exit", (code, signal) => exit(code ?? (signal ? 1 : 0)));
		break;
	}
	case "bench": {
		// Helpers (_*.mjs) and the smoke test npm test runs (bench.test.mjs) are not benches.
		const benches = readdirSync(join(root, "scripts", "bench")).filter(
			(f) => f.endsWith(".mjs") && !f.startsWith("_") && !f.endsWith(".test.mjs"),
		);
		const wanted = rest.length ? benches.filter((b) => rest.some((r) => b.includes(r))) : benches;
		for (const b of wanted) if (node(`scripts/bench/${b}`) !== 0) exit(1);
		exit(0);
		break;
	}
	case "fuzz": {
		// The full OpenAPI fuzz (issue 26): FUZZ_RUNS hostile cases per operation (default 40) from FUZZ_SEED
		// (default: a new one, printed, so a failure can be replayed); FUZZ_SERVICE=pay,loc narrows it.
		const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 1e6));
		const runs = process.env.FUZZ_RUNS ?? "40";
		console.log(
			`fuzz: FUZZ_RUNS=${runs} FUZZ_SEED=${seed}${process.env.FUZZ_SERVICE ? ` FUZZ_SERVICE=${process.env.FUZZ_SERVICE}` : ""}`,
		);
		exit(run("vitest", ["run", "test/fuzz", ...rest], { ...env, FUZZ_RUNS: runs, FUZZ_SEED: seed }));
		break;
	}
	case "chaos":
		// Load and restart harness (issue 26): mixed load, two SIGKILL restarts, invariants (scripts/chaos/).
		exit(node("scripts/chaos/main.mjs", rest));
		break;
	case "generate":
		exit(node("scripts/generate.mjs", rest));
		break;
	case "demo:journey":
		// The merchant journey (scripts/journey/) against the running `npm start`'s demo workspace.
		exit(node("scripts/journey/demo.mjs", rest));
		break;
	case "sdk:generate":
		exit(node("scripts/sdk/generate.mjs", rest));
		break;
	default:
		console.error(
			`unknown task ${task}; use start, test, check, cli, runner, bench, chaos, deploy, generate, sdk:generate, demo:journey or fuzz`,
		);
		exit(2);
}
