import type { Env } from "../../env";
import type { ServiceName } from "../../platform/context";
import { isolateCache } from "../../platform/isolate-cache";
import { defaultPlan } from "../../platform/plans";
import { allowlistRow, planRow, setPlan, workspaceIdRow, workspaceSlugRow } from "./store";

// The platform directory other services call (they never read DB_PLATFORM themselves).
// Short per-isolate caches keep auth paths off the database; a change is seen within 5 s.
const directory = isolateCache<unknown>(5_000);

const cached = <T>(key: string, load: () => Promise<T>) => directory.get(key, load) as Promise<T>;

export const forgetDirectoryCache = () => directory.clear();

export async function workspaceExists(env: Env, workspaceId: string): Promise<boolean> {
	return cached(`ws:${workspaceId}`, async () => {
		return !!(await workspaceIdRow(env, workspaceId));
	});
}

export async function planOf(env: Env, workspaceId: string, service: ServiceName): Promise<string> {
	return cached(`plan:${workspaceId}:${service}`, async () => {
		return (await planRow(env, workspaceId, service))?.plan ?? defaultPlan(service);
	});
}

export async function isAllowlisted(env: Env, workspaceId: string, service: ServiceName): Promise<boolean> {
	return cached(`allow:${workspaceId}:${service}`, async () => {
		return (await allowlistRow(env, workspaceId, service))?.allowed ?? false;
	});
}

/** The workspace's display name (the merchant on hosted pages), or null when there is no such workspace. */
export async function workspaceName(env: Env, workspaceId: string): Promise<string | null> {
	return cached(`name:${workspaceId}`, async () => {
		return (await workspaceIdRow(env, workspaceId))?.name ?? null;
	});
}

/** Sets a workspace's plan for a service (marketing's paid checkout moves its own), seen at once in this isolate. */
export async function setWorkspacePlan(env: Env, workspaceId: string, service: ServiceName, plan: string) {
	await setPlan(env, workspaceId, service, plan, Date.now());
	directory.forget(`plan:${workspaceId}:${service}`);
}

/** The workspace's slug (hosted page addresses), or null when there is no such workspace. */
export async function workspaceSlug(env: Env, workspaceId: string): Promise<string | null> {
	return cached(`slug:${workspaceId}`, async () => (await workspaceIdRow(env, workspaceId))?.slug ?? null);
}

/** The workspace a hosted page address names: {id, name, slug}, or null. */
export async function workspaceBySlug(env: Env, slug: string) {
	return cached(`byslug:${slug}`, async () => (await workspaceSlugRow(env, slug)) ?? null);
}
