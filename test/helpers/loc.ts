// Localization test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { admin, call, createWorkspace, type Res } from "./http";

/** A fresh workspace (optionally on a loc plan: free, starter, pro, scale) and a loc_live_ key. */
export async function locWorkspace(plan?: string) {
	const ws = await createWorkspace();
	if (plan) {
		const r = await admin("PUT", `/v1/workspaces/${ws}/plans/loc`, { plan });
		if (r.status !== 200) throw new Error(`plan set failed: ${r.status} ${r.text}`);
	}
	const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "loc" });
	if (r.status !== 201) throw new Error(`loc key mint failed: ${r.status} ${r.text}`);
	return { ws, key: r.body.data.key as string, keyId: r.body.data.id as string };
}

/** `method /loc/api/v1${path}` with Bearer <key>. */
export const loc = <T = any>(
	key: string,
	method: string,
	path: string,
	body?: unknown,
	headers: Record<string, string> = {},
): Promise<Res<T>> =>
	call<T>(method, `/loc/api/v1${path}`, { body, headers: { Authorization: `Bearer ${key}`, ...headers } });

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
