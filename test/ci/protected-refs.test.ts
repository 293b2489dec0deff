// Protected CI variables reach only pipelines of the protected branch (issue 37 item 4b): a tag named
// like the default branch (refs/tags/main), a branch of another case (Main) or a look-alike (main2, a
// tag named refs/heads/main) gets neither the value in its jobs nor in its rules — through the code
// host's signed webhook, a run through the API, and the runner's job request.
import { describe, expect, it } from "vitest";
import { signGithubPayload } from "../../src/services/pipeline/integrations/github";
import { ci, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call } from "../helpers/http";
import { sleep } from "../helpers/webhooks";

const gh = useFakeGithub();
const PROT = "pr0tected-Value_42";
// `leak` exists only when the rules see the protected variable; `print` always runs.
const CONFIG = `print:
  script: echo "$PROT_TOKEN"
leak:
  script: echo leak
  rules:
    - if: $PROT_TOKEN
`;

let n = 0;
async function setup() {
	const { key } = await ciWorkspace();
	const repo = `toko/protected${++n}-${crypto.randomUUID().slice(0, 6)}`;
	const c = (i: number) => sha(70_000 + n * 10 + i);
	const commits = { main: c(0), Main: c(1), main2: c(2), tagMain: c(3), tagHeads: c(4) };
	gh.repos.set(repo, {
		branches: { main: commits.main, Main: commits.Main, main2: commits.main2 },
		tags: { main: commits.tagMain, "refs/heads/main": commits.tagHeads },
		files: Object.fromEntries(Object.values(commits).map((s) => [s, { ".pasar-ci.yml": CONFIG }])),
	});
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const v = await ci(key, "POST", `/projects/${project.id}/variables`, {
		key: "PROT_TOKEN",
		value: PROT,
		masked: true,
		protected: true,
	});
	expect(v.status, v.text).toBe(201);
	const runner = (await ci(key, "POST", "/runners", { description: "box" })).body.data as { token: string };
	return { key, repo, commits, id: project.id as string, secret: project.webhookSecret as string, runner };
}
type S = Awaited<ReturnType<typeof setup>>;

/** A signed push delivery of `ref` at `after`, as the code host sends it. */
async function push(s: S, ref: string, after: string) {
	const raw = JSON.stringify({
		ref,
		before: sha(1),
		after,
		created: true,
		deleted: false,
		forced: false,
		head_commit: { id: after, message: "feat: try", added: [], removed: [], modified: ["a.ts"] },
		commits: [],
		repository: { full_name: s.repo },
	});
	const r = await call("POST", `/ci/api/v1/webhooks/scm/${s.id}`, {
		raw,
		headers: {
			"Content-Type": "application/json",
			"X-GitHub-Event": "push",
			"X-GitHub-Delivery": crypto.randomUUID(),
			"X-Hub-Signature-256": await signGithubPayload(s.secret, raw),
		},
	});
	expect(r.status, r.text).toBe(202);
	expect(r.body.data.accepted).toBe(true);
	for (let i = 0; i < 100; i++) {
		const list = (await ci(s.key, "GET", `/projects/${s.id}/pipelines?limit=100`)).body.data as any[];
		const made = list.find((p) => p.sha === after);
		if (made) return made;
		await sleep(100);
	}
	throw new Error(`no pipeline for ${ref}`);
}

/** The runner takes the pipeline's print job; the variables it is handed. */
async function handedTo(s: S, pipelineId: string) {
	for (let i = 0; i < 10; i++) {
		const r = await call("POST", "/ci/api/v1/runner/jobs/request", {
			body: { wait: 0 },
			headers: { Authorization: `Bearer ${s.runner.token}` },
		});
		expect(r.status, r.text).toBe(201);
		if (r.body.data.pipelineId === pipelineId && r.body.data.name === "print")
			return { vars: new Map<string, string>(r.body.data.variables.map((v: any) => [v.key, v.value])), text: r.text };
	}
	throw new Error(`the runner never got ${pipelineId}'s print job`);
}
const jobNames = (p: { jobs: Array<{ name: string }> }) => p.jobs.map((j) => j.name).sort();

describe("CI protected variables: only the protected branch (issue 37 item 4b)", () => {
	it("a signed push of refs/tags/main gets no protected value (rules nor runner); refs/heads/main does", async () => {
		const s = await setup();
		const tag = await push(s, "refs/tags/main", s.commits.tagMain);
		expect(tag.ref).toBe("main");
		expect(jobNames(tag)).toEqual(["print"]);
		const onTag = await handedTo(s, tag.id);
		expect(onTag.vars.get("CI_COMMIT_TAG")).toBe("main");
		expect(onTag.vars.has("PROT_TOKEN")).toBe(false);
		expect(onTag.text).not.toContain(PROT);

		const branch = await push(s, "refs/heads/main", s.commits.main);
		expect(jobNames(branch)).toEqual(["leak", "print"]);
		expect((await handedTo(s, branch.id)).vars.get("PROT_TOKEN")).toBe(PROT);
	});

	it("look-alikes get nothing: branch Main, branch main2, a tag named refs/heads/main", async () => {
		const s = await setup();
		for (const [ref, after] of [
			["refs/heads/Main", s.commits.Main],
			["refs/heads/main2", s.commits.main2],
			["refs/tags/refs/heads/main", s.commits.tagHeads],
		]) {
			const p = await push(s, ref, after);
			expect(jobNames(p), ref).toEqual(["print"]);
			const got = await handedTo(s, p.id);
			expect(got.vars.has("PROT_TOKEN"), ref).toBe(false);
			expect(got.text).not.toContain(PROT);
		}
	});

	it("a run through the API of the tag (refs/tags/main) gets nothing; of the branch, the value", async () => {
		const s = await setup();
		const tag = await ci(s.key, "POST", `/projects/${s.id}/pipelines`, { ref: "refs/tags/main" });
		expect(tag.status, tag.text).toBe(201);
		expect(jobNames(tag.body.data)).toEqual(["print"]);
		expect((await handedTo(s, tag.body.data.id)).vars.has("PROT_TOKEN")).toBe(false);
		const branch = await ci(s.key, "POST", `/projects/${s.id}/pipelines`, { ref: "main" });
		expect(jobNames(branch.body.data)).toEqual(["leak", "print"]);
		expect((await handedTo(s, branch.body.data.id)).vars.get("PROT_TOKEN")).toBe(PROT);
	});

	it("the default branch's badge shows the branch's pipelines, not a tag named like it", async () => {
		const s = await setup();
		const project = (await ci(s.key, "GET", `/projects/${s.id}`)).body.data;
		const badge = async () => (await call("GET", new URL(project.badgeUrl).pathname)).text;
		const none = await badge();
		const tag = await push(s, "refs/tags/main", s.commits.tagMain);
		expect(tag.ref).toBe("main");
		expect(await badge()).toBe(none);
		const branch = await ci(s.key, "POST", `/projects/${s.id}/pipelines`, { ref: "main" });
		expect(branch.status, branch.text).toBe(201);
		expect(await badge()).not.toBe(none);
	});
});
