// Running a step's lines in one bash shell, GitLab style: `set -eo pipefail` (the first failing line
// ends the step), each line echoed as `$ <line>` before it runs, stderr merged into stdout. The
// shell starts in a session of its own (detached), so its process group holds everything the
// script starts; a cancel or a timeout sends SIGTERM to the whole group, then SIGKILL after a grace.
// When the shell exits, whatever it left behind in its group is killed too.
import { spawn } from "node:child_process";
import { constants } from "node:os";

/** Single-quotes a string for bash. */
export function shellQuote(s) {
	return `'${String(s).replace(/'/g, `'\\''`)}'`;
}

/** The `$ <line>` shown for a line; a multi-line entry shows its first line, as GitLab does. */
export function echoOf(line) {
	const text = String(line);
	const nl = text.indexOf("\n");
	if (nl === -1) return `$ ${text}`;
	return `$ ${text.slice(0, nl).trimEnd()} # collapsed multi-line command`;
}

/** The bash script of a step: strict mode, stderr into stdout, then echo + line for each line. */
export function buildScript(lines) {
	const out = ["set -eo pipefail", "exec 2>&1"];
	for (const line of lines) {
		out.push(`printf '%s\\n' ${shellQuote(echoOf(line))}`);
		out.push(String(line));
	}
	return `${out.join("\n")}\n`;
}

function killGroup(pid, signal) {
	try {
		process.kill(-pid, signal);
		return true;
	} catch {
		return false;
	}
}

/**
 * Runs a command in its own process group; output (both streams) goes to onOutput.
 * @param {{cmd: string, args: string[], cwd: string, env: object, onOutput: (b: Buffer) => void,
 *   timeoutMs?: number, signal?: AbortSignal, graceMs?: number}} opts
 * @returns {Promise<{exitCode: number, timedOut: boolean, aborted: boolean, error?: Error}>}
 */
export function runProcess({ cmd, args, cwd, env, onOutput, timeoutMs, signal, graceMs = 3000 }) {
	return new Promise((resolve) => {
		let timedOut = false;
		let aborted = false;
		let killTimer = null;
		let child;
		try {
			child = spawn(cmd, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
		} catch (error) {
			resolve({ exitCode: 127, timedOut, aborted, error });
			return;
		}
		const terminate = () => {
			if (killTimer || !child.pid) return;
			killGroup(child.pid, "SIGTERM");
			killTimer = setTimeout(() => killGroup(child.pid, "SIGKILL"), graceMs);
		};
		const onAbort = () => {
			aborted = true;
			terminate();
		};
		if (signal?.aborted) onAbort();
		signal?.addEventListener("abort", onAbort, { once: true });
		const timer =
			timeoutMs > 0
				? setTimeout(() => {
						timedOut = true;
						terminate();
					}, timeoutMs)
				: null;
		child.stdout.on("data", onOutput);
		child.stderr.on("data", onOutput);

		let exit = null;
		let streamsOpen = 2;
		let settled = false;
		const settle = () => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			clearTimeout(killTimer);
			signal?.removeEventListener("abort", onAbort);
			resolve({ exitCode: exit, timedOut, aborted, error: spawnError });
		};
		const streamDone = () => {
			if (--streamsOpen === 0 && exit !== null) settle();
		};
		child.stdout.on("close", streamDone);
		child.stderr.on("close", streamDone);
		let spawnError;
		child.on("error", (err) => {
			spawnError = err;
			if (exit === null) {
				exit = 127;
				settle();
			}
		});
		child.on("exit", (code, sig) => {
			exit = code ?? 128 + (sig ? signalNumber(sig) : 0);
			// Leftovers of the script (background processes) die with it; they also hold our pipes.
			killGroup(child.pid, "SIGKILL");
			if (streamsOpen === 0) settle();
			else
				setTimeout(() => {
					child.stdout.destroy();
					child.stderr.destroy();
					settle();
				}, 1000).unref();
		});
	});
}

function signalNumber(sig) {
	return constants.signals[sig] ?? 0;
}
