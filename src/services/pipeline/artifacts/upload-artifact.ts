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

export async function uploadArtifact(ctx: CiCtx, job: UploadingJob, u: Upload) {
	if (u.length == null || !Number.isSafeInteger(u.length) || u.length < 0)
		throw new ApiError(400, "validation_error", "Send the archive with a Content-Length", "Content-Length");
	if (u.length > MAX_ARTIFACT_BYTES)
		throw new ApiError(413, "payload_too_large", "Artifacts are at most 100 MiB per job", "body");
	if (!u.body || u.length < 2) throw new ApiError(400, "validation_error", "The archive is not gzip", "body");
	const now = Date.now();
	const id = newId("art_", now);
	const key = artifactKey({ ...job, jobId: job.id, id });
	const sha256 = await streamToR2(ctx, key, u.body, u.length);
	const expireSeconds = artifactsConfig(job.definition);
	const row: ArtifactRow = {
		id,
		accountId: job.accountId,
		projectId: job.projectId,
		pipelineId: job.pipelineId,
		jobId: job.id,
		fileName: artifactFileName(u.fileName),
		size: u.length,
		sha256,
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

/**
 * Pumps the body into R2 (at its declared length) and a SHA-256 digest at once, refusing it when
 * it does not start with gzip's magic number or runs past its length. On any failure nothing reads
 * on and the partial object is deleted.
 */
async function streamToR2(ctx: CiCtx, key: string, body: ReadableStream<Uint8Array>, length: number) {
	const reader = body.getReader();
	// The first bytes are checked before R2 is written to: a refused upload never opens an object.
	const first = await reader.read().catch(() => ({ done: true as const, value: undefined }));
	if (first.done || !isGzipStart(first.value)) {
		await drain(reader);
		throw new ApiError(400, "validation_error", "The archive is not gzip (.tar.gz)", "body");
	}
	const fixed = new FixedLengthStream(length);
	const digest = new crypto.DigestStream("SHA-256");
	const out = fixed.writable.getWriter();
	const hash = digest.getWriter();
	const put = ctx.env.ARTIFACTS.put(key, fixed.readable);
	put.catch(() => undefined);
	let total = 0;
	try {
		for (let chunk: Uint8Array | undefined = first.value; chunk; ) {
			total += chunk.length;
			if (total > length) throw new Error("longer than Content-Length");
			await Promise.all([out.write(chunk), hash.write(chunk)]);
			const next = await reader.read();
			chunk = next.done ? undefined : next.value;
		}
		if (total !== length) throw new Error("shorter than Content-Length");
		await Promise.all([out.close(), hash.close()]);
		await put;
		return hex(await digest.digest);
	} catch {
		await Promise.all([out.abort().catch(() => {}), hash.abort().catch(() => {})]);
		await drain(reader);
		await ctx.env.ARTIFACTS.delete(key).catch(() => undefined);
		throw new ApiError(
			400,
			"validation_error",
			`The upload does not match its Content-Length (${length} bytes)`,
			"body",
		);
	}
}

/** Reads the rest and drops it (at most Content-Length): answering mid-upload breaks the client's side. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
	try {
		while (!(await reader.read()).done) {}
	} catch {}
}
