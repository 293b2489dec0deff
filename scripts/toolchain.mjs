// Provisions the toolchain the project needs on any machine with Node >= 20 and npm.
// wrangler 4.87+ needs Node 22: when the machine's Node is older, a pinned Node 22 comes from
// the npm registry (package node-<platform>-<arch>) into .toolchain/, and every tool runs on it.
// Plain JavaScript on purpose: this file must run on the machine's own Node before anything
// else is installed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const NODE_VERSION = "22.23.3";

function log(msg) {
	process.stderr.write(`[pasar] ${msg}\n`);
}

function nodePackageName() {
	const os = { linux: "linux", darwin: "darwin", win32: "win" }[process.platform];
	const arch = { x64: "x64", arm64: "arm64" }[process.arch];
	if (!os || !arch) throw new Error(`no Node 22 package for ${process.platform}/${process.arch}`);
	return `node-${os}-${arch}`;
}

/** Directory holding a `node` binary of major version >= 22. */
export function ensureNode() {
	const major = Number(process.versions.node.split(".")[0]);
	if (major >= 22) return dirname(process.execPath);
	const prefix = join(root, ".toolchain", "node");
	const pkg = nodePackageName();
	const bin = join(prefix, "node_modules", pkg, "bin");
	const nodeBin = join(bin, process.platform === "win32" ? "node.exe" : "node");
	if (!existsSync(nodeBin)) {
		log(
			`Node ${process.versions.node} is older than the toolchain needs; fetching ${pkg}@${NODE_VERSION} from the npm registry`,
		);
		const r = spawnSync(
			"npm",
			[
				"install",
				"--prefix",
				prefix,
				"--no-save",
				"--no-package-lock",
				"--no-audit",
				"--no-fund",
				"--loglevel=notice",
				`${pkg}@${NODE_VERSION}`,
			],
			{ stdio: "inherit", cwd: root },
		);
		if (r.status !== 0 || !existsSync(nodeBin)) throw new Error(`could not install ${pkg}@${NODE_VERSION}`);
	}
	return bin;
}

/** Environment whose PATH puts Node 22 and the project's binaries first. */
export function toolEnv(extra = {}) {
	const nodeDir = ensureNode();
	const sep = process.platform === "win32" ? ";" : ":";
	return {
		...process.env,
		PATH: [nodeDir, join(root, "node_modules", ".bin"), process.env.PATH].join(sep),
		// Miniflare fetches Request.cf from workers.cloudflare.com on each start and prints a stack trace
		// when offline; its built-in placeholder (what it falls back to anyway) keeps local runs quiet and alike.
		CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? "false",
		...extra,
	};
}

/**
 * Installs dependencies when node_modules is missing or older than the lock file. With a lock file
 * present this is `npm ci`, which installs exactly what the lock says and never rewrites it, so a
 * fresh clone stays clean (scripts/lockfile.test.mjs keeps the lock in step with every package.json).
 */
export function ensureDeps(env) {
	const marker = join(root, "node_modules", ".package-lock.json");
	const lock = join(root, "package-lock.json");
	const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
	if (fresh) return;
	// .npmrc silences npm (scripts' command lines would echo tokens); an install says what it does.
	const npm = (args) =>
		spawnSync("npm", [...args, "--no-audit", "--no-fund", "--loglevel=notice"], { stdio: "inherit", cwd: root, env });
	if (existsSync(lock)) {
		log("installing dependencies from the lock file (npm ci)");
		if (npm(["ci"]).status === 0) return;
		// A lock npm ci refuses (an npm older than the one that wrote it): install without saving, so
		// the tree still is not rewritten.
		log("npm ci refused the lock file; installing with npm install --no-save");
		if (npm(["install", "--no-save"]).status === 0) return;
		throw new Error("npm install failed");
	}
	log("installing dependencies (npm install)");
	if (npm(["install"]).status !== 0) throw new Error("npm install failed");
}

export function run(cmd, args, env, opts = {}) {
	const r = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env, ...opts });
	if (r.error) throw r.error;
	return r.status ?? 1;
}

export function readDevVars() {
	const file = join(root, ".dev.vars");
	if (!existsSync(file)) return {};
	const out = {};
	for (const line of readFileSync(file, "utf8").split("\n")) {
		const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/);
		if (m) out[m[1]] = m[2];
	}
	return out;
}
