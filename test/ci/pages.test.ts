import { describe, expect, it } from "vitest";
import { ci } from "../helpers/ci";
import {
	finishJob,
	page,
	pagesSetup,
	SECRET,
	sendTrace,
	takeJob,
	uploadArtifact,
	viewSession,
} from "../helpers/ci-pages";
import { useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError } from "../helpers/http";

const gh = useFakeGithub();
const pipePage = (s: { project: { id: string } }, id: string) => `/ci/p/${s.project.id}/pipelines/${id}`;
const jobPage = (s: { project: { id: string } }, id: string) => `/ci/p/${s.project.id}/jobs/${id}`;
const ESC = "\u001b";

describe("CI projects: visibility and the badge's link", () => {
	it("private by default; badgeLinkUrl and a README snippet; PATCH changes visibility", async () => {
		const s = await pagesSetup(gh);
		expect(s.project.visibility).toBe("private");
		expect(s.project.badgeLinkUrl).toBe(`http://127.0.0.1:8787/ci/p/${s.project.id}/pipelines/latest`);
		expect(s.project.badgeMarkdown).toBe(`[![pipeline](${s.project.badgeUrl})](${s.project.badgeLinkUrl})`);
		const r = await ci(s.key, "PATCH", `/projects/${s.project.id}`, { visibility: "public" });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.visibility).toBe("public");
		expect((await ci(s.key, "GET", `/projects/${s.project.id}`)).body.data.visibility).toBe("public");
		expectEnvelopeError(
			await ci(s.key, "PATCH", `/projects/${s.project.id}`, { visibility: "open" }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await ci(s.key, "PATCH", `/projects/${s.project.id}`, { name: "x" }), 400, "VALIDATION_ERROR");
		const other = await pagesSetup(gh);
		expectEnvelopeError(
			await ci(other.key, "PATCH", `/projects/${s.project.id}`, { visibility: "private" }),
			404,
			"NOT_FOUND",
		);
	});
});

