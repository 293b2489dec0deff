// The local code host (issue 21) on a temp directory: a first `git push` creates the repository;
// the REST subset answers what the pipeline service's GitHub client reads (the sha media type,
// 422/409/404, contents in base64, hooks created once, updated, deleted); pushes, force pushes and
// deletions reach a local receiver as GitHub-shaped push events with a valid X-Hub-Signature-256;
// clones work (gzip request bodies too); bad owner/name are refused. Skips without git http-backend.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { gzipSync } from "node:zlib";
import { httpBackendMissing } from "./git.mjs";
import { signPayload, USER_AGENT } from "./hooks.mjs";
import { startCodeHost } from "./server.mjs";

const missing = await httpBackendMissing();
const skip = missing ? `git http-backend is needed: ${missing}` : false;
const ZERO = "0".repeat(40);
const SECRET = "whsec_local_test_secret";

const GIT_ENV = {
	GIT_AUTHOR_NAME: "Budi Santoso",
	GIT_AUTHOR_EMAIL: "budi@example.com",
	GIT_COMMITTER_NAME: "Budi Santoso",
	GIT_COMMITTER_EMAIL: "budi@example.com",
	GIT_CONFIG_NOSYSTEM: "1",
	GIT_CONFIG_GLOBAL: "/dev/null",
	GIT_TERMINAL_PROMPT: "0",
};

/** git in `cwd`, asynchronously (the code host answers in this same process). */
function git(cwd, ...args) {
	return new Promise((resolve, reject) => {
		const env = {
			...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_"))),
			...GIT_ENV,
		};
		execFile("git", args, { cwd, env }, (err, stdout, stderr) =>
			err ? reject(Object.assign(err, { stderr })) : resolve(stdout.trim()),
		);
	});
}

let tmp;
let host;
let receiver;
/** Requests the receiver got: {headers, body}. */
const received = [];
/** How many times in a row the receiver answers 500 before 202. */
let failNext = 0;
let work;

before(async () => {
	if (skip) return;
	tmp = mkdtempSync(join(tmpdir(), "pasar-code-host-"));
	host = await startCodeHost({ dir: join(tmp, "repos") });
	receiver = createServer((req, res) => {
		const chunks = [];
		req.on("data", (c) => chunks.push(c));
		req.on("end", () => {
			received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), path: req.url });
			if (failNext > 0) {
				failNext--;
				res.writeHead(500).end("down");
			} else res.writeHead(202).end("accepted");
		});
	});
	await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
	work = join(tmp, "work");
	mkdirSync(work);
	await git(work, "init", "-q", "-b", "main");
	writeFileSync(join(work, ".pasar-ci.yml"), "build:\n  stage: build\n  script: make\n");
	mkdirSync(join(work, "src"));
	writeFileSync(join(work, "src", "main.ts"), "console.log('halo')\n");
	await git(work, "add", ".");
	await git(work, "commit", "-q", "-m", "first commit");
});

