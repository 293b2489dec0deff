import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { importContacts } from "./import-contacts";
import type { ContactInput } from "./schemas";
import { claimChunk, failImportJob, jobStatus, recordChunk, releaseChunk } from "./store/imports";

/**
 * tasks queue, kind mkt.contacts.import {jobId, seq}: applies one chunk of a CSV job exactly as
 * POST /contacts/import applies its rows (one batch, the contacts cap included). A chunk is claimed
 * first, so a redelivered message never applies it twice; a failure gives the claim back and retries.
 */
export const applyImportChunk: QueueHandler = async (job, env: Env) => {
	const { jobId, seq } = job.body as { jobId?: unknown; seq?: unknown };
	if (typeof jobId !== "string" || typeof seq !== "number") return;
	const meta = await jobStatus(env, jobId);
	if (!meta || meta.status === "failed") return;
	const chunk = await claimChunk(env, jobId, seq, Date.now());
	if (!chunk) return;
	const part = JSON.parse(chunk.rows) as { index: number; row: ContactInput }[];
	try {
		const out = await importContacts(
			{ env },
			{ workspaceId: meta.accountId },
			{ rows: part.map((p) => p.row), listName: meta.listName ?? undefined, skipExisting: meta.skipExisting === 1 },
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
