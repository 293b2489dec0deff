import { notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { unsubscribeContact } from "./store";

/** DELETE /contacts/{id}: unsubscribed from email, sms and whatsapp; the row (and other channels) stay. */
export async function deleteContact(ctx: MktCtx, s: MktScope, id: string) {
	if (!(await unsubscribeContact(ctx.env, s, id, Date.now()))) throw notFound("contact");
	return { id, status: "unsubscribed" as const };
}
