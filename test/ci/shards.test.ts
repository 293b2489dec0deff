// CI over two DB_CI shards (issue 38): a workspace on each shard runs CI's flows (keys, projects,
// variables, the code host's webhook → pipeline, a workspace runner taking the job with its trace,
// result and artifacts, the badge, a schedule's tick) with its rows on its own shard only; a shared
// runner (rows on shard 0) takes jobs of both shards; badge, project, runner and job tokens minted
// before sharding (no locator row, plain job token) are found on shard 0, and the operator's backfill
// writes their locator rows.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { forgetLocatorCache } from "../../src/services/admin/locator";
import { signGithubPayload } from "../../src/services/pipeline/integrations/github";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { pipelinesOf, tick } from "../helpers/ci-schedules";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { onBothShards, shardOf } from "../helpers/shards";
import { sleep } from "../helpers/webhooks";

const gh = useFakeGithub();

const config = (tag: string) => `stages: [build, test]
build:
  stage: build
  script: [make]
  artifacts:
    paths: [dist/]
test:
  stage: test
  script: [make test]
shared:
  stage: build
  tags: [${tag}]
  script: [make shared]
`;

let n = 0;
/** A workspace with a project (its repository's main holds the config), a variable and a runner. */
async function workspace(tag = "none") {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/shards${++n}-${crypto.randomUUID().slice(0, 6)}`;
	const head = sha(7000 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": config(tag) } } });
	const created = await ci(key, "POST", "/projects", { repoFullName: repo, name: repo });
	expect(created.status, created.text).toBe(201);
	const project = created.body.data;
	const v = await ci(key, "POST", `/projects/${project.id}/variables`, { key: "SHARD_VAR", value: ws });
	expect(v.status, v.text).toBe(201);
	const runner = (await ci(key, "POST", "/runners", { description: "box" })).body.data as { id: string; token: string };
	return { ws, key, repo, head, project, runner };
}
type W = Awaited<ReturnType<typeof workspace>>;

const R = "/ci/api/v1/runner";
const asToken = (token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
	call(method, `${R}${path}`, { body, headers: { Authorization: `Bearer ${token}`, ...headers } });
const take = (token: string) => asToken(token, "POST", "/jobs/request", { wait: 0 });

async function push(w: W, delivery = crypto.randomUUID()) {
	const raw = JSON.stringify({
		ref: "refs/heads/main",
		before: sha(1),
		after: w.head,
		created: false,
		deleted: false,
		forced: false,
		head_commit: { id: w.head, message: "feat", added: [], removed: [], modified: ["src/a.ts"] },
		commits: [{ id: w.head, message: "feat", added: [], removed: [], modified: ["src/a.ts"] }],
		repository: { full_name: w.repo },
	});
	return call("POST", `/ci/api/v1/webhooks/scm/${w.project.id}`, {
		raw,
		headers: {
			"Content-Type": "application/json",
			"X-GitHub-Event": "push",
			"X-GitHub-Delivery": delivery,
			"X-Hub-Signature-256": await signGithubPayload(w.project.webhookSecret, raw),
		},
	});
}

async function pipelines(w: W, count: number) {
	for (let i = 0; i < 100; i++) {
		const list = (await ci(w.key, "GET", `/projects/${w.project.id}/pipelines`)).body.data as any[];
		if (list.length >= count) return list;
		await sleep(100);
	}
	throw new Error(`no ${count} pipelines for ${w.project.id}`);
}

const gzip = async (text: string) =>
	new Uint8Array(
		await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
	);

/** DB_CI rows of the workspace per shard, as the admin API counts them. */
const rowsOf = async (ws: string) => (await admin("GET", `/v1/workspaces/${ws}/shards`)).body.data.DB_CI;

describe("CI on two shards", () => {
	it("a workspace on each shard: keys, project, variables, webhook → pipeline, runner, trace, result, artifacts, badge, schedule; rows on its shard only", async () => {
		const pair = await onBothShards("DB_CI", () => workspace());
		for (const w of pair) {
			const home = await shardOf("DB_CI", w.ws);
			// keys: the admin-issued key works (located); a key made through the API too
			const made = await ci(w.key, "POST", "/api-keys", { name: "second" });
			expect(made.status, made.text).toBe(201);
			expect((await ci(made.body.data.key, "GET", "/projects")).body.data.map((p: any) => p.id)).toEqual([
				w.project.id,
			]);
			// the code host's webhook, by project id alone, queues a pipeline on the workspace's shard
			const hook = await push(w);
			expect(hook.status, hook.text).toBe(202);
			const [pipe] = await pipelines(w, 1);
			expect(pipe.source).toBe("push");
			// the workspace's runner registers, takes the job, sends its trace, uploads artifacts, finishes
			expect((await asToken(w.runner.token, "POST", "/register", { name: "box-1" })).status).toBe(200);
			const got = await take(w.runner.token);
			expect(got.status, got.text).toBe(201);
			const job = got.body.data;
			expect(job.name).toBe("build");
			expect(job.token.startsWith(`cijt_${w.ws}.`)).toBe(true);
			expect(job.variables).toContainEqual(expect.objectContaining({ key: "SHARD_VAR", value: w.ws }));
			const text = "$ make\nok\n";
			const tr = await call("PATCH", `${R}/jobs/${job.id}/trace`, {
				raw: text,
				headers: {
					Authorization: `Bearer ${job.token}`,
					"Content-Type": "text/plain",
					"Content-Range": `0-${text.length - 1}`,
				},
			});
			expect(tr.status).toBe(202);
			const bytes = await gzip("dist/app.js");
			const { SELF } = await import("cloudflare:test");
			const up = await SELF.fetch(`http://127.0.0.1:8787${R}/jobs/${job.id}/artifacts?fileName=a.tar.gz`, {
				method: "POST",
				headers: {
					Authorization: `Bearer ${job.token}`,
					"Content-Type": "application/gzip",
					"Content-Length": String(bytes.byteLength),
				},
				body: bytes,
			});
			expect(up.status, await up.clone().text()).toBe(201);
			const done = await asToken(job.token, "PUT", `/jobs/${job.id}`, { state: "success", exitCode: 0 });
			expect(done.status, done.text).toBe(200);
			const log = await ci(w.key, "GET", `/jobs/${job.id}/log`);
			expect(JSON.stringify(log.body.data.chunks)).toContain("ok");
			// the runner's queue is empty now: test waits on the tagged job no runner of its takes
			expect((await take(w.runner.token)).status).toBe(204);
			// the badge, by its token alone
			const badge = await call("GET", new URL(w.project.badgeUrl).pathname);
			expect(badge.status).toBe(200);
			// a due schedule fires on its shard's tick
			const s = await ci(w.key, "POST", `/projects/${w.project.id}/schedules`, {
				description: "nightly",
				cron: "0 3 1 1 *",
				ref: "main",
			});
			expect(s.status, s.text).toBe(201);
			const now = Date.now();
			await (await ciDbOf(w.ws))
				.prepare("UPDATE schedules SET next_run_at = ? WHERE id = ?")
				.bind(now - 1000, s.body.data.id)
				.run();
			await tick(now);
			expect((await pipelinesOf(w.project.id)).map((p) => p.source)).toContain("schedule");
			// every row on its shard, none on the other
			const where = await rowsOf(w.ws);
			expect(where.shard).toBe(home);
			expect(where.rows[home]).toBeGreaterThan(5);
			expect(where.rows[1 - home]).toBe(0);
		}
		// tenancy across shards: the other workspace's project, runner and job are 404 to this key
		expectEnvelopeError(await ci(pair[0].key, "GET", `/projects/${pair[1].project.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(pair[1].key, "GET", `/projects/${pair[0].project.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(pair[0].key, "DELETE", `/runners/${pair[1].runner.id}`), 404, "NOT_FOUND");
	});

	it("a shared runner (rows on shard 0) takes jobs from workspaces on both shards; each workspace lists it", async () => {
		const tag = `shared-${crypto.randomUUID().slice(0, 8)}`;
		const pair = await onBothShards("DB_CI", () => workspace(tag));
		const r = await admin("POST", "/v1/maintenance/ci/create-shared-runner", {
			description: "shared",
			tags: [tag],
			runUntagged: false,
		});
		expect(r.status, r.text).toBe(200);
		const shared = r.body.data as { id: string; token: string };
		expect(
			(await env.DB_CI.prepare("SELECT account_id FROM runners WHERE id = ?").bind(shared.id).first())?.account_id,
		).toBeNull();
		for (const w of pair) {
			const list = await ci(w.key, "GET", "/runners");
			// (Other files' shared runners may be listed too: storage is shared by the files of a worker.)
			const mine = list.body.data.filter((x: any) => x.id === shared.id || x.id === w.runner.id);
			expect(mine.map((x: any) => [x.id, x.shared])).toEqual([
				[shared.id, true],
				[w.runner.id, false],
			]);
			expect((await ci(w.key, "POST", `/projects/${w.project.id}/pipelines`, { ref: "main" })).status).toBe(201);
		}
		expect((await asToken(shared.token, "POST", "/register", { name: "shared-1" })).status).toBe(200);
		const taken = [];
		for (let i = 0; i < 2; i++) {
			const got = await take(shared.token);
			expect(got.status, got.text).toBe(201);
			taken.push(got.body.data);
		}
		expect((await take(shared.token)).status).toBe(204);
		expect(taken.map((j) => j.projectId).sort()).toEqual(pair.map((w) => w.project.id).sort());
		for (const job of taken) {
			const done = await asToken(job.token, "PUT", `/jobs/${job.id}`, { state: "success", exitCode: 0 });
			expect(done.status, done.text).toBe(200);
		}
		for (const w of pair) {
			const [last] = (await ci(w.key, "GET", `/projects/${w.project.id}/pipelines`)).body.data;
			const p = (await ci(w.key, "GET", `/pipelines/${last.id}`)).body.data;
			expect(p.jobs.find((j: any) => j.name === "shared")).toMatchObject({ status: "success", runnerId: shared.id });
		}
		// the operator's revoke reaches every shard; the runner's token is dead
		expect((await admin("DELETE", `/v1/ci/shared-runners/${shared.id}`)).status).toBe(200);
		expectEnvelopeError(await take(shared.token), 401, "AUTH_REQUIRED");
	});

	it("made before sharding: a badge, project id, runner token and plain job token without a locator row are on shard 0; the backfill writes the rows", async () => {
		const pair = await onBothShards("DB_CI", () => workspace());
		const zero = (await shardOf("DB_CI", pair[0].ws)) === 0 ? pair[0] : pair[1];
		const one = zero === pair[0] ? pair[1] : pair[0];
		const forget = async (w: W) => {
			await env.DB_PLATFORM.prepare(
				"DELETE FROM locators WHERE kind LIKE 'ci.%' AND workspace_id = ? AND kind != 'ci.key'",
			)
				.bind(w.ws)
				.run();
			forgetLocatorCache();
		};
		await forget(zero);
		expect((await call("GET", new URL(zero.project.badgeUrl).pathname)).status).toBe(200);
		expect((await push(zero)).status).toBe(202);
		await pipelines(zero, 1);
		const got = await take(zero.runner.token);
		expect(got.status, got.text).toBe(201);
		// a plain job token (as minted before sharding) is looked up on shard 0
		const plain = `cijt_${"ab".repeat(24)}`;
		await ciShards
			.prepare("UPDATE jobs SET token_hash = ? WHERE id = ?")
			.bind(await sha256Hex(plain), got.body.data.id)
			.run();
		const done = await asToken(plain, "PUT", `/jobs/${got.body.data.id}`, { state: "success", exitCode: 0 });
		expect(done.status, done.text).toBe(200);
		// (rows without a locator on shard 1 cannot exist: shard 1 only holds workspaces placed since)
		await forget(one);
		expectEnvelopeError(await call("GET", new URL(one.project.badgeUrl).pathname), 404, "NOT_FOUND");
		expectEnvelopeError(await take(one.runner.token), 401, "AUTH_REQUIRED");
		expect((await push(one)).status).toBe(404);
		// the operator's backfill writes the missing rows, shard by shard; run twice, it finds them all written
		for (let round = 0; round < 2; round++) {
			let cursor: string | undefined;
			let steps = 0;
			do {
				const r = await admin("POST", "/v1/maintenance/ci/backfill-locators", { cursor, limit: 50 });
				expect(r.status, r.text).toBe(200);
				expect(r.body.data.conflicts).toEqual([]);
				cursor = r.body.data.nextCursor ?? undefined;
				expect(++steps).toBeLessThan(500);
			} while (cursor);
		}
		forgetLocatorCache();
		for (const w of [zero, one]) {
			const kinds = await env.DB_PLATFORM.prepare(
				"SELECT kind FROM locators WHERE workspace_id = ? AND kind LIKE 'ci.%' ORDER BY kind",
			)
				.bind(w.ws)
				.all<{ kind: string }>();
			expect(kinds.results.map((k) => k.kind)).toEqual(["ci.badge", "ci.key", "ci.project", "ci.runner"]);
		}
		expect((await call("GET", new URL(one.project.badgeUrl).pathname)).status).toBe(200);
		expect((await take(one.runner.token)).status).toBe(204);
		expect((await push(one)).status).toBe(202);
		expectEnvelopeError(
			await admin("POST", "/v1/maintenance/ci/backfill-locators", { cursor: "9:keys:" }),
			400,
			"validation_error",
		);
	});

	it("health pings every shard; unknown badge tokens, project ids and tokens answer 404 / 401", async () => {
		const h = await call("GET", "/ci/api/v1/health");
		expect(h.status).toBe(200);
		expect(h.body.data.checks.database).toBe("ok");
		expect((await call("GET", "/ci/api/v1/public/badges/nope/pipeline.svg")).status).toBe(404);
		expect((await call("POST", "/ci/api/v1/webhooks/scm/proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD", { body: {} })).status).toBe(
			404,
		);
		expectEnvelopeError(await take("cirt_nope"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(
			await asToken(`cijt_acc_nobody.${"cd".repeat(24)}`, "PUT", "/jobs/job_x", { state: "running" }),
			401,
			"AUTH_REQUIRED",
		);
	});
});
