import { describe, expect, it } from "vitest";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();

const CONFIG = `stages: [build, test, deploy]
build:
  stage: build
  script: npm run build
unit:
  stage: test
  script: npm test
lint:
  stage: test
  needs: []
  script: npm run lint
deploy:
  stage: deploy
  script: ./deploy.sh
  rules:
    - if: $CI_COMMIT_BRANCH == "main"
      when: manual
`;

let n = 0;
async function project(files: Record<string, string>, extra: Partial<{ tags: Record<string, string> }> = {}) {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/app${++n}`;
	const head = sha(n * 10);
	gh.repos.set(repo, {
		branches: { main: head, feature: sha(n * 10 + 1) },
		files: { [head]: files, [sha(n * 10 + 1)]: files },
		...extra,
	});
	const p = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	return { ws, key, id: p.id as string, head, repo };
}
const pipelineCount = async (ws: string) =>
	(
		await (
			await ciDbOf(ws)
		)
			.prepare("SELECT COUNT(*) AS n FROM pipelines WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>()
	)?.n;

describe("CI pipelines: manual runs", () => {
	it("runs a ref: jobs planned by stage and needs, the first ones pending, a rule making deploy manual", async () => {
		const p = await project({ ".pasar-ci.yml": CONFIG });
		const r = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, {
			ref: "main",
			variables: { DEPLOY_ENV: "staging" },
		});
		expect(r.status, r.text).toBe(201);
		const pipe = r.body.data;
		expect(pipe).toMatchObject({
			iid: 1,
			projectId: p.id,
			ref: "main",
			sha: p.head,
			source: "manual",
			status: "pending",
			stages: ["build", "test", "deploy"],
			configErrors: [],
			variables: { DEPLOY_ENV: "staging" },
		});
		expect(pipe.id).toMatch(/^pipe_/);
		const byName = Object.fromEntries(pipe.jobs.map((j: { name: string }) => [j.name, j]));
		expect(byName.build).toMatchObject({ status: "pending", stage: "build", attempt: 1, needs: null });
		expect(byName.lint).toMatchObject({ status: "pending", needs: [] });
		expect(byName.unit.status).toBe("created");
		expect(byName.deploy).toMatchObject({ status: "created", when: "manual" });
		expect(byName.build.id).toMatch(/^job_/);
		// on another branch the deploy rule matches nothing: no deploy job
		const f = (await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "feature" })).body.data;
		expect(f.iid).toBe(2);
		expect(f.jobs.map((j: { name: string }) => j.name)).not.toContain("deploy");
		expect((await ci(p.key, "GET", `/projects/${p.id}/pipelines/1`)).body.data.id).toBe(pipe.id);
		expect((await ci(p.key, "GET", `/pipelines/${f.id}`)).body.data.iid).toBe(2);
		const list = await ci(p.key, "GET", `/projects/${p.id}/pipelines?limit=1`);
		expect(list.body.data.map((x: { iid: number }) => x.iid)).toEqual([2]);
		const next = await ci(p.key, "GET", `/projects/${p.id}/pipelines?limit=1&cursor=${list.body.meta.cursor}`);
		expect(next.body.data.map((x: { iid: number }) => x.iid)).toEqual([1]);
	});

	it("a config that does not parse still makes the pipeline: failed, no jobs, configErrors with lines", async () => {
		const p = await project({ ".pasar-ci.yml": "build:\n  script: make\n  retry: 5\n" });
		const r = await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" });
		expect(r.status).toBe(201);
		expect(r.body.data).toMatchObject({ status: "failed", jobs: [] });
		expect(r.body.data.configErrors[0]).toMatchObject({ line: 3 });
	});

	it("refusals write nothing: unknown ref 400, no config 422, rules leaving no job 422, code host down 502", async () => {
		const none = await project({ "README.md": "hi" });
		expectEnvelopeError(
			await ci(none.key, "POST", `/projects/${none.id}/pipelines`, { ref: "main" }),
			422,
			"PIPELINE_NOT_CREATED",
		);
		const p = await project({
			".pasar-ci.yml": 'only:\n  script: x\n  rules:\n    - if: $CI_PIPELINE_SOURCE == "push"\n',
		});
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "nope" }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" }),
			422,
			"PIPELINE_NOT_CREATED",
		);
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main", extra: 1 }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main", variables: { "bad name": "x" } }),
			400,
			"VALIDATION_ERROR",
		);
		gh.setDown(true);
		try {
			expectEnvelopeError(
				await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" }),
				502,
				"UPSTREAM_ERROR",
			);
		} finally {
			gh.setDown(false);
		}
		expect(await pipelineCount(p.ws)).toBe(0);
		expect(await pipelineCount(none.ws)).toBe(0);
	});

	it("20 racing runs get iids 1–20, gap-free", async () => {
		const p = await project({ ".pasar-ci.yml": "build:\n  script: make\n" });
		const res = await Promise.all(
			Array.from({ length: 20 }, () => ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" })),
		);
		expect(res.every((r) => r.status === 201)).toBe(true);
		expect(res.map((r) => r.body.data.iid).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
	});

	it("the project shows its newest pipeline, the badge its default branch's; delete takes pipelines and jobs", async () => {
		const p = await project({ ".pasar-ci.yml": CONFIG });
		const badge = (await ci(p.key, "GET", `/projects/${p.id}`)).body.data.badgeToken;
		const svg = async () => (await call("GET", `/ci/api/v1/public/badges/${badge}/pipeline.svg`)).text;
		expect(await svg()).toContain(">unknown</text>");
		const main = (await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" })).body.data;
		const feature = (await ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref: "feature" })).body.data;
		const got = (await ci(p.key, "GET", `/projects/${p.id}`)).body.data;
		expect(got.latestPipeline).toMatchObject({ id: feature.id, iid: 2, ref: "feature", status: "pending" });
		expect((await ci(p.key, "GET", "/projects")).body.data[0].latestPipeline.id).toBe(feature.id);
		expect(await svg()).toContain(">pending</text>");
		expect(await svg()).toContain("#dfb317");
		expect(main.ref).toBe("main");
		await ci(p.key, "DELETE", `/projects/${p.id}`);
		const left = await ciShards
			.prepare(
				"SELECT (SELECT COUNT(*) FROM pipelines WHERE project_id = ?1) + (SELECT COUNT(*) FROM jobs WHERE project_id = ?1) AS n",
			)
			.bind(p.id)
			.first<{ n: number }>();
		expect(left?.n).toBe(0);
	});

	it("tenancy: another workspace's project and pipelines are 404", async () => {
		const a = await project({ ".pasar-ci.yml": "build:\n  script: make\n" });
		const b = await ciWorkspace();
		const pipe = (await ci(a.key, "POST", `/projects/${a.id}/pipelines`, { ref: "main" })).body.data;
		expectEnvelopeError(await ci(b.key, "POST", `/projects/${a.id}/pipelines`, { ref: "main" }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "GET", `/projects/${a.id}/pipelines`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "GET", `/projects/${a.id}/pipelines/1`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "GET", `/pipelines/${pipe.id}`), 404, "NOT_FOUND");
	});
});
