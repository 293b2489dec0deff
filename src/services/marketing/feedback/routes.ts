import { Hono } from "hono";
import { payloadTooLarge, readCapped } from "../../../platform/body";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { ctxOf } from "../context";
import { receiveEmailEvents } from "./receive-events";

// Email providers' delivery webhooks (issue 40). Public: outside /api/v1, so no credential is asked;
// the provider's signature (or Postmark's Basic auth) is the proof. The body is read here, capped at
// 1 MB (the service's 10 MB gate is skipped for this path, see index.ts streamedBodyPaths).

export const EMAIL_EVENTS_MAX_BYTES = 1024 * 1024;
export const EMAIL_EVENTS_PATH = /^\/webhooks\/email\/[^/]+$/;

const app = new Hono<AppEnv>();

app.post("/webhooks/email/:channelId", async (c) => {
	const declared = Number(c.req.header("Content-Length") ?? "0");
	if (declared > EMAIL_EVENTS_MAX_BYTES) throw payloadTooLarge(EMAIL_EVENTS_MAX_BYTES);
	const bytes = c.req.raw.body ? await readCapped(c.req.raw.body, EMAIL_EVENTS_MAX_BYTES) : new Uint8Array(0);
	if (!bytes) throw payloadTooLarge(EMAIL_EVENTS_MAX_BYTES);
	const body = new TextDecoder().decode(bytes);
	return ok(c, await receiveEmailEvents(ctxOf(c), c.req.param("channelId"), c.req.raw.headers, body));
});

export default app;
