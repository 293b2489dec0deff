import { describe, expect, it } from "vitest";
import { type CiConfig, parseConfig, planPipeline, predefinedVariables } from "../../../src/services/pipeline/config";

const cfg = (lines: string[]): CiConfig => {
	const r = parseConfig(`${lines.join("\n")}\n`);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.config;
};
const push = (ref = "main", extra: Partial<Parameters<typeof predefinedVariables>[0]> = {}) =>
	predefinedVariables({
		source: "push",
		ref,
		isTag: false,
		sha: "abcdef0123456789",
		iid: 7,
		defaultBranch: "main",
		...extra,
	});
const names = (p: ReturnType<typeof planPipeline>) => (p.created ? p.jobs.map((j) => `${j.name}:${j.when}`) : p.reason);

describe("predefinedVariables", () => {
	it("branch and tag runs", () => {
		expect(push("dev")).toMatchObject({
			CI_PIPELINE_SOURCE: "push",
			CI_COMMIT_BRANCH: "dev",
			CI_COMMIT_REF_NAME: "dev",
			CI_COMMIT_SHA: "abcdef0123456789",
			CI_COMMIT_SHORT_SHA: "abcdef01",
			CI_PIPELINE_IID: "7",
			CI_DEFAULT_BRANCH: "main",
		});
		const tag = predefinedVariables({
			source: "push",
			ref: "v1",
			isTag: true,
			sha: "s",
			iid: 1,
			defaultBranch: "main",
		});
		expect(tag.CI_COMMIT_TAG).toBe("v1");
		expect(tag.CI_COMMIT_BRANCH).toBeUndefined();
	});
});

describe("planPipeline", () => {
	const config = cfg([
		"stages: [build, test, deploy, unused]",
		"variables: { TARGET: staging }",
		"workflow:",
		"  rules:",
		"    - if: $CI_COMMIT_BRANCH =~ /^wip\\//",
		"      when: never",
		"    - if: $CI_PIPELINE_SOURCE",
		"build:",
		"  stage: build",
		"  script: make",
		"  variables: { TARGET: prod }",
		"docs:",
		"  stage: build",
		"  script: make docs",
		"  rules:",
		"    - changes: [docs/**/*.md]",
		"test:",
		"  needs: [build, { job: docs, optional: true }]",
		"  script: make test",
		"  tags: [linux]",
		"  timeout: 20m",
		"  retry: 2",
		"nightly:",
		"  script: make slow",
		"  rules:",
		'    - if: $CI_PIPELINE_SOURCE == "schedule"',
		"deploy:",
		"  stage: deploy",
		"  script: make deploy",
		"  rules:",
		"    - if: $TARGET == 'none'",
		"      when: never",
		"    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH",
		"      when: manual",
		"    - when: on_success",
		"      allow_failure: true",
		"clean:",
		"  stage: deploy",
		"  script: make clean",
		"  when: manual",
	]);

	it("a push to main: rules decide, needs resolved, stages only the used ones", () => {
		const plan = planPipeline(config, { predefined: push(), changedFiles: ["src/a.ts"] });
		expect(names(plan)).toEqual(["build:on_success", "test:on_success", "deploy:manual", "clean:manual"]);
		if (!plan.created) return;
		expect(plan.stages).toEqual(["build", "test", "deploy"]);
		const [build, test, deploy, clean] = plan.jobs;
		expect(build).toMatchObject({ stage: "build", needs: null, variables: { TARGET: "prod" }, script: ["make"] });
		expect(test).toMatchObject({
			needs: ["build"],
			tags: ["linux"],
			timeoutSeconds: 1200,
			retry: 2,
			variables: { TARGET: "staging" },
		});
		expect(deploy.allowFailure).toBe(false);
		expect(clean.allowFailure).toBe(true);
	});

	it("changes: match a changed file, and hold when the changed files are unknown", () => {
		const withDocs = planPipeline(config, { predefined: push(), changedFiles: ["docs/guide/intro.md"] });
		expect(names(withDocs)).toContain("docs:on_success");
		if (withDocs.created) expect(withDocs.jobs.find((j) => j.name === "test")!.needs).toEqual(["build", "docs"]);
		expect(names(planPipeline(config, { predefined: push() }))).toContain("docs:on_success");
	});

	it("another branch: deploy's fallback rule; a schedule adds nightly", () => {
		const plan = planPipeline(config, { predefined: push("feature"), changedFiles: [] });
		expect(names(plan)).toContain("deploy:on_success");
		if (plan.created) expect(plan.jobs.find((j) => j.name === "deploy")!.allowFailure).toBe(true);
		const sched = predefinedVariables({
			source: "schedule",
			ref: "main",
			isTag: false,
			sha: "s",
			iid: 1,
			defaultBranch: "main",
		});
		expect(names(planPipeline(config, { predefined: sched, changedFiles: [] }))).toContain("nightly:on_success");
	});

	it("precedence: pipeline variables over project over config over predefined", () => {
		expect(names(planPipeline(config, { predefined: push(), pipeline: { TARGET: "none" } }))).not.toContain(
			"deploy:manual",
		);
		expect(names(planPipeline(config, { predefined: push(), project: { TARGET: "none" } }))).not.toContain(
			"deploy:manual",
		);
		expect(
			names(planPipeline(config, { predefined: push(), project: { TARGET: "none" }, pipeline: { TARGET: "x" } })),
		).toContain("deploy:manual");
		expect(names(planPipeline(config, { predefined: { ...push(), TARGET: "none" } }))).toContain("deploy:manual");
	});

	it("workflow rules exclude the run", () => {
		expect(planPipeline(config, { predefined: push("wip/x") })).toEqual({
			created: false,
			reason: "workflow:rules[0] excludes this run (when: never)",
		});
		expect(planPipeline(config, {})).toEqual({ created: false, reason: "no workflow rule matched this run" });
	});

	it("no job left", () => {
		const c = cfg(["a:", "  script: x", "  rules:", "    - if: $NOPE"]);
		expect(planPipeline(c, { predefined: push() })).toEqual({
			created: false,
			reason: "no job's rules matched this run",
		});
	});

	it("a needed job the rules left out refuses the run (unless optional)", () => {
		const c = cfg(["a:", "  script: x", "  rules: [{ if: $NOPE }]", "b:", "  script: y", "  needs: [a]"]);
		expect(planPipeline(c, { predefined: push() })).toEqual({
			created: false,
			reason: '"b" needs "a", which is not in this pipeline',
		});
	});
});

describe("changes: globs", () => {
	const c = cfg([
		"a:",
		"  script: x",
		"  rules:",
		"    - changes: ['src/*.ts', '**/{Dockerfile,*.sh}', './docs/?.md']",
	]);
	const runs = (files: string[]) => planPipeline(c, { changedFiles: files }).created;
	it.each([
		[["src/a.ts"], true],
		[["src/x/a.ts"], false],
		[["Dockerfile"], true],
		[["deep/er/run.sh"], true],
		[["docs/a.md"], true],
		[["docs/ab.md"], false],
		[["srcXa.ts"], false],
		[[], false],
	] as [string[], boolean][])("%j → %s", (files, expected) => expect(runs(files)).toBe(expected));
});
