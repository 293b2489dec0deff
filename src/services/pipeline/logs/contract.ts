// The JobLog Durable Object's contract (job-log.do.ts): limits, its RPC answers and the statuses
// that end a log. Only that object reads or writes its SQLite tables; everything else calls it.

/** Bytes of a job's trace that are kept; past them one notice chunk, then nothing (issue 22). */
export const MAX_LOG_BYTES = 4 * 1024 * 1024;
export const TRUNCATION_NOTICE = "\n…log truncated at 4 MiB\n";
/** Most chunks one read answers (GET /jobs/{id}/log). */
export const READ_LIMIT = 500;
/** `: ping` comment lines keep proxies from closing an idle stream. */
export const PING_MS = 10_000;

/** The statuses that end a job, and so its log (config JOB_FINISHED, restated: logs sits below config's users). */
export type LogStatus = "success" | "failed" | "canceled" | "skipped";
export const LOG_FINISHED: ReadonlySet<string> = new Set<LogStatus>(["success", "failed", "canceled", "skipped"]);

export interface ChunkView {
	seq: number;
	content: string;
	/** ISO 8601, when the append was accepted. */
	at: string;
}

/** `length`: the trace's byte length after the call (the runner's next start), kept or not. */
export type AppendResult =
	| { ok: true; length: number; seq: number | null }
	| { ok: false; length: number; finished?: LogStatus };

export interface ReadResult {
	chunks: ChunkView[];
	/** The last returned seq, or `from` when none: the next `from`. */
	lastSeq: number;
	/** Chunks after the returned ones exist (the read hit its limit). */
	more: boolean;
	/** The status `finish` recorded, or null while the log is open. */
	status: LogStatus | null;
}

export interface StreamOptions {
	/** Ping interval in ms (tests shorten it); PING_MS by default. */
	pingMs?: number;
}