after(async () => {
	await host?.close();
	await new Promise((r) => (receiver ? receiver.close(r) : r()));
	if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const api = (path, init = {}) =>
	fetch(`${host.apiUrl}${path}`, {
		...init,
		headers: {
			Accept: "application/vnd.github+json",
			Authorization: "Bearer ghp_anything",
			...(init.body ? { "Content-Type": "application/json" } : {}),
			...init.headers,
		},
	});
/** The status of a GET sent with its path as written (fetch would resolve "..", as a browser does). */
const rawStatus = (path) =>
	new Promise((resolve, reject) =>
		request({ host: "127.0.0.1", port: new URL(host.url).port, path }, (res) => resolve(res.resume().statusCode))
			.on("error", reject)
			.end(),
	);
const shaOf = (path) => api(path, { headers: { Accept: "application/vnd.github.sha" } });
const hookBody = (url, secret = SECRET) => ({
	name: "web",
	active: true,
	events: ["push", "pull_request"],
	config: { url, content_type: "json", secret, insecure_ssl: "0" },
});
const receiverUrl = (p) => `http://127.0.0.1:${receiver.address().port}${p}`;

/** Deliveries of `event` the receiver got since index `from`, waiting for `n` of them. */
async function deliveries(from, n, event = "push") {
	await host.idle();
	const got = received.slice(from).filter((r) => r.headers["x-github-event"] === event);
	assert.equal(got.length, n, `expected ${n} ${event} deliveries, got ${got.length}`);
	return got;
}

test("the signature helper reproduces GitHub's test vector", () => {
	assert.equal(
		signPayload("It's a Secret to Everybody", "Hello, World!"),
		"sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17",
	);
});

test("an unknown repository is 404; POST /orgs/{o}/repos makes an empty one: 409 Git Repository is empty.", {
	skip,
}, async () => {
	const unknown = await shaOf("/repos/toko/nothing/commits/heads%2Fmain");
	assert.equal(unknown.status, 404);
	assert.equal((await unknown.json()).message, "Not Found");
	assert.equal((await api("/repos/toko/nothing/hooks?per_page=100")).status, 404);
	const made = await api("/orgs/toko/repos", { method: "POST", body: JSON.stringify({ name: "empty" }) });
	assert.equal(made.status, 201);
	assert.equal((await made.json()).default_branch, "main");
	const empty = await shaOf("/repos/toko/empty/commits/heads/main");
	assert.equal(empty.status, 409);
	assert.equal((await empty.json()).message, "Git Repository is empty.");
	assert.equal(
		(await api("/orgs/toko/repos", { method: "POST", body: JSON.stringify({ name: "empty" }) })).status,
		422,
	);
});

test("a first push creates the repository, and its refs and files answer as GitHub's REST API does", {
	skip,
}, async () => {
	const pushed = await git(work, "rev-parse", "HEAD");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");
	assert.ok(existsSync(join(host.dir, "toko", "app.git", "HEAD")));
	assert.equal(
		await git(tmp, "ls-remote", `${host.url}/toko/app.git`, "refs/heads/main"),
		`${pushed}\trefs/heads/main`,
	);

	for (const ref of ["heads/main", "heads%2Fmain", "main", "refs/heads/main", pushed, pushed.slice(0, 10)]) {
		const res = await shaOf(`/repos/toko/app/commits/${ref}`);
		assert.equal(res.status, 200, ref);
		assert.match(res.headers.get("content-type"), /^application\/vnd\.github\.sha/);
		assert.equal(await res.text(), pushed, ref);
	}
	const json = await (await api("/repos/toko/app/commits/main")).json();
	assert.equal(json.sha, pushed);
	assert.equal(json.commit.message, "first commit");
	assert.equal(json.commit.author.email, "budi@example.com");
	for (const ref of ["tags/main", "heads/nope", "0123456789abcdef0123456789abcdef01234567", "heads/a..b"]) {
		const res = await shaOf(`/repos/toko/app/commits/${ref}`);
		assert.equal(res.status, 422, ref);
		assert.match((await res.json()).message, /^No commit found for SHA/);
	}

	const file = await api(`/repos/toko/app/contents/.pasar-ci.yml?ref=${pushed}`);
	assert.equal(file.status, 200);
	const f = await file.json();
	assert.equal(f.type, "file");
	assert.equal(f.encoding, "base64");
	assert.equal(f.path, ".pasar-ci.yml");
	assert.equal(Buffer.from(f.content, "base64").toString("utf8"), "build:\n  stage: build\n  script: make\n");
	assert.equal(f.size, Buffer.byteLength("build:\n  stage: build\n  script: make\n"));
	const nested = await (await api("/repos/toko/app/contents/src/main.ts?ref=main")).json();
	assert.equal(Buffer.from(nested.content, "base64").toString("utf8"), "console.log('halo')\n");
	const dir = await (await api("/repos/toko/app/contents/src")).json();
	assert.ok(Array.isArray(dir));
	assert.deepEqual(
		dir.map((e) => [e.type, e.path]),
		[["file", "src/main.ts"]],
	);
	assert.equal((await api(`/repos/toko/app/contents/missing.yml?ref=${pushed}`)).status, 404);
	assert.equal((await api("/repos/toko/app/contents/.pasar-ci.yml?ref=nope")).status, 404);
	assert.equal(await rawStatus("/api/v3/repos/toko/app/contents/src/%2E%2E/.pasar-ci.yml"), 404);
	const repo = await (await api("/repos/toko/app")).json();
	assert.equal(repo.full_name, "toko/app");
	assert.equal(repo.clone_url, `${host.url}/toko/app.git`);
});

test("a file of 1 MB or more is answered without content (encoding none), as GitHub does", { skip }, async () => {
	const big = join(tmp, "big");
	mkdirSync(big);
	await git(big, "init", "-q", "-b", "main");
	writeFileSync(join(big, "blob.bin"), Buffer.alloc(1024 * 1024 + 1, 97));
	await git(big, "add", ".");
	await git(big, "commit", "-q", "-m", "big");
	await git(big, "push", "-q", `${host.url}/toko/big.git`, "main");
	const f = await (await api("/repos/toko/big/contents/blob.bin?ref=main")).json();
	assert.equal(f.encoding, "none");
	assert.equal(f.content, "");
	assert.equal(f.size, 1024 * 1024 + 1);
});

test("hooks: create 201, the same URL again 422, list with per_page and Link, update, delete", { skip }, async () => {
	const url = receiverUrl("/hooks/a");
	const created = await api("/repos/toko/app/hooks", { method: "POST", body: JSON.stringify(hookBody(url)) });
	assert.equal(created.status, 201);
	const hook = await created.json();
	assert.equal(typeof hook.id, "number");
	assert.equal(hook.config.url, url);
	assert.equal(hook.config.secret, "********", "the secret is never answered");
	assert.deepEqual(hook.events, ["push", "pull_request"]);

	const again = await api("/repos/toko/app/hooks", { method: "POST", body: JSON.stringify(hookBody(url)) });
	assert.equal(again.status, 422);
	const refusal = await again.json();
	assert.equal(refusal.message, "Validation Failed");
	assert.equal(refusal.errors[0].message, "Hook already exists on this repository");
	const badUrl = await api("/repos/toko/app/hooks", { method: "POST", body: JSON.stringify(hookBody("ftp://x")) });
	assert.equal(badUrl.status, 422);

	const second = await (
		await api("/repos/toko/app/hooks", { method: "POST", body: JSON.stringify(hookBody(receiverUrl("/hooks/b"))) })
	).json();
	const page1 = await api("/repos/toko/app/hooks?per_page=1");
	assert.equal(page1.status, 200);
	assert.deepEqual(
		(await page1.json()).map((h) => h.id),
		[hook.id],
	);
	const next = /<([^>]+)>;\s*rel="next"/.exec(page1.headers.get("link"))?.[1];
	assert.ok(next?.startsWith(host.apiUrl), page1.headers.get("link"));
	assert.deepEqual(
		(await (await fetch(next)).json()).map((h) => h.id),
		[second.id],
	);
	const all = await (await api("/repos/toko/app/hooks?per_page=100")).json();
	assert.deepEqual(
		all.map((h) => h.config.url),
		[url, receiverUrl("/hooks/b")],
	);

	const patched = await api(`/repos/toko/app/hooks/${second.id}`, {
		method: "PATCH",
		body: JSON.stringify({
			active: true,
			events: ["push"],
			config: { ...hookBody("").config, url: receiverUrl("/hooks/b2") },
		}),
	});
	assert.equal(patched.status, 200);
	assert.equal((await patched.json()).config.url, receiverUrl("/hooks/b2"));
	const clash = await api(`/repos/toko/app/hooks/${second.id}`, {
		method: "PATCH",
		body: JSON.stringify({ config: { url } }),
	});
	assert.equal(clash.status, 422);
	assert.equal((await api("/repos/toko/app/hooks/9999", { method: "PATCH", body: "{}" })).status, 404);
	assert.equal((await api(`/repos/toko/app/hooks/${second.id}`, { method: "DELETE" })).status, 204);
	assert.equal((await api(`/repos/toko/app/hooks/${second.id}`, { method: "DELETE" })).status, 404);
	assert.deepEqual(
		(await (await api("/repos/toko/app/hooks")).json()).map((h) => h.id),
		[hook.id],
	);
	// A new hook is pinged, as on GitHub.
	const pings = await deliveries(0, 2, "ping");
	assert.equal(JSON.parse(pings[0].body).hook_id, hook.id);
});

test("8 racing creations of one hook URL make one hook; the others get 422", { skip }, async () => {
	const url = receiverUrl("/hooks/race");
	const answers = await Promise.all(
		Array.from({ length: 8 }, () =>
			api("/repos/toko/empty/hooks", { method: "POST", body: JSON.stringify(hookBody(url)) }),
		),
	);
	assert.deepEqual(answers.map((a) => a.status).sort(), [201, 422, 422, 422, 422, 422, 422, 422]);
	assert.equal((await (await api("/repos/toko/empty/hooks")).json()).length, 1);
	await host.idle();
});

test("a push reaches the hook as a signed GitHub push event", { skip }, async () => {
	const from = received.length;
	const beforeSha = await git(work, "rev-parse", "HEAD");
	writeFileSync(join(work, "src", "main.ts"), "console.log('halo dunia')\n");
	writeFileSync(join(work, "README.md"), "# app\n");
	await git(work, "add", ".");
	await git(work, "commit", "-q", "-m", "second commit");
	await git(work, "rm", "-q", "src/main.ts");
	await git(work, "commit", "-q", "-m", "third commit\n\nwith a body");
	const afterSha = await git(work, "rev-parse", "HEAD");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");

	const [d] = await deliveries(from, 1);
	assert.equal(d.path, "/hooks/a");
	assert.equal(d.headers["content-type"], "application/json");
	assert.equal(d.headers["user-agent"], USER_AGENT);
	assert.match(d.headers["x-github-delivery"], /^[0-9a-f-]{36}$/);
	const expected = `sha256=${createHmac("sha256", SECRET).update(d.body).digest("hex")}`;
	assert.equal(d.headers["x-hub-signature-256"], expected);
	const e = JSON.parse(d.body);
	assert.equal(e.ref, "refs/heads/main");
	assert.equal(e.before, beforeSha);
	assert.equal(e.after, afterSha);
	assert.equal(e.created, false);
	assert.equal(e.deleted, false);
	assert.equal(e.forced, false);
	assert.equal(e.base_ref, null);
	assert.deepEqual(
		e.commits.map((c) => c.message),
		["second commit", "third commit\n\nwith a body"],
	);
	assert.deepEqual(
		[e.commits[0].added, e.commits[0].modified, e.commits[1].removed],
		[["README.md"], ["src/main.ts"], ["src/main.ts"]],
	);
	assert.deepEqual(e.commits[0].author, { name: "Budi Santoso", email: "budi@example.com", username: "Budi Santoso" });
	assert.match(e.commits[0].timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
	assert.equal(e.head_commit.id, afterSha);
	assert.equal(e.repository.full_name, "toko/app");
	assert.equal(e.repository.name, "app");
	assert.equal(e.repository.default_branch, "main");
	assert.equal(e.repository.clone_url, `${host.url}/toko/app.git`);
	assert.equal(typeof e.repository.id, "number");
	assert.equal(typeof e.pusher.name, "string");
	assert.equal(typeof e.sender.login, "string");
	assert.ok(e.compare.includes("..."));

	// Files of the new commits read through the host's long-running cat-file (started before this push).
	const readme = await (await api(`/repos/toko/app/contents/README.md?ref=${afterSha}`)).json();
	assert.equal(Buffer.from(readme.content, "base64").toString(), "# app\n");
	assert.equal((await api(`/repos/toko/app/contents/src/main.ts?ref=${afterSha}`)).status, 404);

	const recorded = await (await fetch(`${host.url}/_local/deliveries`)).json();
	const mine = recorded.find((r) => r.guid === d.headers["x-github-delivery"]);
	assert.equal(mine.status, "delivered");
	assert.equal(mine.statusCode, 202);
	assert.ok(!JSON.stringify(recorded).includes(SECRET), "no secret in the delivery log");
});

test("a force push says forced; a new branch lists only new commits; its deletion sends deleted with after 0…0", {
	skip,
}, async () => {
	let from = received.length;
	await git(work, "checkout", "-q", "-b", "feature/x");
	writeFileSync(join(work, "feature.txt"), "x\n");
	await git(work, "add", ".");
	await git(work, "commit", "-q", "-m", "feature work");
	const feature = await git(work, "rev-parse", "HEAD");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "feature/x");
	let [d] = await deliveries(from, 1);
	let e = JSON.parse(d.body);
	assert.equal(e.ref, "refs/heads/feature/x");
	assert.equal(e.created, true);
	assert.equal(e.before, ZERO);
	assert.deepEqual(
		e.commits.map((c) => c.id),
		[feature],
	);
	assert.equal((await shaOf("/repos/toko/app/commits/heads/feature/x")).status, 200);

	from = received.length;
	await git(work, "commit", "-q", "--amend", "-m", "feature work, amended");
	const amended = await git(work, "rev-parse", "HEAD");
	await git(work, "push", "-q", "--force", `${host.url}/toko/app.git`, "feature/x");
	[d] = await deliveries(from, 1);
	e = JSON.parse(d.body);
	assert.equal(e.forced, true);
	assert.equal(e.before, feature);
	assert.equal(e.after, amended);

	from = received.length;
	await git(work, "push", "-q", `${host.url}/toko/app.git`, ":feature/x");
	[d] = await deliveries(from, 1);
	e = JSON.parse(d.body);
	assert.equal(e.ref, "refs/heads/feature/x");
	assert.equal(e.deleted, true);
	assert.equal(e.created, false);
	assert.equal(e.before, amended);
	assert.equal(e.after, ZERO);
	assert.equal(e.head_commit, null);
	assert.deepEqual(e.commits, []);
	assert.equal(d.headers["x-hub-signature-256"], signPayload(SECRET, d.body));
	assert.equal((await shaOf("/repos/toko/app/commits/heads/feature/x")).status, 422);
	await git(work, "checkout", "-q", "main");
});

test("a tag push is an event of refs/tags/…; an inactive hook gets nothing; a failing receiver is retried", {
	skip,
}, async () => {
	const hooks = await (await api("/repos/toko/app/hooks")).json();
	let from = received.length;
	await git(work, "tag", "-a", "v1.0.0", "-m", "release");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "v1.0.0");
	const [d] = await deliveries(from, 1);
	const e = JSON.parse(d.body);
	assert.equal(e.ref, "refs/tags/v1.0.0");
	assert.equal(e.head_commit.id, await git(work, "rev-parse", "HEAD"));
	assert.equal(await (await shaOf("/repos/toko/app/commits/tags/v1.0.0")).text(), e.head_commit.id);

	await api(`/repos/toko/app/hooks/${hooks[0].id}`, { method: "PATCH", body: JSON.stringify({ active: false }) });
	from = received.length;
	await git(work, "tag", "v1.0.1");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "v1.0.1");
	await deliveries(from, 0);

	await api(`/repos/toko/app/hooks/${hooks[0].id}`, { method: "PATCH", body: JSON.stringify({ active: true }) });
	from = received.length;
	failNext = 1;
	await git(work, "tag", "v1.0.2");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "v1.0.2");
	const tries = await deliveries(from, 2);
	assert.equal(
		tries[0].headers["x-github-delivery"],
		tries[1].headers["x-github-delivery"],
		"a retry is the same delivery",
	);
	const rec = (await (await fetch(`${host.url}/_local/deliveries`)).json()).find(
		(r) => r.guid === tries[0].headers["x-github-delivery"],
	);
	assert.deepEqual([rec.status, rec.attempts, rec.statusCode], ["delivered", 2, 202]);
});

