// The chaos run's local server: started once on a freshly migrated state directory, then crashed with
// SIGKILL — wrangler and every process under it (workerd, esbuild), as a power cut would — and started
// again on the same port and state directory.
//
// The state directory is fresh, so applyLocalMigrations copies the migrated databases kept under
// .tmp/d1-template/ (eight wrangler processes only the first time after migrations/ changes).
//
// The server runs a snapshot of the Worker's sources taken when the run starts (wrangler.toml, src/,
// durable/, public/, .dev.vars, under .wrangler/chaos/ so node_modules still resolves): wrangler dev
// rebuilds and reloads whenever a watched file changes, and a file saved in the checkout mid-run would
// be a restart the run did not plan — or, half edited, a Worker that does not start. CHAOS_REF=HEAD
// (any commit) takes the snapshot from git instead of the working tree.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { applyLocalMigrations, ensureDevVars, waitForHealth } from "../dev.mjs";
import { root, toolEnv } from "../toolchain.mjs";

const SOURCES = ["wrangler.toml", "tsconfig.json", "src", "durable", "public"];

/**
 * Copies what wrangler dev builds from into a fresh directory under .wrangler/chaos/ and returns its
 * path: the working tree's files, or with `ref` that commit's (git archive), e.g. HEAD while others
 * edit the same checkout. .dev.vars (the local secrets) always comes from the working tree.
 */
function snapshotSources(ref) {
	const dir = join(root, ".wrangler", "chaos", `src-${process.pid}-${Date.now().toString(36)}`);
	mkdirSync(dir, { recursive: true });
	if (ref) {
		const tar = spawnSync("git", ["archive", "--format=tar", ref, ...SOURCES.filter((e) => e !== "public")], {
			cwd: root,
			maxBuffer: 1 << 30,
		});
		if (tar.status !== 0) throw new Error(`git archive ${ref}: ${tar.stderr}`);
		const x = spawnSync("tar", ["-x", "-C", dir], { input: tar.stdout });
		if (x.status !== 0) throw new Error(`tar: ${x.stderr}`);
	}
	for (const entry of [...(ref ? ["public"] : SOURCES), ".dev.vars"])
		if (existsSync(join(root, entry))) cpSync(join(root, entry), join(dir, entry), { recursive: true });
	return dir;
}

/** Every descendant of `pid` (parents before their children), from /proc. */
function descendants(pid) {
	const parent = new Map();
	for (const entry of readdirSync("/proc")) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			// /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ")".
			const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
			const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
			parent.set(Number(entry), ppid);
		} catch {}
	}
	const out = [];
	const walk = (p) => {
		for (const [child, pp] of parent)
			if (pp === p && !out.includes(child)) {
				out.push(child);
				walk(child);
			}
	};
	walk(pid);
	return out;
}

const alive = (pid) => {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
};

/** The wrangler dev process of one start and the processes it spawned. */
function wranglerArgs(port, persistTo, vars) {
	return [
		"dev",
		"--ip",
		"127.0.0.1",
		"--port",
		String(port),
		"--persist-to",
		persistTo,
		"--test-scheduled",
		"--show-interactive-dev-session=false",
		...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
	];
}

/**
 * A crashable local server: `start()` (first start with migrations), `crash()` (SIGKILL of the whole
 * process tree; resolves once every process is gone), `restart()` (same port and state), `stop()`.
 */
export function chaosServer({ port, persistTo, vars, ref }) {
	let child = null;
	let adminToken = null;
	let sources = null;
	const url = `http://127.0.0.1:${port}`;
	const watch = (c) => {
		const exited = new Promise((_, reject) =>
			c.on("exit", (code, signal) => reject(new Error(`wrangler dev exited (${code ?? signal})`))),
		);
		exited.catch(() => {});
		return exited;
	};
	return {
		url,
		get adminToken() {
			return adminToken;
		},
		/** The first start: local secrets, migrated databases and a snapshot of the sources, then the server. */
		async start() {
			adminToken = ensureDevVars().ADMIN_TOKEN;
			await applyLocalMigrations(persistTo);
			sources = snapshotSources(ref);
			await this.restart();
		},
		async crash() {
			const pids = [...descendants(child.pid).reverse(), child.pid];
			for (const pid of pids)
				try {
					process.kill(pid, "SIGKILL");
				} catch {}
			const until = Date.now() + 10_000;
			while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
			// The port must be free before the next start binds it.
			for (;;) {
				try {
					await fetch(`${url}/ping`, { signal: AbortSignal.timeout(500) });
				} catch {
					break;
				}
				if (Date.now() > until) throw new Error(`port ${port} still answers after the crash`);
				await new Promise((r) => setTimeout(r, 100));
			}
			return pids.length;
		},
		async restart() {
			child = spawn("wrangler", [...wranglerArgs(port, persistTo, vars), "--config", join(sources, "wrangler.toml")], {
				cwd: sources,
				env: toolEnv(),
				// CHAOS_SERVER_LOG=file keeps the Worker's own lines (its JSON logs, every start's) for a post-mortem.
				stdio: [
					"ignore",
					process.env.CHAOS_SERVER_LOG ? openSync(process.env.CHAOS_SERVER_LOG, "a") : "ignore",
					"inherit",
				],
			});
			await Promise.race([waitForHealth(url), watch(child)]);
		},
		/** The end of the run: the state is thrown away, so the same SIGKILL (a SIGTERM makes esbuild dump goroutines). */
		async stop() {
			if (child && child.exitCode === null) await this.crash();
			if (sources) rmSync(sources, { recursive: true, force: true });
		},
	};
}
