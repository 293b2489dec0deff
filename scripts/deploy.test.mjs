// npm run deploy -- --dry-run (issue 42): says what it would do, makes and shows no secret, and leaves
// wrangler.toml as it was.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { root } from "./toolchain.mjs";

test("deploy --dry-run: every step as 'would run', no secret made or shown, wrangler.toml untouched", () => {
	const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
	const { ADMIN_TOKEN: _a, MASTER_KEY: _m, ...env } = process.env;
	const r = spawnSync(process.execPath, [join(root, "scripts", "deploy.mjs"), "--dry-run"], {
		cwd: root,
		encoding: "utf8",
		env,
	});
	assert.equal(r.status, 0, r.stderr);
	assert.match(r.stdout, /^would run: wrangler d1 list --json$/m);
	assert.match(r.stdout, /^would run: wrangler deploy --var ENVIRONMENT:production$/m);
	assert.doesNotMatch(r.stdout, /^\$ /m);
	assert.doesNotMatch(r.stdout, /adm_[A-Za-z0-9_-]{10,}|was generated and stored|shown once;/);
	assert.match(r.stdout, /Dry run: nothing was created, changed or deployed/);
	assert.equal(readFileSync(join(root, "wrangler.toml"), "utf8"), toml);
});
