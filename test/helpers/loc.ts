// Localization test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { bearerCaller, bearerWorkspace } from "./http";

/** A fresh workspace (optionally on a loc plan: free, starter, pro, scale) and a loc_live_ key. */
export const locWorkspace = (plan?: string) => bearerWorkspace("loc", plan);

/** `method /loc/api/v1${path}` with Bearer <key>. */
export const loc = bearerCaller("/loc/api/v1");

let n = 0;
/** A project (201 or throws); `extra` overrides the body (slug, sourceLocale, mode, siteUrl…). */
export async function locProject(key: string, extra: Record<string, unknown> = {}) {
	const slug = `app-${++n}-${crypto.randomUUID().slice(0, 8)}`;
	const r = await loc(key, "POST", "/projects", { slug, name: `App ${n}`, ...extra });
	if (r.status !== 201) throw new Error(`project create failed: ${r.status} ${r.text}`);
	return r.body.data as { id: string; slug: string; sourceLocale: string; [k: string]: unknown };
}

/** Adds target locales to a project (201 each or throws); free allows 2, starter 5, pro/scale any. */
export async function locLocales(key: string, projectId: string, ...tags: string[]) {
	for (const tag of tags) {
		const r = await loc(key, "POST", `/projects/${projectId}/locales`, { tag });
		if (r.status !== 201) throw new Error(`locale ${tag} failed: ${r.status} ${r.text}`);
	}
}

/** Polls GET /projects/jobs/{jobId} until the job is done or failed (or throws after `ms`). */
export async function untilFinished(key: string, jobId: string, ms = 30_000) {
	const end = Date.now() + ms;
	for (;;) {
		const r = await loc(key, "GET", `/projects/jobs/${jobId}`);
		if (r.status !== 200) throw new Error(`job ${jobId}: ${r.status} ${r.text}`);
		if (r.body.data.status === "done" || r.body.data.status === "failed") return r.body.data;
		if (Date.now() > end) throw new Error(`job ${jobId} still ${r.body.data.status}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}
