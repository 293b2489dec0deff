// Pipeline (CI) test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { admin, call, createWorkspace, type Res } from "./http";

export async function ciWorkspace() {
	const ws = await createWorkspace();
	const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "ci" });
	if (r.status !== 201) throw new Error(`ci key mint failed: ${r.status} ${r.text}`);
	return { ws, key: r.body.data.key as string, keyId: r.body.data.id as string };
}

/** `method /ci/api/v1${path}` with Bearer <key or token>. */
export const ci = <T = any>(
	key: string,
	method: string,
	path: string,
	body?: unknown,
	headers: Record<string, string> = {},
): Promise<Res<T>> =>
	call<T>(method, `/ci/api/v1${path}`, { body, headers: { Authorization: `Bearer ${key}`, ...headers } });
