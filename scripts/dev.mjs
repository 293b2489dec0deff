// Local runtime helpers shared by `npm start`, the benches and the deploy script.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
	appendFileSync,
	cpSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { ensureAssets } from "./assets.mjs";
import { readDevVars, root, toolEnv } from "./toolchain.mjs";

/**
 * D1 binding -> migrations folder, read from wrangler.toml's [[d1_databases]]: every shard of a service
 * (DB_POS, DB_POS_1, …; issue 38) gets that service's migrations.
 */
export const DATABASES = Object.fromEntries(
	[
		...readFileSync(join(root, "wrangler.toml"), "utf8").matchAll(
			/\[\[d1_databases\]\]\s*\nbinding = "([^"]+)"[^[]*?migrations_dir = "migrations\/([^"]+)"/g,
		),
	].map((m) => [m[1], m[2]]),
);

const log = (msg) => process.stderr.write(`[pasar] ${msg}\n`);

/** Writes generated local secrets into .dev.vars for any that are missing; never overwrites. */
export function ensureDevVars() {
	const file = join(root, ".dev.vars");
	const have = readDevVars();
	const wanted = {
		ADMIN_TOKEN: () => `adm_${randomBytes(24).toString("base64url")}`,
		MASTER_KEY: () => randomBytes(32).toString("hex"),
		JWT_DEV_KEY: () => randomBytes(32).toString("base64url"),
		// The courier aggregator's callbacks carry it (POST /pos/api/v1/fulfillment/shipping/callback).
		COURIER_WEBHOOK_SECRET: () => `cws_${randomBytes(24).toString("base64url")}`,
	};
	const lines = [];
	for (const [k, make] of Object.entries(wanted)) if (!have[k]) lines.push(`${k}=${make()}`);
	if (lines.length) {
		appendFileSync(
			file,
			`${existsSync(file) && readFileSync(file, "utf8").length && !readFileSync(file, "utf8").endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`,
		);
		log(`wrote ${lines.map((l) => l.split("=")[0]).join(", ")} to .dev.vars`);
	}
	return readDevVars();
}

function hasMigrations(dir) {
	const full = join(root, "migrations", dir);
	return existsSync(full) && readdirSync(full).some((f) => f.endsWith(".sql"));
}

/** The migrations' identity: their names and contents, and the wrangler that applies them. */
function migrationsHash() {
	const h = createHash("sha256");
	for (const dir of Object.values(DATABASES)) {
		if (!hasMigrations(dir)) continue;
		for (const f of readdirSync(join(root, "migrations", dir))
			.filter((x) => x.endsWith(".sql"))
			.sort())
			h.update(`${dir}/${f}\0`).update(readFileSync(join(root, "migrations", dir, f)));
	}
	h.update(readFileSync(join(root, "node_modules", "wrangler", "package.json")));
	return h.digest("hex").slice(0, 16);
}

const isFresh = (dir) => !existsSync(dir) || readdirSync(dir).length === 0;

const MARKER = ".pasar-migrations";

/** True when `persistTo` already holds the databases migrated to `hash` (its marker says so). */
function migratedTo(persistTo, hash) {
	const marker = join(persistTo, MARKER);
	return existsSync(marker) && readFileSync(marker, "utf8") === hash && existsSync(join(persistTo, "v3", "d1"));
}

