// The lock file must describe every package.json of the repository exactly: npm ci refuses a lock
// that disagrees, and npm install on a newcomer's fresh clone would rewrite it and leave the tree
// dirty (issue 37 item 18b: the sdk workspace's engines were missing from the lock).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { root } from "./toolchain.mjs";

const read = (p) => JSON.parse(readFileSync(join(root, p), "utf8"));
const lock = read("package-lock.json");
const fields = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies", "engines"];

function expectInStep(manifestPath, lockKey) {
	const manifest = read(manifestPath);
	const entry = lock.packages[lockKey];
	assert.ok(entry, `package-lock.json has no entry "${lockKey}" for ${manifestPath}`);
	for (const field of fields)
		assert.deepEqual(entry[field] ?? {}, manifest[field] ?? {}, `${manifestPath} ${field} differ from the lock`);
	assert.equal(entry.version, manifest.version, `${manifestPath} version differs from the lock`);
}

test("the root package.json and the lock agree", () => expectInStep("package.json", ""));

test("every workspace's package.json and the lock agree", () => {
	const workspaces = read("package.json").workspaces ?? [];
	assert.ok(workspaces.length > 0);
	for (const ws of workspaces) expectInStep(join(ws, "package.json"), ws);
});

test("every workspace is linked in the lock", () => {
	for (const ws of read("package.json").workspaces ?? []) {
		const name = read(join(ws, "package.json")).name;
		assert.equal(lock.packages[`node_modules/${name}`]?.link, true, `${name} is not linked in the lock`);
	}
});