test("a push kept as a pack (over 100 objects) is readable at once", { skip }, async () => {
	const from = received.length;
	mkdirSync(join(work, "many"));
	for (let i = 0; i < 150; i++) writeFileSync(join(work, "many", `f${i}.txt`), `file ${i}\n`);
	await git(work, "add", ".");
	await git(work, "commit", "-q", "-m", "many files");
	const sha = await git(work, "rev-parse", "HEAD");
	await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");
	const f = await (await api(`/repos/toko/app/contents/many/f149.txt?ref=${sha}`)).json();
	assert.equal(Buffer.from(f.content, "base64").toString(), "file 149\n");
	assert.equal(await (await shaOf(`/repos/toko/app/commits/${sha}`)).text(), sha);
	const [d] = await deliveries(from, 1);
	assert.equal(JSON.parse(d.body).head_commit.added.length, 150);
});

test("clones and fetches work, including a gzip-encoded upload-pack request", { skip }, async () => {
	const clone = join(tmp, "clone");
	await git(tmp, "clone", "-q", `${host.url}/toko/app.git`, clone);
	assert.equal(await git(clone, "rev-parse", "HEAD"), await git(work, "rev-parse", "main"));
	const head = await git(work, "rev-parse", "main");
	const pkt = (s) => `${(s.length + 4).toString(16).padStart(4, "0")}${s}`;
	const body = gzipSync(`${pkt(`want ${head} ofs-delta\n`)}0000${pkt("done\n")}`);
	const res = await fetch(`${host.url}/toko/app.git/git-upload-pack`, {
		method: "POST",
		headers: { "Content-Type": "application/x-git-upload-pack-request", "Content-Encoding": "gzip" },
		body,
	});
	assert.equal(res.status, 200);
	assert.equal(res.headers.get("content-type"), "application/x-git-upload-pack-result");
	const out = Buffer.from(await res.arrayBuffer());
	assert.equal(out.subarray(0, 8).toString(), "0008NAK\n");
	assert.ok(out.includes(Buffer.from("PACK")));
	assert.equal((await fetch(`${host.url}/toko/missing.git/info/refs?service=git-upload-pack`)).status, 404);
});

