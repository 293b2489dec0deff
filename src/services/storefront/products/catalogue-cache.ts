// Public catalogue reads from isolate memory (issue 27): what publishable keys and the hosted index
// page read (published products, their variants) may be a second stale, so each answer is kept per
// workspace for CATALOGUE_TTL_MS and a repeat read costs no D1 call. Secret keys read D1: a merchant
// sees their own writes at once wherever they land. Any write of a workspace through this isolate
// (every authenticated non-GET request, the AI fill job) calls publicCatalogue.changed, so this
// isolate answers from D1 again at once; other isolates within CATALOGUE_TTL_MS.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { workspaceCache } from "../../../platform/workspace-cache";

export const CATALOGUE_TTL_MS = 1_000;
export const publicCatalogue = workspaceCache(CATALOGUE_TTL_MS);

/** After every authenticated write (never before: a public read racing it must not keep the old state as new). */
export const catalogueWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
	await next();
	const ws = c.get("workspaceId");
	if (ws && c.req.method !== "GET" && c.req.method !== "HEAD") publicCatalogue.changed(ws);
};
