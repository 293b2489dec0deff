// Job logs (issue 22): the JobLog object through env.JOB_LOG (appends, Content-Range semantics,
// 4 MiB cut, UTF-8 split across appends, racing appends, reads, pings) and the HTTP routes
// GET /jobs/{id}/log and /log/stream (complete flag, SSE replay, live chunks, done on cancel,
// Last-Event-ID, a job finished only in D1, tenancy).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { finishJob, startJob } from "../../src/services/pipeline/jobs/finish-job";
import { appendTrace, MAX_LOG_BYTES, traceLength } from "../../src/services/pipeline/logs";
import { splitUtf8Tail } from "../../src/services/pipeline/logs/domain";
import { ci, ciShards, ciWorkspace } from "../helpers/ci";
import { sha, useFakeGithub } from "../helpers/fake-github";
import { call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { envOf } from "../helpers/shards";

const gh = useFakeGithub();

const CONFIG = `stages: [build, test]
build:
  stage: build
  script: make
unit:
  stage: test
  script: make test
`;

let n = 0;
async function job() {
	const { ws, key } = await ciWorkspace();
	const repo = `toko/logs${++n}`;
	const head = sha(9100 + n);
	gh.repos.set(repo, { branches: { main: head }, files: { [head]: { ".pasar-ci.yml": CONFIG } } });
	const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
	const r = await ci(key, "POST", `/projects/${project.id}/pipelines`, { ref: "main" });
	expect(r.status, r.text).toBe(201);
	const byName = Object.fromEntries(r.body.data.jobs.map((j: { name: string; id: string }) => [j.name, j.id]));
	return { key, scope: { workspaceId: ws }, build: byName.build as string, unit: byName.unit as string };
}
/** A context working for the scope's workspace (its DB_CI shard). */
const ctxFor = async (s: { workspaceId: string }) => ({ env: await envOf(s.workspaceId), exec: null });
const stub = (name = crypto.randomUUID()) => env.JOB_LOG.get(env.JOB_LOG.idFromName(name));
const enc = (s: string) => new TextEncoder().encode(s);

interface Frame {
	event?: string;
	id?: string;
	data?: any;
	comment?: string;
}
/** Reads a text/event-stream frame by frame (null once the stream has closed). */
function sse(res: Response) {
	const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
	let buf = "";
	const parse = (block: string): Frame => {
		const f: Frame = {};
		for (const line of block.split("\n")) {
			if (line.startsWith(":")) f.comment = line.slice(1).trim();
			else if (line.startsWith("event: ")) f.event = line.slice(7);
			else if (line.startsWith("id: ")) f.id = line.slice(4);
			else if (line.startsWith("data: ")) f.data = JSON.parse(line.slice(6));
		}
		return f;
	};
	return {
		async next(): Promise<Frame | null> {
			for (;;) {
				const i = buf.indexOf("\n\n");
				if (i >= 0) {
					const block = buf.slice(0, i);
					buf = buf.slice(i + 2);
					return parse(block);
				}
				const { value, done } = await reader.read();
				if (done) return null;
				buf += value;
			}
		},
		/** The next frame that is not a ping. */
		async event(): Promise<Frame | null> {
			for (;;) {
				const f = await this.next();
				if (f?.comment !== "ping") return f;
			}
		},
		cancel: () => reader.cancel().catch(() => {}),
	};
}
const stream = (key: string, jobId: string, query = "", headers: Record<string, string> = {}) =>
	SELF.fetch(`${ORIGIN}/ci/api/v1/jobs/${jobId}/log/stream${query}`, {
		headers: { Authorization: `Bearer ${key}`, ...headers },
	});

describe("JobLog object", () => {
	it("appends in order; a start other than the length appends nothing; an empty append makes no chunk", async () => {
		const log = stub();
		expect(await log.append(0, "$ make\n")).toEqual({ ok: true, length: 7, seq: 1 });
		expect(await log.append(0, "again")).toEqual({ ok: false, length: 7 });
		expect(await log.append(9, "ahead")).toEqual({ ok: false, length: 7 });
		expect(await log.append(7, enc("built\n"))).toEqual({ ok: true, length: 13, seq: 2 });
		expect(await log.append(13, "")).toEqual({ ok: true, length: 13, seq: null });
		const r = await log.read(0);
		expect(r.chunks.map((c) => [c.seq, c.content])).toEqual([
			[1, "$ make\n"],
			[2, "built\n"],
		]);
		expect(r).toMatchObject({ lastSeq: 2, more: false, status: null });
		expect(Date.parse(r.chunks[0].at)).toBeGreaterThan(0);
		expect(await log.length()).toBe(13);
	});

	it("read: chunks after from, at most limit (≤ 500); lastSeq is the last one, or from when none", async () => {
		const log = stub();
		let at = 0;
		for (let i = 1; i <= 5; i++) at = (await log.append(at, `line ${i}\n`)).length;
		const page = await log.read(1, 2);
		expect(page.chunks.map((c) => c.seq)).toEqual([2, 3]);
		expect(page).toMatchObject({ lastSeq: 3, more: true });
		expect(await log.read(3, 10)).toMatchObject({ lastSeq: 5, more: false });
		expect(await log.read(5)).toMatchObject({ chunks: [], lastSeq: 5, more: false });
		expect(await log.read(42)).toMatchObject({ chunks: [], lastSeq: 42 });
		expect((await log.read(0, 10_000)).chunks).toHaveLength(5);
	});

	it("20 racing appends with the same start: exactly one is kept", async () => {
		const jobId = `job_race_${crypto.randomUUID()}`;
		const results = await Promise.all(
			Array.from({ length: 20 }, (_, i) => appendTrace(env, jobId, 0, `writer ${String(i).padStart(2, "0")}\n`)),
		);
		expect(results.filter((r) => r.ok)).toHaveLength(1);
		expect(new Set(results.map((r) => r.length))).toEqual(new Set([10]));
		expect(await traceLength(env, jobId)).toBe(10);
		expect((await stub(jobId).read(0)).chunks).toHaveLength(1);
	});

	it("keeps 4 MiB: the crossing append keeps what fits, one notice follows, later bytes only count", async () => {
		const log = stub();
		const mib = 1024 * 1024;
		expect(await log.append(0, "a".repeat(3 * mib))).toMatchObject({ ok: true, length: 3 * mib, seq: 1 });
		expect(await log.append(3 * mib, "b".repeat(2 * mib))).toEqual({ ok: true, length: 5 * mib, seq: 3 });
		expect(await log.append(5 * mib, "c".repeat(100))).toEqual({ ok: true, length: 5 * mib + 100, seq: null });
		expect(await log.append(5 * mib, "late")).toEqual({ ok: false, length: 5 * mib + 100 });
		const r = await log.read(0);
		expect(r.chunks.map((c) => c.content.length)).toEqual([3 * mib, mib, expect.any(Number)]);
		expect(r.chunks[1].content).toBe("b".repeat(mib)); // a 1 MiB chunk, stored in parts, read back whole
		expect(r.chunks[2].content).toContain("…log truncated at 4 MiB");
		const kept = r.chunks.slice(0, 2).reduce((s, c) => s + enc(c.content).length, 0);
		expect(kept).toBe(MAX_LOG_BYTES);
	});

	it("a character split across appends is whole in the next chunk; an unfinished one is U+FFFD at finish", async () => {
		const text = "é € 😀 ok";
		const bytes = enc(text);
		const log = stub();
		// Cut inside é (2 bytes), € (3 bytes) and 😀 (4 bytes).
		const cuts = [0, 1, 4, 9, 12, bytes.length];
		for (let i = 0; i + 1 < cuts.length; i++)
			expect(await log.append(cuts[i], bytes.slice(cuts[i], cuts[i + 1]))).toMatchObject({ ok: true });
		const chunks = (await log.read(0)).chunks.map((c) => c.content);
		expect(chunks).toHaveLength(5);
		expect(chunks.join("")).toBe(text);
		expect(chunks.some((c) => c.includes("\uFFFD"))).toBe(false);
		expect(chunks[0]).toBe(""); // one byte of é: nothing whole yet
		const open = stub();
		await open.append(0, enc("done ").slice());
		await open.append(5, new Uint8Array([0xf0, 0x9f]));
		await open.finish("failed");
		expect((await open.read(0)).chunks.map((c) => c.content).join("")).toBe("done \uFFFD");
	});

	it("splitUtf8Tail carries only an incomplete character at the very end", () => {
		const split = (b: number[]) => splitUtf8Tail(new Uint8Array(b)).map((x) => [...x]);
		expect(split([0x61, 0xe2, 0x82])).toEqual([[0x61], [0xe2, 0x82]]);
		expect(split([0x61, 0xe2, 0x82, 0xac])).toEqual([[0x61, 0xe2, 0x82, 0xac], []]);
		expect(split([0x80, 0x80])).toEqual([[0x80, 0x80], []]); // invalid, left for U+FFFD
		expect(split([0x61, 0xff])).toEqual([[0x61, 0xff], []]);
		expect(split([])).toEqual([[], []]);
	});

	it("stream: replay, live chunks, pings, done on finish; a finished log replays and ends at once", async () => {
		const log = stub();
		await log.append(0, "one\n");
		const s = sse(await log.stream(0, { pingMs: 30 }));
		expect(await s.next()).toEqual({ event: "chunk", id: "1", data: { seq: 1, content: "one\n" } });
		expect((await s.next())?.comment).toBe("ping");
		await log.append(4, "two\n");
		expect(await s.event()).toEqual({ event: "chunk", id: "2", data: { seq: 2, content: "two\n" } });
		expect(await log.finish("success")).toEqual({ status: "success", finished: true });
		expect(await log.finish("failed")).toEqual({ status: "success", finished: false });
		expect(await s.event()).toEqual({ event: "done", data: { status: "success" } });
		expect(await s.next()).toBeNull();
		const again = sse(await log.stream(1));
		expect((await again.next())?.id).toBe("2");
		expect(await again.next()).toEqual({ event: "done", data: { status: "success" } });
		expect(await again.next()).toBeNull();
	});
});

describe("Job log routes", () => {
	it("GET /jobs/{id}/log: chunks after from, lastSeq, complete once the job finished and none is left", async () => {
		const p = await job();
		await startJob(await ctxFor(p.scope), p.scope, p.build, "runner_test");
		let at = 0;
		for (const line of ["$ make\n", "cc main.c\n", "ok\n"]) at = (await appendTrace(env, p.build, at, line)).length;
		let r = await ci(p.key, "GET", `/jobs/${p.build}/log`);
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ complete: false, lastSeq: 3 });
		expect(r.body.data.chunks.map((c: { content: string }) => c.content).join("")).toBe("$ make\ncc main.c\nok\n");
		await finishJob(await ctxFor(p.scope), p.scope, p.build, { status: "success", exitCode: 0 });
		r = await ci(p.key, "GET", `/jobs/${p.build}/log?from=1&limit=1`);
		expect(r.body.data).toMatchObject({ complete: false, lastSeq: 2 });
		r = await ci(p.key, "GET", `/jobs/${p.build}/log?from=2`);
		expect(r.body.data).toMatchObject({ complete: true, lastSeq: 3 });
		r = await ci(p.key, "GET", `/jobs/${p.build}/log?from=3`);
		expect(r.body.data).toEqual({ chunks: [], complete: true, lastSeq: 3 });
		expectEnvelopeError(await ci(p.key, "GET", `/jobs/${p.build}/log?from=-1`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await ci(p.key, "GET", `/jobs/${p.build}/log?from=x`), 400, "VALIDATION_ERROR");
	});

	it("stream: replay, a live chunk, then done {status: canceled} when the job is canceled over HTTP", async () => {
		const p = await job();
		await startJob(await ctxFor(p.scope), p.scope, p.build, "runner_test");
		await appendTrace(env, p.build, 0, "first\n");
		const res = await stream(p.key, p.build);
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toContain("text/event-stream");
		const s = sse(res);
		expect(await s.event()).toEqual({ event: "chunk", id: "1", data: { seq: 1, content: "first\n" } });
		await appendTrace(env, p.build, 6, "second\n");
		expect(await s.event()).toEqual({ event: "chunk", id: "2", data: { seq: 2, content: "second\n" } });
		const cancel = await ci(p.key, "POST", `/jobs/${p.build}/cancel`);
		expect(cancel.status, cancel.text).toBe(200);
		expect(await s.event()).toEqual({ event: "done", data: { status: "canceled" } });
		expect(await s.next()).toBeNull();
	});

	it("stream: Last-Event-ID resumes after that seq (over from); a finished job replays and ends", async () => {
		const p = await job();
		await startJob(await ctxFor(p.scope), p.scope, p.build, "runner_test");
		let at = 0;
		for (const line of ["a\n", "b\n", "c\n"]) at = (await appendTrace(env, p.build, at, line)).length;
		await finishJob(await ctxFor(p.scope), p.scope, p.build, { status: "failed", exitCode: 2 });
		const s = sse(await stream(p.key, p.build, "?from=0", { "Last-Event-ID": "2" }));
		expect(await s.next()).toEqual({ event: "chunk", id: "3", data: { seq: 3, content: "c\n" } });
		expect(await s.next()).toEqual({ event: "done", data: { status: "failed" } });
		expect(await s.next()).toBeNull();
		const all = sse(await stream(p.key, p.build, "?from=1"));
		expect((await all.next())?.id).toBe("2");
	});

	it("stream: a job finished in D1 whose log was never told still ends with done", async () => {
		const p = await job();
		await ciShards.prepare("UPDATE jobs SET status = 'skipped' WHERE id = ?").bind(p.unit).run();
		const s = sse(await stream(p.key, p.unit));
		expect(await s.next()).toEqual({ event: "done", data: { status: "skipped" } });
		expect(await s.next()).toBeNull();
		expect((await ci(p.key, "GET", `/jobs/${p.unit}/log`)).body.data).toEqual({
			chunks: [],
			complete: true,
			lastSeq: 0,
		});
	});

	it("another workspace's job → 404 on both routes; bad Last-Event-ID → 400", async () => {
		const p = await job();
		const other = await ciWorkspace();
		expectEnvelopeError(await ci(other.key, "GET", `/jobs/${p.build}/log`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(other.key, "GET", `/jobs/${p.build}/log/stream`), 404, "NOT_FOUND");
		expectEnvelopeError(await ci(p.key, "GET", "/jobs/job_unknown/log"), 404, "NOT_FOUND");
		const bad = await call("GET", `/ci/api/v1/jobs/${p.build}/log/stream`, {
			headers: { Authorization: `Bearer ${p.key}`, "Last-Event-ID": "nope" },
		});
		expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
		expect((await call("GET", `/ci/api/v1/jobs/${p.build}/log`)).status).toBe(401);
	});

	it("/ci/openapi.json documents both routes, the stream as text/event-stream", async () => {
		const doc = (await call("GET", "/ci/openapi.json")).body;
		expect(doc.paths["/api/v1/jobs/{id}/log"].get.summary).toBeTruthy();
		const streamOp = doc.paths["/api/v1/jobs/{id}/log/stream"].get;
		expect(Object.keys(streamOp.responses["200"].content)).toEqual(["text/event-stream"]);
	});
});
