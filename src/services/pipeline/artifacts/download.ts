import type { Env } from "../../../env";
import { notFound } from "../context";
import type { ArtifactRow } from "./store";

/** Streams the archive from R2; a row whose object is gone (expiring right now) is 404 too. */
export async function artifactDownload(env: Env, a: ArtifactRow) {
	const obj = await env.ARTIFACTS.get(a.r2Key);
	if (!obj) throw notFound("artifact");
	return new Response(obj.body, {
		headers: {
			"Content-Type": "application/gzip",
			"Content-Length": String(obj.size),
			"Content-Disposition": `attachment; filename="${a.fileName}"`,
			"Cache-Control": "private, no-store",
		},
	});
}
