// The code host's webhook intake (issue 21): signature first, then push / pull_request → a pipeline
// through the tasks queue (the real consumer in this isolate), ping, ignored events, duplicates.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runScmDelivery } from "../../src/services/pipeline/intake/jobs";
import { signGithubPayload } from "../../src/services/pipeline/integrations/github";
import { ci, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { fakeJob, sleep } from "../helpers/webhooks";

const gh = useFakeGithub();

const CONFIG = `build:
  stage: build
  script: make
docs:
  stage: test
  script: make docs
  rules:
    - changes: ["docs/**/*"]
`;

let n = 0;
async function project() {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/intake${++n}`;
	const head = sha(5000 + n);
	gh.repos.set(repo, { branches: { main: head }, tags: { v1: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const p = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	return { ws, key, id: p.id as string, secret: p.webhookSecret as string, head, repo, badge: p.badgeUrl as string };
}

type P = Awaited<ReturnType<typeof project>>;
let deliveries = 0;
async function deliver(p: P, event: string, payload: unknown, opts: { secret?: string; delivery?: string } = {}) {
	const raw = JSON.stringify(payload);
	const headers: Record<string, string> = {
		"Content-Type": "application/json",
		"X-GitHub-Event": event,
		"X-GitHub-Delivery": opts.delivery ?? `d-${++deliveries}-${crypto.randomUUID()}`,
	};
	if (opts.secret !== "") headers["X-Hub-Signature-256"] = await signGithubPayload(opts.secret ?? p.secret, raw);
	return call("POST", `/ci/api/v1/webhooks/scm/${p.id}`, { raw, headers });
}

const push = (p: P, over: Record<string, unknown> = {}) => ({
	ref: "refs/heads/main",
	before: sha(1),
	after: p.head,
	created: false,
	deleted: false,
	forced: false,
	head_commit: { id: p.head, message: "fix: receipts", added: [], removed: [], modified: ["src/a.ts"] },
	commits: [{ id: p.head, message: "fix: receipts", added: [], removed: [], modified: ["src/a.ts"] }],
	repository: { full_name: p.repo },
	...over,
});

const pipelines = async (p: P) => (await ci(p.key, "GET", `/projects/${p.id}/pipelines`)).body.data as any[];
async function waitForPipelines(p: P, count: number) {
	for (let i = 0; i < 100; i++) {
		const list = await pipelines(p);
		if (list.length >= count) return list;
		await sleep(100);
	}
	throw new Error(`no ${count} pipelines for ${p.id}`);
}
const recorded = async (p: P) =>
	(
		await ciShards
			.prepare("SELECT COUNT(*) AS n FROM scm_deliveries WHERE project_id = ?")
			.bind(p.id)
			.first<{ n: number }>()
	)?.n;

describe("CI intake: signature", () => {
	it("missing, malformed or wrong signatures → 401 AUTH_REQUIRED and nothing recorded", async () => {
		const p = await project();
		expectEnvelopeError(await deliver(p, "push", push(p), { secret: "" }), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await deliver(p, "push", push(p), { secret: "whsec_wrong" }), 401, "AUTH_REQUIRED");
		const raw = JSON.stringify(push(p));
		const tampered = await call("POST", `/ci/api/v1/webhooks/scm/${p.id}`, {
			raw: raw.replace("fix: receipts", "fix: receipt"),
			headers: {
				"Content-Type": "application/json",
				"X-GitHub-Event": "push",
				"X-GitHub-Delivery": "tampered",
				"X-Hub-Signature-256": await signGithubPayload(p.secret, raw),
			},
		});
		expectEnvelopeError(tampered, 401, "AUTH_REQUIRED");
		// another project's secret does not open this one
		const other = await project();
		expectEnvelopeError(await deliver(p, "push", push(p), { secret: other.secret }), 401, "AUTH_REQUIRED");
		expect(await recorded(p)).toBe(0);
		await sleep(300);
		expect(await pipelines(p)).toEqual([]);
	});

	it("the signature is checked before the media type (issue 37 item 12): unsigned → 401 whatever Content-Type says", async () => {
		const p = await project();
		const raw = new TextEncoder().encode(JSON.stringify(push(p)));
		const send = async (headers: Record<string, string>) => {
			// A byte body: fetch adds no Content-Type of its own (a string body would get text/plain).
			const res = await SELF.fetch(`${ORIGIN}/ci/api/v1/webhooks/scm/${p.id}`, {
				method: "POST",
				headers: { "X-GitHub-Event": "push", "X-GitHub-Delivery": crypto.randomUUID(), ...headers },
				body: raw,
			});
			const text = await res.text();
			return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
		};
		expectEnvelopeError(await send({}), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await send({ "Content-Type": "text/plain" }), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await send({ "Content-Type": "application/x-www-form-urlencoded" }), 401, "AUTH_REQUIRED");
		// Signed but not JSON: the signature holds, so the media type is the problem → 415.
		const signature = await signGithubPayload(p.secret, new TextDecoder().decode(raw));
		expectEnvelopeError(await send({ "X-Hub-Signature-256": signature }), 415, "UNSUPPORTED_MEDIA_TYPE");
		expectEnvelopeError(
			await send({ "X-Hub-Signature-256": signature, "Content-Type": "text/plain" }),
			415,
			"UNSUPPORTED_MEDIA_TYPE",
		);
		expect(await recorded(p)).toBe(0);
	});

	it("an unknown project → 404 NOT_FOUND", async () => {
		const p = await project();
		const r = await deliver({ ...p, id: "proj_01HZZZZZZZZZZZZZZZZZZZZZZZ" }, "push", push(p));
		expectEnvelopeError(r, 404, "NOT_FOUND");
	});

	it("needs no API key (the HMAC is the credential)", async () => {
		const p = await project();
		const r = await deliver(p, "ping", { zen: "Keep it logically awesome.", hook_id: 1 });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toEqual({ pong: true, projectId: p.id });
	});
});

describe("CI intake: push and pull_request", () => {
	it("a push → 202, then a pending push pipeline at the pushed commit; the badge follows", async () => {
		const p = await project();
		const r = await deliver(p, "push", push(p));
		expect(r.status, r.text).toBe(202);
		expect(r.body.data).toMatchObject({ accepted: true, ignored: false });
		const [pipe] = await waitForPipelines(p, 1);
		expect(pipe).toMatchObject({ source: "push", ref: "main", sha: p.head, status: "pending", iid: 1 });
		// changes: docs/** — the push changed src/a.ts only, so the docs job is not in the pipeline
		expect(pipe.jobs.map((j: { name: string }) => j.name)).toEqual(["build"]);
		const badge = await call("GET", new URL(p.badge).pathname);
		expect(badge.text).toContain(">pending<");
	});

	it("changed files decide `changes:` rules; a new branch (changes unknown) takes every job", async () => {
		const p = await project();
		const files = { added: ["docs/guide/intro.md"], removed: [], modified: [] };
		await deliver(p, "push", push(p, { commits: [{ id: p.head, message: "docs", ...files }] }));
		const [docsRun] = await waitForPipelines(p, 1);
		expect(docsRun.jobs.map((j: { name: string }) => j.name).sort()).toEqual(["build", "docs"]);
		await deliver(p, "push", push(p, { created: true }));
		const [fresh] = await waitForPipelines(p, 2);
		expect(fresh.jobs).toHaveLength(2);
	});

	it("a tag push runs with the tag as ref", async () => {
		const p = await project();
		await deliver(p, "push", push(p, { ref: "refs/tags/v1", created: true }));
		const [pipe] = await waitForPipelines(p, 1);
		expect(pipe).toMatchObject({ ref: "v1", source: "push", sha: p.head });
	});

	it("pull_request opened, synchronize and reopened run the head commit; other actions are ignored", async () => {
		const p = await project();
		const pr = (action: string) => ({ action, number: 7, pull_request: { head: { ref: "main", sha: p.head } } });
		for (const a of ["opened", "synchronize", "reopened"])
			expect((await deliver(p, "pull_request", pr(a))).body.data.accepted).toBe(true);
		const closed = await deliver(p, "pull_request", pr("closed"));
		expect(closed.status).toBe(202);
		expect(closed.body.data).toMatchObject({ accepted: false, ignored: true });
		const list = await waitForPipelines(p, 3);
		expect(list.every((x) => x.source === "pull_request")).toBe(true);
		await sleep(300);
		expect(await pipelines(p)).toHaveLength(3);
	});

	it("deletions, [skip ci] head commits, other refs and other events → 202 ignored, nothing recorded", async () => {
		const p = await project();
		const zero = "0".repeat(40);
		const cases = [
			await deliver(p, "push", push(p, { deleted: true, after: zero })),
			await deliver(
				p,
				"push",
				push(p, {
					head_commit: { id: p.head, message: "chore: bump [skip ci]", added: [], removed: [], modified: [] },
				}),
			),
			await deliver(p, "push", push(p, { ref: "refs/notes/commits" })),
			await deliver(p, "issues", { action: "opened" }),
			await deliver(p, "release", { action: "published" }),
		];
		for (const r of cases) {
			expect(r.status, r.text).toBe(202);
			expect(r.body.data).toMatchObject({ accepted: false, ignored: true });
			expect(typeof r.body.data.reason).toBe("string");
		}
		expect(await recorded(p)).toBe(0);
		await sleep(300);
		expect(await pipelines(p)).toEqual([]);
	});

	it("a repeated X-GitHub-Delivery makes nothing, also when 10 copies race", async () => {
		const p = await project();
		const first = await deliver(p, "push", push(p), { delivery: "same-delivery" });
		expect(first.body.data.accepted).toBe(true);
		const again = await deliver(p, "push", push(p), { delivery: "same-delivery" });
		expect(again.body.data).toMatchObject({ accepted: false, duplicate: true });
		const racing = await Promise.all(
			Array.from({ length: 10 }, () => deliver(p, "push", push(p), { delivery: "racing-delivery" })),
		);
		expect(racing.filter((r) => r.body.data.accepted)).toHaveLength(1);
		await waitForPipelines(p, 2);
		await sleep(500);
		expect(await pipelines(p)).toHaveLength(2);
	});

	it("a malformed payload or a missing delivery id → 400 VALIDATION_ERROR, nothing recorded", async () => {
		const p = await project();
		const raw = "{not json";
		const bad = await call("POST", `/ci/api/v1/webhooks/scm/${p.id}`, {
			raw,
			headers: {
				"Content-Type": "application/json",
				"X-GitHub-Event": "push",
				"X-GitHub-Delivery": "x1",
				"X-Hub-Signature-256": await signGithubPayload(p.secret, raw),
			},
		});
		expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
		expectEnvelopeError(await deliver(p, "push", { ref: 5 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await deliver(p, "push", push(p), { delivery: " " }), 400, "VALIDATION_ERROR");
		expect(await recorded(p)).toBe(0);
	});
});

describe("CI intake: the queue consumer", () => {
	const message = (p: P, deliveryId: string) => ({
		kind: "ci.scm.run",
		accountId: p.ws,
		projectId: p.id,
		deliveryId,
		run: { source: "push", ref: "main", sha: p.head, kind: "branch", changedFiles: null },
	});

	it("a redelivered message answers the first pipeline (trigger key), also when 8 race", async () => {
		const p = await project();
		await Promise.all(
			Array.from({ length: 8 }, () =>
				runScmDelivery(fakeJob(message(p, "dup-1")).job, env, { waitUntil() {} } as never),
			),
		);
		const list = await pipelines(p);
		expect(list).toHaveLength(1);
		expect(list[0].iid).toBe(1);
	});

	it("a code host failure retries with backoff; a run the rules refuse or a deleted project is dropped", async () => {
		const p = await project();
		gh.setDown(true);
		try {
			const { job, retries } = fakeJob(message(p, "down-1"), 2);
			await runScmDelivery(job, env, { waitUntil() {} } as never);
			expect(retries).toEqual([10]);
			const last = fakeJob(message(p, "down-2"), 5);
			await runScmDelivery(last.job, env, { waitUntil() {} } as never);
			expect(last.retries).toEqual([]);
		} finally {
			gh.setDown(false);
		}
		const gone = fakeJob({ ...message(p, "gone"), projectId: "proj_unknown" });
		await runScmDelivery(gone.job, env, { waitUntil() {} } as never);
		expect(gone.retries).toEqual([]);
		gh.repos.get(p.repo)!.files[p.head] = {};
		const noConfig = fakeJob(message(p, "no-config"));
		await runScmDelivery(noConfig.job, env, { waitUntil() {} } as never);
		expect(noConfig.retries).toEqual([]);
		expect(await pipelines(p)).toEqual([]);
	});
});
