import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { QueueHandler, TickHandler } from "../../../platform/service-module";
import { placedEnv } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { importContacts } from "./import-contacts";
import { IMPORT_KIND } from "./import-csv";
import type { ContactInput } from "./schemas";
import {
	claimChunk,
	failImportJob,
	jobStatus,
	recordChunk,
	releaseChunk,
	stalledChunks,
	touchImportJobs,
} from "./store/imports";

/** A job with unclaimed chunks that has not moved for this long has lost their messages: they are sent again. */
export const IMPORT_IDLE_MS = 60_000;
/** A chunk claimed this long ago and never recorded was being applied by a consumer that died. */
export const IMPORT_CLAIM_MS = 5 * 60_000;
const STALL_BATCH = 100;

/**
 * tasks queue, kind mkt.contacts.import {accountId, jobId, seq}: applies one chunk of a CSV job exactly
 * as POST /contacts/import applies its rows (one batch, the contacts cap included). A chunk is claimed
 * first, so a redelivered message never applies it twice; a failure gives the claim back and retries.
 * The job lives on its workspace's DB_MKT shard (issue 38): a message queued before sharding carries
 * no accountId, and its job is on shard 0.
 */
export const applyImportChunk: QueueHandler = async (job, queueEnv: Env) => {
	const { accountId, jobId, seq } = job.body as { accountId?: unknown; jobId?: unknown; seq?: unknown };
	if (typeof jobId !== "string" || typeof seq !== "number") return;
	const env = typeof accountId === "string" ? await workspaceEnv(queueEnv, accountId) : placedEnv(queueEnv, {});
	const meta = await jobStatus(env, jobId);
	if (!meta || meta.status === "failed" || (typeof accountId === "string" && meta.accountId !== accountId)) return;
	const chunk = await claimChunk(env, jobId, seq, Date.now());
	if (!chunk) return;
	const part = JSON.parse(chunk.rows) as { index: number; row: ContactInput }[];
	try {
		const out = await importContacts(
			{ env },
			{ workspaceId: meta.accountId },
			{
				rows: part.map((p) => p.row),
				listName: meta.listName ?? undefined,
				skipExisting: meta.skipExisting === 1,
				allowErased: meta.allowErased === 1,
			},
			(i) => part[i].index,
		);
		await recordChunk(env, jobId, seq, { rows: part.length, ...out }, out.listId, Date.now());
	} catch (err) {
		if (err instanceof ApiError && err.code === "quota_exceeded") {
			await failImportJob(env, jobId, "QUOTA_EXCEEDED", Date.now());
			return;
		}
		log(env, "error", { service: "mkt", event: "import.chunk_failed", jobId, seq, error: String(err) });
		await releaseChunk(env, jobId, seq);
		job.retry(Math.min(60, 2 ** job.attempts));
	}
};

/**
 * Minute tick (mkt.imports): the chunks of CSV jobs whose messages were lost are queued again — a
 * send that failed after the job was stored, a queue that lost its messages in a crash, a consumer
 * that died between claiming a chunk and recording it. Sending a chunk twice is harmless: the claim
 * lets one message apply it. The cron runs it once per DB_MKT shard; each message names its job's
 * workspace so the consumer finds the job on that shard.
 */
export const resendStalledImports: TickHandler = async (now, env) => {
	const stalled = await stalledChunks(env, now - IMPORT_IDLE_MS, now - IMPORT_CLAIM_MS, STALL_BATCH);
	if (!stalled.length) return;
	await touchImportJobs(env, [...new Set(stalled.map((c) => c.jobId))], now);
	await env.TASKS.sendBatch(
		stalled.map((c) => ({ body: { kind: IMPORT_KIND, accountId: c.accountId, jobId: c.jobId, seq: c.seq } })),
	);
	log(env, "warn", { service: "mkt", event: "import.chunks_requeued", count: stalled.length });
};
