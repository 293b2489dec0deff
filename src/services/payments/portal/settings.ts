import type { PayCtx, PayScope } from "../context";
import { type PortalSettings, readPortalSettings, writePortalSettings } from "./store";

export { readPortalSettings as getPortalSettings };

/** PUT /v1/portal-settings: the given toggles over the current ones (no row yet = all on). */
export async function putPortalSettings(ctx: PayCtx, s: PayScope, patch: Partial<PortalSettings>) {
	const next = { ...(await readPortalSettings(ctx.env, s)), ...patch };
	await writePortalSettings(ctx.env, s, next, Date.now());
	return next;
}
