// npm run cli -- ci <lint|run|status|logs> ... : the CI service from the command line, and
// `ci METHOD /api/v1/...` for any other request (scripts/cli/request.mjs).
//   ci lint .pasar-ci.yml [--project proj_…] [--ref main] [--json]
//       POST /projects/{id}/lint: prints `file:line:column: message` per error and exits 1, or the stages,
//       jobs and what a push to the ref would run and exits 0.
//   ci run <project> [--ref main] [--var K=V]... [--json]   starts a pipeline; prints its id and page URL.
//   ci status <pipeline> [--json]   the pipeline and its jobs as a table.
//   ci logs <job> [--follow] [--no-color]   the log; --follow streams it (SSE, resumed with Last-Event-ID
//       when the connection drops) until the job ends and exits 0 on success, 1 otherwise. ANSI colours
//       are kept when stdout is a terminal, stripped otherwise (or with --no-color).
// Base URL: --url (the CI base, default http://127.0.0.1:8787/ci), else PASAR_CI_URL, else PASAR_URL + /ci.
// Key: --key or PASAR_CI_KEY (an sk_live_ CI key or an identity-provider token). Project for lint:
// --project or PASAR_CI_PROJECT. Requests go through @pasar/sdk's CI client; the log stream is plain fetch.
import { readFileSync } from "node:fs";
import { createCiClient } from "@pasar/sdk";
import { UsageError } from "./context.mjs";
import { bearerKey, clientFor, emitData, requestOf, runRequest, serviceBase } from "./request.mjs";
import { envelope, netFetch } from "./sdk.mjs";

/** The CI base URL and key, from flags and the environment. */
export function ciTarget(flags, env = process.env) {
	return { base: serviceBase("ci", flags, env), key: bearerKey("ci", flags, env) };
}

const ciClient = (t) => createCiClient({ baseUrl: t.base, key: t.key, fetch: netFetch });
const call = (client, method, path, body) => envelope(client, method, `/api/v1${path}`, { body });
const seg = encodeURIComponent;

/** The page a person opens for a pipeline (src/services/pipeline/projects/view.ts pipelinePageUrl). */
export const pipelinePageUrl = (base, projectId, pipelineId) => `${base}/p/${projectId}/pipelines/${pipelineId}`;

// CSI (colours, cursor), OSC (titles, links, ended by BEL or ST) and the other two-byte escapes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the escapes being removed
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
export const stripAnsi = (s) => s.replace(ANSI, "");

/** `K=V` values of every `--var` on the command line (parseArgs keeps only the last of a repeated flag). */
export function varsOf(argv) {
	const out = {};
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		const v = a === "--var" ? argv[++i] : a.startsWith("--var=") ? a.slice(6) : null;
		if (v == null) continue;
		const eq = v.indexOf("=");
		if (eq < 1) throw new Error(`--var takes NAME=value, not ${v}`);
		out[v.slice(0, eq)] = v.slice(eq + 1);
	}
	return out;
}

/** Rows as columns padded to their widest cell. */
export function table(rows) {
	const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
	return rows
		.map((r) =>
			r
				.map((c, i) => String(c).padEnd(widths[i]))
				.join("  ")
				.trimEnd(),
		)
		.join("\n");
}

/** 75 → "1m 15s"; null while unknown. */
export function duration(startedAt, finishedAt, now = Date.now()) {
	if (!startedAt) return "-";
	const s = Math.max(0, Math.round(((finishedAt ? Date.parse(finishedAt) : now) - Date.parse(startedAt)) / 1000));
	return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
}

/** What lint prints: the errors compiler-style, else a summary of the stages, jobs and the dry run. */
export function lintReport(file, d) {
	if (!d.valid)
		return [...d.errors.map((e) => `${file}:${e.line}:${e.column}: ${e.message}`), `${d.errors.length} error(s)`];
	const rows = [["STAGE", "JOB", "WHEN", "NEEDS", "RULES"]];
	for (const stage of d.stages)
		for (const j of d.jobs.filter((x) => x.stage === stage))
			rows.push([
				stage,
				j.name,
				j.when + (j.allowFailure ? " (may fail)" : ""),
				j.needs == null ? "(stages)" : j.needs.map((n) => n.job + (n.optional ? "?" : "")).join(",") || "(none)",
				j.rules == null ? "-" : j.rules.map((r) => r.if ?? (r.changes ? "changes" : "else")).join(" | "),
			]);
	const r = d.dryRun;
	const run = r.created
		? `a push to ${r.ref} runs: ${r.jobs.map((j) => (j.when === "on_success" ? j.name : `${j.name} (${j.when})`)).join(", ")}`
		: `a push to ${r.ref} makes no pipeline: ${r.reason}`;
	return [`${file}: valid (${d.jobs.length} jobs; stages ${d.stages.join(" → ")})`, table(rows), run];
}