/** One `wrangler d1 migrations apply --local`; resolves, or rejects with wrangler's own output. */
function applyOne(binding, persistTo, env) {
	const args = ["d1", "migrations", "apply", binding, "--local", "--persist-to", persistTo];
	return new Promise((resolve, reject) => {
		const child = spawn("wrangler", args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
		let out = "";
		child.stdout.on("data", (d) => {
			out += d;
		});
		child.stderr.on("data", (d) => {
			out += d;
		});
		child.on("error", reject);
		child.on("exit", (code) => {
			if (code === 0) return resolve();
			process.stderr.write(out);
			reject(new Error(`migrations for ${binding} failed`));
		});
	});
}

/**
 * Applies every local D1 migration (wrangler d1 migrations apply --local): one wrangler process per
 * database, one after the other (two at once on one state directory fail now and then with SQLITE_BUSY
 * on miniflare's shared storage: seen in CI, and in 3-second failed runs here). A state
 * directory records the migrations it holds (.pasar-migrations), so a restart on the same state (a
 * bench's second start, npm start) applies nothing; a fresh one (a test's or a bench's own server)
 * gets a copy of the migrated databases kept under .tmp/ per migrations hash after the first apply,
 * so the dozen local servers `npm test` starts apply migrations once between them.
 */
export async function applyLocalMigrations(persistTo = join(root, ".wrangler", "state")) {
	const hash = migrationsHash();
	if (migratedTo(persistTo, hash)) return;
	const fresh = isFresh(persistTo);
	const template = join(root, ".tmp", "d1-template", hash);
	if (fresh && existsSync(template)) {
		cpSync(template, persistTo, { recursive: true });
		writeFileSync(join(persistTo, MARKER), hash);
		log("local migrations applied (copied from .tmp/d1-template)");
		return;
	}
	const env = toolEnv({ CI: "true" });
	log(
		`applying local migrations to ${Object.keys(DATABASES).length} databases (once per migration change; about two minutes)`,
	);
	for (const [binding, dir] of Object.entries(DATABASES))
		if (hasMigrations(dir)) await applyOne(binding, persistTo, env);
	writeFileSync(join(persistTo, MARKER), hash);
	if (fresh) {
		// Copied aside then renamed, so a racing server never reads half a template.
		const staging = `${template}.${process.pid}.${Date.now()}`;
		try {
			mkdirSync(dirname(template), { recursive: true });
			cpSync(persistTo, staging, { recursive: true });
			renameSync(staging, template);
		} catch {
			rmSync(staging, { recursive: true, force: true });
		}
	}
	log("local migrations applied");
}

/**
 * Makes the migrated-databases template under .tmp/ when there is none, in a scratch directory: `npm
 * test` does it while tsc runs, so the servers its node tests start (two at a time in the bench smoke
 * run) all copy it instead of each applying the migrations.
 */
export async function prepareMigrationTemplate() {
	if (existsSync(join(root, ".tmp", "d1-template", migrationsHash()))) return;
	const scratch = join(root, ".tmp", `d1-prepare-${process.pid}`);
	try {
		await applyLocalMigrations(scratch);
	} finally {
		rmSync(scratch, { recursive: true, force: true });
	}
}

/**
 * Waits for /health to answer 200 — from this start's own server when `instance` is given (the nonce
 * it passed as START_NONCE), so a server that already held the port is never mistaken for it.
 */
export async function waitForHealth(url, timeoutMs = 90_000, instance = undefined) {
	const until = Date.now() + timeoutMs;
	while (Date.now() < until) {
		try {
			const res = await fetch(`${url}/health`);
			const body = await res.json().catch(() => null);
			if (res.status === 200 && (instance === undefined || body?.data?.instance === instance)) return;
		} catch {}
		await new Promise((r) => setTimeout(r, 300));
	}
	throw new Error(`${url}/health did not answer 200 within ${timeoutMs / 1000}s`);
}

/** A start that cannot go on for a reason the user can fix: printed as one line, no stack. */
export class StartError extends Error {}

/** True when nothing listens on 127.0.0.1:`port` (a listener on every address counts as taken). */
export const portFree = (port) =>
	new Promise((resolve) => {
		const srv = createServer();
		srv.once("error", () => resolve(false));
		srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
	});

/** A loopback port the kernel just handed out and nothing holds now. */
export const freePort = () =>
	new Promise((resolve, reject) => {
		const srv = createServer();
		srv.once("error", reject);
		srv.listen(0, "127.0.0.1", () => {
			const { port } = srv.address();
			srv.close(() => resolve(port));
		});
	});

/**
 * Starts `wrangler dev` on loopback with local state under `persistTo` and waits for /health (from
 * this start's own server: a per-start nonce, START_NONCE, that /health echoes in development).
 * Returns { url, adminToken, inspectorPort (devtools, for a profile), child, stop() }.
 */
export async function startLocal({
	port = 8787,
	persistTo = join(root, ".wrangler", "state"),
	quiet = false,
	vars = {},
	keepLine = null,
} = {}) {
	if (!(await portFree(port)))
		throw new StartError(
			`port ${port} is taken by another program: start on another one, e.g. PORT=${port + 8} npm start`,
		);
	const devVars = ensureDevVars();
	// Browser tests and benches start here without scripts/run.mjs: /docs needs the Scalar bundle.
	ensureAssets();
	await applyLocalMigrations(persistTo);
	// Made up per start: /health echoes it in development, so only this server is ever waited for.
	const instance = randomBytes(9).toString("base64url");
	const varArgs = Object.entries({ ...vars, START_NONCE: instance }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
	// wrangler's devtools socket defaults to 9229, probed then bound: two servers starting in the same
	// second (the bench smoke run, browser tests) both pick it and one dies with "Address already in use".
	const inspectorPort = await freePort();
	const child = spawn(
		"wrangler",
		[
			"dev",
			"--ip",
			"127.0.0.1",
			"--port",
			String(port),
			"--persist-to",
			persistTo,
			"--inspector-port",
			String(inspectorPort),
			"--test-scheduled",
			"--show-interactive-dev-session=false",
			...varArgs,
		],
		{
			cwd: root,
			env: toolEnv(),
			stdio: ["ignore", quiet ? "ignore" : keepLine ? "pipe" : "inherit", keepLine ? "pipe" : "inherit"],
		},
	);
	// `keepLine(line)` decides which of wrangler's lines are shown (npm start drops its repeats and request lines).
	for (const [from, to] of [
		[child.stdout, process.stdout],
		[child.stderr, process.stderr],
	])
		if (from) createInterface({ input: from }).on("line", (line) => keepLine(line) && to.write(`${line}\n`));
	const url = `http://127.0.0.1:${port}`;
	const exited = new Promise((_, reject) =>
		child.on("exit", (code) => reject(new Error(`wrangler dev exited with ${code}`))),
	);
	await Promise.race([waitForHealth(url, 90_000, instance), exited]);
	const stop = () =>
		new Promise((resolve) => {
			if (child.exitCode !== null) return resolve();
			child.once("exit", resolve);
			child.kill("SIGTERM");
			setTimeout(() => child.kill("SIGKILL"), 5000).unref();
		});
	return { url, adminToken: devVars.ADMIN_TOKEN, inspectorPort, child, stop };
}

/** Fires the Worker's scheduled handler once (wrangler dev --test-scheduled). */
export async function fireScheduled(url) {
	const res = await fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}`);
	return res.status;
}

/** Admin API call for scripts. */
export async function adminCall(url, adminToken, method, path, body) {
	const res = await fetch(`${url}/admin${path}`, {
		method,
		headers: { Authorization: `Bearer ${adminToken}`, ...(body ? { "Content-Type": "application/json" } : {}) },
		body: body ? JSON.stringify(body) : undefined,
	});
	const json = await res.json().catch(() => null);
	return { status: res.status, body: json };
}
