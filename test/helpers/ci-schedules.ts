// CI schedule test helpers: a project on the fake code host, a schedule on it, and a look at the row.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { pinnedEnv, shardCount } from "../../src/platform/shards";
import { schedulesTick } from "../../src/services/pipeline/schedules/jobs";
import { ci, ciShards, ciWorkspace } from "./ci";
import { type fakeGithub, sha } from "./fake-github";

export const CONFIG = "build:\n  script: make\n";
/** Fires only on 1 January (Jakarta): never due in a test run's ticks, so it stays out of their way. */
export const YEARLY = "0 3 1 1 *";

let n = 0;
/** A fresh workspace with one project on `gh` whose main (and feature) branch hold `files`. */
export async function ciProject(
	gh: ReturnType<typeof fakeGithub>,
	files: Record<string, string> = { ".pasar-ci.yml": CONFIG },
) {
	const { ws, key } = await ciWorkspace();
	const repo = `sched/app${++n}-${crypto.randomUUID().slice(0, 6)}`;
	const head = sha(5000 + n * 2);
	gh.repos.set(repo, {
		branches: { main: head, feature: sha(5001 + n * 2) },
		files: { [head]: files, [sha(5001 + n * 2)]: files },
	});
	const r = await ci(key, "POST", "/projects", { repoFullName: repo, name: repo });
	if (r.status !== 201) throw new Error(`project create failed: ${r.status} ${r.text}`);
	return { ws, key, id: r.body.data.id as string, head, repo };
}

/** POST a schedule and insist on the 201. */
export async function ciSchedule(key: string, projectId: string, body: Record<string, unknown>) {
	const r = await ci(key, "POST", `/projects/${projectId}/schedules`, body);
	if (r.status !== 201) throw new Error(`schedule create failed: ${r.status} ${r.text}`);
	return r.body.data as Record<string, any> & { id: string; nextRunAt: string | null };
}

export const scheduleRow = (id: string) =>
	ciShards.prepare("SELECT * FROM schedules WHERE id = ?").bind(id).first<{
		next_run_at: number | null;
		last_run_at: number | null;
		last_pipeline_id: string | null;
	}>();

export const pipelinesOf = async (projectId: string) =>
	(
		await ciShards
			.prepare(
				"SELECT id, ref, source, variables, trigger_key, created_by FROM pipelines WHERE project_id = ? ORDER BY iid",
			)
			.bind(projectId)
			.all<{
				id: string;
				ref: string;
				source: string;
				variables: string;
				trigger_key: string | null;
				created_by: string | null;
			}>()
	).results;

/** The minute tick as the Worker's cron would run it, waiting for what it handed to waitUntil. */
export async function tick(now: number) {
	// once per DB_CI shard, each run seeing its shard (src/index.ts handleScheduled)
	for (let i = 0; i < shardCount(env, "DB_CI"); i++) {
		const exec = createExecutionContext();
		await schedulesTick(now, pinnedEnv(env, "DB_CI", i), exec);
		await waitOnExecutionContext(exec);
	}
}
