import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	type FlowJob,
	type JobStatus,
	nextJobStates,
	pipelineStatus,
	type StatusJob,
} from "../../../src/services/pipeline/config";

const STATUSES: JobStatus[] = ["created", "pending", "running", "success", "failed", "canceled", "skipped", "manual"];
const job = (status: JobStatus, allowFailure = false): StatusJob => ({ status, allowFailure });

describe("pipelineStatus", () => {
	const table: [StatusJob[], string][] = [
		[[], "skipped"],
		[[job("skipped"), job("skipped")], "skipped"],
		[[job("running"), job("pending"), job("failed")], "running"],
		[[job("pending"), job("manual"), job("failed")], "pending"],
		[[job("manual"), job("failed"), job("canceled")], "manual"],
		[[job("manual", true), job("success")], "success"],
		[[job("manual", true), job("created")], "pending"],
		[[job("failed"), job("canceled")], "failed"],
		[[job("failed", true), job("success")], "success"],
		[[job("failed", true), job("canceled")], "canceled"],
		[[job("success"), job("skipped")], "success"],
	];
	it.each(table)("%j → %s", (jobs, expected) => expect(pipelineStatus(jobs)).toBe(expected));

	const jobs = fc.array(fc.record({ status: fc.constantFrom(...STATUSES), allowFailure: fc.boolean() }), {
		maxLength: 12,
	});
	it("properties: order-free; running wins; success only with nothing blocking", () => {
		fc.assert(
			fc.property(jobs, fc.integer(), (list, seed) => {
				const status = pipelineStatus(list);
				const shuffled = [...list].sort(
					(a, b) => ((seed ^ STATUSES.indexOf(a.status)) % 7) - ((seed ^ STATUSES.indexOf(b.status)) % 7),
				);
				expect(pipelineStatus(shuffled)).toBe(status);
				if (list.some((j) => j.status === "running")) expect(status).toBe("running");
				if (list.length && list.every((j) => j.status === "skipped")) expect(status).toBe("skipped");
				if (status === "success")
					for (const j of list) {
						expect(["success", "skipped", "failed", "manual"]).toContain(j.status);
						if (j.status !== "success" && j.status !== "skipped") expect(j.allowFailure).toBe(true);
					}
				if (status === "failed") expect(list.some((j) => j.status === "failed" && !j.allowFailure)).toBe(true);
			}),
			{ numRuns: 500 },
		);
	});
});

const STAGES = ["build", "test", "deploy"];
const flow = (name: string, stage: string, status: JobStatus, more: Partial<FlowJob> = {}): FlowJob => ({
	name,
	stage,
	status,
	allowFailure: false,
	when: "on_success",
	needs: null,
	...more,
});

describe("nextJobStates", () => {
	it("a fresh pipeline: the first stage and needs: [] start; manual ones wait as manual", () => {
		const jobs = [
			flow("b", "build", "created"),
			flow("m", "build", "created", { when: "manual" }),
			flow("lint", "test", "created", { needs: [] }),
			flow("t", "test", "created"),
			flow("d", "deploy", "created", { needs: ["b"] }),
		];
		expect(nextJobStates(jobs, STAGES)).toEqual([
			{ name: "b", status: "pending" },
			{ name: "m", status: "manual" },
			{ name: "lint", status: "pending" },
		]);
	});

	it("needs done → pending; a blocking manual holds the next stage; a non-blocking one does not", () => {
		const base = [flow("b", "build", "success"), flow("d", "deploy", "created", { needs: ["b"] })];
		expect(nextJobStates([...base, flow("m", "build", "manual"), flow("t", "test", "created")], STAGES)).toEqual([
			{ name: "d", status: "pending" },
		]);
		expect(
			nextJobStates(
				[...base, flow("m", "build", "manual", { allowFailure: true }), flow("t", "test", "created")],
				STAGES,
			),
		).toEqual([
			{ name: "d", status: "pending" },
			{ name: "t", status: "pending" },
		]);
	});

	it("a failure skips what waits behind it, cascading; allowed failures and when: always go on", () => {
		const jobs = [
			flow("b", "build", "failed"),
			flow("ok", "build", "failed", { allowFailure: true }),
			flow("t", "test", "created"),
			flow("u", "test", "created", { needs: ["ok"] }),
			flow("d", "deploy", "created", { needs: ["t"] }),
			flow("notify", "deploy", "created", { when: "always" }),
		];
		expect(nextJobStates(jobs, STAGES)).toEqual([
			{ name: "t", status: "skipped" },
			{ name: "u", status: "pending" },
			{ name: "d", status: "skipped" },
		]);
	});

	const arb = fc
		.array(
			fc.record({
				stage: fc.constantFrom(...STAGES),
				status: fc.constantFrom(...STATUSES),
				allowFailure: fc.boolean(),
				when: fc.constantFrom("on_success" as const, "manual" as const, "always" as const),
				needs: fc.option(fc.array(fc.nat(7), { maxLength: 3 }), { nil: null }),
			}),
			{ maxLength: 8 },
		)
		.map((list) =>
			list.map(
				(j, i): FlowJob => ({
					...j,
					name: `j${i}`,
					needs: j.needs?.map((n) => `j${n}`).filter((n) => n !== `j${i}`) ?? null,
				}),
			),
		);

	it("properties: only created jobs move, needs: [] always starts, always never skips, a second call has nothing left", () => {
		fc.assert(
			fc.property(arb, (jobs) => {
				const moves = nextJobStates(jobs, STAGES);
				const byName = new Map(jobs.map((j) => [j.name, j]));
				for (const m of moves) {
					const j = byName.get(m.name)!;
					expect(j.status).toBe("created");
					if (j.when === "always") expect(m.status).not.toBe("skipped");
					if (m.status !== "skipped") expect(m.status).toBe(j.when === "manual" ? "manual" : "pending");
				}
				for (const j of jobs)
					if (j.status === "created" && j.needs?.length === 0) expect(moves.map((m) => m.name)).toContain(j.name);
				const after = jobs.map((j) => ({ ...j, status: moves.find((m) => m.name === j.name)?.status ?? j.status }));
				expect(nextJobStates(after, STAGES)).toEqual([]);
			}),
			{ numRuns: 500 },
		);
	});
});
