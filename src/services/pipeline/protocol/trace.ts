// PATCH /runner/jobs/{id}/trace (issue 22; GitLab's protocol): `Content-Range: start-end`
// (inclusive byte offsets of this chunk in the whole log). A start other than the stored length is
// 416 with the stored `Range`, nothing appended: the runner resends from there.
import { ApiError } from "../../../platform/errors";
import type { CiCtx } from "../context";
import { appendTrace } from "../logs";
import { jobFinished } from "./auth";

export function contentRange(header: string | undefined, bodyLength: number) {
	const m = header?.trim().match(/^(?:bytes\s+)?(\d{1,12})-(\d{1,12})$/);
	if (!m)
		throw new ApiError(
			400,
			"validation_error",
			"Send Content-Range: <start>-<end> (inclusive byte offsets)",
			"Content-Range",
		);
	const start = Number(m[1]);
	const end = Number(m[2]);
	// An empty body only asks where the log stands; a chunk must span exactly its bytes.
	if (bodyLength > 0 && end - start + 1 !== bodyLength)
		throw new ApiError(
			400,
			"validation_error",
			`Content-Range ${start}-${end} does not match a body of ${bodyLength} bytes`,
			"Content-Range",
		);
	return start;
}

/** `masked`: values the log stores as [MASKED] whatever the runner sent (masks.ts, JobLog.append). */
export async function appendJobTrace(
	ctx: CiCtx,
	jobId: string,
	rangeHeader: string | undefined,
	body: Uint8Array,
	masked: readonly string[] = [],
) {
	const start = contentRange(rangeHeader, body.byteLength);
	const r = await appendTrace(ctx.env, jobId, start, body, masked);
	if (r.finished) throw jobFinished(r.finished);
	if (!r.ok)
		throw new ApiError(
			416,
			"range_not_satisfiable",
			`The log holds ${r.length} bytes: send from ${r.length}`,
			"Content-Range",
			{
				Range: `0-${r.length}`,
			},
		);
	return r.length;
}