describe("CI pipeline pages: who may see", () => {
	it("public: anyone sees the pipeline page; latest redirects to the default branch's newest", async () => {
		const s = await pagesSetup(gh, "public");
		const r = await page(pipePage(s, s.pipe.id));
		expect(r.status).toBe(200);
		expect(r.text).toContain("Pipeline #1");
		expect(r.text).toContain(s.head.slice(0, 8));
		expect(r.text).toContain("Kasir");
		expect(r.text).toMatch(/>build<\/a>/);
		expect(r.text).toContain("Needs: build");
		expect(r.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
		const csp = r.headers.get("Content-Security-Policy") ?? "";
		expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
		expect(csp).not.toContain("unsafe-inline");
		const second = (await ci(s.key, "POST", `/projects/${s.project.id}/pipelines`, { ref: "main" })).body.data;
		const latest = await page(`/ci/p/${s.project.id}/pipelines/latest`);
		expect(latest.status).toBe(302);
		expect(latest.headers.get("Location")).toBe(pipePage(s, second.id));
		expect((await page(s.project.badgeLinkUrl)).headers.get("Location")).toBe(pipePage(s, second.id));
		const id = await page(pipePage(s, s.pipe.id), undefined, "id-ID");
		expect(id.text).toContain('lang="id"');
		expect(id.text).toContain("Membutuhkan: build");
	});

	it("a project without a default-branch pipeline: latest is the 404 page", async () => {
		const s = await pagesSetup(gh, "public");
		const other = (
			await ci(s.key, "POST", `/projects`, {
				repoFullName: `${s.project.repoFullName}-b`,
				name: "B",
				visibility: "public",
			})
		).body.data;
		const r = await page(`/ci/p/${other.id}/pipelines/latest`);
		expect(r.status).toBe(404);
		expect(r.text).toContain('data-testid="error-page"');
	});

	it("private: 404 without a link, 200 through one (token exchanged for a cookie, dropped from the URL)", async () => {
		const s = await pagesSetup(gh);
		const bare = await page(pipePage(s, s.pipe.id));
		expect(bare.status).toBe(404);
		const unknown = await page(pipePage(s, "pipe_01JB4X7C2H5M8Q1R4T6W9Y2B3D"));
		expect(unknown.text).toBe(bare.text.replace(/nonce-[0-9a-f]+/g, (m) => m));
		const { link, res, cookie } = await viewSession(s);
		expect(link.url).toMatch(
			new RegExp(
				`^http://127\\.0\\.0\\.1:8787/ci/p/${s.project.id}/pipelines/${s.pipe.id}\\?view=\\d+\\.[A-Za-z0-9_-]{43}$`,
			),
		);
		expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe(pipePage(s, s.pipe.id));
		const set = res.headers.get("Set-Cookie") ?? "";
		expect(set).toMatch(/HttpOnly/i);
		expect(set).toMatch(new RegExp(`Path=/ci/p/${s.project.id}`));
		expect(set).toMatch(/SameSite=Lax/i);
		const seen = await page(pipePage(s, s.pipe.id), cookie);
		expect(seen.status).toBe(200);
		expect(seen.text).toContain("Pipeline #1");
		const job = await takeJob(s);
		expect((await page(jobPage(s, job.id), cookie)).status).toBe(200);
		expect((await page(jobPage(s, job.id))).status).toBe(404);
		const tampered = await page(`${link.url.slice(0, -2)}xx`);
		expect(tampered.status).toBe(404);
		expect(tampered.headers.get("Set-Cookie")).toBeNull();
	});

	it("tenancy: project A's link or session never opens project B's pages", async () => {
		const a = await pagesSetup(gh);
		const b = await pagesSetup(gh);
		const { link, cookie } = await viewSession(a);
		const token = new URL(link.url).searchParams.get("view");
		expect((await page(`${pipePage(b, b.pipe.id)}?view=${token}`)).status).toBe(404);
		const grant = cookie.split("=")[1];
		expect((await page(pipePage(b, b.pipe.id), `pasar_ci_view=${grant}`)).status).toBe(404);
		// A's token under A's project but B's pipeline id: B's pipeline is not A's.
		expect((await page(`${pipePage(a, b.pipe.id)}?view=${token}`)).status).toBe(302);
		expect((await page(pipePage(a, b.pipe.id), cookie)).status).toBe(404);
		// The view-link API is workspace-scoped.
		expectEnvelopeError(await ci(a.key, "POST", `/pipelines/${b.pipe.id}/view-link`, {}), 404, "NOT_FOUND");
	});

	it("a link and its session expire", async () => {
		const s = await pagesSetup(gh);
		const { link, cookie } = await viewSession(s, s.pipe.id, 2);
		expect((await page(pipePage(s, s.pipe.id), cookie)).status).toBe(200);
		await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(link.expiresAt) - Date.now()) + 50));
		expect((await page(pipePage(s, s.pipe.id), cookie)).status).toBe(404);
		expect((await page(link.url)).status).toBe(404);
	});

	it("view-link API errors: credential, bounds, unknown fields", async () => {
		const s = await pagesSetup(gh);
		expectEnvelopeError(
			await call("POST", `/ci/api/v1/pipelines/${s.pipe.id}/view-link`, { body: {} }),
			401,
			"AUTH_REQUIRED",
		);
		for (const expiresInSeconds of [0, 86_401, 1.5, "60"])
			expectEnvelopeError(
				await ci(s.key, "POST", `/pipelines/${s.pipe.id}/view-link`, { expiresInSeconds }),
				400,
				"VALIDATION_ERROR",
			);
		expectEnvelopeError(
			await ci(s.key, "POST", `/pipelines/${s.pipe.id}/view-link`, { scope: "all" }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await ci(s.key, "POST", "/pipelines/pipe_01JB4X7C2H5M8Q1R4T6W9Y2B3D/view-link", {}),
			404,
			"NOT_FOUND",
		);
		const day = await ci(s.key, "POST", `/pipelines/${s.pipe.id}/view-link`, { expiresInSeconds: 86_400 });
		expect(day.status).toBe(201);
		expect(Date.parse(day.body.data.expiresAt) - Date.now()).toBeGreaterThan(86_000_000);
		const bodiless = await call("POST", `/ci/api/v1/pipelines/${s.pipe.id}/view-link`, {
			headers: { Authorization: `Bearer ${s.key}` },
		});
		expect(bodiless.status, bodiless.text).toBe(201);
	});
});

