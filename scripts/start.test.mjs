// npm start on a busy machine (issue 42): when another server already answers on the main port, the
// start stops at once with one line naming the variable to set, and never sends that server a request
// (it used to seed the demo against whatever answered there). The helpers' own port fallback is
// exercised by the README test, which holds their usual ports while it starts.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { root } from "./toolchain.mjs";

test("another server on PORT: one line naming PORT, exit 1 within seconds, that server untouched", async () => {
	const seen = [];
	const other = createServer((req, res) => {
		seen.push(`${req.method} ${req.url}`);
		res.writeHead(200, { "content-type": "application/json" }).end('{"data":{"status":"ok"}}');
	});
	await new Promise((resolve) => other.listen(0, "127.0.0.1", resolve));
	const port = other.address().port;
	const dir = mkdtempSync(join(tmpdir(), "pasar-start-"));
	try {
		const child = spawn(process.execPath, [join(root, "scripts", "run.mjs"), "start"], {
			cwd: root,
			stdio: ["ignore", "pipe", "pipe"],
			env: { ...process.env, PORT: String(port), PASAR_LOCAL_DIR: dir },
		});
		let out = "";
		for (const s of [child.stdout, child.stderr]) s.on("data", (d) => (out += d));
		const code = await new Promise((resolve) => child.once("exit", resolve));
		assert.equal(code, 1, out);
		const lines = out.trim().split("\n");
		assert.match(
			lines.at(-1),
			new RegExp(`^npm start: port ${port} is taken by another program: .*PORT=\\d+ npm start$`),
		);
		assert.doesNotMatch(out, /\n\s+at /, "no stack trace");
		assert.deepEqual(seen, []);
	} finally {
		other.close();
		rmSync(dir, { recursive: true, force: true });
	}
});

test("a helper port named by its variable and taken: one line naming that variable", async () => {
	const held = createServer();
	await new Promise((resolve) => held.listen(0, "127.0.0.1", resolve));
	const dir = mkdtempSync(join(tmpdir(), "pasar-start-"));
	try {
		const child = spawn(process.execPath, [join(root, "scripts", "run.mjs"), "start"], {
			cwd: root,
			stdio: ["ignore", "pipe", "pipe"],
			env: {
				...process.env,
				PORT: String(30_000 + Math.floor(Math.random() * 2_000)),
				CI_GIT_PORT: String(held.address().port),
				PASAR_LOCAL_DIR: dir,
			},
		});
		let out = "";
		for (const s of [child.stdout, child.stderr]) s.on("data", (d) => (out += d));
		const code = await new Promise((resolve) => child.once("exit", resolve));
		assert.equal(code, 1, out);
		assert.match(out.trim().split("\n").at(-1), /^npm start: CI_GIT_PORT=\d+ is taken by another program/);
	} finally {
		held.close();
		rmSync(dir, { recursive: true, force: true });
	}
});
