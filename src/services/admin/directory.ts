import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../env";
import type { ServiceName } from "../../platform/context";
import { defaultPlan } from "../../platform/plans";
import { allowlists, workspacePlans, workspaces } from "./schema";

// The platform directory other services call (they never read DB_PLATFORM themselves).
// Short per-isolate caches keep auth paths off the database; a change is seen within 5 s.
const TTL_MS = 5_000;
const cache = new Map<string, { at: number; value: unknown }>();

async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
	const hit = cache.get(key);
	if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
	const value = await load();
	cache.set(key, { at: Date.now(), value });
	if (cache.size > 10_000) cache.clear();
	return value;
}

export const forgetDirectoryCache = () => cache.clear();

export async function workspaceExists(env: Env, workspaceId: string): Promise<boolean> {
	return cached(`ws:${workspaceId}`, async () => {
		const row = await drizzle(env.DB_PLATFORM).select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).get();
		return !!row;
	});
}

export async function planOf(env: Env, workspaceId: string, service: ServiceName): Promise<string> {
	return cached(`plan:${workspaceId}:${service}`, async () => {
		const row = await drizzle(env.DB_PLATFORM)
			.select({ plan: workspacePlans.plan })
			.from(workspacePlans)
			.where(and(eq(workspacePlans.workspaceId, workspaceId), eq(workspacePlans.service, service)))
			.get();
		return row?.plan ?? defaultPlan(service);
	});
}

export async function isAllowlisted(env: Env, workspaceId: string, service: ServiceName): Promise<boolean> {
	return cached(`allow:${workspaceId}:${service}`, async () => {
		const row = await drizzle(env.DB_PLATFORM)
			.select({ allowed: allowlists.allowed })
			.from(allowlists)
			.where(and(eq(allowlists.workspaceId, workspaceId), eq(allowlists.service, service)))
			.get();
		return row?.allowed ?? false;
	});
}

/** The workspace's display name (the merchant on hosted pages), or null when there is no such workspace. */
export async function workspaceName(env: Env, workspaceId: string): Promise<string | null> {
	return cached(`name:${workspaceId}`, async () => {
		const row = await drizzle(env.DB_PLATFORM).select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).get();
		return row?.name ?? null;
	});
}
