import { describe, expect, it } from "vitest";
import { runPipeline } from "../../src/services/pipeline/pipelines/create-pipeline";
import { jobVariables, MAX_VARIABLES_PER_PROJECT } from "../../src/services/pipeline/variables";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { ciProject } from "../helpers/ci-schedules";
import { useFakeGithub } from "../helpers/fake-github";
import { expectEnvelopeError, type Res } from "../helpers/http";
import { envOf } from "../helpers/shards";

const gh = useFakeGithub();

const CONFIG = `build:
  script: make
deploy:
  script: ./deploy.sh
  rules:
    - if: $DEPLOY == "yes"
`;
const SECRET = "s3cr3t-Value_0123456789";

type P = Awaited<ReturnType<typeof ciProject>>;
const vars = (p: Pick<P, "id">) => `/projects/${p.id}/variables`;
async function createVar(p: Pick<P, "key" | "id">, body: Record<string, unknown>) {
	const r = await ci(p.key, "POST", vars(p), body);
	if (r.status !== 201) throw new Error(`variable create failed: ${r.status} ${r.text}`);
	return r.body.data as Record<string, any> & { id: string };
}
const varCount = async (projectId: string) =>
	(
		await ciShards
			.prepare("SELECT COUNT(*) AS n FROM variables WHERE project_id = ?")
			.bind(projectId)
			.first<{ n: number }>()
	)?.n;
const varRow = (id: string) =>
	ciShards.prepare("SELECT * FROM variables WHERE id = ?").bind(id).first<{ value: string; value_preview: string }>();
const jobNames = (r: Res) => (r.body.data.jobs as Array<{ name: string }>).map((j) => j.name).sort();

