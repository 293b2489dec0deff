// End to end (issue 21): `git push` to the local code host makes a CI pipeline. A fresh `wrangler dev`
// (temp state, random port) points its GitHub client at a local code host (random port, temp
// repositories); a CI project for toko/app registers its hook there; a commit with a .pasar-ci.yml
// is pushed over HTTP; the code host delivers the signed push event to the intake, the tasks queue
// makes the pipeline (source push, pending, the pushed sha), and the public badge says pending.
// Runs under node (`node --test`, part of `npm test`); skips with a reason without git http-backend.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { e2eSkip, git, waitFor } from "./e2e.mjs";
import { startCodeHost } from "./server.mjs";

const skip = e2eSkip;

const CONFIG = `stages: [build, test]

build:
  stage: build
  script:
    - npm ci
    - npm run build

test:
  stage: test
  needs: [build]
  script: npm test
`;

test("git push to the local code host makes a pending push pipeline for the pushed commit, and the badge says pending", {
	skip,
	timeout: 240_000,
}, async (t) => {
	const tmp = mkdtempSync(join(tmpdir(), "pasar-ci-push-"));
	const persistTo = join(tmp, "state");
	let host = null;
	let server = null;
	try {
		host = await startCodeHost({ dir: join(tmp, "repos") });
		const port = 24_000 + Math.floor(Math.random() * 2_000);
		server = await startLocal({
			port,
			persistTo,
			quiet: true,
			vars: { CODE_HOST_API_URL: host.apiUrl, LOG_LEVEL: "warn" },
		});

		// The repository exists before the project (as on GitHub): a first push of an unrelated commit.
		const work = join(tmp, "work");
		mkdirSync(work);
		await git(work, "init", "-q", "-b", "main");
		writeFileSync(join(work, "README.md"), "# app\n");
		await git(work, "add", ".");
		await git(work, "commit", "-q", "-m", "initial commit");
		await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");

		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = await admin("POST", "/v1/workspaces", { name: "Toko App" });
		assert.equal(ws.status, 201);
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, { service: "ci" });
		assert.equal(cred.status, 201);
		const ci = async (method, path, body) => {
			const res = await fetch(`${server.url}/ci/api/v1${path}`, {
				method,
				headers: {
					Authorization: `Bearer ${cred.body.data.key}`,
					...(body ? { "Content-Type": "application/json" } : {}),
				},
				body: body ? JSON.stringify(body) : undefined,
			});
			return { status: res.status, body: await res.json() };
		};

		const created = await ci("POST", "/projects", { repoFullName: "toko/app", name: "App" });
		assert.equal(created.status, 201, JSON.stringify(created.body));
		const project = created.body.data;
		assert.equal(project.webhookRegistered, true, project.webhookError);
		assert.match(project.webhookSecret, /^whsec_/);
		const hooks = await (await fetch(`${host.apiUrl}/repos/toko/app/hooks`)).json();
		assert.deepEqual(
			hooks.map((h) => [h.config.url, h.active, h.events.includes("push")]),
			[[project.webhookUrl, true, true]],
		);

		writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
		await git(work, "add", ".");
		await git(work, "commit", "-q", "-m", "Add the pipeline config");
		const sha = await git(work, "rev-parse", "HEAD");
		const pushedAt = Date.now();
		await git(work, "push", "-q", `${host.url}/toko/app.git`, "main");

		const pipelines = await waitFor("no push pipeline", 10_000, async () => {
			const list = await ci("GET", `/projects/${project.id}/pipelines`);
			return { done: list.status === 200 && list.body.data.length > 0, value: list.body.data, seen: list.body };
		});
		const latency = Date.now() - pushedAt;
		assert.equal(pipelines.length, 1, JSON.stringify(pipelines));
		const [p] = pipelines;
		assert.equal(p.source, "push");
		assert.equal(p.status, "pending");
		assert.equal(p.sha, sha);
		assert.equal(p.ref, "main");
		assert.deepEqual(
			p.jobs.map((j) => [j.name, j.stage, j.status]),
			[
				["build", "build", "pending"],
				["test", "test", "created"],
			],
		);

		const delivery = (await (await fetch(`${host.url}/_local/deliveries`)).json()).find(
			(d) => d.event === "push" && d.ref === "refs/heads/main",
		);
		assert.equal(delivery?.statusCode, 202, JSON.stringify(delivery));

		const badge = await fetch(`${server.url}/ci/api/v1/public/badges/${project.badgeToken}/pipeline.svg`);
		assert.equal(badge.status, 200);
		assert.match(badge.headers.get("content-type"), /^image\/svg\+xml/);
		assert.match(await badge.text(), /pending/);
		t.diagnostic(`push → pipeline listed in ${latency} ms`);
	} finally {
		await server?.stop();
		await host?.close();
		rmSync(tmp, { recursive: true, force: true });
	}
});
