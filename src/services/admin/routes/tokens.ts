import { createRoute } from "@hono/zod-openapi";
import { isDevelopment } from "../../../env";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { randomHex } from "../../../platform/ids";
import { signDevToken } from "../../../platform/jwt";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { MintedToken, MintToken } from "../schemas";

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/tokens",
		summary: "Mint an identity-provider JWT with the local development key (development only)",
		request: jsonBody(MintToken),
		responses: {
			201: jsonResponse(MintedToken, "A signed HS256 token"),
			...errors([403, "Not in development"]),
		},
	}),
	async (c) => {
		if (!isDevelopment(c.env) || !c.env.JWT_DEV_KEY)
			throw new ApiError(403, "forbidden", "Development tokens are only minted when ENVIRONMENT=development");
		const b = c.req.valid("json");
		const token = await signDevToken(
			c.env,
			{ sub: b.sub ?? `usr_${randomHex(8)}`, accountId: b.accountId, email: b.email, roles: b.roles ?? ["owner"] },
			b.ttlSeconds,
		);
		return ok(c, { token }, 201);
	},
);

export default app;
