import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./context";

export function meta(c: Context<AppEnv>, extra?: Record<string, unknown>) {
	return { requestId: c.get("requestId"), timestamp: new Date().toISOString(), ...extra };
}

type AnyJson = TypedResponse<any, any, "json">;

/** `{data, error: null, meta}` — the success envelope every service shares. */
export function ok<T>(
	c: Context<AppEnv>,
	data: T,
	status: ContentfulStatusCode = 200,
	extraMeta?: Record<string, unknown>,
): AnyJson {
	return c.json({ data, error: null, meta: meta(c, extraMeta) }, status) as unknown as AnyJson;
}

export function errorBody(c: Context<AppEnv>, code: string, message: string, param?: string) {
	return { data: null, error: { code, message, ...(param ? { param } : {}) }, meta: meta(c) };
}
