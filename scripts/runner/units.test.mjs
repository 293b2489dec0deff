// The runner's pure parts: masking across every possible split, artifact globs, the step script,
// Range parsing and credential scrubbing.
import assert from "node:assert/strict";
import { test } from "node:test";
import { globToRegExp } from "./artifacts.mjs";
import { createMasker } from "./mask.mjs";
import { parseRange, redactUrl, scrubCredentials } from "./protocol.mjs";
import { buildScript, echoOf } from "./shell.mjs";

const maskAll = (values, pieces) => {
	const m = createMasker(values);
	const out = pieces.map((p) => m.push(Buffer.from(p)).toString());
	return { out, text: out.join("") + m.flush().toString() };
};

test("masking: a value split at every position, and in three pieces, never leaks", () => {
	const secret = "abcdefgh12";
	const text = `x=${secret}; again ${secret}${secret}!`;
	const want = "x=[MASKED]; again [MASKED][MASKED]!";
	for (let i = 0; i <= text.length; i++) {
		for (let j = i; j <= text.length; j++) {
			const { out, text: got } = maskAll([secret], [text.slice(0, i), text.slice(i, j), text.slice(j)]);
			assert.equal(got, want, `split at ${i}, ${j}`);
			for (const piece of out) assert.ok(!piece.includes(secret));
		}
	}
});

test("masking: the held tail is at most a prefix of a value, and only while it is one", () => {
	const m = createMasker(["abcdefgh12"]);
	assert.equal(m.push("hello abcd").toString(), "hello ");
	assert.equal(m.held, 4);
	assert.equal(m.push("X").toString(), "abcdX"); // not the value after all: released at once
	assert.equal(m.held, 0);
	assert.equal(m.push("abc").toString(), "");
	assert.equal(m.flush().toString(), "abc"); // the end releases it
	assert.equal(createMasker([]).push("abc").toString(), "abc");
	assert.equal(createMasker([""]).push("abc").toString(), "abc");
});

test("masking: several values, the longer wins at the same start, bytes beyond ASCII", () => {
	const { text } = maskAll(["password1", "password123", "Zm9vYmFy"], ["a password123 b password1 c Zm9v", "YmFy d"]);
	assert.equal(text, "a [MASKED] b [MASKED] c [MASKED] d");
	const { text: utf } = maskAll(["kunci:rahasia"], ["ü kunci:ra", "hasia ü"]);
	assert.equal(utf, "ü [MASKED] ü");
});

test("globs: *, ?, **, [..], {a,b}", () => {
	const t = (g, p) => globToRegExp(g).test(p);
	assert.ok(t("*.log", "a.log"));
	assert.ok(!t("*.log", "d/a.log"));
	assert.ok(t("**/*.log", "a.log"));
	assert.ok(t("**/*.log", "d/e/a.log"));
	assert.ok(t("dist/**", "dist/a/b.js"));
	assert.ok(!t("dist/**", "distx/a"));
	assert.ok(t("out/?.txt", "out/a.txt"));
	assert.ok(t("out/[ab].txt", "out/b.txt"));
	assert.ok(!t("out/[!ab].txt", "out/b.txt"));
	assert.ok(t("{bin,lib}/x", "lib/x"));
	assert.ok(t("a.b", "a.b") && !t("a.b", "axb"));
});

test("the step script: strict mode, stderr merged, each line echoed before it runs", () => {
	const s = buildScript(["echo hi", "echo 'it''s'"]);
	assert.match(s, /^set -eo pipefail\nexec 2>&1\n/);
	assert.ok(s.includes(`printf '%s\\n' '$ echo hi'\necho hi\n`));
	assert.ok(s.includes(`printf '%s\\n' '$ echo '\\''it'\\'''\\''s'\\'''\necho 'it''s'\n`));
	assert.equal(echoOf("if true; then\n  echo x\nfi"), "$ if true; then # collapsed multi-line command");
});

test("Range, credentials", () => {
	assert.equal(parseRange("0-42"), 42);
	assert.equal(parseRange("0-0"), 0);
	assert.equal(parseRange(null), null);
	assert.equal(
		scrubCredentials("fatal: 'https://x-access-token:ghp_abc@github.com/a/b' x"),
		"fatal: 'https://github.com/a/b' x",
	);
	assert.equal(redactUrl("https://u:p@host/r.git"), "https://host/r.git");
	assert.equal(redactUrl("file:///tmp/r"), "file:///tmp/r");
});
