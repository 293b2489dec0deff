// An in-memory stand-in for the runner protocol (docs/ci.md "Runner CLI"), for the runner's tests:
// node:http on 127.0.0.1 at a random port, answering like the contract. It records every trace
// PATCH (Content-Range, bytes), every PUT and every artifact upload per job; `hooks` make it
// misbehave on purpose (cancel after the first chunk, lose the answer to the first chunk).
import { createServer } from "node:http";

const send = (res, status, body, headers = {}) => {
	const text = body === undefined ? "" : JSON.stringify(body);
	res.writeHead(status, { ...(text ? { "Content-Type": "application/json" } : {}), ...headers });
	res.end(text);
};
const envelope = (data) => ({ data, error: null, meta: {} });
const problem = (code, message) => ({ data: null, error: { code, message }, meta: {} });

function readBody(req) {
	return new Promise((resolve, reject) => {
		const parts = [];
		req.on("data", (c) => parts.push(c));
		req.on("end", () => resolve(Buffer.concat(parts)));
		req.on("error", reject);
	});
}

/**
 * @param {{runnerToken?: string, runner?: object}} [opts]
 */
export async function startFakeServer({ runnerToken = "cirt_test", runner = {} } = {}) {
	const jobs = new Map();
	const queue = [];
	const files = new Map();
	const registrations = [];
	let waiters = [];
	let seq = 0;

	/**
	 * Queues a job. hooks: {cancelAfterFirstTrace, dropFirstTraceAnswer}.
	 * @returns the job's record: {job, status, trace, patches, puts, uploads, finished}
	 */
	function addJob(partial = {}, hooks = {}) {
		const id = partial.id ?? `job_${++seq}`;
		const job = {
			id,
			token: `cijt_${id}`,
			name: "test",
			stage: "test",
			pipelineId: "pipe_1",
			projectId: "proj_1",
			git: { repoUrl: "", ref: "main", sha: "" },
			variables: [],
			steps: [],
			artifacts: null,
			dependencies: [],
			...partial,
		};
		let resolveFinished;
		const rec = {
			job,
			hooks,
			status: "pending",
			trace: Buffer.alloc(0),
			patches: [],
			puts: [],
			uploads: [],
			finished: new Promise((r) => {
				resolveFinished = r;
			}),
		};
		rec.resolveFinished = resolveFinished;
		jobs.set(id, rec);
		queue.push(rec);
		const w = waiters;
		waiters = [];
		for (const wake of w) wake();
		return rec;
	}

	/** Serves bytes at /ci/files/<name> (job token required); returns the absolute URL. */
	function addFile(name, bytes) {
		files.set(name, bytes);
		return `${base}/files/${name}`;
	}

	const bearer = (req) => /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? null;

	function jobAuth(req, res, id) {
		const token = bearer(req);
		const owner = [...jobs.values()].find((r) => r.job.token === token);
		if (!owner) {
			send(res, 401, problem("AUTH_REQUIRED", "job token missing or unknown"));
			return null;
		}
		if (owner.job.id !== id) {
			send(res, 403, problem("FORBIDDEN", "another job's token"));
			return null;
		}
		return owner;
	}
	const finishedStatus = (rec) => ["success", "failed", "canceled"].includes(rec.status);

	async function handle(req, res) {
		const url = new URL(req.url, "http://x");
		const path = url.pathname;
		const body = await readBody(req);
		let m;
		if (path === "/ci/api/v1/runner/register" && req.method === "POST") {
			if (bearer(req) !== runnerToken)
				return send(res, 401, problem("AUTH_REQUIRED", "runner token missing or unknown"));
			registrations.push(JSON.parse(body.toString() || "{}"));
			return send(
				res,
				200,
				envelope({ id: "runner_1", description: "fake", tags: [], runUntagged: true, paused: false, ...runner }),
			);
		}
		if (path === "/ci/api/v1/runner/jobs/request" && req.method === "POST") {
			if (bearer(req) !== runnerToken)
				return send(res, 401, problem("AUTH_REQUIRED", "runner token missing or unknown"));
			const { wait = 30 } = JSON.parse(body.toString() || "{}");
			const deadline = Date.now() + wait * 1000;
			// A runner that gave up on its long-poll (Ctrl-C) must not be handed a job.
			let gone = false;
			res.on("close", () => {
				gone = true;
			});
			while (!queue.length && Date.now() < deadline && !gone) {
				await new Promise((r) => {
					const t = setTimeout(r, deadline - Date.now());
					waiters.push(() => {
						clearTimeout(t);
						r();
					});
				});
			}
			if (gone) return;
			const rec = queue.shift();
			if (!rec) {
				res.writeHead(204);
				return res.end();
			}
			rec.status = "running";
			return send(res, 201, envelope(rec.job));
		}
		if ((m = /^\/ci\/api\/v1\/runner\/jobs\/([^/]+)\/trace$/.exec(path)) && req.method === "PATCH") {
			const rec = jobAuth(req, res, m[1]);
			if (!rec) return;
			if (finishedStatus(rec)) return send(res, 409, problem("CONFLICT", "job finished"), { "Job-Status": rec.status });
			const cr = /^(\d+)-(\d+)$/.exec(req.headers["content-range"] ?? "");
			const stored = rec.trace.length;
			if (!cr) return send(res, 400, problem("VALIDATION_ERROR", "Content-Range"));
			const start = Number(cr[1]);
			const end = Number(cr[2]);
			rec.patches.push({ start, end, length: body.length, status: start === stored ? 202 : 416 });
			if (start !== stored || end - start + 1 !== body.length) {
				rec.patches.at(-1).status = 416;
				return send(res, 416, problem("RANGE_NOT_SATISFIABLE", "start must be the stored length"), {
					Range: `0-${stored}`,
					"Job-Status": rec.status,
				});
			}
			rec.trace = Buffer.concat([rec.trace, body]);
			if (rec.hooks.dropFirstTraceAnswer && rec.patches.length === 1) {
				// Stored, but the runner never hears so: it must learn the length from a 416.
				req.socket.destroy();
				return;
			}
			if (rec.hooks.cancelAfterFirstTrace) rec.status = "canceled";
			res.writeHead(202, { Range: `0-${rec.trace.length}`, "Job-Status": "running" });
			return res.end();
		}
		if ((m = /^\/ci\/api\/v1\/runner\/jobs\/([^/]+)$/.exec(path)) && req.method === "PUT") {
			const rec = jobAuth(req, res, m[1]);
			if (!rec) return;
			const state = JSON.parse(body.toString() || "{}");
			rec.puts.push(state);
			if (finishedStatus(rec)) return send(res, 409, problem("CONFLICT", "job finished"), { "Job-Status": rec.status });
			if (state.state === "success" || state.state === "failed") {
				rec.status = state.state;
				rec.final = state;
				rec.resolveFinished(state);
			}
			return send(res, 200, envelope({ id: rec.job.id, status: rec.status }), { "Job-Status": rec.status });
		}
		if ((m = /^\/ci\/api\/v1\/runner\/jobs\/([^/]+)\/artifacts$/.exec(path)) && req.method === "POST") {
			const rec = jobAuth(req, res, m[1]);
			if (!rec) return;
			if (finishedStatus(rec)) return send(res, 409, problem("CONFLICT", "job finished"), { "Job-Status": rec.status });
			if (body[0] !== 0x1f || body[1] !== 0x8b) return send(res, 400, problem("VALIDATION_ERROR", "not gzip"));
			const art = {
				id: `art_${rec.uploads.length + 1}`,
				fileName: url.searchParams.get("fileName"),
				size: body.length,
			};
			rec.uploads.push({ ...art, bytes: body, contentType: req.headers["content-type"] });
			return send(res, 201, envelope({ ...art, sha256: "", expireAt: new Date(Date.now() + 864e5).toISOString() }));
		}
		if ((m = /^\/ci\/files\/([^/]+)$/.exec(path)) && req.method === "GET") {
			const token = bearer(req);
			if (![...jobs.values()].some((r) => r.job.token === token)) return send(res, 401, problem("AUTH_REQUIRED", "no"));
			const bytes = files.get(m[1]);
			if (!bytes) return send(res, 404, problem("NOT_FOUND", "no such file"));
			res.writeHead(200, { "Content-Type": "application/gzip" });
			return res.end(bytes);
		}
		send(res, 404, problem("NOT_FOUND", `${req.method} ${path}`));
	}

	const server = createServer((req, res) => {
		handle(req, res).catch((err) => {
			if (!res.headersSent) send(res, 500, problem("INTERNAL", err.message));
		});
	});
	await new Promise((r) => server.listen(0, "127.0.0.1", r));
	const base = `http://127.0.0.1:${server.address().port}/ci`;
	return {
		base,
		runnerToken,
		jobs,
		registrations,
		addJob,
		addFile,
		close: () =>
			new Promise((r) => {
				server.closeAllConnections?.();
				server.close(() => r());
			}),
	};
}
