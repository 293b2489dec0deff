// The aggregator's status callbacks. Biteship-style aggregators sign nothing, so the URL registered
// with them carries a shared secret (X-Courier-Secret header, or ?token= for a dashboard that takes
// only a URL); without COURIER_WEBHOOK_SECRET configured every callback is refused.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { timingSafeEqual } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { authRequired } from "../access/auth";
import { parseCourierCallback } from "../integrations/courier";
import { orderEnv } from "../integrations/locate";
import { applyCourierStatus } from "./apply-status";

const MAX_BODY = 64 * 1024;

export async function receiveCallback(c: Context<AppEnv>) {
	const secret = c.env.COURIER_WEBHOOK_SECRET;
	const sent = c.req.header("X-Courier-Secret") ?? c.req.query("token");
	if (!secret || !sent || !timingSafeEqual(sent, secret))
		throw authRequired("Courier callbacks carry the shared secret (X-Courier-Secret or ?token=)");
	const text = await c.req.text();
	if (text.length > MAX_BODY) throw new ApiError(413, "payload_too_large", "A callback body is at most 64 KiB");
	// The aggregator's installation check posts an empty body: acknowledge it.
	if (!text.trim()) return { received: true, applied: false };
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		throw new ApiError(400, "validation_error", "The callback body is not JSON");
	}
	const report = parseCourierCallback(body);
	if (!report) return { received: true, applied: false };
	// The order id names the workspace through the locator (issue 38); none: a booking before sharding, shard 0.
	const at = await orderEnv(c.env, report.orderId);
	return { received: true, applied: await applyCourierStatus(at.env, report, at.workspaceId) };
}
