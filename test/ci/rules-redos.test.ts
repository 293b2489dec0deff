// Issue 37 item 1: a tenant's `rules:if` pattern runs on RE2 (linear time) within limits; one RE2
// cannot run fails the pipeline with a configErrors entry naming the rule, and never stalls the Worker.
import { describe, expect, it } from "vitest";
import { ci, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

let n = 0;
async function project(config: string) {
	const { key } = await ciWorkspace();
	const repo = `toko/redos${++n}`;
	const head = sha(7000 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": config } } });
	const p = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	return { key, id: p.id as string };
}

const HOSTILE = `variables:
  V: "${"a".repeat(40)}!"
hostile:
  script: x
  rules:
    - if: $V =~ /^(a+)+$/
negated:
  script: x
  rules:
    - if: $V !~ /^(a+)+$/
`;

describe("CI rules: regular expressions on RE2", () => {
	it("the catastrophic-backtracking pattern answers at once, with the rules' GitLab meaning", async () => {
		const p = await project(HOSTILE);
		const started = Date.now();
		const r = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" });
		expect(Date.now() - started).toBeLessThan(5_000);
		expect(r.status, r.text).toBe(201);
		expect(r.body.data.configErrors).toEqual([]);
		expect(r.body.data.jobs.map((j: { name: string }) => j.name)).toEqual(["negated"]);
		// A value that does match: the hostile job runs and the negated one does not.
		const ok = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main", variables: { V: "aaaa" } });
		expect(ok.body.data.jobs.map((j: { name: string }) => j.name)).toEqual(["hostile"]);
	});

	it("only the hostile rule: no job matches, 422 as the rules say, promptly", async () => {
		const p = await project(HOSTILE.split("negated:")[0] as string);
		const started = Date.now();
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" }),
			422,
			"PIPELINE_NOT_CREATED",
		);
		expect(Date.now() - started).toBeLessThan(5_000);
	});

	it("a backreference RE2 cannot run is a configErrors entry naming the rule (failed pipeline, no jobs)", async () => {
		const p = await project("build:\n  script: x\n  rules:\n    - if: $V =~ /(a)\\1/\n");
		const r = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ status: "failed", jobs: [] });
		expect(r.body.data.configErrors).toHaveLength(1);
		expect(r.body.data.configErrors[0]).toMatchObject({ line: 4 });
		expect(r.body.data.configErrors[0].message).toMatch(/^build:rules\[0\]:if: .*not supported by RE2/);
	});

	it("a pattern held in a variable that RE2 refuses fails the pipeline naming the rule", async () => {
		const p = await project("build:\n  script: x\n  rules:\n    - if: $V =~ $PAT\n");
		const r = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, {
			ref: "main",
			variables: { V: "aa", PAT: "/(?=a)a/" },
		});
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ status: "failed", jobs: [] });
		expect(r.body.data.configErrors[0]).toMatchObject({ line: 4, column: 11 });
		expect(r.body.data.configErrors[0].message).toMatch(/^build:rules\[0\]:if: the pattern in \$PAT is not supported/);
	});

	it("a value over the input limit is a configErrors entry, not a slow match", async () => {
		const p = await project(
			`variables:\n  V: ${"a".repeat(20_000)}\nbuild:\n  script: x\n  rules:\n    - if: $V =~ /a.*b/\n`,
		);
		const r = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data.configErrors[0].message).toMatch(
			/^build:rules\[0\]:if: the pattern is matched against 20000 characters/,
		);
	});
});
