import type { Env } from "../../env";
import type { ServiceName } from "../../platform/context";
import { isolateCache } from "../../platform/isolate-cache";
import { defaultPlan } from "../../platform/plans";
import { backgroundEnv } from "../../platform/roundtrips";
import { type Placement, placedEnv } from "../../platform/shards";
import { directoryRow, setPlan, workspaceSlugRow } from "./store";

// The platform directory other services call (they never read DB_PLATFORM themselves). Whether a
// workspace exists, its name and slug, its plan per service and its allowlists are stale-tolerant
// (issue 27): one query loads a workspace's whole entry into isolate memory, a hit older than a second
// is answered and refreshed in the background, and 5 s is the bound for an idle entry. Changes made
// through this isolate (a new workspace, a plan or allowlist set by the admin API) are written through.
export const DIRECTORY_TTL_MS = 5_000;
export const DIRECTORY_REFRESH_MS = 1_000;

export type DirectoryEntry = NonNullable<Awaited<ReturnType<typeof directoryRow>>>;

const entries = isolateCache<DirectoryEntry | null>(DIRECTORY_TTL_MS, 10_000, { refreshAfterMs: DIRECTORY_REFRESH_MS });
const slugs = isolateCache<{ id: string; name: string; slug: string } | null>(DIRECTORY_TTL_MS, 10_000, {
	refreshAfterMs: DIRECTORY_REFRESH_MS,
});

export const forgetDirectoryCache = () => {
	entries.clear();
	slugs.clear();
};

const entryOf = (env: Env, workspaceId: string) =>
	entries.get(
		workspaceId,
		() => directoryRow(env, workspaceId),
		() => directoryRow(backgroundEnv(env), workspaceId),
	);

/** The admin API changed a workspace's plans or allowlists: this isolate holds the new entry at once. */
export async function directoryChanged(env: Env, workspaceId: string) {
	entries.set(workspaceId, await directoryRow(env, workspaceId));
}

/** A workspace the admin API just created: known to this isolate without a read. */
export const directoryCreated = (w: { id: string; name: string; slug: string }, shards: Placement) =>
	entries.set(w.id, { id: w.id, name: w.name, slug: w.slug, plans: {}, allow: {}, shards, held: [] });

export async function workspaceExists(env: Env, workspaceId: string): Promise<boolean> {
	return (await entryOf(env, workspaceId)) !== null;
}

export async function planOf(env: Env, workspaceId: string, service: ServiceName): Promise<string> {
	return (await entryOf(env, workspaceId))?.plans[service] ?? defaultPlan(service);
}

export async function isAllowlisted(env: Env, workspaceId: string, service: ServiceName): Promise<boolean> {
	return (await entryOf(env, workspaceId))?.allow[service] ?? false;
}

/** The workspace's display name (the merchant on hosted pages), or null when there is no such workspace. */
export async function workspaceName(env: Env, workspaceId: string): Promise<string | null> {
	return (await entryOf(env, workspaceId))?.name ?? null;
}

/** Sets a workspace's plan for a service (marketing's paid checkout moves its own), seen at once in this isolate. */
export async function setWorkspacePlan(env: Env, workspaceId: string, service: ServiceName, plan: string) {
	await setPlan(env, workspaceId, service, plan, Date.now());
	const known = entries.peek(workspaceId);
	if (known) entries.set(workspaceId, { ...known, plans: { ...known.plans, [service]: plan } });
	else entries.forget(workspaceId);
}

/** The workspace's slug (hosted page addresses), or null when there is no such workspace. */
export async function workspaceSlug(env: Env, workspaceId: string): Promise<string | null> {
	return (await entryOf(env, workspaceId))?.slug ?? null;
}

/** The workspace a hosted page address names: {id, name, slug}, or null. */
export async function workspaceBySlug(env: Env, slug: string) {
	return slugs.get(
		slug,
		async () => (await workspaceSlugRow(env, slug)) ?? null,
		async () => (await workspaceSlugRow(backgroundEnv(env), slug)) ?? null,
	);
}

/**
 * Where the workspace's rows live, per service database (issue 38). An unknown workspace is all on
 * shard 0: identity-provider tokens may name a workspace the directory has never seen, and it then
 * reads and writes shard 0 as every workspace did before sharding.
 */
export async function placementOf(env: Env, workspaceId: string): Promise<Placement> {
	return (await entryOf(env, workspaceId))?.shards ?? {};
}

/** The env working for `workspaceId`: `env.DB_<svc>` is its shard of each service (same request, same meter). */
export async function workspaceEnv<E extends Env>(env: E, workspaceId: string): Promise<E> {
	const entry = await entryOf(env, workspaceId);
	return placedEnv(env, entry?.shards ?? {}, entry?.held);
}
