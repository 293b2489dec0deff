import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";

// What every payments operation is scoped to, declared once (DESIGN §2 context.ts).

export type PayEnvironment = "test" | "live";

/** One workspace in one environment: test and live money, keys and objects never mix. */
export interface PayScope {
	workspaceId: string;
	environment: PayEnvironment;
}

/** The scope payAuth resolved for this request (the on-behalf-of workspace for platform admin keys). */
export const scopeOf = (c: Context<AppEnv>): PayScope => ({
	workspaceId: c.get("workspaceId") as string,
	environment: c.get("environment") as PayEnvironment,
});

/** The request's execution context, when there is one (queue and cron work pass null). */
export type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

/** What a verb needs besides its scope and input: the bindings and, in a request, its context. */
export interface PayCtx {
	env: Env;
	exec?: Ctx;
}
export const ctxOf = (c: Context<AppEnv>): PayCtx => ({ env: c.env, exec: c.executionCtx });