describe("CI job pages: the log", () => {
	it("ANSI → classed spans, escaped HTML, numbered lines, sections; no raw escape codes, no style attribute", async () => {
		const s = await pagesSetup(gh, "public");
		const job = await takeJob(s);
		let at = await sendTrace(job, 0, `${ESC}[32;1mRunning with pasar-runner${ESC}[0m\n<script>alert(1)</script>\n`);
		at = await sendTrace(
			job,
			at,
			`section_start:1764400000:build_script[collapsed=true]\r${ESC}[0K${ESC}[36;1mExecuting step_script${ESC}[0m\n$ make\n${ESC}[38;5;196mred 256${ESC}[0m\nsection_end:1764400010:build_script\r${ESC}[0K\nJob succeeded\n`,
		);
		await finishJob(job, "success");
		const r = await page(jobPage(s, job.id));
		expect(r.status).toBe(200);
		expect(r.text).toContain('<span class="ansi-green-fg ansi-bold">Running with pasar-runner</span>');
		expect(r.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
		expect(r.text).not.toContain("<script>alert");
		expect(r.text).toContain('<details class="sec"><summary class="l" id="L3">');
		expect(r.text).toContain('<span class="ansi-cyan-fg ansi-bold">Executing step_script</span>');
		expect(r.text).toContain('<span class="ansi-red-fg">red 256</span>');
		expect(r.text).toContain('<a class="n" href="#L1">1</a>');
		expect(r.text).toMatch(/id="L6"><a class="n" href="#L6">6<\/a><span class="t">Job succeeded/);
		expect(r.text).not.toContain(ESC);
		expect(r.text).not.toContain("[0K");
		expect(r.text).not.toContain("section_start");
		expect(r.text).not.toMatch(/ style="/);
		expect(r.text).not.toContain("&quot;");
		expect(r.text).toContain('id="job-status"');
		expect(r.text).toContain("Passed");
		expect(r.text).not.toContain("data-stream");
		expect(r.text).toContain(`href="${pipePage(s, s.pipe.id)}"`);
		expect(r.text).toContain("Runner Jakarta 1");
	});

	it("masked values never reach the log, even from a runner that does not mask or splits them", async () => {
		const s = await pagesSetup(gh, "public");
		const job = await takeJob(s);
		let at = await sendTrace(job, 0, `token is ${SECRET}\n`);
		at = await sendTrace(job, at, `split ${SECRET.slice(0, 7)}`);
		at = await sendTrace(job, at, `${SECRET.slice(7)} end\nalmost ${SECRET.slice(0, 5)}`);
		at = await sendTrace(job, at, "x not a secret\n");
		const log = await ci(s.key, "GET", `/jobs/${job.id}/log`);
		const text = log.body.data.chunks.map((c: { content: string }) => c.content).join("");
		expect(text).toBe(`token is [MASKED]\nsplit [MASKED] end\nalmost ${SECRET.slice(0, 5)}x not a secret\n`);
		for (const c of log.body.data.chunks) expect(c.content).not.toContain(SECRET.slice(0, 8));
		await finishJob(job, "success");
		const r = await page(jobPage(s, job.id));
		expect(r.text).toContain("token is [MASKED]");
		expect(r.text).not.toContain(SECRET);
	});

	it("a running job's page streams from its last chunk; Last-Event-ID resumes with the same numbering", async () => {
		const s = await pagesSetup(gh, "public");
		const job = await takeJob(s);
		let at = await sendTrace(job, 0, `${ESC}[31mone${ESC}[0m\ntw`);
		const running = await page(jobPage(s, job.id));
		expect(running.text).toContain(`data-stream="${jobPage(s, job.id)}/log/stream?from=1"`);
		expect(running.text).toContain('id="live-note"');
		expect(running.text).toContain("one");
		expect(running.text).not.toContain(">tw<");
		at = await sendTrace(job, at, `o\n${ESC}[33mthree`);
		at = await sendTrace(job, at, "\nfour\n");
		await finishJob(job, "failed");
		const all = await page(`${jobPage(s, job.id)}/log/stream?from=1`);
		expect(all.headers.get("Content-Type")).toContain("text/event-stream");
		expect(all.text).toContain('event: lines\nid: 2\ndata: [{"t":"line","n":2,"html":"two"}]');
		expect(all.text).toContain(
			'id: 3\ndata: [{"t":"line","n":3,"html":"<span class=\\"ansi-yellow-fg\\">three</span>"},{"t":"line","n":4',
		);
		expect(all.text).toMatch(/event: done\ndata: \{"status":"failed","label":"Failed","items":\[\]\}/);
		const resumed = await SELF_stream(`${jobPage(s, job.id)}/log/stream?from=0`, "2");
		expect(resumed).not.toContain("id: 2\n");
		expect(resumed).toContain('"n":3');
	});

	it("artifacts: linked on the page, downloaded through it by those who may see it", async () => {
		const s = await pagesSetup(gh);
		const job = await takeJob(s);
		await sendTrace(job, 0, "building\n");
		await uploadArtifact(job, "dist files");
		await finishJob(job, "success");
		const { cookie } = await viewSession(s);
		const r = await page(jobPage(s, job.id), cookie);
		const href = /href="([^"]+\/artifacts\/art_[^"]+)"/.exec(r.text)?.[1] as string;
		expect(href).toMatch(new RegExp(`^/ci/p/${s.project.id}/jobs/${job.id}/artifacts/art_`));
		expect(r.text).toContain("Download dist.tar.gz");
		const dl = await page(href, cookie);
		expect(dl.status).toBe(200);
		expect((await page(href)).status).toBe(404);
	});
});

async function SELF_stream(path: string, lastEventId: string) {
	const { SELF } = await import("cloudflare:test");
	const res = await SELF.fetch(`http://127.0.0.1:8787${path}`, { headers: { "Last-Event-ID": lastEventId } });
	return res.text();
}
