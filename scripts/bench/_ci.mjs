// What the CI benches share: a local code host on a random loopback port with temp repositories
// (removed at exit), git with its own identity, and a workspace with a CI project whose repository
// holds a .pasar-ci.yml on main.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCodeHost } from "../code-host/server.mjs";
import { adminCall } from "../dev.mjs";

const GIT_ENV = {
	GIT_AUTHOR_NAME: "Bench",
	GIT_AUTHOR_EMAIL: "bench@example.com",
	GIT_COMMITTER_NAME: "Bench",
	GIT_COMMITTER_EMAIL: "bench@example.com",
	GIT_CONFIG_NOSYSTEM: "1",
	GIT_CONFIG_GLOBAL: "/dev/null",
	GIT_TERMINAL_PROMPT: "0",
};

export function git(cwd, ...args) {
	const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_"))), ...GIT_ENV };
	return new Promise((resolve, reject) =>
		execFile("git", args, { cwd, env, timeout: 60_000 }, (err, stdout, stderr) =>
			err ? reject(new Error(`git ${args.join(" ")}: ${stderr || err.message}`)) : resolve(stdout.trim()),
		),
	);
}

export const CONFIG = `stages: [build, test]

build:
  stage: build
  script: [npm ci, npm run build]

test:
  stage: test
  needs: [build]
  script: npm test
  rules:
    - changes: ["src/**/*", ".pasar-ci.yml"]
`;

/** A local code host for a bench: temp repositories, removed when the process exits. */
export async function benchCodeHost() {
	const tmp = mkdtempSync(join(tmpdir(), "pasar-bench-git-"));
	process.on("exit", () => rmSync(tmp, { recursive: true, force: true }));
	const host = await startCodeHost({ dir: join(tmp, "repos") });
	console.log(`[bench] local code host on ${host.url}`);
	return { host, tmp };
}

/**
 * A workspace, its CI key and a project for `repo` at the code host, whose main already holds
 * CONFIG and then `commits` more commits (each changing src/index.ts), pushed before the project
 * exists, so the project's hook sees only later pushes. Returns {key, project, work, shas (oldest
 * first, the initial commit included), call(method, path, body)}.
 */
export async function ciProject(server, { host, tmp }, { repo = "toko/bench", commits = 0 } = {}) {
	const work = join(tmp, repo.replace("/", "-"));
	mkdirSync(join(work, "src"), { recursive: true });
	await git(work, "init", "-q", "-b", "main");
	writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
	writeFileSync(join(work, "src", "index.ts"), "export const n = 0;\n");
	await git(work, "add", ".");
	await git(work, "commit", "-q", "-m", "Initial commit");
	const shas = [await git(work, "rev-parse", "HEAD")];
	for (let i = 1; i <= commits; i++) {
		writeFileSync(join(work, "src", "index.ts"), `export const n = ${i};\n`);
		await git(work, "commit", "-q", "-am", `Count to ${i}`);
		shas.push(await git(work, "rev-parse", "HEAD"));
	}
	await git(work, "push", "-q", `${host.url}/${repo}.git`, "main");
	const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
	const ws = await admin("POST", "/v1/workspaces", { name: "Bench CI" });
	if (ws.status !== 201) throw new Error(`workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
	const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, { service: "ci" });
	if (cred.status !== 201) throw new Error(`ci credential: ${cred.status} ${JSON.stringify(cred.body)}`);
	const key = cred.body.data.key;
	const call = async (method, path, body) => {
		const res = await fetch(`${server.url}/ci/api/v1${path}`, {
			method,
			headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
			body: body ? JSON.stringify(body) : undefined,
		});
		return { status: res.status, body: await res.json() };
	};
	const created = await call("POST", "/projects", { repoFullName: repo, name: "Bench" });
	if (created.status !== 201) throw new Error(`project: ${created.status} ${JSON.stringify(created.body)}`);
	if (!created.body.data.webhookRegistered)
		throw new Error(`the hook was not registered: ${created.body.data.webhookError}`);
	return { key, project: created.body.data, work, shas, call };
}
