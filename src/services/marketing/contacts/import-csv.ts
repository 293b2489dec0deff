import { iso } from "../../../platform/encoding";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { keyedId, newId } from "../../../platform/ids";
import { zodToApiError } from "../../../platform/validation";
import type { MktCtx, MktScope } from "../context";
import { columnOf, headerProblem, parseCsv, recordToContact } from "./domain/csv";
import { ContactFields } from "./schemas";
import { getImportJob, type ImportJobRow, insertImportJob } from "./store/imports";

export const CSV_CHUNK_ROWS = 500;
export const CSV_ROWS_MAX = 100_000;
export const IMPORT_KIND = "mkt.contacts.import";

/**
 * POST /contacts/import/csv (extension): the file is parsed and every record validated now; a
 * record that is not a valid contact is reported in the job's errors (by data-row index, zero-based)
 * and not imported. The valid rows are stored in chunks of 500 and applied by the tasks queue.
 */
export async function startCsvImport(
	ctx: MktCtx,
	s: MktScope,
	input: { csv: string; listName?: string; skipExisting: boolean; allowErased?: boolean },
	idempotencyKey?: string,
) {
	const parsed = parseCsv(input.csv);
	if ("error" in parsed) throw new ApiError(400, "validation_error", `Not a CSV file: ${parsed.error}`, "body");
	const [header, ...records] = parsed;
	if (!header || !records.length)
		throw new ApiError(400, "validation_error", "The file needs a header row and at least one record", "body");
	if (records.length > CSV_ROWS_MAX)
		throw new ApiError(400, "validation_error", `At most ${CSV_ROWS_MAX} records per file`, "body");
	const wide = headerProblem(header);
	if (wide) throw new ApiError(400, "validation_error", wide, "body");
	const columns = header.map(columnOf);
	const valid: { index: number; row: unknown }[] = [];
	const errors: { index: number; reason: string }[] = [];
	records.forEach((rec, index) => {
		const r = ContactFields.safeParse(recordToContact(columns, rec));
		if (r.success) valid.push({ index, row: r.data });
		else errors.push({ index, reason: zodToApiError(r.error).message });
	});
	const now = Date.now();
	const chunks = [];
	for (let i = 0; i < valid.length; i += CSV_CHUNK_ROWS) {
		const part = valid.slice(i, i + CSV_CHUNK_ROWS);
		chunks.push({ seq: chunks.length, offset: part[0].index, rows: JSON.stringify(part) });
	}
	// Under an Idempotency-Key the job's id is fixed by the key: a run again after the first answer was
	// lost (the process died) meets the first job (its primary key) and answers it, never a second job.
	const id = idempotencyKey ? await keyedId("job_", `csv:${s.workspaceId}:${idempotencyKey}`) : newId("job_", now);
	const job: ImportJobRow = {
		id,
		accountId: s.workspaceId,
		status: chunks.length ? "queued" : "completed",
		listName: input.listName ?? null,
		listId: null,
		skipExisting: input.skipExisting ? 1 : 0,
		allowErased: input.allowErased ? 1 : 0,
		total: records.length,
		chunks: chunks.length,
		chunksDone: 0,
		processed: errors.length,
		created: 0,
		updated: 0,
		skipped: errors.length,
		errors: JSON.stringify(errors.slice(0, 100)),
		errorCount: errors.length,
		failureReason: null,
		createdAt: now,
		updatedAt: now,
		completedAt: chunks.length ? null : now,
	};
	try {
		await insertImportJob(ctx.env, job, chunks);
	} catch (err) {
		// The first run stored it; its chunks' messages, if they were lost with it, the mkt.imports tick sends.
		if (idempotencyKey && isUniqueViolation(err) && (await getImportJob(ctx.env, s, id))) return { jobId: id };
		throw err;
	}
	for (let i = 0; i < chunks.length; i += 100)
		await ctx.env.TASKS.sendBatch(
			chunks
				.slice(i, i + 100)
				.map((c) => ({ body: { kind: IMPORT_KIND, accountId: s.workspaceId, jobId: job.id, seq: c.seq } })),
		);
	return { jobId: job.id };
}

export async function importJobView(ctx: MktCtx, s: MktScope, id: string) {
	const j = await getImportJob(ctx.env, s, id);
	if (!j) throw new ApiError(404, "not_found", "No such import job");
	return {
		id: j.id,
		status: j.status,
		total: j.total,
		processed: j.processed,
		created: j.created,
		updated: j.updated,
		skipped: j.skipped,
		errors: JSON.parse(j.errors) as { index: number; reason: string }[],
		errorCount: j.errorCount,
		listId: j.listId,
		failureReason: j.failureReason,
		createdAt: iso(j.createdAt),
		updatedAt: iso(j.updatedAt),
		completedAt: iso(j.completedAt),
	};
}
