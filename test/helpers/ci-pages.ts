// Pipeline and job pages' tests (issue 41): a project with a manual pipeline, a runner that takes
// its job and sends the trace (raw, unmasked: a custom runner), and page requests through the
// Worker entry point with or without a view session cookie.
import { SELF } from "cloudflare:test";
import { ci, ciWorkspace } from "./ci";
import { type fakeGithub, sha } from "./fake-github";
import { call, ORIGIN } from "./http";

export const SECRET = "s3cr3t-token-value";
const CONFIG = `stages: [build, test]
build:
  stage: build
  script: [echo build]
test:
  stage: test
  needs: [build]
  script: [echo test]
`;

let n = 0;
/** A workspace, a project (visibility as given) with a masked variable, one manual pipeline on main, a runner. */
export async function pagesSetup(gh: ReturnType<typeof fakeGithub>, visibility?: "public" | "private") {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/pages${++n}-${crypto.randomUUID().slice(0, 6)}`;
	const head = sha(7000 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: `Kasir ${n}`, visibility })).body
		.data;
	await ci(key, "POST", `/projects/${project.id}/variables`, { key: "SECRET_TOKEN", value: SECRET, masked: true });
	const pipe = (await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" })).body.data;
	const runner = (await ci(key, "POST", "/runners", { description: "Runner Jakarta 1", tags: [] })).body.data;
	return { ws, key, project, pipe, head, runner: runner as { id: string; token: string } };
}
export type PagesSetup = Awaited<ReturnType<typeof pagesSetup>>;

const R = "/ci/api/v1/runner";

/** The runner takes the next job: {id, token}. */
export async function takeJob(s: PagesSetup) {
	const r = await call("POST", `${R}/jobs/request`, {
		body: { wait: 0 },
		headers: { Authorization: `Bearer ${s.runner.token}` },
	});
	if (r.status !== 201) throw new Error(`no job: ${r.status} ${r.text}`);
	return r.body.data as { id: string; token: string; name: string };
}

/** Appends text to the job's trace from `start` (bytes); answers the stored length. */
export async function sendTrace(job: { id: string; token: string }, start: number, text: string) {
	const bytes = new TextEncoder().encode(text);
	const r = await call("PATCH", `${R}/jobs/${job.id}/trace`, {
		raw: text,
		headers: {
			Authorization: `Bearer ${job.token}`,
			"Content-Type": "text/plain",
			"Content-Range": `${start}-${start + bytes.length - 1}`,
		},
	});
	if (r.status !== 202) throw new Error(`trace refused: ${r.status} ${r.text}`);
	return start + bytes.length;
}

export const finishJob = (job: { id: string; token: string }, state: "success" | "failed") =>
	call("PUT", `${R}/jobs/${job.id}`, { body: { state }, headers: { Authorization: `Bearer ${job.token}` } });

export async function uploadArtifact(job: { id: string; token: string }, text: string) {
	const bytes = new Uint8Array(
		await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
	);
	const res = await SELF.fetch(`${ORIGIN}${R}/jobs/${job.id}/artifacts?fileName=dist.tar.gz`, {
		method: "POST",
		headers: {
			Authorization: `Bearer ${job.token}`,
			"Content-Type": "application/gzip",
			"Content-Length": String(bytes.byteLength),
		},
		body: bytes,
	});
	if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
}

/** GET a page (path after the origin, or a full URL) without following redirects, with an optional cookie. */
export async function page(url: string, cookie?: string, lang = "en-US") {
	const res = await SELF.fetch(url.startsWith("http") ? url : `${ORIGIN}${url}`, {
		redirect: "manual",
		headers: { "Accept-Language": lang, ...(cookie ? { Cookie: cookie } : {}) },
	});
	return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Mints a view link and follows it once: the session cookie (name=value) and where it redirected. */
export async function viewSession(s: PagesSetup, pipelineId = s.pipe.id, expiresInSeconds?: number) {
	const link = await ci(s.key, "POST", `/pipelines/${pipelineId}/view-link`, { expiresInSeconds });
	if (link.status !== 201) throw new Error(`view-link refused: ${link.status} ${link.text}`);
	const r = await page(link.body.data.url);
	const cookie = r.headers.get("Set-Cookie")?.split(";")[0] ?? "";
	return { link: link.body.data as { url: string; expiresAt: string }, res: r, cookie };
}
