// Storefront test helpers: keys from the admin API and Bearer calls through the Worker entry point.
import { admin, call, createWorkspace, type Res } from "./http";

export interface StoreKey {
	id: string;
	key: string;
}

export async function mintStoreKey(ws: string, body: Record<string, unknown> = {}): Promise<StoreKey> {
	const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "store", ...body });
	if (r.status !== 201) throw new Error(`store key mint failed: ${r.status} ${r.text}`);
	return r.body.data;
}

export async function storeWorkspace(plan?: string) {
	const ws = await createWorkspace();
	if (plan) {
		const r = await admin("PUT", `/v1/workspaces/${ws}/plans/store`, { plan });
		if (r.status !== 200) throw new Error(`plan set failed: ${r.status} ${r.text}`);
	}
	return { ws, key: await mintStoreKey(ws) };
}

/** `method /mkt/api/v1${path}` with Bearer <key>. */
export const st = <T = any>(
	key: StoreKey | string,
	method: string,
	path: string,
	body?: unknown,
	headers: Record<string, string> = {},
): Promise<Res<T>> =>
	call<T>(method, `/mkt/api/v1${path}`, {
		body,
		headers: { Authorization: `Bearer ${typeof key === "string" ? key : key.key}`, ...headers },
	});

export const PRODUCT = { name: "Kopi Gayo 250g", price: 85_000, currency: "IDR", type: "physical" };
