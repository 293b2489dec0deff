import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { ctxOf, scopeOf } from "../context";
import { webhookSecretOf } from "./register-webhook";
import { getProject } from "./store";

/**
 * The webhook secret is added to POST /projects' 201 on the way out, outside the Idempotency-Key
 * layer, so the stored answer a replay repeats never holds it: a replay re-derives it.
 */
export const attachWebhookSecret: MiddlewareHandler<AppEnv> = async (c, next) => {
	await next();
	if (c.res.status !== 201) return;
	const body = (await c.res.clone().json()) as { data: { id: string; webhookSecret?: string } };
	const row = await getProject(c.env, scopeOf(c), body.data.id);
	if (!row) return;
	body.data.webhookSecret = await webhookSecretOf(ctxOf(c), row);
	const headers = new Headers(c.res.headers);
	headers.delete("Content-Length");
	c.res = new Response(JSON.stringify(body), { status: 201, headers });
};
