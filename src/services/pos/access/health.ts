import type { PosCtx } from "../context";
import { pingDb } from "./store";

/** GET /health: the database answers, and the queue and idempotency bindings exist. */
export async function posHealth(ctx: PosCtx) {
	const checks: Record<string, string> = {};
	checks.database = await pingDb(ctx.env).then(
		() => "ok",
		() => "error",
	);
	checks.webhooksQueue = ctx.env.WEBHOOKS ? "ok" : "missing";
	checks.idempotency = ctx.env.IDEMPOTENCY ? "ok" : "missing";
	const status = Object.values(checks).every((v) => v === "ok") ? "ok" : "degraded";
	return { status, checks };
}
