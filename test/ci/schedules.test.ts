import { describe, expect, it } from "vitest";
import { ci, ciShards, ciWorkspace } from "../helpers/ci";
import { CONFIG, ciProject, ciSchedule, pipelinesOf, scheduleRow, YEARLY } from "../helpers/ci-schedules";
import { useFakeGithub } from "../helpers/fake-github";
import { expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

const scheduleCount = async (projectId: string) =>
	(
		await ciShards
			.prepare("SELECT COUNT(*) AS n FROM schedules WHERE project_id = ?")
			.bind(projectId)
			.first<{ n: number }>()
	)?.n;

describe("CI schedules: routes", () => {
	it("create, list, change and delete; nextRunAt follows cron and active (Asia/Jakarta)", async () => {
		const p = await ciProject(gh);
		const before = Date.now();
		const s = await ciSchedule(p.key, p.id, { cron: "0 9 * * *", ref: "main", variables: { NIGHTLY: "1" } });
		expect(s).toMatchObject({
			projectId: p.id,
			description: "",
			cron: "0 9 * * *",
			timezone: "Asia/Jakarta",
			ref: "main",
			active: true,
			variables: { NIGHTLY: "1" },
			lastRunAt: null,
			lastPipelineId: null,
		});
		expect(s.id).toMatch(/^sched_[0-9A-Z]{26}$/);
		// 09:00 in Jakarta is 02:00 UTC, within the coming day
		expect(s.nextRunAt).toMatch(/T02:00:00\.000Z$/);
		expect(Date.parse(s.nextRunAt as string) - before).toBeGreaterThan(0);
		expect(Date.parse(s.nextRunAt as string) - before).toBeLessThanOrEqual(86_400_000);
		const off = await ciSchedule(p.key, p.id, {
			cron: "@daily",
			ref: "feature",
			active: false,
			description: "Nightly",
		});
		expect(off).toMatchObject({
			cron: "@daily",
			active: false,
			nextRunAt: null,
			variables: {},
			description: "Nightly",
		});

		const list = await ci(p.key, "GET", `/projects/${p.id}/schedules?limit=1`);
		expect(list.status, list.text).toBe(200);
		expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([off.id]);
		expect(list.body.meta).toMatchObject({ hasMore: true, cursor: expect.any(String) });
		const rest = await ci(p.key, "GET", `/projects/${p.id}/schedules?limit=1&cursor=${list.body.meta.cursor}`);
		expect(rest.body.data.map((x: { id: string }) => x.id)).toEqual([s.id]);
		expect(rest.body.meta).toEqual(expect.objectContaining({ hasMore: false, cursor: null }));

		// ref alone: nextRunAt stays
		const path = `/projects/${p.id}/schedules/${s.id}`;
		const refOnly = await ci(p.key, "PATCH", path, { ref: "feature", variables: { A: "b" } });
		expect(refOnly.status, refOnly.text).toBe(200);
		expect(refOnly.body.data).toMatchObject({ ref: "feature", variables: { A: "b" }, nextRunAt: s.nextRunAt });
		// cron: computed again (06:30 Jakarta = 23:30 UTC)
		const recron = (await ci(p.key, "PATCH", path, { cron: "30 6 * * *" })).body.data;
		expect(recron.nextRunAt).toMatch(/T23:30:00\.000Z$/);
		expect(Date.parse(recron.updatedAt)).toBeGreaterThanOrEqual(Date.parse(s.updatedAt));
		// inactive → null; active again → the next slot from now
		expect((await ci(p.key, "PATCH", path, { active: false })).body.data).toMatchObject({
			active: false,
			nextRunAt: null,
		});
		expect((await scheduleRow(s.id))?.next_run_at).toBeNull();
		const on = (await ci(p.key, "PATCH", path, { active: true })).body.data;
		expect(on).toMatchObject({ active: true, nextRunAt: recron.nextRunAt, cron: "30 6 * * *" });

		const del = await ci(p.key, "DELETE", path);
		expect(del.status, del.text).toBe(200);
		expect(del.body.data).toEqual({ id: s.id, deleted: true });
		expectEnvelopeError(await ci(p.key, "DELETE", path), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "PATCH", path, { ref: "main" }), 404, "NOT_FOUND");
		const left = (await ci(p.key, "GET", `/projects/${p.id}/schedules`)).body.data;
		expect(left.map((x: { id: string }) => x.id)).toEqual([off.id]);
	});

	it("GET /schedules: every project's, newest first, cursor paged, this workspace's only", async () => {
		const a = await ciProject(gh);
		const other = await ci(a.key, "POST", "/projects", { repoFullName: `${a.repo}-b`, name: "second" });
		const ids: string[] = [];
		for (const pid of [a.id, other.body.data.id, a.id])
			ids.push((await ciSchedule(a.key, pid, { cron: YEARLY, ref: "main" })).id);
		const elsewhere = await ciProject(gh);
		const theirs = await ciSchedule(elsewhere.key, elsewhere.id, { cron: YEARLY, ref: "main" });
		const first = await ci(a.key, "GET", "/schedules?limit=2");
		expect(first.status, first.text).toBe(200);
		expect(first.body.meta.hasMore).toBe(true);
		const second = await ci(a.key, "GET", `/schedules?limit=2&cursor=${first.body.meta.cursor}`);
		expect(second.body.meta).toMatchObject({ hasMore: false, cursor: null });
		const seen = [...first.body.data, ...second.body.data].map((x: { id: string }) => x.id);
		expect(seen).toEqual([...ids].reverse());
		expect((await ci(a.key, "GET", "/schedules")).body.data).toHaveLength(3);
		expect((await ci(elsewhere.key, "GET", "/schedules")).body.data.map((x: { id: string }) => x.id)).toEqual([
			theirs.id,
		]);
		expectEnvelopeError(await ci(a.key, "GET", "/schedules?limit=0"), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await ci(a.key, "GET", "/schedules?limit=101"), 400, "VALIDATION_ERROR");
		// a project-list cursor is not a workspace-list cursor
		const pc = (await ci(a.key, "GET", `/projects/${a.id}/schedules?limit=1`)).body.meta.cursor;
		expectEnvelopeError(await ci(a.key, "GET", `/schedules?cursor=${pc}`), 400, "VALIDATION_ERROR");
	});

	it("refusals are 400 VALIDATION_ERROR and write nothing", async () => {
		const p = await ciProject(gh);
		const bad = async (body: Record<string, unknown>, param?: string) => {
			const r = await ci(p.key, "POST", `/projects/${p.id}/schedules`, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			if (param) expect(r.body.error.param).toBe(param);
			return r;
		};
		for (const cron of ["0 0 * * * *", "61 * * * *", "@reboot", "0 0 30 2 *", "0 0 L * *", "every day", ""])
			await bad({ cron, ref: "main" }, "cron");
		expect((await bad({ cron: "0 0 * * * *", ref: "main" })).body.error.message).toMatch(/5 fields/);
		await bad({ ref: "main" }, "cron");
		await bad({ cron: YEARLY }, "ref");
		await bad({ cron: YEARLY, ref: "" }, "ref");
		await bad({ cron: YEARLY, ref: "x".repeat(256) }, "ref");
		await bad({ cron: YEARLY, ref: "main", extra: true });
		await bad({ cron: YEARLY, ref: "main", variables: { "1BAD": "x" } });
		await bad({ cron: YEARLY, ref: "main", variables: { A: 1 } });
		await bad({
			cron: YEARLY,
			ref: "main",
			variables: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`V${i}`, "x"])),
		});
		await bad({ cron: YEARLY, ref: "main", description: "d".repeat(256) }, "description");
		await bad({ cron: YEARLY, ref: "main", active: "yes" }, "active");
		expect(await scheduleCount(p.id)).toBe(0);

		const s = await ciSchedule(p.key, p.id, { cron: YEARLY, ref: "main", description: "d".repeat(255) });
		const path = `/projects/${p.id}/schedules/${s.id}`;
		const patch = async (body: Record<string, unknown>, param?: string) => {
			const r = await ci(p.key, "PATCH", path, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			if (param) expect(r.body.error.param).toBe(param);
		};
		await patch({ cron: "0 0 * * * *" }, "cron");
		await patch({ cron: "@every_hour" }, "cron");
		await patch({});
		await patch({ ref: "main", nope: 1 });
		await patch({ active: null });
		const after = (await ci(p.key, "GET", `/projects/${p.id}/schedules`)).body.data[0];
		expect(after).toMatchObject({ cron: YEARLY, nextRunAt: s.nextRunAt, updatedAt: s.updatedAt });
	});

	it("404: unknown project or schedule, and a schedule under another project of the same workspace", async () => {
		const p = await ciProject(gh);
		const q = await ci(p.key, "POST", "/projects", { repoFullName: `${p.repo}-q`, name: "q" });
		const s = await ciSchedule(p.key, p.id, { cron: YEARLY, ref: "main" });
		const body = { cron: YEARLY, ref: "main" };
		expectEnvelopeError(await ci(p.key, "POST", "/projects/proj_nope/schedules", body), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "GET", "/projects/proj_nope/schedules"), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "PATCH", `/projects/${p.id}/schedules/sched_nope`, body), 404, "NOT_FOUND");
		const wrong = `/projects/${q.body.data.id}/schedules/${s.id}`;
		expectEnvelopeError(await ci(p.key, "PATCH", wrong, { ref: "x" }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "DELETE", wrong), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "POST", `${wrong}/play`), 404, "NOT_FOUND");
		expect(await scheduleCount(p.id)).toBe(1);
	});

	it("tenancy: another workspace's project and schedules are 404 and never listed", async () => {
		const a = await ciProject(gh);
		const s = await ciSchedule(a.key, a.id, { cron: YEARLY, ref: "main" });
		const b = await ciWorkspace();
		const path = `/projects/${a.id}/schedules/${s.id}`;
		expectEnvelopeError(await ci(b.key, "GET", `/projects/${a.id}/schedules`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await ci(b.key, "POST", `/projects/${a.id}/schedules`, { cron: YEARLY, ref: "main" }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await ci(b.key, "PATCH", path, { active: false }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "DELETE", path), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "POST", `${path}/play`), 404, "NOT_FOUND");
		expect((await ci(b.key, "GET", "/schedules")).body.data).toEqual([]);
		expect(await pipelinesOf(a.id)).toEqual([]);
		expect((await ci(a.key, "GET", `/projects/${a.id}/schedules`)).body.data[0]).toMatchObject({
			id: s.id,
			active: true,
		});
		expectEnvelopeError(await ci("sk_live_nope", "GET", "/schedules"), 401, "AUTH_REQUIRED");
	});

	it("Idempotency-Key: a replay answers the same schedule and writes once; another body is 409", async () => {
		const p = await ciProject(gh);
		const h = { "Idempotency-Key": `sched-${crypto.randomUUID()}` };
		const body = { cron: YEARLY, ref: "main" };
		const first = await ci(p.key, "POST", `/projects/${p.id}/schedules`, body, h);
		const again = await ci(p.key, "POST", `/projects/${p.id}/schedules`, body, h);
		expect(first.status).toBe(201);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data.id).toBe(first.body.data.id);
		expect(await scheduleCount(p.id)).toBe(1);
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/schedules`, { ...body, ref: "feature" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		const path = `/projects/${p.id}/schedules/${first.body.data.id}`;
		const ph = { "Idempotency-Key": `patch-${crypto.randomUUID()}` };
		expect((await ci(p.key, "PATCH", path, { ref: "feature" }, ph)).body.data.ref).toBe("feature");
		const replay = await ci(p.key, "PATCH", path, { ref: "feature" }, ph);
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
	});

	it("a project holds at most 50 schedules: 55 racing creates make exactly 50, the rest 409 CONFLICT", async () => {
		const p = await ciProject(gh);
		const res = await Promise.all(
			Array.from({ length: 55 }, (_, i) =>
				ci(p.key, "POST", `/projects/${p.id}/schedules`, { cron: `${i % 60} 3 * * *`, ref: "main", active: false }),
			),
		);
		const statuses = res.map((r) => r.status).sort();
		expect(statuses.filter((s) => s === 201)).toHaveLength(50);
		expect(statuses.filter((s) => s === 409)).toHaveLength(5);
		for (const r of res.filter((x) => x.status === 409)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await scheduleCount(p.id)).toBe(50);
		// another project of the workspace is not full
		const q = await ci(p.key, "POST", "/projects", { repoFullName: `${p.repo}-q`, name: "q" });
		expect(
			(await ci(p.key, "POST", `/projects/${q.body.data.id}/schedules`, { cron: YEARLY, ref: "main" })).status,
		).toBe(201);
		// deleting one frees a slot
		const one = res.find((r) => r.status === 201)?.body.data.id;
		await ci(p.key, "DELETE", `/projects/${p.id}/schedules/${one}`);
		expect((await ci(p.key, "POST", `/projects/${p.id}/schedules`, { cron: YEARLY, ref: "main" })).status).toBe(201);
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/schedules`, { cron: YEARLY, ref: "main" }),
			409,
			"CONFLICT",
		);
		await ci(p.key, "DELETE", `/projects/${p.id}`);
	});

	it("deleting the project deletes its schedules (the other project's stay)", async () => {
		const p = await ciProject(gh, { ".pasar-ci.yml": CONFIG });
		const q = await ci(p.key, "POST", "/projects", { repoFullName: `${p.repo}-q`, name: "q" });
		const s1 = await ciSchedule(p.key, p.id, { cron: YEARLY, ref: "main" });
		await ciSchedule(p.key, p.id, { cron: "@hourly", ref: "main", active: false });
		const kept = await ciSchedule(p.key, q.body.data.id, { cron: YEARLY, ref: "main" });
		expect((await ci(p.key, "DELETE", `/projects/${p.id}`)).status).toBe(200);
		expect(await scheduleCount(p.id)).toBe(0);
		expect(await scheduleRow(s1.id)).toBeNull();
		expect((await ci(p.key, "GET", "/schedules")).body.data.map((x: { id: string }) => x.id)).toEqual([kept.id]);
		expectEnvelopeError(await ci(p.key, "GET", `/projects/${p.id}/schedules`), 404, "NOT_FOUND");
	});
});
