// Browser test of CI's pipeline and job pages (issue 41) in Chromium, against one local server and
// the local code host: a job's page shows the lines a runner appends (through the runner protocol)
// within 2 s, ANSI colours as classed spans, never a raw escape code; a private project's page is
// 404 without a view link, 200 through one, 404 again once it expired; the badge's link opens the
// default branch's latest pipeline; and page-checks.mjs at 390/1280 × id-ID/en-US on both pages.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { e2eSkip, git } from "../code-host/e2e.mjs";
import { startCodeHost } from "../code-host/server.mjs";
import { adminCall, startLocal } from "../dev.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("CI pages browser test") || e2eSkip;
const ESC = "\u001b";
const CONFIG = `stages: [build, test]
build:
  stage: build
  script: [make]
lint:
  stage: build
  script: [make lint]
test:
  stage: test
  needs: [build]
  script: [make test]
`;

test("CI pipeline and job pages in Chromium: live log, ANSI, view links, badge link, clean at both sizes", {
	skip,
	timeout: 600_000,
}, async () => {
	const tmp = mkdtempSync(join(tmpdir(), "pasar-ci-pages-"));
	let host = null;
	let server = null;
	let browser = null;
	try {
		host = await startCodeHost({ dir: join(tmp, "repos") });
		const port = 26_000 + Math.floor(Math.random() * 2_000);
		server = await startLocal({
			port,
			persistTo: join(tmp, "state"),
			quiet: true,
			vars: { CODE_HOST_API_URL: host.apiUrl, LOG_LEVEL: "warn" },
		});
		const work = join(tmp, "work");
		mkdirSync(work);
		await git(work, "init", "-q", "-b", "main");
		writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
		await git(work, "add", ".");
		await git(work, "commit", "-q", "-m", "ci config");
		for (const repo of ["toko/kasir", "toko/gudang"]) await git(work, "push", "-q", `${host.url}/${repo}.git`, "main");

		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = (await admin("POST", "/v1/workspaces", { name: "Toko Maju" })).body.data.id;
		const key = (await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "ci" })).body.data.key;
		const ci = async (method, path, body, want) => {
			const res = await fetch(`${server.url}/ci/api/v1${path}`, {
				method,
				headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
				body: body ? JSON.stringify(body) : undefined,
			});
			const json = await res.json();
			assert.equal(res.status, want, `${method} ${path}: ${JSON.stringify(json)}`);
			return json.data;
		};
		const runnerCall = async (token, method, path, init = {}) =>
			fetch(`${server.url}/ci/api/v1/runner${path}`, {
				method,
				...init,
				headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
			});

		const pub = await ci("POST", "/projects", { repoFullName: "toko/kasir", name: "Kasir", visibility: "public" }, 201);
		const priv = await ci("POST", "/projects", { repoFullName: "toko/gudang", name: "Gudang" }, 201);
		const pipe = await ci("POST", `/projects/${pub.id}/pipelines`, { ref: "main" }, 201);
		const privPipe = await ci("POST", `/projects/${priv.id}/pipelines`, { ref: "main" }, 201);
		const runner = await ci("POST", "/runners", { description: "Runner Jakarta 1", tags: [] }, 201);
		const take = async () => {
			const r = await runnerCall(runner.token, "POST", "/jobs/request", {
				headers: { "Content-Type": "application/json" },
				body: JSON.stringify({ wait: 0 }),
			});
			assert.equal(r.status, 201);
			return (await r.json()).data;
		};
		const job = await take();
		assert.equal(job.projectId, pub.id);
		let sent = 0;
		const trace = async (text) => {
			const bytes = Buffer.from(text);
			const r = await runnerCall(job.token, "PATCH", `/jobs/${job.id}/trace`, {
				headers: { "Content-Type": "text/plain", "Content-Range": `${sent}-${sent + bytes.length - 1}` },
				body: bytes,
			});
			assert.equal(r.status, 202, await r.text());
			sent += bytes.length;
		};
		await trace(`${ESC}[32;1mRunning with pasar-runner 1.0 on Runner Jakarta 1${ESC}[0;m\n`);
		await trace(
			`section_start:1764400000:step_script\r${ESC}[0K${ESC}[36;1mExecuting "step_script" stage of the job script${ESC}[0;m\n$ make\ncc -o app main.c\n`,
		);

		browser = await launchChromium();
		const jobUrl = `${server.url}/ci/p/${pub.id}/jobs/${job.id}`;
		const pipeUrl = `${server.url}/ci/p/${pub.id}/pipelines/${pipe.id}`;

		// Live: lines the runner appends while the page is open appear within 2 s, coloured, no escapes.
		{
			const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "en-US" } });
			const page = await context.newPage();
			await page.goto(jobUrl);
			await page.getByText("cc -o app main.c").waitFor();
			const t0 = Date.now();
			await trace(`${ESC}[31mwarning: unused variable${ESC}[0m\n`);
			await page.getByText("warning: unused variable").waitFor({ timeout: 2_000 });
			assert.ok(Date.now() - t0 < 2_000);
			await trace(`half a li`);
			await trace(`ne\nsection_end:1764400009:step_script\r${ESC}[0K${ESC}[32;1mJob succeeded${ESC}[0;m\n`);
			await page.getByText("half a line").waitFor({ timeout: 2_000 });
			await page.getByText("Job succeeded").waitFor({ timeout: 2_000 });
			const red = page.locator("span.ansi-red-fg", { hasText: "warning: unused variable" });
			assert.equal(await red.count(), 1);
			assert.equal(await red.evaluate((el) => getComputedStyle(el).color), "rgb(255, 123, 114)");
			const text = await page.locator("#log").innerText();
			assert.ok(!text.includes(ESC) && !text.includes("[0K") && !text.includes("section_"), text);
			const numbers = await page.locator("#log .l .n").allInnerTexts();
			assert.deepEqual(
				numbers,
				numbers.map((_, i) => String(i + 1)),
			);
			// The section the runner marked is a <details> holding its lines.
			assert.equal(await page.locator("#log details summary", { hasText: "Executing" }).count(), 1);
			assert.equal(await page.locator("#log details .sb .l", { hasText: "$ make" }).count(), 1);
			const putR = await runnerCall(job.token, "PUT", `/jobs/${job.id}`, {
				headers: { "Content-Type": "application/json" },
				body: JSON.stringify({ state: "success" }),
			});
			assert.equal(putR.status, 200);
			await page.locator("#job-status.st-success").waitFor({ timeout: 3_000 });
			assert.equal(await page.locator("#live-note").count(), 0);
			// #L3 opens at its line, highlighted by :target.
			await page.goto(`${jobUrl}#L3`);
			assert.equal(await page.locator("#L3").evaluate((el) => el.matches(":target")), true);
			await context.close();
		}

		// The other jobs: one running (live note), one finished, so the pipeline page shows several statuses.
		const lint = await take();
		await runnerCall(lint.token, "PATCH", `/jobs/${lint.id}/trace`, {
			headers: { "Content-Type": "text/plain", "Content-Range": "0-9" },
			body: "make lint\n",
		});

		// Badge link → latest default-branch pipeline.
		{
			const context = await browser.newContext();
			const page = await context.newPage();
			await page.goto(pub.badgeLinkUrl);
			assert.equal(page.url(), pipeUrl);
			assert.equal(
				await page
					.locator("h1")
					.innerText()
					.then((t) => t.includes("#1")),
				true,
			);
			await context.close();
		}

		// Private: 404 without a link, 200 through one (and the token leaves the address), 404 after expiry.
		{
			const privUrl = `${server.url}/ci/p/${priv.id}/pipelines/${privPipe.id}`;
			const context = await browser.newContext();
			const page = await context.newPage();
			assert.equal((await page.goto(privUrl)).status(), 404);
			const link = await ci("POST", `/pipelines/${privPipe.id}/view-link`, { expiresInSeconds: 3 }, 201);
			assert.equal((await page.goto(link.url)).status(), 200);
			assert.equal(page.url(), privUrl);
			await page.getByText("Gudang").waitFor();
			// The expiry is a whole second (rounded up): wait until expiresAt has surely passed, not a fixed 3 s.
			await page.waitForTimeout(Math.max(0, Date.parse(link.expiresAt) + 1_100 - Date.now()));
			assert.equal((await page.reload()).status(), 404);
			assert.equal((await page.goto(link.url)).status(), 404);
			// Another project's link never opens this one.
			const other = await ci("POST", `/pipelines/${pipe.id}/view-link`, {}, 201);
			const token = new URL(other.url).searchParams.get("view");
			assert.equal((await page.goto(`${privUrl}?view=${token}`)).status(), 404);
			await context.close();
		}

		await eachView(browser, server.url, async (page, view) => {
			assert.equal((await page.goto(pipeUrl)).status(), 200);
			await checkPage(page, "ci-pipeline", view);
			assert.equal((await page.goto(jobUrl)).status(), 200);
			await checkPage(page, "ci-job", view);
		});
	} finally {
		await browser?.close();
		await server?.stop?.();
		await host?.close?.();
		rmSync(tmp, { recursive: true, force: true });
	}
});