describe("CI variables: routes", () => {
	it("create, list newest first with a cursor, change and delete; answers hold only the preview", async () => {
		const p = await ciProject(gh);
		const a = await createVar(p, { key: "DEPLOY_TOKEN", value: SECRET });
		expect(a).toEqual({
			id: expect.stringMatching(/^var_[0-9A-Z]{26}$/),
			projectId: p.id,
			key: "DEPLOY_TOKEN",
			valuePreview: "****6789",
			masked: false,
			protected: false,
			fileType: false,
			createdAt: expect.any(String),
			updatedAt: a.createdAt,
		});
		const b = await createVar(p, {
			key: "CERT",
			value: "line1\nline2\n",
			masked: false,
			protected: true,
			fileType: true,
		});
		expect(b).toMatchObject({ key: "CERT", valuePreview: "****ne2\n", protected: true, fileType: true });
		const short = await createVar(p, { key: "PIN", value: "1234" });
		expect(short.valuePreview).toBe("****");

		const first = await ci(p.key, "GET", `${vars(p)}?limit=2`);
		expect(first.status, first.text).toBe(200);
		expect(first.body.data.map((x: { id: string }) => x.id)).toEqual([short.id, b.id]);
		expect(first.body.meta).toMatchObject({ hasMore: true, cursor: expect.any(String) });
		const rest = await ci(p.key, "GET", `${vars(p)}?limit=2&cursor=${first.body.meta.cursor}`);
		expect(rest.body.data.map((x: { id: string }) => x.id)).toEqual([a.id]);
		expect(rest.body.meta).toMatchObject({ hasMore: false, cursor: null });
		expectEnvelopeError(await ci(p.key, "GET", `${vars(p)}?limit=0`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await ci(p.key, "GET", `${vars(p)}?cursor=nope`), 400, "VALIDATION_ERROR");

		const path = `${vars(p)}/${a.id}`;
		const ch = await ci(p.key, "PATCH", path, { key: "DEPLOY_KEY", value: "new-value-9999", protected: true });
		expect(ch.status, ch.text).toBe(200);
		expect(ch.body.data).toMatchObject({ id: a.id, key: "DEPLOY_KEY", valuePreview: "****9999", protected: true });
		expect(Date.parse(ch.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt));
		const flags = await ci(p.key, "PATCH", path, { protected: false, fileType: true });
		expect(flags.body.data).toMatchObject({ valuePreview: "****9999", protected: false, fileType: true });

		const del = await ci(p.key, "DELETE", path);
		expect(del.status, del.text).toBe(200);
		expect(del.body.data).toEqual({ id: a.id, deleted: true });
		expectEnvelopeError(await ci(p.key, "DELETE", path), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "PATCH", path, { value: "x" }), 404, "NOT_FOUND");
		expect(await varCount(p.id)).toBe(2);
	});

	it("the value is in no answer (create, list, change, replay, refusals) and is sealed in D1", async () => {
		const p = await ciProject(gh);
		const h = { "Idempotency-Key": `v-${crypto.randomUUID()}` };
		const body = { key: "API_KEY", value: SECRET, masked: true };
		const answers: Res[] = [await ci(p.key, "POST", vars(p), body, h)];
		const id = answers[0].body.data.id as string;
		answers.push(await ci(p.key, "POST", vars(p), body, h)); // replay
		answers.push(await ci(p.key, "POST", vars(p), body)); // 409, same key
		answers.push(await ci(p.key, "GET", vars(p)));
		answers.push(await ci(p.key, "PATCH", `${vars(p)}/${id}`, { value: `${SECRET}2` }));
		answers.push(await ci(p.key, "PATCH", `${vars(p)}/${id}`, { value: `${SECRET} 2` })); // 400, not maskable
		answers.push(await ci(p.key, "POST", vars(p), { key: "OTHER", value: `${SECRET} x`, masked: true })); // 400
		answers.push(await ci(p.key, "DELETE", `${vars(p)}/${id}`));
		expect(answers.map((r) => r.status)).toEqual([201, 201, 409, 200, 200, 400, 400, 200]);
		for (const r of answers) expect(r.text).not.toContain(SECRET);

		const kept = await createVar(p, { key: "KEPT", value: SECRET });
		const row = await varRow(kept.id);
		expect(row?.value).toMatch(/^v1\./);
		expect(row?.value).not.toContain(SECRET);
		expect(row?.value).not.toContain(btoa(SECRET).slice(0, 12));
		expect(row?.value_preview).toBe("****6789");
	});

	it("a key already in the project → 409 CONFLICT (create and rename); keys are case-sensitive; other projects are apart", async () => {
		const p = await ciProject(gh);
		const a = await createVar(p, { key: "TOKEN", value: "one" });
		const dup = await ci(p.key, "POST", vars(p), { key: "TOKEN", value: "two" });
		expectEnvelopeError(dup, 409, "CONFLICT");
		expect(dup.body.error.param).toBe("key");
		await createVar(p, { key: "token", value: "lower" });
		const b = await createVar(p, { key: "OTHER", value: "three" });
		expectEnvelopeError(await ci(p.key, "PATCH", `${vars(p)}/${b.id}`, { key: "TOKEN" }), 409, "CONFLICT");
		expect((await ci(p.key, "PATCH", `${vars(p)}/${a.id}`, { key: "TOKEN" })).status).toBe(200); // its own key
		const q = await ci(p.key, "POST", "/projects", { repoFullName: `${p.repo}-q`, name: "q" });
		expect((await ci(p.key, "POST", vars(q.body.data), { key: "TOKEN", value: "elsewhere" })).status).toBe(201);
		expect(await varCount(p.id)).toBe(3);
	});

	it("10 racing creates of one key: one 201, nine 409 CONFLICT, one row", async () => {
		const p = await ciProject(gh);
		const res = await Promise.all(
			Array.from({ length: 10 }, (_, i) => ci(p.key, "POST", vars(p), { key: "RACE", value: `value-${i}` })),
		);
		expect(res.filter((r) => r.status === 201)).toHaveLength(1);
		const lost = res.filter((r) => r.status !== 201);
		expect(lost).toHaveLength(9);
		for (const r of lost) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await varCount(p.id)).toBe(1);
	});

	it(`a project holds at most ${MAX_VARIABLES_PER_PROJECT}: racing creates at the edge stop exactly there`, async () => {
		const p = await ciProject(gh);
		const now = Date.now();
		const d1 = await ciDbOf(p.ws);
		const fill = Array.from({ length: MAX_VARIABLES_PER_PROJECT - 5 }, (_, i) =>
			d1
				.prepare(
					"INSERT INTO variables (id, account_id, project_id, key, value, value_preview, masked, protected, file_type, created_at, updated_at) VALUES (?, ?, ?, ?, 'v1.x.y.z', '****', 0, 0, 0, ?, ?)",
				)
				.bind(`var_fill${i}_${p.id}`, p.ws, p.id, `FILL_${i}`, now, now),
		);
		await d1.batch(fill);
		const res = await Promise.all(
			Array.from({ length: 12 }, (_, i) => ci(p.key, "POST", vars(p), { key: `EDGE_${i}`, value: "v" })),
		);
		expect(res.filter((r) => r.status === 201)).toHaveLength(5);
		for (const r of res.filter((x) => x.status !== 201)) {
			expectEnvelopeError(r, 409, "CONFLICT");
			expect(r.body.error.message).toMatch(/at most 200 variables/);
		}
		expect(await varCount(p.id)).toBe(MAX_VARIABLES_PER_PROJECT);
		const q = await ci(p.key, "POST", "/projects", { repoFullName: `${p.repo}-q`, name: "q" });
		expect((await ci(p.key, "POST", vars(q.body.data), { key: "EDGE_0", value: "v" })).status).toBe(201);
		await ci(p.key, "DELETE", `${vars(p)}/${res.find((r) => r.status === 201)?.body.data.id}`);
		expect((await ci(p.key, "POST", vars(p), { key: "AGAIN", value: "v" })).status).toBe(201);
		expectEnvelopeError(await ci(p.key, "POST", vars(p), { key: "ONE_MORE", value: "v" }), 409, "CONFLICT");
	});
});

