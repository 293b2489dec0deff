#!/usr/bin/env node
// Pasar CI runner (docs/ci.md "Runner CLI"): registers with the runner token, long-polls for jobs
// and runs each one in a fresh directory with bash, streaming the log, then reports.
//   npm run runner -- run --url http://127.0.0.1:8787/ci --token cirt_… [--max-jobs n]
//                         [--work-dir dir] [--name name] [--wait s] [--keep]
// The token may come from PASAR_RUNNER_TOKEN instead of --token. One summary line per job on
// stdout; diagnostics on stderr. Ctrl-C (SIGINT) or SIGTERM: stop after the current job (a second
// one stops the job too, reported failed). Exit 0 after --max-jobs jobs or such a stop.
import { readFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { runJob } from "./job.mjs";
import { createClient, RunnerHttpError, redactUrl } from "./protocol.mjs";

const USAGE = `usage: npm run runner -- run --url URL --token cirt_… [--max-jobs n] [--work-dir dir] [--name name] [--wait s] [--keep]
  --url       the CI base, e.g. http://127.0.0.1:8787/ci
  --token     the runner token (or PASAR_RUNNER_TOKEN)
  --max-jobs  exit 0 after this many jobs (default: run until stopped)
  --work-dir  where job directories are made (default: ${join(tmpdir(), "pasar-runner")})
  --name      the name the server shows (default: this host's name)
  --wait      long-poll seconds per request, 0-30 (default 30)
  --keep      keep each job's directory after the job`;

const VERSION = (() => {
	try {
		return JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version ?? "0.0.0";
	} catch {
		return "0.0.0";
	}
})();

function parseArgs(argv) {
	const positional = [];
	const flags = {};
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		if (!a.startsWith("--")) {
			positional.push(a);
			continue;
		}
		const eq = a.indexOf("=");
		const key = eq === -1 ? a.slice(2) : a.slice(2, eq);
		if (eq !== -1) flags[key] = a.slice(eq + 1);
		else if (["keep", "help"].includes(key)) flags[key] = true;
		else if (i + 1 < argv.length) flags[key] = argv[++i];
		else throw new Error(`--${key} needs a value`);
	}
	return { positional, flags };
}

const err = (msg) => process.stderr.write(`runner: ${msg}\n`);
const sleep = (ms, signal) =>
	new Promise((resolve) => {
		const t = setTimeout(resolve, ms);
		signal?.addEventListener(
			"abort",
			() => {
				clearTimeout(t);
				resolve();
			},
			{ once: true },
		);
	});

function summary(job, r) {
	const secs = (r.durationMs / 1000).toFixed(1);
	const what =
		r.status === "success"
			? "success"
			: r.status === "canceled"
				? `canceled (server: ${r.jobStatus})`
				: `failed (${r.failureReason}, exit code ${r.exitCode})`;
	const note = r.status !== "canceled" && !r.reported ? " [final state not reported]" : "";
	return `job ${job.id} ${JSON.stringify(job.name ?? "")} (stage ${job.stage ?? "?"}, pipeline ${job.pipelineId ?? "?"}): ${what} in ${secs}s${note}`;
}