test("bad owner or repository names are refused and create nothing", { skip }, async () => {
	for (const path of [
		"/..",
		"/toko/..git",
		"/toko/a%20b.git",
		`/toko/${"x".repeat(101)}.git`,
		"/to$ko/app.git",
		"/toko/.git",
	]) {
		const res = await fetch(`${host.url}${path}/info/refs?service=git-receive-pack`);
		assert.ok([400, 404].includes(res.status), `${path}: ${res.status}`);
	}
	await assert.rejects(git(work, "push", "-q", `${host.url}/to$ko/app.git`, "main"));
	await assert.rejects(git(work, "push", "-q", `${host.url}/toko/${"y".repeat(101)}.git`, "main"));
	assert.ok(!existsSync(join(host.dir, "to$ko")));
	assert.equal(await rawStatus("/api/v3/repos/../app/hooks"), 404);
	assert.equal((await api("/repos/toko/a$b/commits/main")).status, 404);
});

test("commit statuses: create (token required, GitHub's 422s), list newest first, the combined status, the commit page", {
	skip,
}, async () => {
	const sha = await git(work, "rev-parse", "HEAD");
	await git(work, "push", "-q", `${host.url}/toko/statuses.git`, "main");
	const post = (body, headers = {}, target = sha) =>
		api(`/repos/toko/statuses/statuses/${target}`, { method: "POST", body: JSON.stringify(body), headers });
	const ci = {
		state: "pending",
		target_url: "http://127.0.0.1:8787/ci/p/proj_1/pipelines/pipe_1",
		description: "Pipeline #1 is pending",
		context: "pasar-ci/App",
	};

	const anonymous = await fetch(`${host.apiUrl}/repos/toko/statuses/statuses/${sha}`, {
		method: "POST",
		body: JSON.stringify(ci),
	});
	assert.equal(anonymous.status, 401);
	assert.equal((await anonymous.json()).message, "Requires authentication");
	const bad = await post({ ...ci, state: "canceled" });
	assert.equal(bad.status, 422);
	assert.deepEqual(
		(await bad.json()).errors.map((e) => [e.field, e.message]),
		[["state", "state is not included in the list"]],
	);
	assert.equal((await post({ ...ci, description: "x".repeat(141) })).status, 422);
	assert.equal((await post({ ...ci, target_url: "javascript:alert(1)" })).status, 422);
	assert.equal((await post(ci, {}, "f".repeat(40))).status, 422);
	assert.equal((await post(ci, {}, "not-a-sha")).status, 422);
	assert.equal((await post(ci, {}, sha)).status, 201);

	const created = await post({ ...ci, state: "success", description: "Pipeline #1 passed" });
	assert.equal(created.status, 201);
	const status = await created.json();
	assert.deepEqual(
		[status.state, status.context, status.target_url, status.description],
		["success", "pasar-ci/App", ci.target_url, "Pipeline #1 passed"],
	);
	assert.match(created.headers.get("location"), new RegExp(`/repos/toko/statuses/statuses/${sha}$`));
	assert.equal((await post({ state: "failure", context: "lint" })).status, 201);

	const list = await (await api(`/repos/toko/statuses/commits/main/statuses`)).json();
	assert.deepEqual(
		list.map((s) => [s.state, s.context]),
		[
			["failure", "lint"],
			["success", "pasar-ci/App"],
			["pending", "pasar-ci/App"],
		],
	);
	const paged = await (await api(`/repos/toko/statuses/commits/${sha}/statuses?per_page=1&page=2`)).json();
	assert.deepEqual(
		paged.map((s) => s.state),
		["success"],
	);
	const combined = await (await api(`/repos/toko/statuses/commits/${sha}/status`)).json();
	assert.equal(combined.state, "failure");
	assert.equal(combined.sha, sha);
	assert.equal(combined.total_count, 2);
	assert.deepEqual(
		combined.statuses.map((s) => [s.context, s.state]),
		[
			["lint", "failure"],
			["pasar-ci/App", "success"],
		],
	);
	assert.equal((await post({ state: "success", context: "lint" })).status, 201);
	assert.equal((await (await api(`/repos/toko/statuses/commits/${sha}/status`)).json()).state, "success");
	assert.equal((await api("/repos/toko/statuses/commits/nope/status")).status, 422);

	const page = await fetch(`${host.url}/toko/statuses/commit/${sha}`);
	assert.equal(page.status, 200);
	assert.match(page.headers.get("content-type"), /^text\/html/);
	const html = await page.text();
	assert.match(html, /<span id="combined">success<\/span>/);
	assert.match(
		html,
		/pasar-ci\/App — Pipeline #1 passed <a href="http:\/\/127\.0\.0\.1:8787\/ci\/p\/proj_1\/pipelines\/pipe_1">/,
	);
	assert.equal((await fetch(`${host.url}/toko/statuses/commit/${"0".repeat(40)}`)).status, 404);
	// Statuses persist with the repository: a new code host on the same directory answers them.
	const again = await startCodeHost({ dir: host.dir });
	try {
		const kept = await (await fetch(`${again.apiUrl}/repos/toko/statuses/commits/${sha}/statuses`)).json();
		assert.equal(kept.length, 4);
	} finally {
		await again.close();
	}
});
