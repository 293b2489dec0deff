import type { MiddlewareHandler } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import {
	type AuthTarget,
	commonRefusal,
	describeToken,
	foreignKeyOwner,
	mismatch,
	recognise,
} from "../../platform/credential-kind";
import { hashBearerKey, sha256Hex, timingSafeEqual } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";
import { locate } from "./locator";

const TARGET: AuthTarget = { name: "the admin API", takes: "Authorization: Bearer <ADMIN_TOKEN> (adm_…)" };

/** Why the admin token was refused, naming what was sent (issue 42; failure path only). */
async function refusal(env: Env, header: string | undefined): Promise<string> {
	const sent = recognise(header);
	if (sent.kind !== "bearer") return commonRefusal(sent, TARGET) ?? `Send ${TARGET.takes}`;
	if (sent.shape === "admin" || sent.shape === "unknown")
		return `This bearer token is not the platform's ADMIN_TOKEN; ${TARGET.name} takes ${TARGET.takes}`;
	const owner =
		sent.shape === "sk_live"
			? await foreignKeyOwner((k, h) => locate(env, k, h), await hashBearerKey(sent.token))
			: null;
	return mismatch(describeToken(sent.token, sent.shape, owner), TARGET);
}

/** Platform admin: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
export const adminAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const header = c.req.header("Authorization") ?? "";
	const m = header.match(/^Bearer\s+(.+)$/i);
	const configured = c.env.ADMIN_TOKEN;
	// Compare digests so the comparison's length never depends on the presented token.
	if (!m || !configured || !timingSafeEqual(await sha256Hex(m[1].trim()), await sha256Hex(configured))) {
		throw new ApiError(401, "unauthorized", await refusal(c.env, c.req.header("Authorization")));
	}
	c.set("actor", "admin");
	await next();
};
