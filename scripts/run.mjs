// Entry point of every npm script: provisions Node 22 and dependencies, then runs the task on it.
//   npm start | npm test | npm run check | npm run cli -- ... | npm run bench | npm run deploy
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ensureDeps, root, run, toolEnv } from "./toolchain.mjs";

const [task, ...rest] = process.argv.slice(2);
const env = toolEnv();
ensureDeps(env);

const node = (script, args = []) => run("node", [join(root, script), ...args], env);

function exit(code) {
	process.exit(code);
}

switch (task) {
	case "test": {
		if (run("tsc", ["--noEmit", "-p", "."], env) !== 0) exit(1);
		const report = join(root, ".tmp", "vitest-report.json");
		mkdirSync(join(root, ".tmp"), { recursive: true });
		const code = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...rest], env);
		// The plain closing line CI reads: "tests: N passed, N failed, N skipped".
		if (existsSync(report)) {
			const r = JSON.parse(readFileSync(report, "utf8"));
			console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + (r.numTodoTests ?? 0)} skipped`);
		}
		exit(code);
		break;
	}
	case "check":
		exit(node("scripts/check.mjs", rest));
		break;
	case "start":
		exit(node("scripts/start.mjs", rest));
		break;
	case "cli":
		exit(node("scripts/cli.mjs", rest));
		break;
	case "deploy":
		exit(node("scripts/deploy.mjs", rest));
		break;
	case "bench": {
		const benches = readdirSync(join(root, "scripts", "bench")).filter((f) => f.endsWith(".mjs") && !f.startsWith("_"));
		const wanted = rest.length ? benches.filter((b) => rest.some((r) => b.includes(r))) : benches;
		for (const b of wanted) if (node(`scripts/bench/${b}`) !== 0) exit(1);
		exit(0);
		break;
	}
	case "generate":
		exit(node("scripts/generate.mjs", rest));
		break;
	default:
		console.error(`unknown task ${task}; use start, test, check, cli, bench, deploy or generate`);
		exit(2);
}
