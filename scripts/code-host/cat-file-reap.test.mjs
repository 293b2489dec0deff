// The local code host reads objects through one long-running `git cat-file` per repository; one that
// sits idle is stopped (issue 42: they used to live until shutdown), and the next read starts it again.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { catFileIdle, liveCatFiles, Repo, stopCatFiles } from "./git.mjs";

const dir = mkdtempSync(join(tmpdir(), "pasar-catfile-"));
after(() => {
	stopCatFiles(dir);
	rmSync(dir, { recursive: true, force: true });
});

test("an idle cat-file process is reaped and restarted on the next read", async () => {
	const before = catFileIdle.ms;
	catFileIdle.ms = 100;
	try {
		const repo = new Repo(dir, "toko", "app");
		await repo.init();
		const missing = "1".repeat(40);
		assert.equal(await repo.commitOf(missing), null);
		assert.equal(liveCatFiles(dir), 1);
		await new Promise((r) => setTimeout(r, 400));
		assert.equal(liveCatFiles(dir), 0);
		assert.equal(await repo.commitOf(missing), null);
		assert.equal(liveCatFiles(dir), 1);
	} finally {
		catFileIdle.ms = before;
	}
});