async function lint(args, flags, t) {
	const file = args[0];
	if (!file) throw new UsageError("usage: ci lint <file> [--project proj_…]");
	const project = flags.project ?? process.env.PASAR_CI_PROJECT;
	if (!project || project === true) throw new UsageError("no project: pass --project or set PASAR_CI_PROJECT");
	const body = { content: readFileSync(file, "utf8") };
	if (flags.ref) body.ref = String(flags.ref);
	const { data } = await call(ciClient(t), "POST", `/projects/${seg(project)}/lint`, body);
	if (flags.json) emitData(data, flags);
	else console.log(lintReport(file, data).join("\n"));
	return data.valid ? 0 : 1;
}

async function run(args, flags, t) {
	const project = args[0];
	if (!project) throw new UsageError("usage: ci run <project> [--ref main] [--var K=V]");
	const client = ciClient(t);
	const ref =
		flags.ref && flags.ref !== true
			? String(flags.ref)
			: (await call(client, "GET", `/projects/${seg(project)}`)).data.defaultBranch;
	const body = { ref };
	const variables = varsOf(process.argv.slice(2));
	if (Object.keys(variables).length) body.variables = variables;
	const { data: p } = await call(client, "POST", `/projects/${seg(project)}/pipelines`, body);
	const url = pipelinePageUrl(t.base, p.projectId, p.id);
	if (flags.json) emitData({ ...p, url }, flags);
	else console.log(`pipeline ${p.id} (#${p.iid}) for ${p.ref} at ${p.sha.slice(0, 8)}: ${p.status}\n${url}`);
	return 0;
}

async function status(args, flags, t) {
	const id = args[0];
	if (!id) throw new UsageError("usage: ci status <pipeline>");
	const { data: p } = await call(ciClient(t), "GET", `/pipelines/${seg(id)}`);
	if (flags.json) return emitData(p, flags);
	const rows = [["STAGE", "JOB", "STATUS", "DURATION", "RUNNER", "ID"]];
	for (const j of p.jobs)
		rows.push([j.stage, j.name, j.status, duration(j.startedAt, j.finishedAt), j.runnerId ?? "-", j.id]);
	console.log(`pipeline ${p.id} (#${p.iid}) ${p.ref} ${p.sha.slice(0, 8)}: ${p.status}`);
	console.log(pipelinePageUrl(t.base, p.projectId, p.id));
	for (const e of p.configErrors) console.log(`config error ${e.line}:${e.column}: ${e.message}`);
	if (p.jobs.length) console.log(table(rows));
	return 0;
}

/** Frames of a text/event-stream: {event, id, data} per blank-line-ended block; comments skipped. */
export function* sseFrames(buffer) {
	for (const block of buffer.split("\n\n")) {
		const frame = { event: "message", id: null, data: "" };
		for (const line of block.split("\n")) {
			if (!line || line.startsWith(":")) continue;
			const [k, v = ""] = line.split(/: ?(.*)/s, 2);
			if (k === "event") frame.event = v;
			else if (k === "id") frame.id = v;
			else if (k === "data") frame.data += frame.data ? `\n${v}` : v;
		}
		if (frame.data) yield frame;
	}
}

/**
 * Streams /jobs/{id}/log/stream to `write` until `event: done`; a connection that drops (or a refused
 * reconnect) is resumed after the last chunk seen with Last-Event-ID. → the job's final status.
 */
export async function followLog(t, jobId, write, { retries = 20, delayMs = 500, fetchFn = fetch } = {}) {
	let last = null;
	let failures = 0;
	for (;;) {
		const headers = { Authorization: `Bearer ${t.key}`, Accept: "text/event-stream" };
		if (last != null) headers["Last-Event-ID"] = String(last);
		try {
			const res = await fetchFn(`${t.base}/api/v1/jobs/${seg(jobId)}/log/stream`, { headers });
			if (res.status === 404 || res.status === 401) {
				const body = await res.json().catch(() => null);
				throw Object.assign(new Error(`log stream: ${res.status} ${body?.error?.message ?? ""}`.trim()), {
					fatal: true,
				});
			}
			if (!res.ok || !res.body) throw new Error(`log stream: HTTP ${res.status}`);
			const decoder = new TextDecoder();
			let buf = "";
			for await (const bytes of res.body) {
				buf += decoder.decode(bytes, { stream: true }).replace(/\r\n/g, "\n");
				const end = buf.lastIndexOf("\n\n");
				if (end < 0) continue;
				const whole = buf.slice(0, end);
				buf = buf.slice(end + 2);
				for (const f of sseFrames(whole)) {
					const data = JSON.parse(f.data);
					if (f.event === "done") return data.status;
					if (f.event !== "chunk" || (last != null && data.seq <= last)) continue;
					write(data.content);
					last = data.seq;
					failures = 0;
				}
			}
			throw new Error("log stream closed before the job finished");
		} catch (err) {
			if (err.fatal || ++failures > retries) throw err;
			await new Promise((r) => setTimeout(r, Math.min(delayMs * failures, 5000)));
		}
	}
}

