// A runner uploads its job's artifacts as one .tar.gz (issue 22): streamed to R2 ARTIFACTS while it
// is counted, checked for gzip's magic number and hashed, so 100 MiB never sits in the isolate's
// memory. Kept until the config's expire_in (default 30 days); the minute cron deletes it then.

import { hex } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { CiCtx } from "../context";
import {
	artifactFileName,
	artifactKey,
	artifactView,
	DEFAULT_EXPIRE_SECONDS,
	isGzipStart,
	MAX_ARTIFACT_BYTES,
} from "./domain";
import { type ArtifactRow, insertArtifact } from "./store";

export interface Upload {
	body: ReadableStream<Uint8Array> | null;
	/** Content-Length: required, so the object can stream to R2 at a known size. */
	length: number | null;
	fileName?: string | null;
}

interface UploadingJob {
	id: string;
	accountId: string;
	projectId: string;
	pipelineId: string;
	definition: string;
}

class NotGzip extends Error {}

export async function uploadArtifact(ctx: CiCtx, job: UploadingJob, u: Upload) {
	if (u.length == null || !Number.isSafeInteger(u.length) || u.length < 0)
		throw new ApiError(400, "validation_error", "Send the archive with a Content-Length", "Content-Length");
	if (u.length > MAX_ARTIFACT_BYTES)
		throw new ApiError(413, "payload_too_large", "Artifacts are at most 100 MiB per job", "body");
	if (!u.body || u.length < 2) throw new ApiError(400, "validation_error", "The archive is not gzip", "body");
	const now = Date.now();
	const id = newId("art_", now);
	const key = artifactKey({ ...job, jobId: job.id, id });
	const digest = new crypto.DigestStream("SHA-256");
	const [toR2, toHash] = u.body.pipeThrough(gzipGate()).tee();
	const sized = new FixedLengthStream(u.length);
	const hashing = toHash.pipeTo(digest);
	try {
		await Promise.all([ctx.env.ARTIFACTS.put(key, toR2.pipeThrough(sized)), hashing]);
	} catch (err) {
		await ctx.env.ARTIFACTS.delete(key).catch(() => undefined);
		if (err instanceof NotGzip || String(err).includes("not gzip"))
			throw new ApiError(400, "validation_error", "The archive is not gzip (.tar.gz)", "body");
		throw new ApiError(400, "validation_error", "The upload ended before Content-Length bytes arrived", "body");
	}
	const expireSeconds = artifactsConfig(job.definition);
	const row: ArtifactRow = {
		id,
		accountId: job.accountId,
		projectId: job.projectId,
		pipelineId: job.pipelineId,
		jobId: job.id,
		fileName: artifactFileName(u.fileName),
		size: u.length,
		sha256: hex(await digest.digest),
		r2Key: key,
		expireAt: expireSeconds == null ? null : now + expireSeconds * 1000,
		createdAt: now,
	};
	if (!(await insertArtifact(ctx.env, row))) {
		await ctx.env.ARTIFACTS.delete(key);
		throw new ApiError(409, "conflict", "This job has uploaded its artifacts already");
	}
	return artifactView(row);
}

/** expire_in of the job's `artifacts` in seconds; null for never; 30 days when the job has none configured. */
function artifactsConfig(definition: string): number | null {
	const a = (JSON.parse(definition) as { artifacts?: { expireInSeconds: number | null } | null }).artifacts;
	return a ? a.expireInSeconds : DEFAULT_EXPIRE_SECONDS;
}

/** Passes bytes through once the first two are gzip's magic number. */
function gzipGate() {
	let head = new Uint8Array(0);
	let checked = false;
	return new TransformStream<Uint8Array, Uint8Array>({
		transform(chunk, out) {
			if (!checked) {
				const joined = new Uint8Array(head.length + chunk.length);
				joined.set(head);
				joined.set(chunk, head.length);
				if (joined.length < 2) {
					head = joined;
					return;
				}
				if (!isGzipStart(joined)) throw new NotGzip("not gzip");
				checked = true;
				out.enqueue(joined);
				return;
			}
			out.enqueue(chunk);
		},
	});
}
