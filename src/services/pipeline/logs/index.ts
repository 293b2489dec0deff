// The logs feature's face for the rest of the service: the runner protocol appends the trace,
// the status engine finishes logs, the service mounts the routes.
export { appendTrace, finishLogs, jobLog, traceLength } from "./client";
export { type AppendResult, type ChunkView, LOG_FINISHED, type LogStatus, MAX_LOG_BYTES, READ_LIMIT } from "./contract";
