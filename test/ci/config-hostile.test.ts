// Issue 37 item 1b through the HTTP entry: hostile .pasar-ci.yml files answer promptly, with a bounded
// configErrors list, instead of stalling the Worker.
import { describe, expect, it } from "vitest";
import { ci, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";

const gh = useFakeGithub();
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

let n = 0;
async function run(config: string) {
	const { key } = await ciWorkspace();
	const repo = `toko/hostile${++n}`;
	const head = sha(900 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": config } } });
	const p = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const t0 = performance.now();
	const r = await ci(key, "POST", `/projects/${p.id}/pipelines`, { ref: "main" });
	return { r, ms: performance.now() - t0 };
}

describe("CI config: hostile files through POST /pipelines", () => {
	it("a diamond of templates (each level extending the one below five times) plans at once", async () => {
		let yml = ".t0: {script: echo ok, variables: {A: '1'}}\n";
		for (let d = 1; d <= 10; d++) yml += `.t${d}: {extends: [${range(5).map(() => `.t${d - 1}`)}]}\n`;
		yml += "build: {extends: .t10}\n";
		const { r, ms } = await run(yml);
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ status: "pending", configErrors: [] });
		expect(ms).toBeLessThan(3000);
	});

	it("thousands of mistakes: the first 100 are listed and the rest counted", async () => {
		const yml = `build:\n  script: x\n${range(5000)
			.map((i) => `  k${i}: 1`)
			.join("\n")}\n`;
		const { r } = await run(yml);
		expect(r.status, r.text).toBe(201);
		const errors = r.body.data.configErrors as { message: string; line: number }[];
		expect(r.body.data.status).toBe("failed");
		expect(errors).toHaveLength(101);
		expect(errors[0]).toMatchObject({ line: 3, message: 'build: unknown key "k0"' });
		expect(errors[100].message).toBe("and 4900 more errors (the first 100 are listed)");
	});
});
