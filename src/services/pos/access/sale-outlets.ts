// The outlet check (assertOutlet) for ringing, completing, voiding and returning a sale, made before
// those routes run. Every other outlet-bound verb (shifts, cash, stock) calls assertOutlet itself once it
// has read its outlet; the sale and return verbs were being changed by the returns work when this
// landed, so their check sits here, in front of them, and costs nothing for credentials without outletIds.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { scopeOf } from "../context";
import { ownedOutletIds } from "../staff/store";
import { assertOutlet } from "./guard";
import { saleOutletOf } from "./store";

/** POST /sales's outletId, or undefined when the body is not JSON with one (the route answers 400). */
function bodyOutlet(text: string) {
	try {
		const id = (JSON.parse(text) as { outletId?: unknown }).outletId;
		return typeof id === "string" ? id : undefined;
	} catch {
		return undefined;
	}
}

/**
 * POST /sales, /sales/{id}/complete, /void and /returns by a member restricted to outlets: 403 at
 * another outlet of the workspace. An outlet or sale the workspace does not own passes through, so
 * the route answers its 404 as for anyone.
 */
export const saleOutletGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (c.req.method !== "POST" || !c.get("workspaceId")) return next();
	const s = scopeOf(c);
	if (!s.outletIds) return next();
	const saleId = c.req.param("id");
	if (saleId) {
		const outletId = await saleOutletOf(c.env, s, saleId);
		if (outletId) assertOutlet(s, outletId);
		return next();
	}
	// The text is cached for the route's validator and Idempotency-Key hash: they read the same bytes.
	const outletId = bodyOutlet(await c.req.text());
	// Only an outlet outside the list is read, to tell this workspace's (403) from anyone else's (404).
	if (outletId && !s.outletIds.includes(outletId) && (await ownedOutletIds(c.env, s, [outletId])).length)
		assertOutlet(s, outletId);
	return next();
};