describe("CI variables: refusals", () => {
	it("bad bodies are 400 VALIDATION_ERROR naming the field, and write nothing", async () => {
		const p = await ciProject(gh);
		const bad = async (body: Record<string, unknown>, param: string) => {
			const r = await ci(p.key, "POST", vars(p), body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param, r.text).toBe(param);
		};
		await bad({ value: "x" }, "key");
		await bad({ key: "A" }, "value");
		for (const key of ["", "1ABC", "A-B", "A B", "DÉJÀ", "K".repeat(256)]) await bad({ key, value: "x" }, "key");
		await bad({ key: "A", value: "x".repeat(10_001) }, "value");
		await bad({ key: "A", value: "nul\u0000here" }, "value");
		await bad({ key: "A", value: 12 }, "value");
		await bad({ key: "A", value: "x", extra: true }, "extra");
		await bad({ key: "A", value: "x", environment: "*" }, "environment");
		await bad({ key: "A", value: "x", masked: "yes" }, "masked");
		await bad({ key: "A", value: "x", protected: 1 }, "protected");
		await bad({ key: "A", value: "x", fileType: null }, "fileType");
		await bad({ key: "A", value: "short", masked: true }, "value");
		await bad({ key: "A", value: "two\nlines-here", masked: true }, "value");
		expect(await varCount(p.id)).toBe(0);
		expect((await ci(p.key, "POST", vars(p), { key: "K".repeat(255), value: "x".repeat(10_000) })).status).toBe(201);
		expect((await ci(p.key, "POST", vars(p), { key: "EMPTY", value: "" })).status).toBe(201);
	});

	it.each([
		["12345678", 201],
		["dGVzdA==", 201],
		["user@host:8080.x~y", 201],
		["ghp_abcDEF123-xyz", 201],
		["1234567", 400],
		["has space1", 400],
		["line1\nline2", 400],
		["pa$$word12", 400],
		["kata-sandi-é-rahasia", 400],
	])("masked value %j → %i", async (value, status) => {
		const p = await ciProject(gh);
		const r = await ci(p.key, "POST", vars(p), { key: "M", value, masked: true });
		expect(r.status, r.text).toBe(status);
		if (status === 400) expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", param: "value" });
		if (status === 400) expect(r.text).not.toContain(value);
	});

	it("PATCH: the masked rule holds when value or masked changes; bad bodies change nothing", async () => {
		const p = await ciProject(gh);
		const loose = await createVar(p, { key: "LOOSE", value: "not maskable!" });
		const path = `${vars(p)}/${loose.id}`;
		const patch = async (body: Record<string, unknown>, param?: string) => {
			const r = await ci(p.key, "PATCH", path, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			if (param) expect(r.body.error.param, r.text).toBe(param);
		};
		await patch({ masked: true }, "value"); // the stored value cannot be masked
		await patch({ masked: true, value: "still no" }, "value");
		await patch({});
		await patch({ nope: 1 }, "nope");
		await patch({ key: "9X" }, "key");
		await patch({ value: "x".repeat(10_001) }, "value");
		expect((await ci(p.key, "GET", vars(p))).body.data[0]).toEqual(loose);
		// a maskable value with masked together is fine; then an unmaskable value alone is refused
		const ok = await ci(p.key, "PATCH", path, { masked: true, value: "now-maskable" });
		expect(ok.body.data).toMatchObject({ masked: true, valuePreview: "****able" });
		await patch({ value: "bad value" }, "value");
		expect((await ci(p.key, "PATCH", path, { masked: false })).body.data.masked).toBe(false);
		expect((await ci(p.key, "PATCH", path, { value: "bad value" })).body.data.valuePreview).toBe("****alue");
		// masking a stored maskable value opens and checks it
		const good = await createVar(p, { key: "GOOD", value: "maskable-value" });
		expect((await ci(p.key, "PATCH", `${vars(p)}/${good.id}`, { masked: true })).body.data.masked).toBe(true);
	});

	it("racing PATCHes (one masking, one setting an unmaskable value) never leave a masked unmaskable value", async () => {
		const p = await ciProject(gh);
		for (let i = 0; i < 5; i++) {
			const v = await createVar(p, { key: `RACE_${i}`, value: "maskable-value" });
			const path = `${vars(p)}/${v.id}`;
			const [mask, value] = await Promise.all([
				ci(p.key, "PATCH", path, { masked: true }),
				ci(p.key, "PATCH", path, { value: "not maskable!" }),
			]);
			expect([mask.status, value.status].sort()).toEqual([200, 400]);
			const [after] = (
				await jobVariables(
					await envOf(p.ws),
					{ workspaceId: p.ws },
					{ id: p.id, defaultBranch: "main" },
					{
						ref: "main",
						refKind: "branch",
						source: "push",
					},
				)
			).filter((x) => x.key === `RACE_${i}`);
			expect(after.masked ? after.value : "maskable-value").toBe("maskable-value");
		}
	});

	it("tenancy and 404s: another workspace's project or variable, a variable under another project, unknown ids", async () => {
		const a = await ciProject(gh);
		const v = await createVar(a, { key: "MINE", value: SECRET });
		const b = await ciWorkspace();
		const path = `${vars(a)}/${v.id}`;
		expectEnvelopeError(await ci(b.key, "GET", vars(a)), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "POST", vars(a), { key: "THEIRS", value: "x" }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "PATCH", path, { value: "hijacked" }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(b.key, "DELETE", path), 404, "NOT_FOUND");
		const q = await ci(a.key, "POST", "/projects", { repoFullName: `${a.repo}-q`, name: "q" });
		const wrong = `${vars(q.body.data)}/${v.id}`;
		expectEnvelopeError(await ci(a.key, "PATCH", wrong, { value: "x" }), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(a.key, "DELETE", wrong), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(a.key, "GET", "/projects/proj_nope/variables"), 404, "NOT_FOUND");
		expectEnvelopeError(
			await ci(a.key, "POST", "/projects/proj_nope/variables", { key: "A", value: "b" }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await ci(a.key, "DELETE", `${vars(a)}/var_nope`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci("sk_live_nope", "GET", vars(a)), 401, "AUTH_REQUIRED");
		expect(await varCount(a.id)).toBe(1);
		expect((await ci(a.key, "GET", vars(a))).body.data).toEqual([v]);
	});

	it("Idempotency-Key on POST, PATCH and DELETE: replays answer the first, another body is 409", async () => {
		const p = await ciProject(gh);
		const h = { "Idempotency-Key": `var-${crypto.randomUUID()}` };
		const body = { key: "IDEM", value: "first" };
		const first = await ci(p.key, "POST", vars(p), body, h);
		const again = await ci(p.key, "POST", vars(p), body, h);
		expect([first.status, again.status]).toEqual([201, 201]);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data.id).toBe(first.body.data.id);
		expect(await varCount(p.id)).toBe(1);
		expectEnvelopeError(
			await ci(p.key, "POST", vars(p), { ...body, value: "other" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		const path = `${vars(p)}/${first.body.data.id}`;
		const ph = { "Idempotency-Key": `patch-${crypto.randomUUID()}` };
		expect((await ci(p.key, "PATCH", path, { value: "second" }, ph)).body.data.valuePreview).toBe("****cond");
		const replay = await ci(p.key, "PATCH", path, { value: "second" }, ph);
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
		const dh = { "Idempotency-Key": `del-${crypto.randomUUID()}` };
		expect((await ci(p.key, "DELETE", path, undefined, dh)).status).toBe(200);
		const dr = await ci(p.key, "DELETE", path, undefined, dh);
		expect(dr.status).toBe(200);
		expect(dr.headers.get("Idempotent-Replayed")).toBe("true");
	});

	it("deleting the project deletes its variables (another project's stay)", async () => {
		const p = await ciProject(gh);
		const q = await ci(p.key, "POST", "/projects", { repoFullName: `${p.repo}-q`, name: "q" });
		const gone = await createVar(p, { key: "A", value: "1" });
		await createVar(p, { key: "B", value: "2" });
		const kept = await createVar({ key: p.key, id: q.body.data.id }, { key: "A", value: "3" });
		expect((await ci(p.key, "DELETE", `/projects/${p.id}`)).status).toBe(200);
		expect(await varCount(p.id)).toBe(0);
		expect(await varRow(gone.id)).toBeNull();
		expect((await ci(p.key, "GET", vars(q.body.data))).body.data).toEqual([kept]);
		expectEnvelopeError(await ci(p.key, "GET", vars(p)), 404, "NOT_FOUND");
	});
});

describe("CI variables in pipelines and jobs", () => {
	const run = (p: P, ref: string, variables?: Record<string, string>) =>
		ci(p.key, "POST", `/projects/${p.id}/pipelines`, { ref, variables });

	it("rules see project variables; pipeline variables override them", async () => {
		const p = await ciProject(gh, { ".pasar-ci.yml": CONFIG });
		expect(jobNames(await run(p, "main"))).toEqual(["build"]);
		const v = await createVar(p, { key: "DEPLOY", value: "yes" });
		const with_ = await run(p, "main");
		expect(with_.status, with_.text).toBe(201);
		expect(jobNames(with_)).toEqual(["build", "deploy"]);
		expect(jobNames(await run(p, "feature"))).toEqual(["build", "deploy"]);
		// precedence: predefined < config < project < pipeline
		expect(jobNames(await run(p, "main", { DEPLOY: "no" }))).toEqual(["build"]);
		// the project's values are not copied onto the pipeline
		expect(with_.body.data.variables).toEqual({});
		await ci(p.key, "PATCH", `${vars(p)}/${v.id}`, { value: "no" });
		expect(jobNames(await run(p, "main"))).toEqual(["build"]);
	});

	it("protected variables reach only default-branch pipelines, never pull_request ones", async () => {
		const p = await ciProject(gh, { ".pasar-ci.yml": CONFIG });
		await createVar(p, { key: "DEPLOY", value: "yes", protected: true });
		expect(jobNames(await run(p, "main"))).toEqual(["build", "deploy"]);
		expect(jobNames(await run(p, "feature"))).toEqual(["build"]);
		const pr = await runPipeline({ env: await envOf(p.ws), exec: null }, { workspaceId: p.ws }, p.id, {
			ref: "main",
			source: "pull_request",
			actor: null,
			commit: { sha: p.head, kind: "branch" },
		});
		expect(pr.pipeline.jobs.map((j) => j.name)).toEqual(["build"]);
	});

	it("jobVariables: decrypted values with their flags, protected ones by the same rule, sealed per row", async () => {
		const p = await ciProject(gh);
		const open = await createVar(p, { key: "OPEN", value: "plain value\nline 2" });
		await createVar(p, { key: "TOKEN", value: SECRET, masked: true, protected: true });
		await createVar(p, { key: "KUBECONFIG", value: "apiVersion: v1\n", fileType: true });
		const scope = { workspaceId: p.ws };
		const project = { id: p.id, defaultBranch: "main" };
		const onMain = await jobVariables(await envOf(p.ws), scope, project, {
			ref: "main",
			refKind: "branch",
			source: "push",
		});
		expect(onMain).toEqual([
			{ key: "KUBECONFIG", value: "apiVersion: v1\n", masked: false, fileType: true },
			{ key: "OPEN", value: "plain value\nline 2", masked: false, fileType: false },
			{ key: "TOKEN", value: SECRET, masked: true, fileType: false },
		]);
		const keys = async (ref: string, source: string) =>
			(await jobVariables(await envOf(p.ws), scope, project, { ref, refKind: "branch", source })).map((v) => v.key);
		expect(await keys("feature", "push")).toEqual(["KUBECONFIG", "OPEN"]);
		expect(await keys("main", "pull_request")).toEqual(["KUBECONFIG", "OPEN"]);
		expect(await keys("main", "schedule")).toEqual(["KUBECONFIG", "OPEN", "TOKEN"]);
		// a tag named like the default branch is not the branch (issue 37 item 4b)
		const onTag = await jobVariables(await envOf(p.ws), scope, project, {
			ref: "main",
			refKind: "tag",
			source: "push",
		});
		expect(onTag.map((v) => v.key)).toEqual(["KUBECONFIG", "OPEN"]);
		// another workspace's scope sees nothing of this project
		expect(
			await jobVariables(await envOf(p.ws), { workspaceId: "acc_other" }, project, {
				ref: "main",
				refKind: "branch",
				source: "push",
			}),
		).toEqual([]);
		// a sealed value copied onto another row does not open there (the row is the associated data)
		await ciShards
			.prepare(
				"UPDATE variables SET value = (SELECT value FROM variables WHERE key = 'TOKEN' AND project_id = ?1) WHERE id = ?2",
			)
			.bind(p.id, open.id)
			.run();
		await expect(
			jobVariables(await envOf(p.ws), scope, project, { ref: "feature", refKind: "branch", source: "push" }),
		).rejects.toThrow();
	});
});
