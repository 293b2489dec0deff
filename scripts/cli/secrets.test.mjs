// node --test scripts/cli/secrets.test.mjs   (plain Node >= 20; no Worker needed)
// Drives `cli.mjs secrets ...` as a real process against a stand-in of the secrets API, to check
// what the Worker tests cannot: the spawned command's environment, exit codes and signals.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const TOKEN = "sk_live_test";
const state = {
	projects: [{ id: "proj_1", name: "Web App", slug: "web-app" }],
	environments: { proj_1: [{ id: "env_1", projectId: "proj_1", name: "Production", slug: "production" }] },
	secrets: {
		env_1: [
			{ id: "sec_1", key: "DATABASE_URL", value: "postgres://u:p@h/db?x=1" },
			{ id: "sec_2", key: "API_TOKEN", value: "tok with spaces & $ymbols" },
			{ id: "sec_3", key: "HOME_OVERRIDE", value: "from-secrets" },
		],
	},
	reveals: 0,
	writes: [],
};

let server;
let url;
before(async () => {
	server = createServer((req, res) => {
		const send = (status, data, meta = {}) => {
			res.writeHead(status, { "Content-Type": "application/json" });
			res.end(JSON.stringify(status < 400 ? { data, error: null, meta } : { data: null, error: data, meta: {} }));
		};
		if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { code: "AUTH_REQUIRED", message: "no" });
		const path = new URL(req.url, "http://x").pathname.replace(/^\/secrets\/api\/v1/, "");
		let m;
		if (req.method === "GET" && path === "/projects")
			return send(200, state.projects, { cursor: null, hasMore: false });
		if (req.method === "GET" && (m = path.match(/^\/projects\/([^/]+)\/environments$/)))
			return send(200, state.environments[m[1]] ?? [], { cursor: null, hasMore: false });
		if ((m = path.match(/^\/environments\/([^/]+)\/secrets$/))) {
			const list = state.secrets[m[1]] ?? [];
			if (req.method === "GET")
				return send(
					200,
					list.map(({ id, key }) => ({ id, key, currentVersion: 1, createdAt: "2026-01-01T00:00:00.000Z" })),
					{ cursor: null, hasMore: false },
				);
			let body = "";
			req.on("data", (c) => (body += c));
			req.on("end", () => {
				state.writes.push(JSON.parse(body));
				send(201, { id: "sec_new", key: JSON.parse(body).key, version: 1 });
			});
			return;
		}
		if (req.method === "POST" && (m = path.match(/^\/secrets\/([^/]+)\/reveal$/))) {
			const s = Object.values(state.secrets)
				.flat()
				.find((x) => x.id === m[1]);
			state.reveals++;
			return s
				? send(200, { key: s.key, version: 1, value: s.value })
				: send(404, { code: "NOT_FOUND", message: "no" });
		}
		send(404, { code: "NOT_FOUND", message: path });
	});
	await new Promise((r) => server.listen(0, "127.0.0.1", r));
	url = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

function cli(args, { env = {}, onStdout } = {}) {
	const child = spawn(process.execPath, [CLI, "secrets", ...args], {
		env: { ...process.env, PASAR_URL: url, PASAR_SECRETS_TOKEN: TOKEN, ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (d) => {
		stdout += d;
		onStdout?.(stdout, child);
	});
	child.stderr.on("data", (d) => (stderr += d));
	return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

const printEnv =
	"process.stdout.write(JSON.stringify({d: process.env.DATABASE_URL, a: process.env.API_TOKEN, h: process.env.HOME_OVERRIDE, keep: process.env.KEEP_ME}))";

test("run injects every secret into the command's environment and passes the exit code through", async () => {
	const before = state.reveals;
	const r = await cli(
		[
			"run",
			"--project",
			"web-app",
			"--env",
			"production",
			"--",
			process.execPath,
			"-e",
			`${printEnv}; process.exit(7)`,
		],
		{
			env: { KEEP_ME: "yes" },
		},
	);
	assert.equal(r.code, 7, r.stderr);
	assert.deepEqual(JSON.parse(r.stdout), {
		d: "postgres://u:p@h/db?x=1",
		a: "tok with spaces & $ymbols",
		h: "from-secrets",
		keep: "yes",
	});
	assert.equal(state.reveals - before, 3);
});

test("run resolves by id or name too, and --preserve-env keeps variables already set", async () => {
	const r = await cli(
		["run", "--project", "proj_1", "--env", "Production", "--preserve-env", "--", process.execPath, "-e", printEnv],
		{
			env: { HOME_OVERRIDE: "mine" },
		},
	);
	assert.equal(r.code, 0, r.stderr);
	assert.equal(JSON.parse(r.stdout).h, "mine");
	const byEnv = await cli(["run", "--", process.execPath, "-e", printEnv], {
		env: { PASAR_SECRETS_PROJECT: "web-app", PASAR_SECRETS_ENV: "env_1" },
	});
	assert.equal(JSON.parse(byEnv.stdout).d, "postgres://u:p@h/db?x=1");
});

test("run forwards SIGTERM to the command and exits with its status", async () => {
	const script =
		"process.on('SIGTERM', () => { process.stdout.write(' got-SIGTERM'); process.exit(42); }); process.stdout.write('ready'); setInterval(() => {}, 1000);";
	let sent = false;
	const r = await cli(["run", "--project", "web-app", "--env", "production", "--", process.execPath, "-e", script], {
		onStdout: (out, child) => {
			if (!sent && out.includes("ready")) {
				sent = true;
				child.kill("SIGTERM");
			}
		},
	});
	assert.equal(r.stdout, "ready got-SIGTERM");
	assert.equal(r.code, 42);
});

test("a command killed by a signal exits 128 + signal number; a missing command exits 127", async () => {
	const r = await cli([
		"run",
		"--project",
		"web-app",
		"--env",
		"production",
		"--",
		process.execPath,
		"-e",
		"process.kill(process.pid, 'SIGKILL')",
	]);
	assert.equal(r.code, 137);
	const missing = await cli([
		"run",
		"--project",
		"web-app",
		"--env",
		"production",
		"--",
		"definitely-not-a-command-xyz",
	]);
	assert.equal(missing.code, 127);
	assert.match(missing.stderr, /cannot run definitely-not-a-command-xyz/);
});

test("unknown project or environment, a bad token and a bad assignment exit 1; a missing token exits 2", async () => {
	const p = await cli(["run", "--project", "nope", "--env", "production", "--", "true"]);
	assert.equal(p.code, 1);
	assert.match(p.stderr, /no project "nope" \(known: web-app\)/);
	const e = await cli(["run", "--project", "web-app", "--env", "staging", "--", "true"]);
	assert.match(e.stderr, /no environment "staging" in project web-app \(known: production\)/);
	const t = await cli(["list", "--project", "web-app", "--env", "production"], { env: { PASAR_SECRETS_TOKEN: "" } });
	assert.equal(t.code, 2);
	assert.match(t.stderr, /no secrets credential: pass --token or --key or set PASAR_SECRETS_TOKEN/);
	const bad = await cli(["run", "--project", "web-app", "--env", "production", "--", "true"], {
		env: { PASAR_SECRETS_TOKEN: "sk_live_wrong" },
	});
	assert.equal(bad.code, 1);
	assert.match(bad.stderr, /401 AUTH_REQUIRED/);
	const s = await cli(["set", "--project", "web-app", "--env", "production", "1BAD=x"]);
	assert.equal(s.code, 1);
	assert.match(s.stderr, /not a valid key/);
});

test("list prints keys and versions, never values; set writes KEY=value with = in the value", async () => {
	const l = await cli(["list", "--project", "web-app", "--env", "production"]);
	assert.equal(l.code, 0, l.stderr);
	assert.match(l.stdout, /^DATABASE_URL\tv1\tsec_1$/m);
	assert.doesNotMatch(l.stdout, /postgres/);
	const s = await cli(["set", "--project", "web-app", "--env", "production", "NEW_KEY=a=b=c"]);
	assert.equal(s.code, 0, s.stderr);
	assert.deepEqual(state.writes.at(-1), { key: "NEW_KEY", value: "a=b=c" });
	const g = await cli(["get", "--project", "web-app", "--env", "production", "API_TOKEN"]);
	assert.equal(g.stdout, "tok with spaces & $ymbols\n");
});
