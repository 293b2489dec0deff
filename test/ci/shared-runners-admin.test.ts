// The operator's hold on shared CI runners (issue 37 item 5) through the admin API: list (paged, no
// tokens), pause and resume (the runner gets no job), revoke (its token is 401 from its next request,
// the job it runs fails at once as runner_lost, its job token is refused).
import { describe, expect, it } from "vitest";
import { ci, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { admin, call, expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();
const A = "/v1/ci/shared-runners";
let n = 0;

async function sharedRunner(tag: string) {
	const r = await admin("POST", "/v1/maintenance/ci/create-shared-runner", {
		description: `leaky ${tag}`,
		tags: [tag],
		runUntagged: false,
	});
	expect(r.status, r.text).toBe(200);
	return r.body.data as { id: string; token: string };
}
const request = (token: string) =>
	call("POST", "/ci/api/v1/runner/jobs/request", { body: { wait: 0 }, headers: { Authorization: `Bearer ${token}` } });

/** A pipeline whose one job only a runner tagged `tag` takes. */
async function pipelineFor(tag: string) {
	const { key } = await ciWorkspace();
	const repo = `toko/shared-admin${++n}-${crypto.randomUUID().slice(0, 6)}`;
	const head = sha(80_000 + n);
	gh.repos.set(repo, {
		branches: { main: head },
		files: { [head]: { ".pasar-ci.yml": `run:\n  tags: [${tag}]\n  script: make\n` } },
	});
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const pipe = await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" });
	expect(pipe.status, pipe.text).toBe(201);
	return { key, pipelineId: pipe.body.data.id as string };
}

describe("admin API: shared CI runners (issue 37 item 5)", () => {
	it("lists them paged, newest first, never a token; needs the admin token; bad limit or cursor → 400", async () => {
		const tag = `list-${crypto.randomUUID().slice(0, 8)}`;
		const older = await sharedRunner(tag);
		const newer = await sharedRunner(tag);
		const { key } = await ciWorkspace();
		const own = (await ci(key, "POST", "/runners", { description: "a workspace's" })).body.data;
		const seen: any[] = [];
		for (let cursor = ""; ; ) {
			const r = await admin("GET", `${A}?limit=2${cursor && `&cursor=${cursor}`}`);
			expect(r.status, r.text).toBe(200);
			expect(r.body.data.length).toBeLessThanOrEqual(2);
			expect(r.text).not.toMatch(/cirt_|token/i);
			seen.push(...r.body.data);
			if (!r.body.meta.hasMore) break;
			cursor = r.body.meta.cursor;
		}
		const ids = seen.map((x) => x.id);
		expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
		expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
		expect(ids).not.toContain(own.id);
		expect(seen.every((x) => x.shared === true)).toBe(true);
		expect(seen.find((x) => x.id === older.id)).toMatchObject({ tags: [tag], paused: false, status: "offline" });
		expectEnvelopeError(await call("GET", `/admin${A}`), 401, "unauthorized");
		expectEnvelopeError(
			await call("GET", `/admin${A}`, { headers: { Authorization: `Bearer ${key}` } }),
			401,
			"unauthorized",
		);
		for (const q of ["limit=0", "limit=101", "cursor=abc"])
			expectEnvelopeError(await admin("GET", `${A}?${q}`), 400, "validation_error");
		// a workspace's runner or an unknown id is no shared runner
		for (const id of [own.id, "runner_01HZZZZZZZZZZZZZZZZZZZZZZZ"]) {
			expectEnvelopeError(await admin("POST", `${A}/${id}/pause`), 404, "not_found");
			expectEnvelopeError(await admin("DELETE", `${A}/${id}`), 404, "not_found");
		}
		// and the routes are in the admin API's document
		const doc = (await call("GET", "/admin/openapi.json")).body;
		expect(Object.keys(doc.paths)).toEqual(
			expect.arrayContaining([
				"/v1/ci/shared-runners",
				"/v1/ci/shared-runners/{id}",
				"/v1/ci/shared-runners/{id}/pause",
			]),
		);
	});

	it("pause: the runner takes no job (204) until resumed", async () => {
		const tag = `pause-${crypto.randomUUID().slice(0, 8)}`;
		const runner = await sharedRunner(tag);
		await pipelineFor(tag);
		const p = await admin("POST", `${A}/${runner.id}/pause`);
		expect(p.status, p.text).toBe(200);
		expect(p.body.data).toMatchObject({ id: runner.id, shared: true, paused: true, status: "paused" });
		expect((await request(runner.token)).status).toBe(204);
		const r = await admin("POST", `${A}/${runner.id}/resume`);
		expect(r.body.data.paused).toBe(false);
		expect((await request(runner.token)).status).toBe(201);
	});

	it("revoke: the token is 401 from its next request; its running job fails now as runner_lost", async () => {
		const tag = `revoke-${crypto.randomUUID().slice(0, 8)}`;
		const runner = await sharedRunner(tag);
		const { key, pipelineId } = await pipelineFor(tag);
		const job = await request(runner.token);
		expect(job.status, job.text).toBe(201);

		const r = await admin("DELETE", `${A}/${runner.id}`);
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toEqual({ id: runner.id, revoked: true, lostJobs: [job.body.data.id] });
		const after = (await ci(key, "GET", `/pipelines/${pipelineId}`)).body.data;
		expect(after.jobs[0]).toMatchObject({ status: "failed", failureReason: "runner_lost" });
		expect(after.status).toBe("failed");

		expectEnvelopeError(await request(runner.token), 401, "AUTH_REQUIRED");
		const reg = await call("POST", "/ci/api/v1/runner/register", {
			body: {},
			headers: { Authorization: `Bearer ${runner.token}` },
		});
		expectEnvelopeError(reg, 401, "AUTH_REQUIRED");
		const put = await call("PUT", `/ci/api/v1/runner/jobs/${job.body.data.id}`, {
			body: { state: "success", exitCode: 0 },
			headers: { Authorization: `Bearer ${job.body.data.token}` },
		});
		expect(put.status, put.text).toBe(409);
		expect(put.headers.get("Job-Status")).toBe("failed");
		expectEnvelopeError(await admin("DELETE", `${A}/${runner.id}`), 404, "not_found");
		expect(((await ci(key, "GET", "/runners?limit=100")).body.data as any[]).map((x) => x.id)).not.toContain(runner.id);
	});
});
