// Commit statuses (issue 41) against a stubbed code host: each change of a pipeline's status reaches
// the code host through the tasks queue as a commit status on its sha (context pasar-ci/<project>,
// target_url the pipeline's page, the clone token as bearer); a refusal is recorded and the pipeline
// goes on; retries are harmless; an older state never overwrites a newer one.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { finishJob, startJob } from "../../src/services/pipeline/jobs/finish-job";
import { runStatusReport } from "../../src/services/pipeline/statuses";
import { ci, ciWorkspace } from "../helpers/ci";
import { type SentStatus, sha, useFakeGithub } from "../helpers/fake-github";
import { eventually } from "../helpers/pay";
import { envOf } from "../helpers/shards";
import { fakeJob } from "../helpers/webhooks";

const gh = useFakeGithub();
const TOKEN = "ghp_StatusT0kenThatMustNeverLeak";
const CONFIG =
	"stages: [build, test]\nbuild:\n  stage: build\n  script: make\ntest:\n  stage: test\n  script: make test\n";

let n = 0;
async function project(token: string | null = TOKEN) {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/status${++n}-${crypto.randomUUID().slice(0, 6)}`;
	const head = sha(9100 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const name = `Toko App ${n}`;
	const body = { repoFullName: repo, name, ...(token ? { cloneToken: token } : {}) };
	const p = await ci(key, "POST", "/projects", body);
	expect(p.status, p.text).toBe(201);
	const scope = { workspaceId: ws };
	const run = async () => {
		const r = await ci(key, "POST", `/projects/${p.body.data.id}/pipelines`, { ref: "main" });
		expect(r.status, r.text).toBe(201);
		return r.body.data as { id: string; iid: number; jobs: Array<{ id: string; name: string }> };
	};
	const get = async (id: string) => (await ci(key, "GET", `/pipelines/${id}`)).body.data;
	const sent = () => gh.statuses.filter((s) => s.repo === repo);
	/** Runs the pipeline's job `name` to `status` as a runner would. */
	const drive = async (pipe: { id: string }, name: string, status: "success" | "failed") => {
		const job = (await get(pipe.id)).jobs.find((j: { name: string }) => j.name === name);
		const ctx = { env: await envOf(ws), exec: null };
		await startJob(ctx, scope, job.id, "runner_test");
		await finishJob(ctx, scope, job.id, { status, exitCode: status === "success" ? 0 : 1 });
	};
	/** Waits until the code host's newest status for the commit is `state` and the pipeline recorded it. */
	const settled = async (pipeId: string, state: string) => {
		const view = await eventually(
			() => get(pipeId),
			(v) => v.commitStatus.state === state && sent().at(-1)?.body.state === state,
		);
		expect(view.commitStatus.state, JSON.stringify(view.commitStatus)).toBe(state);
		return view;
	};
	return { ws, key, repo, head, name, id: p.body.data.id as string, run, get, sent, drive, settled };
}

const message = (ws: string, pipelineId: string) => ({ kind: "ci.status.report", accountId: ws, pipelineId });
const report = async (ws: string, pipelineId: string, attempts = 1) => {
	const f = fakeJob(message(ws, pipelineId), attempts);
	await runStatusReport(f.job, env, { waitUntil() {} } as never);
	return f.retries;
};
const states = (list: SentStatus[]) => list.map((s) => s.body.state);
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("CI commit statuses", () => {
	it("reports pending when the pipeline is made, then success, on its sha, with the project's context and page", async () => {
		const p = await project();
		const pipe = await p.run();
		const first = await p.settled(pipe.id, "pending");
		expect(first.commitStatus.error).toBeNull();
		expect(Date.parse(first.commitStatus.reportedAt)).toBeGreaterThan(Date.now() - 60_000);
		const [s] = p.sent();
		expect(s.sha).toBe(p.head);
		expect(s.token).toBe(TOKEN);
		expect(s.body).toEqual({
			state: "pending",
			description: `Pipeline #${pipe.iid} is pending`,
			context: `pasar-ci/${p.name}`,
			target_url: expect.stringMatching(new RegExp(`^https?://.+/p/${p.id}/pipelines/${pipe.id}$`)),
		});
		await p.drive(pipe, "build", "success");
		await p.drive(pipe, "test", "success");
		const done = await p.settled(pipe.id, "success");
		expect(done.status).toBe("success");
		expect(p.sent().at(-1)?.body.description).toBe(`Pipeline #${pipe.iid} passed`);
		expect(states(p.sent())[0]).toBe("pending");
		expect(new Set(p.sent().map((x) => x.body.context))).toEqual(new Set([`pasar-ci/${p.name}`]));
	});

	it("a failed job reports failure; a canceled pipeline reports error saying canceled", async () => {
		const p = await project();
		const failed = await p.run();
		await p.drive(failed, "build", "failed");
		await p.settled(failed.id, "failure");
		expect(p.sent().at(-1)?.body.description).toBe(`Pipeline #${failed.iid} failed`);
		const canceled = await p.run();
		await p.settled(canceled.id, "pending");
		expect((await ci(p.key, "POST", `/pipelines/${canceled.id}/cancel`)).status).toBe(200);
		await p.settled(canceled.id, "error");
		expect(p.sent().at(-1)?.body.description).toBe(`Pipeline #${canceled.iid} was canceled`);
	});

	it("a refusal is recorded on the pipeline (never the token) and the pipeline goes on; the next report clears it", async () => {
		const p = await project();
		let refuse = true;
		gh.statusRules.set(p.repo, () =>
			refuse
				? json(422, {
						message: "Validation Failed",
						errors: [{ resource: "Status", code: "custom", field: "state", message: `bad state ${TOKEN}` }],
					})
				: null,
		);
		const pipe = await p.run();
		const refused = await eventually(
			() => p.get(pipe.id),
			(v) => v.commitStatus.error != null,
		);
		expect(refused.status).toBe("pending");
		expect(refused.commitStatus.state).toBeNull();
		expect(refused.commitStatus.error).toMatch(/422.*Validation Failed: bad state/);
		expect(refused.commitStatus.error).not.toContain(TOKEN);
		expect(refused.commitStatus.reportedAt).not.toBeNull();
		refuse = false;
		await p.drive(pipe, "build", "success");
		await p.drive(pipe, "test", "success");
		const done = await p.settled(pipe.id, "success");
		expect([done.status, done.commitStatus.error]).toEqual(["success", null]);
	});

	it("a project without a clone token sends nothing and says why", async () => {
		const p = await project(null);
		const pipe = await p.run();
		const v = await eventually(
			() => p.get(pipe.id),
			(x) => x.commitStatus.error != null,
		);
		expect(v.commitStatus).toMatchObject({ state: null, error: expect.stringMatching(/no clone token/) });
		expect(p.sent()).toEqual([]);
	});

	it("an unavailable code host is retried with backoff, then recorded; a redelivered report repeats the same state harmlessly", async () => {
		const p = await project();
		let answer: () => Response | null = () => json(502, { message: "Server Error" });
		gh.statusRules.set(p.repo, () => answer());
		const pipe = await p.run();
		expect(await report(p.ws, pipe.id, 1)).toEqual([10]);
		expect(await report(p.ws, pipe.id, 3)).toEqual([40]);
		answer = () => json(403, { message: "API rate limit exceeded" }, { "Retry-After": "120" });
		expect(await report(p.ws, pipe.id, 2)).toEqual([120]);
		answer = () => json(503, { message: "Service Unavailable" });
		expect(await report(p.ws, pipe.id, 6)).toEqual([]);
		expect((await p.get(pipe.id)).commitStatus.error).toMatch(/^Gave up retrying: .*503/);
		answer = () => null;
		expect(await report(p.ws, pipe.id, 1)).toEqual([]);
		const once = await p.get(pipe.id);
		expect(once.commitStatus).toMatchObject({ state: "pending", error: null });
		expect(await report(p.ws, pipe.id, 1)).toEqual([]);
		const twice = await p.get(pipe.id);
		expect(twice.commitStatus).toMatchObject({ state: "pending", error: null });
		expect(twice.status).toBe("pending");
		expect(new Set(states(p.sent()))).toEqual(new Set(["pending"]));
	});

	it("an older state never overwrites a newer one: a late message and a report overtaken by a change", async () => {
		const p = await project();
		const pipe = await p.run();
		await p.settled(pipe.id, "pending");
		// While the pending status is out, the job starts and fails: the answer cannot be recorded against
		// the newer state, so the report reads the pipeline again and sends failure after it.
		let overtaken = false;
		gh.statusRules.set(p.repo, async () => {
			if (!overtaken) {
				overtaken = true;
				await p.drive(pipe, "build", "failed");
			}
			return null;
		});
		const before = p.sent().length;
		await report(p.ws, pipe.id);
		expect(states(p.sent().slice(before)).slice(0, 2)).toEqual(["pending", "failure"]);
		const v = await p.settled(pipe.id, "failure");
		expect(v.status).toBe("failed");
		// A message from when the pipeline was pending, delivered late, reports the state as it is now.
		await report(p.ws, pipe.id);
		expect(p.sent().at(-1)?.body.state).toBe("failure");
		expect((await p.get(pipe.id)).commitStatus.state).toBe("failure");
	});

	it("a pipeline retried after its result goes back to pending, then reports its new result", async () => {
		const p = await project();
		const pipe = await p.run();
		// (Without this wait the queued reports may all read the pipeline once it failed: only failure is sent.)
		await p.settled(pipe.id, "pending");
		await p.drive(pipe, "build", "failed");
		await p.settled(pipe.id, "failure");
		const retried = await ci(p.key, "POST", `/pipelines/${pipe.id}/retry`);
		expect(retried.status, retried.text).toBe(201);
		await p.settled(pipe.id, "pending");
		await p.drive(pipe, "build", "success");
		await p.drive(pipe, "test", "success");
		await p.settled(pipe.id, "success");
		const seq = states(p.sent()).filter((s, i, all) => i === 0 || all[i - 1] !== s);
		expect(seq).toEqual(["pending", "failure", "pending", "success"]);
	});
});
