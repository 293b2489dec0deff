// npm run reset (issue 42): wipes the local state and the demo, keeps everything else, and refuses
// while a server holds the port (it would write into the state being removed).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { root } from "./toolchain.mjs";

function localDir() {
	const dir = mkdtempSync(join(tmpdir(), "pasar-reset-"));
	for (const d of ["state/v3/d1", "code-host/toko"]) mkdirSync(join(dir, d), { recursive: true });
	for (const f of ["demo.json", "demo.env", "state/v3/d1/db.sqlite", "keep.txt"]) writeFileSync(join(dir, f), "x");
	return dir;
}

const reset = (dir, port) =>
	spawnSync(process.execPath, [join(root, "scripts", "run.mjs"), "reset", "--no-start"], {
		cwd: root,
		encoding: "utf8",
		env: { ...process.env, PASAR_LOCAL_DIR: dir, PORT: String(port) },
	});

test("reset --no-start removes the state, the demo and the code host's repositories, nothing else", () => {
	const dir = localDir();
	try {
		const r = reset(dir, 31_000 + Math.floor(Math.random() * 2_000));
		assert.equal(r.status, 0, r.stderr);
		for (const gone of ["state", "demo.json", "demo.env", "code-host"]) assert.ok(!existsSync(join(dir, gone)), gone);
		assert.ok(existsSync(join(dir, "keep.txt")));
		assert.match(r.stderr, /reset: removed /);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

test("reset while the port is held: one line, exit 1, nothing removed", async () => {
	const dir = localDir();
	const held = createServer();
	await new Promise((resolve) => held.listen(0, "127.0.0.1", resolve));
	try {
		const r = reset(dir, held.address().port);
		assert.equal(r.status, 1);
		assert.match(r.stderr.trim().split("\n").at(-1), /^npm run reset: port \d+ is in use \(is npm start running\?\)/);
		assert.ok(existsSync(join(dir, "state", "v3", "d1", "db.sqlite")));
		assert.ok(existsSync(join(dir, "demo.json")));
	} finally {
		held.close();
		rmSync(dir, { recursive: true, force: true });
	}
});
