// CI under chaos (docs/ci.md "Job logs", the runner protocol, "Webhooks"): a project on the local code
// host, one pipeline of parallel jobs taken by one runner, trace appends (1–4 KiB, Content-Range) to
// random jobs — each job's appends in order, as a runner sends them — and a webhook endpoint for
// every event. An append whose answer was lost to the crash is sent again with the same range; a 416
// whose stored length already includes it means it was kept. Invariants: each job's stored log is
// exactly the bytes acknowledged, in order, nothing twice; every delivery reached the receiver.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ciProject, git } from "../bench/_ci.mjs";
import { bearer, send } from "./client.mjs";

const JOBS = 4;
const CONFIG = `stages: [test]
${Array.from({ length: JOBS }, (_, i) => `\njob${i + 1}:\n  stage: test\n  needs: []\n  script: [echo ${i + 1}]\n`).join("")}`;
const pick = (a) => a[Math.floor(Math.random() * a.length)];

const ciReq = (s, op, method, path, body, token = s.key, extra = {}) => ({
	op,
	url: `${s.url}/ci/api/v1${path}`,
	method,
	body,
	headers: (raw) => ({ ...bearer(token)(raw), ...extra }),
});

/** Workspace `i` of the run (each on its own shard: two created in a row land on different ones). */
export async function setUpCi({ url, adminToken, rec, receiver }, code, i = 0) {
	const server = { url, adminToken };
	const repo = `toko/chaos${i}`;
	const { key, project, work } = await ciProject(server, code, { repo });
	writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
	await git(work, "commit", "-q", "-am", "Parallel jobs [skip ci]");
	await git(work, "push", "-q", `${code.host.url}/${repo}.git`, "main");
	const s = { url, key, jobs: [], hook: `ci${i}` };
	const call = async (method, path, body, want, token) => {
		const a = await send(rec, ciReq(s, "ci.setup", method, path, body && JSON.stringify(body), token));
		if (a?.status !== want) throw new Error(`${method} ${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
		return a.json?.data;
	};
	const hookUrl = receiver.endpoint(s.hook, "Ci-Signature");
	const ep = await call("POST", "/webhook-endpoints", { url: hookUrl, events: ["*"] }, 201);
	receiver.secret(s.hook, ep.secret);
	s.endpointId = ep.id;
	const run = await call("POST", `/projects/${project.id}/pipelines`, { ref: "main" }, 201);
	const runner = await call("POST", "/runners", { description: "chaos runner" }, 201);
	s.runnerToken = runner.token;
	await call("POST", "/runner/register", { name: "chaos", version: "chaos", platform: "node" }, 200, runner.token);
	for (let i = 0; i < JOBS; i++) {
		const job = await call("POST", "/runner/jobs/request", { wait: 0 }, 201, runner.token);
		s.jobs.push({ id: job.id, token: job.token, length: 0, text: "", appends: 0, busy: false });
	}
	s.pipelineId = run.id;
	return s;
}

/** One append to a job not already appending; a lost answer is resolved by the 416's stored length. */
async function append(rec, s, j) {
	const n = 1 + Math.floor(Math.random() * 4);
	const head = `${j.id} append ${j.appends + 1} `;
	const text = `${head}${"x".repeat(n * 1024 - head.length - 1)}\n`;
	const start = j.length;
	const a = await send(
		rec,
		ciReq(s, "ci.trace", "PATCH", `/runner/jobs/${j.id}/trace`, text, j.token, {
			"Content-Type": "text/plain",
			"Content-Range": `${start}-${start + text.length - 1}`,
		}),
	);
	if (!a) return;
	const stored = Number(String(a.headers.get("Range") ?? "").split("-")[1]);
	if (a.status === 202 || (a.status === 416 && stored === start + text.length)) {
		j.length = start + text.length;
		j.text += text;
		j.appends++;
	} else if (a.status === 416 && stored !== start) {
		s.violations.push(`${j.id}: append at ${start} answered 416 with stored length ${stored}`);
		j.length = stored;
	}
}

export function ciOps({ rec }, s) {
	s.violations = [];
	return [
		{
			name: "ci.trace",
			weight: 2,
			async run() {
				const j = pick(s.jobs.filter((x) => !x.busy));
				if (!j) return;
				j.busy = true;
				try {
					await append(rec, s, j);
				} finally {
					j.busy = false;
				}
			},
		},
		{
			name: "ci.read",
			weight: 0.5,
			async run() {
				await send(rec, ciReq(s, "ci.read", "GET", `/jobs/${pick(s.jobs).id}/log?limit=5`));
			},
		},
	];
}

/** The runner reports every job done (retried through restarts): the pipeline finishes, events follow. */
export async function finishCi({ rec }, s) {
	for (const j of s.jobs) {
		const body = JSON.stringify({ state: "success", exitCode: 0 });
		const a = await send(rec, ciReq(s, "ci.finish", "PUT", `/runner/jobs/${j.id}`, body, j.token));
		if (a?.status !== 200) s.violations.push(`finish ${j.id}: ${a?.status} ${JSON.stringify(a?.json)}`);
	}
}

async function all(rec, s, path) {
	const out = [];
	let cursor = null;
	for (let page = 0; page < 200; page++) {
		const sep = path.includes("?") ? "&" : "?";
		const a = await send(
			rec,
			ciReq(s, "ci.check", "GET", `${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`),
		);
		if (a?.status !== 200) throw new Error(`${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
		out.push(...a.json.data);
		cursor = a.json.meta.cursor;
		if (!a.json.meta.hasMore || !cursor) break;
	}
	return out;
}

/** Deliveries the receiver has not seen yet. */
export async function ciOwed({ rec, receiver }, s) {
	const deliveries = await all(rec, s, `/webhook-deliveries?endpointId=${s.endpointId}`);
	const got = receiver.received(s.hook);
	return deliveries.filter((d) => !got.has(d.eventId)).length;
}

export async function ciInvariants({ rec, receiver }, s) {
	const v = { logs: [...s.violations], webhooks: [] };
	for (const j of s.jobs) {
		let text = "";
		let from = 0;
		let complete = false;
		for (let page = 0; page < 100; page++) {
			const a = await send(rec, ciReq(s, "ci.check", "GET", `/jobs/${j.id}/log?from=${from}&limit=500`));
			if (a?.status !== 200) throw new Error(`log ${j.id}: ${a?.status}`);
			text += a.json.data.chunks.map((c) => c.content).join("");
			complete = a.json.data.complete;
			if (a.json.data.lastSeq === from) break;
			from = a.json.data.lastSeq;
		}
		if (text !== j.text)
			v.logs.push(`${j.id}: stored log of ${text.length} bytes is not the ${j.text.length} acknowledged bytes`);
		if (!complete) v.logs.push(`${j.id}: log not complete after the job finished`);
	}
	const deliveries = await all(rec, s, `/webhook-deliveries?endpointId=${s.endpointId}`);
	const got = receiver.received(s.hook);
	const missing = deliveries.filter((d) => !got.has(d.eventId));
	if (missing.length)
		v.webhooks.push(`${missing.length} of ${deliveries.length} CI deliveries never reached the receiver`);
	const types = new Set([...got.values()].map((e) => e.type));
	for (const t of ["ci.pipeline.created.v1", "ci.job.started.v1", "ci.job.finished.v1", "ci.pipeline.finished.v1"])
		if (!types.has(t)) v.webhooks.push(`no ${t} event reached the receiver`);
	s.counts = { appends: s.jobs.reduce((t, j) => t + j.appends, 0), bytes: s.jobs.reduce((t, j) => t + j.length, 0) };
	return v;
}
