// POS test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { admin, call, createWorkspace, type Res } from "./http";

export async function posWorkspace(plan?: string) {
	const ws = await createWorkspace();
	if (plan) {
		const r = await admin("PUT", `/v1/workspaces/${ws}/plans/pos`, { plan });
		if (r.status !== 200) throw new Error(`plan set failed: ${r.status} ${r.text}`);
	}
	const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" });
	if (r.status !== 201) throw new Error(`pos key mint failed: ${r.status} ${r.text}`);
	return { ws, key: r.body.data.key as string, keyId: r.body.data.id as string };
}

/** `method /pos/api/v1${path}` with Bearer <key or token>. */
export const pos = <T = any>(
	key: string,
	method: string,
	path: string,
	body?: unknown,
	headers: Record<string, string> = {},
): Promise<Res<T>> =>
	call<T>(method, `/pos/api/v1${path}`, { body, headers: { Authorization: `Bearer ${key}`, ...headers } });
