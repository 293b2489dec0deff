import { describe, expect, it } from "vitest";
import { ci, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

const CONFIG = `stages: [build]
one:
  stage: build
  script: [echo one]
two:
  stage: build
  script: [echo two]
`;

let n = 0;
async function setup() {
	const { key } = await ciWorkspace();
	const repo = `toko/trust${++n}`;
	const head = sha(9500 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const pipe = (await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" })).body.data;
	const runner = (await ci(key, "POST", "/runners", { description: "box" })).body.data;
	const take = async () =>
		(
			await call("POST", `${R}/jobs/request`, {
				body: { wait: 0 },
				headers: { Authorization: `Bearer ${runner.token}` },
			})
		).body.data as { id: string; token: string };
	return { key, pipe, one: await take(), two: await take() };
}

const R = "/ci/api/v1/runner";
type Job = { id: string; token: string };
/** Appends `text` at the trace's end (`at` tracks the length sent so far). */
const at = new Map<string, number>();
const trace = async (job: Job, text: string, token = job.token) => {
	const start = at.get(job.id) ?? 0;
	const bytes = new TextEncoder().encode(text);
	const res = await call("PATCH", `${R}/jobs/${job.id}/trace`, {
		raw: text,
		headers: {
			Authorization: `Bearer ${token}`,
			"Content-Type": "text/plain",
			"Content-Range": `${start}-${start + bytes.length - 1}`,
		},
	});
	if (res.status === 202) at.set(job.id, start + bytes.length);
	return res;
};
const put = (job: Job, body: unknown) =>
	call("PUT", `${R}/jobs/${job.id}`, { body, headers: { Authorization: `Bearer ${job.token}` } });
const lastSeen = async (id: string) =>
	(await ciShards.prepare("SELECT last_seen_at AS t FROM jobs WHERE id = ?").bind(id).first<{ t: number | null }>())
		?.t ?? null;

describe("CI runner protocol: trusted trace tokens", () => {
	it("a cancel refuses the next append at once (409 Job-Status canceled), nothing is kept", async () => {
		const s = await setup();
		expect((await trace(s.one, "$ echo one\n")).status).toBe(202);
		expect((await trace(s.one, "one\n")).status).toBe(202);
		expect((await ci(s.key, "POST", `/jobs/${s.one.id}/cancel`)).status).toBe(200);
		const late = await trace(s.one, "late\n");
		expectEnvelopeError(late, 409, "CONFLICT");
		expect(late.headers.get("Job-Status")).toBe("canceled");
		const log = (await ci(s.key, "GET", `/jobs/${s.one.id}/log`)).body.data;
		expect(log.chunks.map((c: { content: string }) => c.content).join("")).toBe("$ echo one\none\n");
		expect(log.complete).toBe(true);
	});

	it("the runner's own result: the next append is 409 with Job-Status success", async () => {
		const s = await setup();
		expect((await trace(s.one, "Job succeeded\n")).status).toBe(202);
		expect((await put(s.one, { state: "success", exitCode: 0 })).status).toBe(200);
		const late = await trace(s.one, "late\n");
		expectEnvelopeError(late, 409, "CONFLICT");
		expect(late.headers.get("Job-Status")).toBe("success");
	});

	it("another job's token is 403 even while trusted for its own job", async () => {
		const s = await setup();
		expect((await trace(s.two, "two\n")).status).toBe(202);
		expectEnvelopeError(await trace(s.one, "x", s.two.token), 403, "FORBIDDEN");
		expectEnvelopeError(await trace(s.one, "x", "cijt_nope"), 401, "AUTH_REQUIRED");
		expect((await trace(s.one, "one\n")).status).toBe(202);
	});

	it("trusted appends leave lastSeenAt alone; the keep-alive marks the job heard from", async () => {
		const s = await setup();
		expect((await trace(s.one, "a\n")).status).toBe(202);
		const old = Date.now() - 60_000;
		await ciShards.prepare("UPDATE jobs SET last_seen_at = ? WHERE id = ?").bind(old, s.one.id).run();
		for (let i = 0; i < 3; i++) expect((await trace(s.one, `line ${i}\n`)).status).toBe(202);
		expect(await lastSeen(s.one.id)).toBe(old);
		expect((await put(s.one, { state: "running" })).status).toBe(200);
		expect(await lastSeen(s.one.id)).toBeGreaterThan(old + 50_000);
	});
});
