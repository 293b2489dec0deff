// One job, start to end: a fresh directory, the repository at the job's sha, the dependencies'
// artifacts, the variables (fileType ones as files), the `script` step in one bash shell, the
// `after_script` step in another, the artifacts upload, then the final state. The log streams to
// the server all along (trace.mjs) and a keep-alive PUT goes every 3 s; a 409 on either means the
// job was canceled: the shell's process group is killed, after_script is skipped and nothing more
// is reported.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { collectPaths, createArchive, extractArchive } from "./artifacts.mjs";
import { redactUrl, scrubCredentials } from "./protocol.mjs";
import { buildScript, runProcess } from "./shell.mjs";
import { Trace } from "./trace.mjs";

export const ARTIFACT_LIMIT = 100 * 1024 * 1024;
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
// The runner's own environment is not the job's: only these basics pass through.
const BASICS = ["PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "TZ"];
const DEFAULT_TIMEOUT = 3600;
const GIT_TIMEOUT = 600;

/** The environment a job's shells get: process basics, CI=true, the job's variables, CI_PROJECT_DIR. */
export function jobEnv(variables, files, buildDir) {
	const env = {};
	for (const k of BASICS) if (process.env[k] !== undefined) env[k] = process.env[k];
	env.PATH ??= "/usr/local/bin:/usr/bin:/bin";
	env.CI = "true";
	for (const v of variables) {
		if (!KEY.test(v.key)) continue;
		env[v.key] = v.fileType ? files.get(v.key) : String(v.value ?? "");
	}
	env.CI_PROJECT_DIR = buildDir;
	return env;
}

/** Masked variables' values, and what the runner itself knows to be secret: the job token and
 * the password of repoUrl (when long enough to mask without garbling the log). */
export function maskedValues(job, variables) {
	const out = variables.filter((v) => v.masked).map((v) => String(v.value ?? ""));
	if (typeof job.token === "string" && job.token.length >= 8) out.push(job.token);
	try {
		const { password } = new URL(job.git?.repoUrl ?? "");
		for (const p of new Set([password, decodeURIComponent(password)])) if (p.length >= 8) out.push(p);
	} catch {}
	return out;
}

const safeName = (s) =>
	String(s)
		.replace(/[^A-Za-z0-9_.-]/g, "_")
		.slice(0, 80) || "job";

/**
 * @param {{client, job: object, runner: {id?: string, name: string, version: string}, workDir: string,
 *   keep?: boolean, graceMs?: number, keepAliveMs?: number, traceMs?: number, stop?: AbortSignal,
 *   log?: (msg: string) => void}} opts
 * @returns {Promise<{status: "success"|"failed"|"canceled", exitCode?: number, failureReason?: string,
 *   jobStatus?: string, reported: boolean, durationMs: number}>}
 */
export async function runJob({
	client,
	job,
	runner,
	workDir,
	keep = false,
	graceMs = 3000,
	keepAliveMs = 3000,
	traceMs = 1000,
	stop,
	log = () => {},
}) {
	const started = Date.now();
	const variables = Array.isArray(job.variables) ? job.variables : [];
	const kill = new AbortController(); // stops every process of the job
	let canceled = null; // the server's Job-Status once it answered 409
	let forced = false;
	let finalizing = false;

	const onFinished = (status) => {
		if (finalizing || canceled) return;
		canceled = status || "canceled";
		trace.stop();
		kill.abort();
	};
	const trace = new Trace({
		client,
		jobId: job.id,
		jobToken: job.token,
		masked: maskedValues(job, variables),
		onFinished,
		intervalMs: traceMs,
		log: (m) => log(`job ${job.id}: ${m}`),
	});
	const onStop = () => {
		forced = true;
		kill.abort();
	};
	if (stop?.aborted) onStop();
	stop?.addEventListener("abort", onStop, { once: true });

	let keepAlive = null;
	const keepAliveTimer = setInterval(() => {
		if (keepAlive || finalizing || canceled) return;
		keepAlive = client
			.updateJob(job.id, job.token, { state: "running" })
			.then((r) => {
				if (finalizing) return;
				if (r.status === 409) onFinished(r.jobStatus);
				else if ([401, 403, 404].includes(r.status)) onFinished(r.jobStatus ?? `refused (HTTP ${r.status})`);
				else if (r.status >= 400) log(`job ${job.id}: keep-alive: ${r.error}`);
			})
			.catch((err) => log(`job ${job.id}: keep-alive: ${err.message}`))
			.finally(() => {
				keepAlive = null;
			});
	}, keepAliveMs);
	keepAliveTimer.unref?.();

	trace.start();
	let jobDir = null;
	let result;
	try {
		await mkdir(workDir, { recursive: true });
		jobDir = await mkdtemp(join(workDir, `${safeName(job.id)}-`));
		result = await execute({ client, job, runner, jobDir, variables, trace, kill: kill.signal, graceMs, onFinished });
	} catch (err) {
		trace.line(`ERROR: ${scrubCredentials(err.message)}`);
		result = { state: "failed", exitCode: 1, failureReason: "runner_system_failure" };
	}
	clearInterval(keepAliveTimer);
	stop?.removeEventListener("abort", onStop);

	const done = async (r) => {
		if (jobDir && !keep) await rm(jobDir, { recursive: true, force: true }).catch(() => {});
		return { ...r, durationMs: Date.now() - started };
	};
	if (canceled) return done({ status: "canceled", jobStatus: canceled, reported: false });
	if (forced) {
		trace.line("ERROR: the runner was stopped during the job");
		result = { state: "failed", exitCode: result?.exitCode || 1, failureReason: "runner_system_failure" };
	}

	if (result.state === "success") trace.line("Job succeeded");
	else if (result.failureReason === "job_execution_timeout")
		trace.line(`ERROR: Job failed: execution took longer than ${result.timeoutSeconds} seconds`);
	else if (result.failureReason === "script_failure") trace.line(`ERROR: Job failed: exit code ${result.exitCode}`);
	else trace.line("ERROR: Job failed: runner system failure");

	const sent = await trace.finish();
	if (canceled) return done({ status: "canceled", jobStatus: canceled, reported: false });
	if (!sent) log(`job ${job.id}: the log could not be sent completely`);
	finalizing = true;
	if (keepAlive) await keepAlive;

	const body = { state: result.state, exitCode: result.exitCode };
	if (result.state === "failed") body.failureReason = result.failureReason;
	let reported = false;
	for (let attempt = 1; attempt <= 6 && !reported; attempt++) {
		try {
			const r = await client.updateJob(job.id, job.token, body);
			if (r.status === 200) reported = true;
			else if (r.status === 409)
				return done({ status: "canceled", jobStatus: r.jobStatus ?? "canceled", reported: false });
			else if (r.status < 500) {
				log(`job ${job.id}: final state refused: ${r.error}`);
				break;
			} else log(`job ${job.id}: final state: ${r.error}`);
		} catch (err) {
			log(`job ${job.id}: final state: ${err.message}`);
		}
		if (!reported && attempt < 6) await new Promise((r) => setTimeout(r, 500 * attempt));
	}
	return done({
		status: result.state,
		exitCode: result.exitCode,
		failureReason: body.failureReason,
		reported,
	});
}

const failed = (failureReason, exitCode = 1, extra = {}) => ({ state: "failed", exitCode, failureReason, ...extra });

/** Everything between the header and the final state. Returns {state, exitCode, failureReason}. */
async function execute({ client, job, runner, jobDir, variables, trace, kill, graceMs, onFinished }) {
	const buildDir = join(jobDir, "build");
	const tmpDir = join(jobDir, "tmp");
	await mkdir(buildDir);
	await mkdir(tmpDir, { mode: 0o700 });
	const on = runner.id ? ` (${runner.id})` : "";
	trace.line(`Running with pasar-runner ${runner.version} on ${runner.name}${on}`);
	trace.line(`Job ${job.id} "${job.name ?? ""}" (stage ${job.stage ?? "?"}), pipeline ${job.pipelineId ?? "?"}`);

	// Sources.
	const git = job.git ?? {};
	if (git.repoUrl) {
		const ok = await fetchSources({ git, buildDir, trace, kill, graceMs });
		if (kill.aborted) return failed("runner_system_failure");
		if (!ok) return failed("runner_system_failure");
	} else trace.line("No repository in the job: starting in an empty directory");

	// Dependencies' artifacts, before the script.
	for (const dep of job.dependencies ?? []) {
		if (kill.aborted) return failed("runner_system_failure");
		if (!dep?.downloadUrl) continue;
		trace.line(`Downloading artifacts of ${dep.name ?? dep.jobId} (${dep.artifactId ?? "?"})`);
		let r;
		try {
			r = await client.download(dep.downloadUrl, job.token, kill);
		} catch (err) {
			if (kill.aborted) return failed("runner_system_failure");
			r = { error: err.message };
		}
		if (r.status === 409) {
			onFinished(r.jobStatus);
			return failed("runner_system_failure");
		}
		if (!r.bytes) {
			trace.line(`ERROR: downloading the artifacts of ${dep.name ?? dep.jobId}: ${scrubCredentials(r.error)}`);
			return failed("runner_system_failure");
		}
		const file = join(tmpDir, `dependency-${safeName(dep.artifactId ?? dep.jobId)}.tar.gz`);
		await writeFile(file, r.bytes);
		try {
			await extractArchive(file, buildDir);
		} catch (err) {
			trace.line(`ERROR: unpacking the artifacts of ${dep.name ?? dep.jobId}: ${err.message}`);
			return failed("runner_system_failure");
		} finally {
			await rm(file, { force: true });
		}
		trace.line(`Downloaded ${r.bytes.length} bytes`);
	}

	// Variables: fileType ones become files (0600) and the variable holds the path.
	const files = new Map();
	for (const v of variables) {
		if (!KEY.test(String(v.key))) {
			trace.line(`WARNING: variable ${JSON.stringify(String(v.key))} skipped: not a valid name`);
			continue;
		}
		if (!v.fileType) continue;
		const path = join(tmpDir, `var-${v.key}`);
		await writeFile(path, String(v.value ?? ""), { mode: 0o600 });
		files.set(v.key, path);
	}
	const env = jobEnv(variables, files, buildDir);
	const steps = Array.isArray(job.steps) ? job.steps : [];
	const step = (name) => steps.find((s) => s?.name === name);

	const runStep = async (s, file) => {
		const lines = Array.isArray(s.script) ? s.script.map(String) : [];
		const timeoutSeconds = Number(s.timeoutSeconds) > 0 ? Number(s.timeoutSeconds) : DEFAULT_TIMEOUT;
		const path = join(tmpDir, file);
		await writeFile(path, buildScript(lines), { mode: 0o600 });
		const r = await runProcess({
			cmd: "bash",
			args: ["--noprofile", "--norc", path],
			cwd: buildDir,
			env,
			onOutput: (b) => trace.write(b),
			timeoutMs: timeoutSeconds * 1000,
			signal: kill,
			graceMs,
		});
		return { ...r, timeoutSeconds };
	};

	let result = { state: "success", exitCode: 0 };
	const script = step("script");
	if (script) {
		const r = await runStep(script, "script.sh");
		if (kill.aborted) return failed("runner_system_failure", r.exitCode);
		if (r.error) {
			trace.line(`ERROR: could not start bash: ${r.error.message}`);
			return failed("runner_system_failure");
		}
		if (r.timedOut) {
			trace.line(`ERROR: the script ran longer than its timeout of ${r.timeoutSeconds} s and was stopped`);
			result = failed("job_execution_timeout", r.exitCode || 1, { timeoutSeconds: r.timeoutSeconds });
		} else if (r.exitCode !== 0) result = failed("script_failure", r.exitCode);
	}

	// after_script: after success, a failure or a timeout (never after a cancel); it changes nothing.
	const after = step("after_script");
	if (after && Array.isArray(after.script) && after.script.length) {
		trace.line("Running after_script");
		const r = await runStep(after, "after_script.sh");
		if (kill.aborted) return failed("runner_system_failure", result.exitCode);
		if (r.error) trace.line(`WARNING: after_script could not start: ${r.error.message}`);
		else if (r.timedOut)
			trace.line(`WARNING: after_script ran longer than its timeout of ${r.timeoutSeconds} s and was stopped`);
		else if (r.exitCode !== 0)
			trace.line(`WARNING: after_script failed, but job will continue unaffected: exit code ${r.exitCode}`);
	}

	// Artifacts: on success (GitLab's default `when: on_success`).
	const paths = job.artifacts?.paths;
	if (result.state === "success" && Array.isArray(paths) && paths.length) {
		const uploaded = await uploadArtifacts({ client, job, buildDir, tmpDir, paths, trace, kill, onFinished });
		if (kill.aborted) return failed("runner_system_failure");
		if (!uploaded) return failed("runner_system_failure");
	}
	return result;
}

/** git init + fetch of the sha (depth 1), falling back to the ref; credentials never printed. */
async function fetchSources({ git, buildDir, trace, kill, graceMs }) {
	const url = String(git.repoUrl);
	const sha = git.sha ? String(git.sha) : "";
	trace.line(`Fetching ${redactUrl(url)} at ${sha ? sha.slice(0, 12) : "?"}${git.ref ? ` (${git.ref})` : ""}`);
	const env = {
		PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
		HOME: process.env.HOME ?? buildDir,
		GIT_TERMINAL_PROMPT: "0",
		GIT_ASKPASS: "",
		LANG: "C",
	};
	const git_ = async (args, { quiet = false } = {}) => {
		const out = [];
		const r = await runProcess({
			cmd: "git",
			args: ["-c", "init.defaultBranch=main", "-c", "advice.detachedHead=false", ...args],
			cwd: buildDir,
			env,
			onOutput: (b) => out.push(b),
			timeoutMs: GIT_TIMEOUT * 1000,
			signal: kill,
			graceMs,
		});
		const text = scrubCredentials(Buffer.concat(out).toString("utf8")).replaceAll(url, redactUrl(url));
		if (!quiet && text.trim()) trace.write(text.endsWith("\n") ? text : `${text}\n`);
		if (r.error) trace.line(`ERROR: git could not start: ${r.error.message}`);
		return r.exitCode === 0 && !r.error && !r.timedOut;
	};
	if (!(await git_(["init", "-q"]))) return false;
	let fetched = false;
	if (sha) {
		fetched = await git_(["fetch", "-q", "--depth", "1", "--no-tags", url, sha], { quiet: !!git.ref });
		if (kill.aborted) return false;
	}
	if (!fetched && git.ref) {
		if (sha) trace.line(`The server did not hand out ${sha.slice(0, 12)} by itself: fetching ${git.ref}`);
		fetched = await git_(["fetch", "-q", "--no-tags", url, String(git.ref)]);
	}
	if (!fetched) {
		trace.line("ERROR: could not fetch the repository");
		return false;
	}
	if (!(await git_(["checkout", "-q", "--detach", sha || "FETCH_HEAD"]))) {
		trace.line(`ERROR: could not check out ${sha || git.ref}`);
		return false;
	}
	await rm(join(buildDir, ".git", "FETCH_HEAD"), { force: true });
	trace.line(`Checked out ${sha ? sha.slice(0, 12) : "FETCH_HEAD"}`);
	return true;
}

async function uploadArtifacts({ client, job, buildDir, tmpDir, paths, trace, kill, onFinished }) {
	trace.line("Uploading artifacts...");
	const { entries, warnings } = await collectPaths(buildDir, paths);
	for (const w of warnings) trace.line(`WARNING: ${w}`);
	if (!entries.length) {
		trace.line("WARNING: No files to upload");
		return true;
	}
	const archive = join(tmpDir, "artifacts.tar.gz");
	try {
		await createArchive(buildDir, entries, archive);
	} catch (err) {
		trace.line(`ERROR: packing the artifacts: ${err.message}`);
		return false;
	}
	const { size } = await stat(archive);
	if (size > ARTIFACT_LIMIT) {
		trace.line(`ERROR: the artifacts archive is ${size} bytes, over the limit of ${ARTIFACT_LIMIT} bytes`);
		return false;
	}
	const bytes = await readFile(archive);
	for (let attempt = 1; attempt <= 3; attempt++) {
		let r;
		try {
			r = await client.uploadArtifact(job.id, job.token, bytes, "artifacts.tar.gz", kill);
		} catch (err) {
			if (kill.aborted) return false;
			r = { status: 0, error: err.message };
		}
		if (r.status === 201 || r.status === 200) {
			const d = r.data ?? {};
			trace.line(
				`Uploaded artifacts.tar.gz: ${entries.length} ${entries.length === 1 ? "entry" : "entries"}, ${size} bytes${d.id ? `, id ${d.id}` : ""}`,
			);
			return true;
		}
		if (r.status === 409) {
			onFinished(r.jobStatus);
			return false;
		}
		if (r.status >= 400 && r.status < 500) {
			trace.line(`ERROR: uploading the artifacts: ${r.error}`);
			return false;
		}
		trace.line(`WARNING: uploading the artifacts: ${r.error}${attempt < 3 ? "; retrying" : ""}`);
		await new Promise((res) => setTimeout(res, 1000 * attempt));
	}
	trace.line("ERROR: uploading the artifacts failed");
	return false;
}
