// What the node e2e tests against the local code host share (issues 21, 22): the skip reason when
// git http-backend is missing, a git that commits on a bare CI machine, and a bounded poll.
import { execFile } from "node:child_process";
import { httpBackendMissing } from "./git.mjs";

const missing = await httpBackendMissing();
/** false, or why an e2e against the local code host cannot run here. */
export const e2eSkip = missing ? `git http-backend is needed: ${missing}` : false;

/** A git identity of its own, so a bare CI machine (no ~/.gitconfig) can commit. */
export const GIT_ENV = {
	GIT_AUTHOR_NAME: "Siti Rahma",
	GIT_AUTHOR_EMAIL: "siti@example.com",
	GIT_COMMITTER_NAME: "Siti Rahma",
	GIT_COMMITTER_EMAIL: "siti@example.com",
	GIT_CONFIG_NOSYSTEM: "1",
	GIT_CONFIG_GLOBAL: "/dev/null",
	GIT_TERMINAL_PROMPT: "0",
};

export function git(cwd, ...args) {
	const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_"))), ...GIT_ENV };
	return new Promise((resolve, reject) =>
		execFile("git", args, { cwd, env, timeout: 30_000 }, (err, stdout, stderr) =>
			err ? reject(new Error(`git ${args.join(" ")}: ${stderr || err.message}`)) : resolve(stdout.trim()),
		),
	);
}

/** Polls `probe` every 250 ms until it returns {done: true, value}, for at most `ms`. */
export async function waitFor(what, ms, probe) {
	const until = Date.now() + ms;
	let last;
	while (Date.now() < until) {
		last = await probe();
		if (last?.done) return last.value;
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error(`${what} within ${ms / 1000} s; last seen ${JSON.stringify(last?.seen ?? null).slice(0, 1500)}`);
}