async function logs(args, flags, t) {
	const id = args[0];
	if (!id) throw new UsageError("usage: ci logs <job> [--follow] [--no-color]");
	const color = process.stdout.isTTY && !flags["no-color"] && !process.env.NO_COLOR;
	const write = (text) => process.stdout.write(color ? text : stripAnsi(text));
	if (flags.follow) {
		const final = await followLog(t, id, write);
		process.stderr.write(`job ${id}: ${final}\n`);
		return final === "success" ? 0 : 1;
	}
	const client = ciClient(t);
	for (let from = 0; ; ) {
		const { data } = await call(client, "GET", `/jobs/${seg(id)}/log?from=${from}`);
		for (const c of data.chunks) write(c.content);
		if (!data.chunks.length || data.lastSeq === from) break;
		from = data.lastSeq;
	}
	return 0;
}

/** Every ci command's credential and base, as its help says. */
const CREDENTIAL =
	"Credential: --key, else PASAR_CI_KEY. Base: --url (the CI base), else PASAR_CI_URL, else PASAR_URL + /ci.";
const JSON_NOTE = "--json prints the answer's data as one compact JSON document (the error object on failure).";

const HELP = {
	lint: `usage: ci lint <file> [--project proj_…] [--ref <branch>] [--json]
Checks a config with the CI service's parser (POST /projects/{id}/lint) without running it.
Errors print as file:line:column: message and the exit code is 1; a valid file prints its stages,
jobs and what a push to --ref (default: the project's default branch) would run, exit 0.
The project: --project or PASAR_CI_PROJECT.
${CREDENTIAL}
${JSON_NOTE}

Examples:
  npm run cli -- ci lint .pasar-ci.yml --project proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
  PASAR_CI_PROJECT=proj_… npm run cli -- ci lint .pasar-ci.yml --ref release/1.2`,
	run: `usage: ci run <project> [--ref <branch|tag|sha>] [--var NAME=value]... [--json]
Starts a pipeline (POST /projects/{id}/pipelines) at --ref (default: the project's default branch)
and prints its id and page URL. --var may repeat; its variables win over project and config ones.
${CREDENTIAL}
${JSON_NOTE}

Examples:
  npm run cli -- ci run proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
  npm run cli -- ci run proj_… --ref feature/login --var DEPLOY_ENV=staging --var DRY_RUN=1`,
	status: `usage: ci status <pipeline> [--json]
Prints the pipeline's status and page URL and its jobs (stage, name, status, duration, runner, id).
${CREDENTIAL}
${JSON_NOTE}

Examples:
  npm run cli -- ci status pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
  npm run cli -- ci status pipe_… --json | jq '.jobs[] | select(.status == "failed") | .id'`,
	logs: `usage: ci logs <job> [--follow] [--no-color]
Prints the job's log. --follow streams it live until the job finishes (a dropped connection resumes
where it stopped) and exits 0 when the job succeeded, 1 otherwise. ANSI colours are kept on a
terminal and stripped when stdout is a file or pipe, or with --no-color (or NO_COLOR set).
${CREDENTIAL}

Examples:
  npm run cli -- ci logs job_01JB4X6N0ZQ8K3C9W2T5V7R1MD
  npm run cli -- ci logs job_… --follow`,
};
const verb = (fn, flags, help) => ({ flags: [...flags, "key"], help, run: (args, f) => fn(args, f, ciTarget(f)) });

export const ci = {
	summary: "CI: lint, run, status, logs, and any request under /ci/api/v1 (PASAR_CI_KEY)",
	help: `usage: npm run cli -- ci <lint|run|status|logs> ...   (ci <command> --help)
       npm run cli -- ci <GET|POST|PUT|PATCH|DELETE|HEAD> </api/v1/...> [--data json | --data-file file]
  ci lint <file> [--project proj_…] [--ref main] [--json]   check a config without running it
  ci run <project> [--ref main] [--var K=V]... [--json]     start a pipeline
  ci status <pipeline> [--json]                             the pipeline and its jobs
  ci logs <job> [--follow] [--no-color]                     a job's log, live with --follow
A generic request takes --data/--data-file, --idempotency-key, --raw, --json, --output FILE.

Credential: --key, else PASAR_CI_KEY (an sk_live_ CI key or an identity-provider token).
Base: --url (the CI base), else PASAR_CI_URL, else PASAR_URL + /ci (default http://127.0.0.1:8787/ci).

Examples:
  npm run cli -- ci GET /api/v1/projects
  npm run cli -- ci lint .pasar-ci.yml --project proj_...
  npm run cli -- ci run proj_... --var DEPLOY_ENV=staging
  npm run cli -- ci GET /api/v1/runners --json | jq -e 'length >= 0'`,
	generic: {
		flags: ["key"],
		run: (positional, flags) => runRequest(clientFor("ci", flags), requestOf("ci", positional, flags), flags),
	},
	verbs: {
		lint: verb(lint, ["project", "ref", "json", "output"], HELP.lint),
		run: verb(run, ["ref", "var", "json", "output"], HELP.run),
		status: verb(status, ["json", "output"], HELP.status),
		logs: verb(logs, ["follow", "no-color"], HELP.logs),
	},
};
