import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../src/services/pipeline/config";

const configOf = (text: string) => {
	const r = parseConfig(text);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.config;
};
const y = (lines: string[]) => `${lines.join("\n")}\n`;

describe("parseConfig: a realistic file", () => {
	const text = y([
		"stages: [build, test, deploy]",
		"variables:",
		"  NODE_VERSION: 22",
		"  DEBUG: false",
		"workflow:",
		"  rules:",
		"    - if: $CI_COMMIT_MESSAGE =~ /\\[wip\\]/i",
		"      when: never",
		"    - when: always",
		"default:",
		"  before_script: [npm ci]",
		"  tags: [linux]",
		"  retry: 1",
		".node: &node",
		"  timeout: 10m",
		"  variables:",
		"    NODE_ENV: test",
		"build:",
		"  stage: build",
		"  extends: .node",
		"  script:",
		"    - npm run build",
		"    - [echo a, echo b]",
		"  artifacts:",
		"    paths: [dist/]",
		"    expire_in: 1 week",
		"unit:",
		"  extends: [.node]",
		"  needs: [build]",
		"  script: npm test",
		"  variables: { NODE_ENV: ci }",
		"lint:",
		"  needs: []",
		"  script: npm run lint",
		"  allow_failure: true",
		"  before_script: []",
		"deploy:",
		"  stage: deploy",
		"  script: ./deploy.sh",
		"  timeout: 1h 30m",
		"  retry: { max: 2 }",
		"  tags: [deploy]",
		"  rules:",
		'    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH && $CI_PIPELINE_SOURCE != "schedule"',
		"      when: manual",
		"      allow_failure: false",
		"    - changes: [src/**/*.ts]",
		"      when: never",
	]);

	it("reads every key", () => {
		const c = configOf(text);
		expect(c.stages).toEqual(["build", "test", "deploy"]);
		expect(c.variables).toEqual({ NODE_VERSION: "22", DEBUG: "false" });
		expect(c.workflowRules).toHaveLength(2);
		expect(c.workflowRules![0]).toMatchObject({ when: "never", ifSource: "$CI_COMMIT_MESSAGE =~ /\\[wip\\]/i" });
		expect(c.jobs.map((j) => j.name)).toEqual(["build", "unit", "lint", "deploy"]);
		const [build, unit, lint, deploy] = c.jobs;
		expect(build).toMatchObject({
			stage: "build",
			script: ["npm run build", "echo a", "echo b"],
			beforeScript: ["npm ci"],
			tags: ["linux"],
			retry: 1,
			timeoutSeconds: 600,
			variables: { NODE_ENV: "test" },
			artifacts: { paths: ["dist/"], expireIn: "1 week", expireInSeconds: 604800 },
			needs: null,
			line: 18,
		});
		expect(unit).toMatchObject({
			stage: "test",
			script: ["npm test"],
			variables: { NODE_ENV: "ci" },
			timeoutSeconds: 600,
		});
		expect(unit.needs).toEqual([{ job: "build", optional: false }]);
		expect(lint).toMatchObject({ needs: [], allowFailure: true, beforeScript: [], timeoutSeconds: 3600 });
		expect(deploy).toMatchObject({
			timeoutSeconds: 5400,
			retry: 2,
			tags: ["deploy"],
			allowFailure: null,
			when: "on_success",
		});
		expect(deploy.rules![0]).toMatchObject({ when: "manual", allowFailure: false, changes: null });
		expect(deploy.rules![0].if?.type).toBe("and");
		expect(deploy.rules![1]).toMatchObject({ if: null, changes: ["src/**/*.ts"], when: "never" });
	});

	it("defaults: stages build, test, deploy; stage test; no variables", () => {
		const c = configOf("job:\n  script: echo hi\n");
		expect(c).toMatchObject({ stages: ["build", "test", "deploy"], variables: {}, workflowRules: null });
		expect(c.jobs[0]).toMatchObject({ stage: "test", when: "on_success", retry: 0, tags: [], artifacts: null });
	});

	it("hidden keys are not jobs, and may hold anything (anchors)", () => {
		const c = configOf(y([".tpl: &s [echo a]", ".x: 1", "job:", "  script: *s"]));
		expect(c.jobs.map((j) => j.name)).toEqual(["job"]);
		expect(c.jobs[0].script).toEqual(["echo a"]);
	});
});

describe("parseConfig: any text", () => {
	const fragment = fc.constantFrom(
		"stages: [a, b]\n",
		"job:\n",
		"  script: x\n",
		"  needs: [job]\n",
		"  rules:\n    - if: $A ==\n",
		"  extends: .t\n",
		".t: &t {stage: a}\n",
		"x: *t\n",
		"  retry: 7\n",
		"default: []\n",
		"workflow: {rules: [{when: x}]}\n",
		"- 1\n",
		"{\n",
		"\t\n",
	);
	it("never throws; errors are sorted, 1-based and inside the file", () => {
		fc.assert(
			fc.property(fc.array(fc.oneof(fragment, fc.string({ maxLength: 12 })), { maxLength: 10 }), (parts) => {
				const text = parts.join("");
				const r = parseConfig(text);
				if (r.ok) return;
				const lines = text.split("\n").length;
				expect(r.errors.length).toBeGreaterThan(0);
				for (const [i, e] of r.errors.entries()) {
					expect(e.line).toBeGreaterThanOrEqual(1);
					expect(e.line).toBeLessThanOrEqual(lines);
					expect(e.column).toBeGreaterThanOrEqual(1);
					if (i) expect(e.line).toBeGreaterThanOrEqual(r.errors[i - 1].line);
				}
			}),
			{ numRuns: 400 },
		);
	});
});
