import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../platform/context";
import { sha256Hex, timingSafeEqual } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";

/** Platform admin: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
export const adminAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const header = c.req.header("Authorization") ?? "";
	const m = header.match(/^Bearer\s+(.+)$/i);
	const configured = c.env.ADMIN_TOKEN;
	// Compare digests so the comparison's length never depends on the presented token.
	if (!m || !configured || !timingSafeEqual(await sha256Hex(m[1].trim()), await sha256Hex(configured))) {
		throw new ApiError(401, "unauthorized", "A valid admin token is required (Authorization: Bearer <ADMIN_TOKEN>)");
	}
	c.set("actor", "admin");
	await next();
};
