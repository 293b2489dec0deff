// POST /ci/api/v1/projects/{id}/lint (issue 41): the run's parser and limits without a run — errors
// with line and column, the config's stages and jobs, and a dry run of a push to a ref.
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/services/pipeline/config";
import { LINT_RATE_PER_MINUTE } from "../../src/services/pipeline/lint/lint-config";
import { ci, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

const CONFIG = `stages: [build, test, deploy]
.node:
  tags: [linux]
build:
  extends: .node
  stage: build
  script: npm run build
unit:
  stage: test
  needs: [build]
  script: npm test
lint:
  stage: test
  needs: []
  script: npm run lint
deploy:
  stage: deploy
  script: ./deploy.sh
  rules:
    - if: $CI_COMMIT_BRANCH == "main" && $DEPLOY_ON != "off"
      when: manual
    - when: never
`;

let n = 0;
async function project() {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/lint${++n}`;
	gh.repos.set(repo, { branches: { main: sha(7000 + n) }, files: {} });
	const p = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	return { ws, key, id: p.id as string };
}
type P = Awaited<ReturnType<typeof project>>;
const lint = (p: P, body: unknown) => ci(p.key, "POST", `/projects/${p.id}/lint`, body);
/** The errors of a lint of `content` that must be 200 with valid: false. */
async function errorsOf(p: P, content: string) {
	const r = await lint(p, { content });
	expect(r.status, r.text).toBe(200);
	expect(r.body.data.valid).toBe(false);
	return r.body.data.errors as Array<{ line: number; column: number; message: string }>;
}

describe("POST /projects/{id}/lint", () => {
	it("a valid config: stages in order, each job's stage, needs, when and rules, and the dry run at the default branch and at another", async () => {
		const p = await project();
		const r = await lint(p, { content: CONFIG });
		expect(r.status, r.text).toBe(200);
		const d = r.body.data;
		expect(d.valid).toBe(true);
		expect(d.errors).toEqual([]);
		expect(d.stages).toEqual(["build", "test", "deploy"]);
		expect(d.jobs.map((j: { name: string; stage: string }) => [j.name, j.stage])).toEqual([
			["build", "build"],
			["unit", "test"],
			["lint", "test"],
			["deploy", "deploy"],
		]);
		const job = Object.fromEntries(d.jobs.map((j: { name: string }) => [j.name, j]));
		expect(job.build).toMatchObject({ when: "on_success", allowFailure: false, needs: null, tags: ["linux"], line: 4 });
		expect(job.unit.needs).toEqual([{ job: "build", optional: false }]);
		expect(job.lint.needs).toEqual([]);
		expect(job.deploy.rules).toEqual([
			{ if: '$CI_COMMIT_BRANCH == "main" && $DEPLOY_ON != "off"', changes: null, when: "manual", allowFailure: null },
			{ if: null, changes: null, when: "never", allowFailure: null },
		]);
		expect(d.dryRun).toMatchObject({ ref: "main", created: true, reason: null });
		expect(d.dryRun.jobs.map((j: { name: string; when: string }) => `${j.name}:${j.when}`)).toEqual([
			"build:on_success",
			"unit:on_success",
			"lint:on_success",
			"deploy:manual",
		]);

		// Another branch: the deploy rule does not match; the project's variables reach the rules.
		const feature = (await lint(p, { content: CONFIG, ref: "feature/x" })).body.data;
		expect(feature.dryRun.ref).toBe("feature/x");
		expect(feature.dryRun.jobs.map((j: { name: string }) => j.name)).toEqual(["build", "unit", "lint"]);
		await ci(p.key, "POST", `/projects/${p.id}/variables`, { key: "DEPLOY_ON", value: "off" });
		const off = (await lint(p, { content: CONFIG })).body.data;
		expect(off.dryRun.jobs.map((j: { name: string }) => j.name)).toEqual(["build", "unit", "lint"]);

		// Rules that leave no job: valid, and the dry run says why there would be no pipeline.
		const none = (await lint(p, { content: "only:\n  script: [x]\n  rules:\n    - when: never\n" })).body.data;
		expect(none.valid).toBe(true);
		expect(none.dryRun).toEqual({ ref: "main", created: false, reason: "no job's rules matched this run", jobs: [] });
	});

	it("a YAML syntax error: valid false with its line and column, nothing else", async () => {
		const p = await project();
		const r = await lint(p, { content: "build:\n  stage: build\n  script: [npm ci\n" });
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ valid: false, stages: [], jobs: [], dryRun: null });
		expect(r.body.data.errors).toEqual([
			{
				line: 4,
				column: 1,
				message: "YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]",
			},
		]);
		const tab = await errorsOf(p, "build:\n  script:\n\t- x\n");
		expect(tab).toContainEqual({
			line: 3,
			column: 1,
			message: "YAML syntax error: Tabs are not allowed as indentation",
		});
	});

	it("an unknown keyword and an unsupported one: the key's line and column", async () => {
		const p = await project();
		const errors = await errorsOf(p, "build:\n  stage: build\n  scripts: [npm ci]\ninclude: other.yml\n");
		expect(errors).toContainEqual(expect.objectContaining({ line: 3, column: 3 }));
		expect(errors.find((e) => e.line === 3)!.message).toMatch(/scripts/);
		expect(errors).toContainEqual({
			line: 4,
			column: 1,
			message: 'unknown top-level key "include" (not supported by this CI)',
		});
	});

	it("a bad rules expression: the column inside the expression", async () => {
		const p = await project();
		const errors = await errorsOf(p, 'build:\n  script: [x]\n  rules:\n    - if: $A == "a" &&\n');
		expect(errors).toEqual([
			{
				line: 4,
				column: 23,
				message:
					"build:rules[0]:if: expected a variable, string or null, found end of expression (column 13 of the expression)",
			},
		]);
		const re = await errorsOf(p, "build:\n  script: [x]\n  rules:\n    - if: $CI_COMMIT_BRANCH =~ /(a)\\1/\n");
		expect(re).toHaveLength(1);
		expect(re[0]).toMatchObject({ line: 4, column: 32 });
		expect(re[0].message).toMatch(/not supported by RE2/);
	});

	it("needs: an unknown job and a cycle, at the need's position", async () => {
		const p = await project();
		const unknown = await errorsOf(p, "build:\n  script: [x]\n  needs: [compile]\n");
		expect(unknown).toEqual([{ line: 3, column: 11, message: 'build:needs: "compile" is not a job' }]);
		const cycle = await errorsOf(
			p,
			"stages: [test]\na:\n  stage: test\n  script: [x]\n  needs: [b]\nb:\n  stage: test\n  script: [x]\n  needs: [a]\n",
		);
		expect(cycle.length).toBeGreaterThanOrEqual(1);
		expect(cycle[0].message).toMatch(/forms a cycle \((a → b → a|b → a → b)\)/);
	});

	it("over 256 KiB: the run's error (the run parses with the same parseConfig and its cap)", async () => {
		const p = await project();
		const content = `build:\n  script: [x]\n# ${"x".repeat(300 * 1024)}\n`;
		const errors = await errorsOf(p, content);
		const run = parseConfig(content);
		expect(run.ok).toBe(false);
		expect(errors).toEqual(run.ok ? [] : run.errors);
		expect(errors).toEqual([
			{ line: 1, column: 1, message: `the config is ${content.length} bytes; the limit is 262144 (256 KiB)` },
		]);
	});

	it("a malformed body is 400; another workspace's or an unknown project is 404; no key is 401", async () => {
		const a = await project();
		const b = await project();
		expectEnvelopeError(await lint(a, {}), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await lint(a, { content: 42 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await lint(a, { content: CONFIG, extra: true }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await lint(a, { content: CONFIG, ref: "" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await ci(b.key, "POST", `/projects/${a.id}/lint`, { content: CONFIG }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(a.key, "POST", "/projects/proj_nope/lint", { content: CONFIG }), 404, "NOT_FOUND");
		const anon = await call("POST", `/ci/api/v1/projects/${a.id}/lint`, { body: { content: CONFIG } });
		expectEnvelopeError(anon, 401, "AUTH_REQUIRED");
		expectEnvelopeError(
			await ci("sk_live_nope", "POST", `/projects/${a.id}/lint`, { content: CONFIG }),
			401,
			"AUTH_REQUIRED",
		);
	});

	it(`at most ${LINT_RATE_PER_MINUTE} lints a minute per workspace; another workspace is not slowed`, async () => {
		const a = await project();
		const b = await project();
		const small = { content: "build:\n  script: [x]\n" };
		for (let i = 0; i < LINT_RATE_PER_MINUTE; i++) expect((await lint(a, small)).status).toBe(200);
		const refused = await lint(a, small);
		expectEnvelopeError(refused, 429, "RATE_LIMITED");
		expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
		expect((await lint(b, small)).status).toBe(200);
	});
});
