import { describe, expect, it } from "vitest";
import { finishJob, startJob } from "../../src/services/pipeline/jobs/finish-job";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { envOf } from "../helpers/shards";

const gh = useFakeGithub();

const JAKARTA = 7 * 3600_000;
/** 00:00 Asia/Jakarta on the 1st of the current month, computed apart from the service's code. */
const thisPeriod = (now = Date.now()) => {
	const local = new Date(now + JAKARTA);
	return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - JAKARTA;
};
/** A context working for the scope's workspace (its DB_CI shard). */
const ctxFor = async (s: { workspaceId: string }) => ({ env: await envOf(s.workspaceId), exec: null });
const SHARED = { shared: true, tokenHash: null };

let n = 0;
const uniqueTag = () => `usage-${crypto.randomUUID().slice(0, 8)}`;
/** `count` jobs named j0…, all in one stage, all tagged `tag`. */
const configOf = (tag: string, count = 1) =>
	Array.from({ length: count }, (_, i) => `j${i}:\n  stage: test\n  tags: [${tag}]\n  script: make ${i}\n`).join("");

async function project(w?: { ws: string; key: string }, jobs = 1) {
	const { ws, key } = w ?? (await ciWorkspace());
	const tag = uniqueTag();
	const repo = `toko/usage${++n}-${tag}`;
	const head = sha(9000 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": configOf(tag, jobs) } } });
	const p = await ci(key, "POST", "/projects", { repoFullName: repo, name: repo });
	expect(p.status, p.text).toBe(201);
	return { ws, key, tag, project: p.body.data, scope: { workspaceId: ws } };
}
type Project = Awaited<ReturnType<typeof project>>;

async function pipeline(p: Project) {
	const r = await ci(p.key, "POST", `/projects/${p.project.id}/pipelines`, { ref: "main" });
	expect(r.status, r.text).toBe(201);
	const jobs = r.body.data.jobs as Array<{ id: string; name: string; status: string }>;
	for (const j of jobs) expect(j.status).toBe("pending");
	return { id: r.body.data.id as string, jobs };
}

const usage = async (key: string) => {
	const r = await ci(key, "GET", "/usage");
	expect(r.status, r.text).toBe(200);
	return r.body.data;
};
const setPlan = async (ws: string, plan: string) => {
	const r = await admin("PUT", `/v1/workspaces/${ws}/plans/ci`, { plan });
	expect(r.status, r.text).toBe(200);
};
const seedMinutes = async (ws: string, minutes: number, periodStart = thisPeriod()) =>
	(await ciDbOf(ws))
		.prepare(
			`INSERT INTO usage (account_id, period_start, minutes_used, updated_at) VALUES (?, ?, ?, ?)
		 ON CONFLICT (account_id, period_start) DO UPDATE SET minutes_used = excluded.minutes_used`,
		)
		.bind(ws, periodStart, minutes, Date.now())
		.run();
/** Moves a running job's start back: it then ran `ms` longer than it did. */
const ranLonger = (jobId: string, ms: number) =>
	ciShards.prepare("UPDATE jobs SET started_at = started_at - ? WHERE id = ?").bind(ms, jobId).run();
const jobRow = (jobId: string) =>
	ciShards
		.prepare("SELECT status, runner_shared, started_at, finished_at FROM jobs WHERE id = ?")
		.bind(jobId)
		.first<{ status: string; runner_shared: number; started_at: number; finished_at: number | null }>();
const requestJob = (token: string) =>
	call("POST", "/ci/api/v1/runner/jobs/request", { body: { wait: 0 }, headers: { Authorization: `Bearer ${token}` } });
const sharedRunner = async (tag: string) => {
	const r = await admin("POST", "/v1/maintenance/ci/create-shared-runner", {
		description: `shared for ${tag}`,
		tags: [tag],
		runUntagged: false,
	});
	expect(r.status, r.text).toBe(200);
	return r.body.data as { id: string; token: string };
};

describe("CI usage: GET /usage", () => {
	it("shape: this month from 00:00 Jakarta on the 1st (17:00 UTC the day before), free, nothing used", async () => {
		const { ws, key } = await ciWorkspace();
		const u = await usage(key);
		expect(Object.keys(u).sort()).toEqual(
			["accountId", "periodStart", "minutesUsed", "tier", "minutesLimit", "softWarn", "exhausted"].sort(),
		);
		expect(u).toEqual({
			accountId: ws,
			periodStart: new Date(thisPeriod()).toISOString(),
			minutesUsed: 0,
			tier: "free",
			minutesLimit: 400,
			softWarn: false,
			exhausted: false,
		});
		expect(u.periodStart).toMatch(/^\d{4}-\d\d-\d\dT17:00:00\.000Z$/);
		const start = Date.parse(u.periodStart);
		expect(new Date(start + 86_400_000).getUTCDate()).toBe(1); // the day after is the 1st (UTC date)
		expect(start).toBeLessThanOrEqual(Date.now());
		expect(Date.now() - start).toBeLessThan(31 * 86_400_000);
	});

	it("needs the workspace's key (401 AUTH_REQUIRED); each workspace sees only its own minutes", async () => {
		expectEnvelopeError(await call("GET", "/ci/api/v1/usage"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await ci("sk_live_nope", "GET", "/usage"), 401, "AUTH_REQUIRED");
		const a = await ciWorkspace();
		const b = await ciWorkspace();
		await seedMinutes(a.ws, 123);
		expect((await usage(a.key)).minutesUsed).toBe(123);
		expect(await usage(b.key)).toMatchObject({ accountId: b.ws, minutesUsed: 0 });
	});

	it("the tier is the CI plan the admin API set: growth → 10,000, starter 2,000, business 50,000", async () => {
		const { ws, key } = await ciWorkspace();
		await seedMinutes(ws, 1_000);
		expect(await usage(key)).toMatchObject({ tier: "free", minutesLimit: 400, softWarn: true, exhausted: true });
		await setPlan(ws, "growth");
		expect(await usage(key)).toMatchObject({
			tier: "growth",
			minutesLimit: 10_000,
			minutesUsed: 1_000,
			softWarn: false,
			exhausted: false,
		});
		await setPlan(ws, "starter");
		expect(await usage(key)).toMatchObject({ tier: "starter", minutesLimit: 2_000 });
		await setPlan(ws, "business");
		expect(await usage(key)).toMatchObject({ tier: "business", minutesLimit: 50_000 });
		// another service's plan is not the CI plan
		const other = await ciWorkspace();
		const r = await admin("PUT", `/v1/workspaces/${other.ws}/plans/pos`, { plan: "business" });
		expect(r.status, r.text).toBe(200);
		expect(await usage(other.key)).toMatchObject({ tier: "free", minutesLimit: 400 });
	});

	it("softWarn at 80 % and exhausted at 100 % of the limit; earlier months do not count", async () => {
		const { ws, key } = await ciWorkspace();
		const flags = async () => {
			const u = await usage(key);
			return [u.minutesUsed, u.softWarn, u.exhausted];
		};
		// last month's row (its own period) is not this month's
		await seedMinutes(ws, 5_000, thisPeriod(thisPeriod() - 1));
		expect(await flags()).toEqual([0, false, false]);
		await seedMinutes(ws, 319);
		expect(await flags()).toEqual([319, false, false]);
		await seedMinutes(ws, 320);
		expect(await flags()).toEqual([320, true, false]);
		await seedMinutes(ws, 399);
		expect(await flags()).toEqual([399, true, false]);
		await seedMinutes(ws, 400);
		expect(await flags()).toEqual([400, true, true]);
		await seedMinutes(ws, 401);
		expect(await flags()).toEqual([401, true, true]);
		await setPlan(ws, "starter");
		expect(await flags()).toEqual([401, false, false]);
		await seedMinutes(ws, 1_600);
		expect(await flags()).toEqual([1_600, true, false]);
	});
});

describe("CI usage: minutes from jobs on shared runners", () => {
	it("a job on a shared runner adds its run rounded up (61 s → 2); a workspace runner's adds nothing", async () => {
		const p = await project(undefined, 2);
		const pipe = await pipeline(p);
		const [shared, own] = pipe.jobs;
		await startJob(await ctxFor(p.scope), p.scope, shared.id, "runner_shared_test", SHARED);
		expect(await jobRow(shared.id)).toMatchObject({ status: "running", runner_shared: 1 });
		await ranLonger(shared.id, 61_000);
		expect((await usage(p.key)).minutesUsed).toBe(0); // nothing while it runs
		await finishJob(await ctxFor(p.scope), p.scope, shared.id, { status: "success", exitCode: 0 });
		const done = await jobRow(shared.id);
		expect(done?.finished_at).not.toBeNull();
		expect(Math.ceil(((done?.finished_at ?? 0) - (done?.started_at ?? 0)) / 60_000)).toBe(2);
		expect((await usage(p.key)).minutesUsed).toBe(2);

		await startJob(await ctxFor(p.scope), p.scope, own.id, "runner_own_test");
		expect(await jobRow(own.id)).toMatchObject({ status: "running", runner_shared: 0 });
		await ranLonger(own.id, 10 * 60_000);
		await finishJob(await ctxFor(p.scope), p.scope, own.id, { status: "failed", exitCode: 1 });
		expect((await usage(p.key)).minutesUsed).toBe(2);
		// finishing again is refused and counts nothing twice
		await expect(
			finishJob(await ctxFor(p.scope), p.scope, shared.id, { status: "success", exitCode: 0 }),
		).rejects.toThrow();
		expect((await usage(p.key)).minutesUsed).toBe(2);
		// another workspace is untouched
		expect((await usage((await ciWorkspace()).key)).minutesUsed).toBe(0);
	});

	it("failed and canceled runs on a shared runner count too; minutes add to what the month had", async () => {
		const p = await project(undefined, 2);
		await seedMinutes(p.ws, 10);
		const pipe = await pipeline(p);
		const [failed, canceled] = pipe.jobs;
		await startJob(await ctxFor(p.scope), p.scope, failed.id, "runner_shared_test", SHARED);
		await ranLonger(failed.id, 3 * 60_000 - 500); // just under 3 minutes → 3
		await finishJob(await ctxFor(p.scope), p.scope, failed.id, { status: "failed", exitCode: 2 });
		expect((await usage(p.key)).minutesUsed).toBe(13);

		await startJob(await ctxFor(p.scope), p.scope, canceled.id, "runner_shared_test", SHARED);
		await ranLonger(canceled.id, 30_000); // 30 s → 1
		const c = await ci(p.key, "POST", `/jobs/${canceled.id}/cancel`);
		expect(c.status, c.text).toBe(200);
		expect(c.body.data.status).toBe("canceled");
		expect((await usage(p.key)).minutesUsed).toBe(14);
	});

	it("10 jobs of one workspace finishing at once on shared runners add exactly their sum", async () => {
		const p = await project();
		const pipes = await Promise.all(Array.from({ length: 10 }, () => pipeline(p)));
		const jobs = pipes.map((x) => x.jobs[0]);
		for (const [i, j] of jobs.entries()) {
			await startJob(await ctxFor(p.scope), p.scope, j.id, `runner_shared_${i}`, SHARED);
			await ranLonger(j.id, i * 60_000 + 1_000); // i minutes and a second → i + 1
		}
		await Promise.all(
			jobs.map(async (j) => finishJob(await ctxFor(p.scope), p.scope, j.id, { status: "success", exitCode: 0 })),
		);
		expect((await usage(p.key)).minutesUsed).toBe(55); // 1 + 2 + … + 10
	});

	it("jobs of one pipeline finishing at once (racing changes): each counted once, the lost races add nothing", async () => {
		const p = await project(undefined, 4);
		const pipe = await pipeline(p);
		for (const j of pipe.jobs) {
			await startJob(await ctxFor(p.scope), p.scope, j.id, "runner_shared_race", SHARED);
			await ranLonger(j.id, 90_000); // → 2 each
		}
		await Promise.all(
			pipe.jobs.map(async (j) => finishJob(await ctxFor(p.scope), p.scope, j.id, { status: "success", exitCode: 0 })),
		);
		expect((await usage(p.key)).minutesUsed).toBe(8);
		const status = (await ci(p.key, "GET", `/pipelines/${pipe.id}`)).body.data.status;
		expect(status).toBe("success");
	});
});

describe("CI usage: exhaustion", () => {
	it("a shared runner skips an exhausted workspace's job (204); the workspace's own runner gets it (201)", async () => {
		const p = await project(undefined, 2);
		await seedMinutes(p.ws, 400);
		expect((await usage(p.key)).exhausted).toBe(true);
		const pipe = await pipeline(p);
		const shared = await sharedRunner(p.tag);

		const skipped = await requestJob(shared.token);
		expect(skipped.status, skipped.text).toBe(204);
		for (const j of pipe.jobs) expect((await jobRow(j.id))?.status).toBe("pending");

		const own = await ci(p.key, "POST", "/runners", { description: "own", tags: [p.tag], runUntagged: false });
		expect(own.status, own.text).toBe(201);
		const got = await requestJob(own.body.data.token);
		expect(got.status, got.text).toBe(201);
		expect(pipe.jobs.map((j) => j.id)).toContain(got.body.data.id);
		expect(await jobRow(got.body.data.id)).toMatchObject({ status: "running", runner_shared: 0 });

		// the shared runner still skips the other job; once the plan leaves room, it takes it
		expect((await requestJob(shared.token)).status).toBe(204);
		await setPlan(p.ws, "starter");
		expect((await usage(p.key)).exhausted).toBe(false);
		const later = await requestJob(shared.token);
		expect(later.status, later.text).toBe(201);
		const rest = pipe.jobs.find((j) => j.id !== got.body.data.id);
		expect(later.body.data.id).toBe(rest?.id);
		expect(await jobRow(later.body.data.id)).toMatchObject({ status: "running", runner_shared: 1 });
	});

	it("a spent workspace's backlog (more than a page of jobs) does not starve the others on shared runners", async () => {
		const spent = await project(undefined, 120);
		await seedMinutes(spent.ws, 400);
		const backlog = await pipeline(spent);
		expect(backlog.jobs).toHaveLength(120);
		// a newer job of a workspace with minutes left, with the same tag
		const other = await project();
		const repo = gh.repos.get(other.project.repoFullName);
		if (!repo) throw new Error("no repo");
		repo.files[repo.branches.main] = { ".pasar-ci.yml": configOf(spent.tag) };
		const job = (await pipeline(other)).jobs[0];
		const shared = await sharedRunner(spent.tag);
		const got = await requestJob(shared.token);
		expect(got.status, got.text).toBe(201);
		expect(got.body.data.id).toBe(job.id);
		expect((await requestJob(shared.token)).status).toBe(204);
		for (const j of backlog.jobs.slice(0, 3)) expect((await jobRow(j.id))?.status).toBe("pending");
	});

	it("a job a shared runner took counts when it finishes, up to and past the limit", async () => {
		const p = await project(undefined, 2);
		await seedMinutes(p.ws, 398);
		const pipe = await pipeline(p);
		const shared = await sharedRunner(p.tag);
		const first = await requestJob(shared.token);
		expect(first.status, first.text).toBe(201);
		await ranLonger(first.body.data.id, 2 * 60_000 + 1_000); // → 3
		const put = await call("PUT", `/ci/api/v1/runner/jobs/${first.body.data.id}`, {
			body: { state: "success", exitCode: 0 },
			headers: { Authorization: `Bearer ${first.body.data.token}` },
		});
		expect(put.status, put.text).toBe(200);
		expect(await usage(p.key)).toMatchObject({ minutesUsed: 401, softWarn: true, exhausted: true });
		// now spent: the second job waits for the workspace's own runners
		expect((await requestJob(shared.token)).status).toBe(204);
		const second = pipe.jobs.find((j) => j.id !== first.body.data.id);
		expect((await jobRow(second?.id ?? ""))?.status).toBe("pending");
	});
});
