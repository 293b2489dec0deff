import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ci, ciShards, ciWorkspace } from "../helpers/ci";
import { ciHooks, DL, deliveries, delivery, EP, endpoint, hmacHex, waitDeliveries } from "../helpers/ci-webhooks";
import { call, expectEnvelopeError } from "../helpers/http";
import { eventually } from "../helpers/pay";
import { hookUrl } from "../helpers/webhooks";

let h: ReturnType<typeof ciHooks>;
beforeAll(() => {
	h = ciHooks();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

describe("CI webhook deliveries", () => {
	it("a manual run delivers ci.pipeline.created.v1, signed Ci-Signature (checked independently)", async () => {
		const p = await h.project();
		const sub = await endpoint(p.key, { url: hookUrl("created"), events: ["ci.pipeline."] });
		const jobs = await endpoint(p.key, { url: hookUrl("jobs"), events: ["ci.job."] });
		const pipe = await p.run();
		const [req] = await eventually(
			async () => h.receiver.to(sub.url),
			(l) => l.length > 0,
		);
		expect(req.method).toBe("POST");
		expect(req.headers["content-type"]).toBe("application/json");
		const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(req.headers["ci-signature"]);
		expect(m, req.headers["ci-signature"]).not.toBeNull();
		const t = Number(m?.[1]);
		expect(Math.abs(Math.floor(Date.now() / 1000) - t)).toBeLessThanOrEqual(300);
		expect(m?.[2]).toBe(await hmacHex(sub.secret, `${t}.${req.body}`));
		expect(m?.[2]).not.toBe(await hmacHex(jobs.secret, `${t}.${req.body}`));

		const body = JSON.parse(req.body);
		expect(Object.keys(body)).toEqual(["id", "type", "occurredAt", "accountId", "data"]);
		expect(body).toMatchObject({ type: "ci.pipeline.created.v1", accountId: p.ws });
		expect(body.id).toMatch(/^evt_/);
		expect(body.data).toMatchObject({ id: pipe.id, status: pipe.status });
		const [d] = await waitDeliveries(p.key, "", (x) => x[0]?.status === "succeeded");
		expect(d).toMatchObject({ endpointId: sub.id, eventId: body.id, eventType: "ci.pipeline.created.v1", attempts: 1 });
		expect(d.body).toBe(req.body);
		expect((await delivery(p.key, d.id)).attemptLog).toEqual([
			{ at: expect.any(String), statusCode: 200, durationMs: expect.any(Number), error: null },
		]);
		expect(h.receiver.to(jobs.url)).toEqual([]);
	});

	it("the list filters by endpointId, status and type and pages newest first", async () => {
		const p = await h.project();
		const a = await endpoint(p.key, { url: hookUrl("a") });
		const b = await endpoint(p.key, { url: hookUrl("b"), events: ["ci.pipeline.finished.v1"] });
		const down = h.flaky("c");
		const c = await endpoint(p.key, { url: down.url, events: ["ci.pipeline.created.v1"] });
		await p.run();
		await p.run("broken");
		// a: created x2 + finished; b: finished; c: created x2 (its receiver is down: pending).
		const all = await waitDeliveries(
			p.key,
			"?limit=100",
			(d) => d.length === 6 && d.filter((x) => x.status === "succeeded").length === 4,
		);
		const created = all.map((x) => Date.parse(x.createdAt));
		expect([...created].sort((x, y) => y - x)).toEqual(created);
		const ids = (q: string) => deliveries(p.key, q).then((d) => d.map((x) => x.endpointId).sort());
		expect(await ids(`?endpointId=${a.id}`)).toEqual([a.id, a.id, a.id]);
		expect(await ids(`?endpointId=${b.id}`)).toEqual([b.id]);
		expect(await ids("?type=ci.pipeline.finished.v1")).toEqual([a.id, b.id].sort());
		expect(await ids("?type=ci.pipeline.created.v1")).toHaveLength(4);
		expect(await ids("?type=ci.pipeline.")).toHaveLength(6);
		expect(await ids("?type=ci.job.started.v1")).toEqual([]);
		expect(await ids("?status=pending")).toEqual([c.id, c.id]);
		expect(await ids(`?status=succeeded&type=ci.pipeline.created.v1&endpointId=${a.id}`)).toEqual([a.id, a.id]);
		expect(await ids("?status=failed")).toEqual([]);

		const walked: string[] = [];
		let cursor: string | null = null;
		do {
			const r: { body: any } = await ci(
				p.key,
				"GET",
				`${DL}?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
			);
			walked.push(...r.body.data.map((x: { id: string }) => x.id));
			expect(r.body.meta.hasMore).toBe(r.body.meta.cursor !== null);
			cursor = r.body.meta.cursor;
		} while (cursor);
		expect(walked).toEqual(all.map((x) => x.id));
		for (const q of ["?limit=0", "?limit=101", "?status=done"])
			expectEnvelopeError(await ci(p.key, "GET", `${DL}${q}`), 400, "VALIDATION_ERROR");
		down.up();
	});

	it("retry: ALREADY_QUEUED while pending, ENDPOINT_DISABLED when paused, 202 pending once re-enabled", async () => {
		const p = await h.project();
		const f = h.flaky("retry");
		const sub = await endpoint(p.key, { url: f.url });
		await p.run();
		const [d] = await waitDeliveries(p.key, "", (x) => x[0]?.attempts >= 1);
		expect(d).toMatchObject({ status: "pending", attemptLog: [expect.objectContaining({ statusCode: 500 })] });
		expectEnvelopeError(await ci(p.key, "POST", `${DL}/${d.id}/retry`), 409, "ALREADY_QUEUED");

		const paused = await ci(p.key, "PATCH", `${EP}/${sub.id}`, { active: false });
		expect(paused.body.data).toMatchObject({ active: false, disabledReason: null });
		expect(await delivery(p.key, d.id)).toMatchObject({ status: "failed", failureReason: "endpoint_disabled" });
		expectEnvelopeError(await ci(p.key, "POST", `${DL}/${d.id}/retry`), 409, "ENDPOINT_DISABLED");

		// As if the service had switched it off for failing: PATCH active=true clears the streak too.
		await ciShards
			.prepare("UPDATE webhook_endpoints SET failure_streak = 15, first_failure_at = 1 WHERE id = ?")
			.bind(sub.id)
			.run();
		const on = await ci(p.key, "PATCH", `${EP}/${sub.id}`, { active: true });
		expect(on.body.data).toMatchObject({ active: true, failureStreak: 0, disabledReason: null });
		f.up();
		const retried = await ci(p.key, "POST", `${DL}/${d.id}/retry`);
		expect(retried.status).toBe(202);
		expect(retried.body.data).toMatchObject({ id: d.id, status: "pending" });
		const done = await eventually(
			() => delivery(p.key, d.id),
			(x) => x.status === "succeeded",
		);
		expect(done.attemptLog.at(-1)).toMatchObject({ statusCode: 200, error: null });
		expectEnvelopeError(await ci(p.key, "POST", `${DL}/whd_nope/retry`), 404, "NOT_FOUND");
	});

	it("deleting an endpoint removes its delivery log; other endpoints keep theirs", async () => {
		const p = await h.project();
		const gone = await endpoint(p.key, { url: hookUrl("gone") });
		const kept = await endpoint(p.key, { url: hookUrl("kept") });
		await p.run();
		const both = await waitDeliveries(p.key, "", (x) => x.length === 2 && x.every((d) => d.status === "succeeded"));
		const mine = both.find((x) => x.endpointId === gone.id);
		expect((await ci(p.key, "DELETE", `${EP}/${gone.id}`)).status).toBe(204);
		expectEnvelopeError(await ci(p.key, "GET", `${DL}/${mine.id}`), 404, "NOT_FOUND");
		expect((await deliveries(p.key)).map((x) => x.endpointId)).toEqual([kept.id]);
		const rows = await ciShards
			.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?")
			.bind(gone.id)
			.first<{ n: number }>();
		expect(rows?.n).toBe(0);
	});
});

describe("CI webhook tenancy", () => {
	it("another workspace's endpoint and delivery are 404 on every route and never listed", async () => {
		const p = await h.project();
		const sub = await endpoint(p.key, { url: hookUrl("mine") });
		await p.run();
		const [d] = await waitDeliveries(p.key, "", (x) => x[0]?.status === "succeeded");
		const { key: other } = await ciWorkspace();
		for (const [m, path, body] of [
			["GET", `${EP}/${sub.id}`],
			["PATCH", `${EP}/${sub.id}`, { active: false }],
			["DELETE", `${EP}/${sub.id}`],
			["POST", `${EP}/${sub.id}/rotate-secret`],
			["GET", `${DL}/${d.id}`],
			["POST", `${DL}/${d.id}/retry`],
		] as Array<[string, string, unknown?]>)
			expectEnvelopeError(await ci(other, m, path, body), 404, "NOT_FOUND");
		expect((await ci(other, "GET", EP)).body.data).toEqual([]);
		expect(await deliveries(other)).toEqual([]);
		expect(await deliveries(other, `?endpointId=${sub.id}`)).toEqual([]);
		expect((await ci(p.key, "GET", `${EP}/${sub.id}`)).body.data.active).toBe(true);
		for (const [m, path] of [
			["GET", EP],
			["POST", EP],
			["GET", `${EP}/event-types`],
			["GET", DL],
		])
			expectEnvelopeError(
				await call(m, `/ci/api/v1${path}`, { body: m === "POST" ? {} : undefined }),
				401,
				"AUTH_REQUIRED",
			);
	});
});
