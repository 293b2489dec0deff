// The lint answer's shape (src/services/pipeline/lint/summary.ts): pure, from parseConfig and planPipeline.
import { describe, expect, it } from "vitest";
import { type CiConfig, parseConfig, planPipeline } from "../../../src/services/pipeline/config";
import { invalidAnswer, jobOf, parsedAnswer } from "../../../src/services/pipeline/lint/summary";

const parsed = (text: string): CiConfig => {
	const r = parseConfig(text);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.config;
};

describe("lint summary", () => {
	it("a job as written: extends and default merged, the manual default of allow_failure, optional needs, rules normalised", () => {
		const config = parsed(`default:
  tags: [linux]
.base:
  stage: test
a:
  extends: .base
  script: [x]
b:
  stage: test
  when: manual
  needs: [{ job: a, optional: true }]
  script: [y]
  rules:
    - if: '$A=="1"||$B'
      changes: [src/**]
      allow_failure: true
`);
		const [a, b] = config.jobs.map(jobOf);
		expect(a).toEqual({
			name: "a",
			stage: "test",
			when: "on_success",
			allowFailure: false,
			needs: null,
			rules: null,
			tags: ["linux"],
			line: 5,
		});
		expect(b.allowFailure).toBe(true);
		expect(b.needs).toEqual([{ job: "a", optional: true }]);
		expect(b.rules).toEqual([{ if: '$A == "1" || $B', changes: ["src/**"], when: null, allowFailure: true }]);
	});

	it("the dry run: planned jobs, or why there is no pipeline; a rule fault makes the answer invalid", () => {
		const config = parsed('a:\n  script: [x]\nb:\n  script: [y]\n  rules:\n    - if: $CI_COMMIT_BRANCH == "main"\n');
		const main = parsedAnswer(config, "main", planPipeline(config, { predefined: { CI_COMMIT_BRANCH: "main" } }));
		expect(main.valid).toBe(true);
		expect(main.stages).toEqual(["build", "test", "deploy"]);
		expect(main.dryRun?.jobs.map((j) => j.name)).toEqual(["a", "b"]);
		const none = parsedAnswer(config, "x", { created: false, reason: "no workflow rule matched this run" });
		expect(none).toMatchObject({ valid: true, dryRun: { ref: "x", created: false, jobs: [] } });
		const fault = { message: "b:rules[0]:if: too slow", line: 6, column: 11 };
		const bad = parsedAnswer(config, "main", { created: false, reason: fault.message, errors: [fault] });
		expect(bad).toMatchObject({ valid: false, errors: [fault] });
		expect(invalidAnswer([fault])).toEqual({ valid: false, errors: [fault], stages: [], jobs: [], dryRun: null });
	});
});
