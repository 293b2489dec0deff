import { describe, expect, it } from "vitest";
import { ci, ciShards } from "../helpers/ci";
import { ciProject, ciSchedule, pipelinesOf, scheduleRow, tick } from "../helpers/ci-schedules";
import { useFakeGithub } from "../helpers/fake-github";
import { expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

const MIN = 60_000;
const dueOf = (s: { nextRunAt: string | null }) => Date.parse(s.nextRunAt as string);

describe("CI schedules: the minute tick", () => {
	it("a due schedule makes one pipeline (source schedule, its ref and variables) and moves to its next slot", async () => {
		const p = await ciProject(gh);
		const s = await ciSchedule(p.key, p.id, { cron: "* * * * *", ref: "main", variables: { NIGHTLY: "1" } });
		const due = dueOf(s);
		await tick(due - 1);
		expect(await pipelinesOf(p.id)).toEqual([]);
		await tick(due);
		const made = await pipelinesOf(p.id);
		expect(made).toHaveLength(1);
		expect(made[0]).toMatchObject({
			ref: "main",
			source: "schedule",
			trigger_key: `sched:${s.id}:${due}`,
			created_by: null,
		});
		expect(JSON.parse(made[0].variables)).toEqual({ NIGHTLY: "1" });
		expect(await scheduleRow(s.id)).toMatchObject({
			next_run_at: due + MIN,
			last_run_at: due,
			last_pipeline_id: made[0].id,
		});
		const view = (await ci(p.key, "GET", `/projects/${p.id}/schedules`)).body.data[0];
		expect(view).toMatchObject({
			nextRunAt: new Date(due + MIN).toISOString(),
			lastRunAt: new Date(due).toISOString(),
			lastPipelineId: made[0].id,
		});
		const pipe = (await ci(p.key, "GET", `/pipelines/${made[0].id}`)).body.data;
		expect(pipe).toMatchObject({ source: "schedule", ref: "main", sha: p.head, variables: { NIGHTLY: "1" } });

		// the same minute again: nothing new; the next minute: its own pipeline
		await tick(due + 30_000);
		expect(await pipelinesOf(p.id)).toHaveLength(1);
		await tick(due + MIN);
		const two = await pipelinesOf(p.id);
		expect(two.map((x) => x.trigger_key)).toEqual([`sched:${s.id}:${due}`, `sched:${s.id}:${due + MIN}`]);
	});

	it("5 ticks at once make one pipeline; a tick that ran but never advanced (crash) answers the same one", async () => {
		const p = await ciProject(gh);
		const s = await ciSchedule(p.key, p.id, { cron: "* * * * *", ref: "main" });
		const due = dueOf(s);
		await Promise.all(Array.from({ length: 5 }, () => tick(due)));
		const made = await pipelinesOf(p.id);
		expect(made).toHaveLength(1);
		expect((await scheduleRow(s.id))?.next_run_at).toBe(due + MIN);
		// as if the tick had died between the run and the advance: the slot is due again
		await ciShards
			.prepare("UPDATE schedules SET next_run_at = ?, last_pipeline_id = NULL WHERE id = ?")
			.bind(due, s.id)
			.run();
		await Promise.all([tick(due + 1_000), tick(due + 2_000)]);
		expect(await pipelinesOf(p.id)).toHaveLength(1);
		const row = await scheduleRow(s.id);
		expect(row?.next_run_at).toBe(due + MIN);
		expect(row?.last_pipeline_id).toBe(made[0].id);
	});

	it("hours of missed slots make one catch-up pipeline, then the next slot after now", async () => {
		const p = await ciProject(gh);
		const s = await ciSchedule(p.key, p.id, { cron: "*/10 * * * *", ref: "main" });
		const due = dueOf(s);
		const now = due + 5 * 60 * MIN + 3 * MIN;
		await tick(now);
		await tick(now + 1_000);
		const made = await pipelinesOf(p.id);
		expect(made).toHaveLength(1);
		expect(made[0].trigger_key).toBe(`sched:${s.id}:${due}`);
		expect((await scheduleRow(s.id))?.next_run_at).toBe(due + 5 * 60 * MIN + 10 * MIN);
	});

	it("inactive schedules are not run, also when deactivated after they were due", async () => {
		const p = await ciProject(gh);
		const off = await ciSchedule(p.key, p.id, { cron: "* * * * *", ref: "main", active: false });
		const on = await ciSchedule(p.key, p.id, { cron: "* * * * *", ref: "main" });
		const due = dueOf(on);
		await ci(p.key, "PATCH", `/projects/${p.id}/schedules/${on.id}`, { active: false });
		await tick(due + 10 * MIN);
		expect(await pipelinesOf(p.id)).toEqual([]);
		expect(await scheduleRow(off.id)).toMatchObject({ next_run_at: null, last_run_at: null });
		expect(await scheduleRow(on.id)).toMatchObject({ next_run_at: null, last_run_at: null });
	});

	it("a refused run (422 no config, 400 ref gone, 502 code host down) still advances; the others in the tick run", async () => {
		const noConfig = await ciProject(gh, { "README.md": "no ci here" });
		const a = await ciSchedule(noConfig.key, noConfig.id, { cron: "* * * * *", ref: "main" });
		const p = await ciProject(gh);
		const gone = await ciSchedule(p.key, p.id, { cron: "* * * * *", ref: "deleted-branch" });
		const good = await ciSchedule(p.key, p.id, { cron: "* * * * *", ref: "main" });
		const due = Math.max(dueOf(a), dueOf(gone), dueOf(good));
		await tick(due);
		for (const s of [a, gone])
			expect(await scheduleRow(s.id)).toMatchObject({
				next_run_at: due + MIN,
				last_run_at: due,
				last_pipeline_id: null,
			});
		const made = await pipelinesOf(p.id);
		expect(made.map((x) => x.trigger_key)).toEqual([`sched:${good.id}:${dueOf(good)}`]);
		expect((await scheduleRow(good.id))?.last_pipeline_id).toBe(made[0].id);
		expect(await pipelinesOf(noConfig.id)).toEqual([]);

		gh.setDown(true);
		try {
			await tick(due + MIN);
		} finally {
			gh.setDown(false);
		}
		expect(await pipelinesOf(p.id)).toHaveLength(1);
		expect(await scheduleRow(good.id)).toMatchObject({
			next_run_at: due + 2 * MIN,
			last_run_at: due + MIN,
			last_pipeline_id: null,
		});
	});
});

describe("CI schedules: play", () => {
	it("runs the schedule now (source schedule, its ref and variables), active or not; nextRunAt unchanged", async () => {
		const p = await ciProject(gh);
		const s = await ciSchedule(p.key, p.id, { cron: "0 9 * * *", ref: "feature", variables: { V: "x" } });
		const path = `/projects/${p.id}/schedules/${s.id}`;
		const r = await ci(p.key, "POST", `${path}/play`);
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ source: "schedule", ref: "feature", variables: { V: "x" }, iid: 1 });
		expect(r.body.data.id).toMatch(/^pipe_/);
		const view = (await ci(p.key, "GET", `/projects/${p.id}/schedules`)).body.data[0];
		expect(view).toMatchObject({ nextRunAt: s.nextRunAt, lastPipelineId: r.body.data.id });
		expect(Date.parse(view.lastRunAt)).toBeGreaterThan(0);
		expect((await pipelinesOf(p.id))[0].trigger_key).toBeNull();

		// inactive: still plays, and stays without a next run
		await ci(p.key, "PATCH", path, { active: false });
		const again = await ci(p.key, "POST", `${path}/play`);
		expect(again.body.data.iid).toBe(2);
		expect((await scheduleRow(s.id))?.next_run_at).toBeNull();

		// an Idempotency-Key replay answers the same pipeline, making none
		const h = { "Idempotency-Key": `play-${crypto.randomUUID()}` };
		const first = await ci(p.key, "POST", `${path}/play`, undefined, h);
		const replay = await ci(p.key, "POST", `${path}/play`, undefined, h);
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
		expect(replay.body.data.id).toBe(first.body.data.id);
		expect(await pipelinesOf(p.id)).toHaveLength(3);
	});

	it("a refused play answers the run's error and records nothing", async () => {
		const none = await ciProject(gh, { "README.md": "no ci here" });
		const s = await ciSchedule(none.key, none.id, { cron: "0 9 * * *", ref: "main" });
		expectEnvelopeError(
			await ci(none.key, "POST", `/projects/${none.id}/schedules/${s.id}/play`),
			422,
			"PIPELINE_NOT_CREATED",
		);
		const p = await ciProject(gh);
		const gone = await ciSchedule(p.key, p.id, { cron: "0 9 * * *", ref: "deleted-branch" });
		const r = await ci(p.key, "POST", `/projects/${p.id}/schedules/${gone.id}/play`);
		expectEnvelopeError(r, 400, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("ref");
		gh.setDown(true);
		try {
			const ok = await ciSchedule(p.key, p.id, { cron: "0 9 * * *", ref: "main" });
			expectEnvelopeError(await ci(p.key, "POST", `/projects/${p.id}/schedules/${ok.id}/play`), 502, "UPSTREAM_ERROR");
		} finally {
			gh.setDown(false);
		}
		for (const id of [s.id, gone.id])
			expect(await scheduleRow(id)).toMatchObject({ last_run_at: null, last_pipeline_id: null });
		expect([...(await pipelinesOf(none.id)), ...(await pipelinesOf(p.id))]).toEqual([]);
	});
});
