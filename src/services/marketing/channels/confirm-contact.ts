import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { getContact, setSubscription } from "../contacts/store";
import type { MktCtx, MktScope } from "../context";
import { kindOf, type Provider } from "../integrations/catalogue";
import { getChannel, queueSend } from "./store";
import { subscriptionLink } from "./subscription-links";
import { SEND_KIND } from "./test-send";

/** The subscription key and the contact's address a double opt-in goes to, per provider kind. */
function target(provider: Provider, contact: { email: string | null; phone: string | null }) {
	const kind = kindOf(provider);
	if (kind === "email") return { channel: "email", address: contact.email };
	if (kind === "sms") return { channel: "sms", address: contact.phone };
	if (provider === "messaging_v1" || provider === "messaging_v2")
		return { channel: "whatsapp", address: contact.phone };
	return null;
}

/**
 * POST /contacts/{id}/confirm {channelId} (extension, double opt-in): the contact's subscription to
 * the channel's kind becomes pending and the channel sends it a link that sets it to subscribed.
 */
export async function confirmContact(ctx: MktCtx, s: MktScope, contactId: string, channelId: string, base: string) {
	const contact = await getContact(ctx.env, s, contactId);
	if (!contact) throw notFound("contact");
	const channel = await getChannel(ctx.env, s, channelId);
	if (!channel) throw new ApiError(404, "not_found", "No such channel", "channelId");
	if (channel.status !== "active")
		throw new ApiError(409, "bad_state", `The channel is ${channel.status}; only an active channel sends`);
	const t = target(channel.provider as Provider, contact);
	if (!t) throw new ApiError(400, "validation_error", "Double opt-in goes by email, SMS or WhatsApp", "channelId");
	if (!t.address)
		throw new ApiError(
			400,
			"validation_error",
			`The contact has no ${t.channel === "email" ? "email" : "phone"}`,
			"channelId",
		);
	const now = Date.now();
	const link = await subscriptionLink(ctx.env, base, "c", s, contact.id, t.channel);
	const messageId = newId("msg_", now);
	await setSubscription(ctx.env, s, contact.id, t.channel, "pending", now);
	const row = { id: messageId, accountId: s.workspaceId, channelId: channel.id, createdAt: now };
	await queueSend(ctx.env, { ...row, kind: "confirm", recipient: t.address, contactId: contact.id, link }, SEND_KIND);
	return { id: contact.id, channelId: channel.id, subscription: "pending" as const, messageId };
}
