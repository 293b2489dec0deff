import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	downstreamOf,
	type FlowJob,
	type JobStatus,
	RETRYABLE,
	retriedStatus,
	UNFINISHED,
} from "../../../src/services/pipeline/config";

const STAGES = ["build", "test", "deploy"];
const job = (name: string, stage: string, over: Partial<FlowJob> = {}): FlowJob => ({
	name,
	stage,
	status: "created",
	when: "on_success",
	allowFailure: false,
	needs: null,
	...over,
});

describe("action rules", () => {
	it("cancel takes unfinished jobs, retry finished ones that ran; skipped is neither", () => {
		expect([...UNFINISHED].sort()).toEqual(["created", "manual", "pending", "running"]);
		expect([...RETRYABLE].sort()).toEqual(["canceled", "failed", "success"]);
		expect(UNFINISHED.has("skipped") || RETRYABLE.has("skipped")).toBe(false);
	});

	it("downstreamOf follows stages and needs, transitively", () => {
		const jobs = [
			job("build", "build"),
			job("lint", "build", { needs: [] }),
			job("unit", "test"),
			job("e2e", "test", { needs: ["lint"] }),
			job("deploy", "deploy", { needs: ["e2e"] }),
		];
		// unit waits for the build stage; e2e needs only lint
		expect([...downstreamOf(["build"], jobs, STAGES)]).toEqual(["unit"]);
		expect([...downstreamOf(["lint"], jobs, STAGES)].sort()).toEqual(["deploy", "e2e", "unit"]);
		expect([...downstreamOf(["deploy"], jobs, STAGES)]).toEqual([]);
	});

	it("retriedStatus: created while a prerequisite is unfinished, else manual or pending", () => {
		const jobs = [job("build", "build", { status: "running" }), job("unit", "test", { status: "failed" })];
		expect(retriedStatus(jobs[1], jobs, STAGES)).toBe("created");
		const done = [job("build", "build", { status: "failed" }), jobs[1]];
		expect(retriedStatus(done[1], done, STAGES)).toBe("pending");
		expect(retriedStatus({ ...done[1], when: "manual" }, done, STAGES)).toBe("manual");
		const nonBlocking = [job("gate", "build", { status: "manual", allowFailure: true }), jobs[1]];
		expect(retriedStatus(nonBlocking[1], nonBlocking, STAGES)).toBe("pending");
	});

	const STATUSES: JobStatus[] = ["created", "pending", "running", "success", "failed", "canceled", "skipped", "manual"];
	const graph = fc
		.array(
			fc.record({
				stage: fc.constantFrom(...STAGES),
				status: fc.constantFrom(...STATUSES),
				needsMask: fc.option(fc.array(fc.boolean(), { maxLength: 8 }), { nil: null }),
			}),
			{ minLength: 1, maxLength: 8 },
		)
		.map((rows) =>
			rows.map((r, i) => {
				const earlier = rows
					.map((o, k) => ({ o, k }))
					.filter(({ o, k }) => k !== i && STAGES.indexOf(o.stage) <= STAGES.indexOf(r.stage) && k < i);
				const needs = r.needsMask === null ? null : earlier.filter((_, k) => r.needsMask?.[k]).map(({ k }) => `j${k}`);
				return job(`j${i}`, r.stage, { status: r.status, needs });
			}),
		);

	it("property: downstreamOf never holds its targets and is closed (whatever waits on a member is a member)", () => {
		fc.assert(
			fc.property(graph, fc.nat(), (jobs, pick) => {
				const target = jobs[pick % jobs.length];
				const down = downstreamOf([target.name], jobs, STAGES);
				expect(down.has(target.name)).toBe(false);
				const waitsOn = (j: FlowJob, on: FlowJob) =>
					j.needs === null ? STAGES.indexOf(on.stage) < STAGES.indexOf(j.stage) : j.needs.includes(on.name);
				for (const j of jobs)
					if (j.name !== target.name && (waitsOn(j, target) || jobs.some((m) => down.has(m.name) && waitsOn(j, m))))
						expect(down.has(j.name)).toBe(true);
			}),
		);
	});

	it("property: retriedStatus is created exactly when a blocking prerequisite is unfinished", () => {
		fc.assert(
			fc.property(graph, fc.nat(), (jobs, pick) => {
				const j = jobs[pick % jobs.length];
				const s = retriedStatus(j, jobs, STAGES);
				const before =
					j.needs === null
						? jobs.filter((o) => STAGES.indexOf(o.stage) < STAGES.indexOf(j.stage))
						: jobs.filter((o) => j.needs?.includes(o.name));
				const waiting = before.some((o) => UNFINISHED.has(o.status) && !(o.status === "manual" && o.allowFailure));
				expect(s).toBe(waiting ? "created" : "pending");
			}),
		);
	});
});