async function run(flags) {
	const url = flags.url;
	const token = flags.token ?? process.env.PASAR_RUNNER_TOKEN;
	if (!url || !token) {
		err("--url and --token are required");
		console.error(USAGE);
		return 2;
	}
	try {
		new URL(url);
	} catch {
		err(`--url ${JSON.stringify(redactUrl(url))} is not a URL`);
		return 2;
	}
	const maxJobs = flags["max-jobs"] === undefined ? Number.POSITIVE_INFINITY : Number(flags["max-jobs"]);
	const wait = flags.wait === undefined ? 30 : Number(flags.wait);
	if (!(maxJobs >= 1) || (Number.isFinite(maxJobs) && !Number.isInteger(maxJobs))) {
		err("--max-jobs must be a whole number ≥ 1");
		return 2;
	}
	if (!Number.isInteger(wait) || wait < 0 || wait > 30) {
		err("--wait must be a whole number of seconds, 0-30");
		return 2;
	}
	const workDir = flags["work-dir"] ?? join(tmpdir(), "pasar-runner");
	const name = flags.name ?? hostname();
	const client = createClient({ url, token, userAgent: `pasar-runner/${VERSION}` });

	// Stopping: the first signal ends the loop after the current job (at once when idle); a second
	// one stops the current job as well.
	const idle = new AbortController();
	const force = new AbortController();
	let stopping = false;
	const onSignal = (sig) => {
		if (!stopping) {
			stopping = true;
			err(`${sig}: stopping after the current job (again to stop it now)`);
			idle.abort();
		} else {
			err(`${sig}: stopping the current job`);
			force.abort();
		}
	};
	process.on("SIGINT", onSignal);
	process.on("SIGTERM", onSignal);

	let me;
	try {
		me = await client.register({ name, version: VERSION, platform: `${process.platform}/${process.arch}` });
	} catch (e) {
		if (e instanceof RunnerHttpError) {
			err(
				e.status === 401
					? `the server refused the runner token (401 ${e.code ?? "AUTH_REQUIRED"}): check --token`
					: `registering failed: ${e.message}`,
			);
		} else err(`cannot reach ${redactUrl(client.base)}: ${e.cause?.message ?? e.message}`);
		return 1;
	}
	const tags = Array.isArray(me.tags) && me.tags.length ? me.tags.join(", ") : "none";
	console.log(
		`registered as ${me.id ?? "?"}${me.description ? ` "${me.description}"` : ""} (tags: ${tags}; untagged jobs: ${me.runUntagged ? "yes" : "no"}${me.paused ? "; paused" : ""}) at ${redactUrl(client.base)}`,
	);

	let done = 0;
	let backoff = 0;
	while (done < maxJobs && !stopping) {
		let r;
		const asked = Date.now();
		try {
			r = await client.requestJob(wait, idle.signal);
		} catch (e) {
			if (stopping) break;
			backoff = Math.min(30_000, backoff ? backoff * 2 : 1000);
			err(`requesting a job: ${e.cause?.message ?? e.message}; again in ${backoff / 1000}s`);
			await sleep(backoff, idle.signal);
			continue;
		}
		if (r.status === 204) {
			backoff = 0;
			// A paused runner (or --wait 0) is answered at once: do not spin.
			if (Date.now() - asked < 1000) await sleep(3000, idle.signal);
			continue;
		}
		if (r.status === 401) {
			err(`the server refused the runner token (${r.error}): was the runner deleted?`);
			return 1;
		}
		if (r.status !== 201 || !r.job?.id || !r.job?.token) {
			backoff = Math.min(30_000, backoff ? backoff * 2 : 1000);
			err(`requesting a job: ${r.error ?? `HTTP ${r.status} without a job`}; again in ${backoff / 1000}s`);
			await sleep(backoff, idle.signal);
			continue;
		}
		backoff = 0;
		const job = r.job;
		const result = await runJob({
			client,
			job,
			runner: { id: me.id, name, version: VERSION },
			workDir,
			keep: !!flags.keep,
			stop: force.signal,
			log: err,
		});
		console.log(summary(job, result));
		done++;
		if (force.signal.aborted) break;
	}
	process.off("SIGINT", onSignal);
	process.off("SIGTERM", onSignal);
	return 0;
}

const { positional, flags } = (() => {
	try {
		return parseArgs(process.argv.slice(2));
	} catch (e) {
		err(e.message);
		console.error(USAGE);
		process.exit(2);
	}
})();
if (flags.help || positional[0] === "help" || !positional.length) {
	console.log(USAGE);
	process.exit(positional.length || flags.help ? 0 : 2);
}
if (positional[0] !== "run") {
	err(`unknown command ${JSON.stringify(positional[0])}`);
	console.error(USAGE);
	process.exit(2);
}
process.exit(await run(flags));
