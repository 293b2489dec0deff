import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { partnerOnly } from "../access/auth";
import { ctxOf, mkErrors, mktIdempotency, scopeOf } from "../context";
import { checkoutStart } from "./checkout-start";
import { fulfill } from "./fulfill";
import {
	Attribution,
	CheckoutStartBody,
	FULFIL_DOC,
	FulfilBody,
	Fulfilled,
	SignupBody,
	Stamped,
	VoidBody,
	Voided,
} from "./schemas";
import { signup } from "./signup";
import { voidAttribution } from "./void-attribution";

// Spec 001 §3 "Referral attribution" and §4: signed partner calls that move attributions.

const app = router();
const partner = () => [partnerOnly(), mktIdempotency()];
const errs = () => mkErrors([403, "FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH"]);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/attributions/signup",
		summary: "Attribute a referee (pending), or null when not eligible",
		description:
			"null for an unknown code, a disabled or absent program, a self-referral (the referrer's own customer id, or referrerEmail equal to refereeEmail ignoring case) and a replay (one attribution per referee). externalRef defaults to refereeCustomerId.",
		middleware: partner(),
		request: jsonBody(SignupBody),
		responses: { 200: jsonResponse(Attribution.nullable(), "The attribution or null"), ...errs() },
	}),
	async (c) => ok(c, await signup(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/attributions/checkout-start",
		summary: "Stamp a checkout session on the customer's pending attribution",
		middleware: partner(),
		request: jsonBody(CheckoutStartBody),
		responses: { 200: jsonResponse(Stamped, "stamped, and the attribution id"), ...errs() },
	}),
	async (c) => {
		const b = c.req.valid("json");
		return ok(c, await checkoutStart(ctxOf(c), scopeOf(c), b.customerId, b.checkoutSessionId));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/attributions/fulfill",
		summary: "Reward a completed checkout (mints the two codes once)",
		description: FULFIL_DOC,
		middleware: partner(),
		request: jsonBody(FulfilBody),
		responses: { 200: jsonResponse(Fulfilled, "issued, the code ids or the reason"), ...errs() },
	}),
	async (c) => ok(c, await fulfill(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/attributions/void",
		summary: "Void a pending attribution (a refund), by checkout session or attribution id",
		middleware: partner(),
		request: jsonBody(VoidBody),
		responses: { 200: jsonResponse(Voided, "voided, or reason no_attribution | not_pending"), ...errs() },
	}),
	async (c) => ok(c, await voidAttribution(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

export default app;
