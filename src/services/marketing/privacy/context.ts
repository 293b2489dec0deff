import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { ctxOf, type MktCtx } from "../context";

/** A marketing ctx that also names who acts (the credential mktAuth put on the request), for the audit log. */
export interface AuditedCtx extends MktCtx {
	actor?: string | null;
}

export const auditedCtxOf = (c: Context<AppEnv>): AuditedCtx => ({ ...ctxOf(c), actor: c.get("actor") ?? null });
