// One recipient's message: the content rendered for the contact, with its own signed unsubscribe
// link and, for email, its open pixel and click links (tracking-links.ts). Used by the sender, the
// test send and the preview.
import type { Env } from "../../../env";
import { subscriptionLink } from "../channels/subscription-links";
import type { RawContact } from "../contacts/store";
import type { MktScope } from "../context";
import type { OutboundMessage } from "../integrations/provider";
import type { CampaignChannel } from "./domain/audience";
import { type ContactFacts, type Prepared, renderFor } from "./message";
import { clickUrl, openPixelUrl } from "./tracking-links";

const parsed = <T>(s: string | null | undefined, fallback: T): T => {
	try {
		return s ? (JSON.parse(s) as T) : fallback;
	} catch {
		return fallback;
	}
};

export const factsOf = (c: RawContact | null): ContactFacts => ({
	firstName: c?.first_name ?? null,
	lastName: c?.last_name ?? null,
	email: c?.email ?? null,
	phone: c?.phone ?? null,
	attributes: parsed<Record<string, unknown>>(c?.attributes, {}),
	socialHandles: parsed<Record<string, string>>(c?.social_handles, {}),
});

export interface Personal {
	campaignId: string;
	contactId: string;
	/** Where links point: the marketing base URL the campaign was sent from. */
	base: string;
	/** Tracked links (the campaign's): null renders the content's URLs as they are (previews, tests). */
	links: string[] | null;
	/**
	 * When the links' validity starts (their exp is this + TTL): the campaign's send start, so every
	 * attempt of one message renders the same bytes — Resend refuses a retry under the same
	 * Idempotency-Key whose payload differs (409 invalid_idempotent_request). Absent: now.
	 */
	issuedAt?: number;
}

/** The rendered fields for one contact (no recipient or id yet). */
export async function personalise(
	env: Env,
	s: MktScope,
	cc: CampaignChannel,
	p: Prepared,
	contact: RawContact | null,
	who: Personal | null,
	base: string,
	channelName: string | null,
) {
	const tracked = who?.links ?? null;
	const email = cc.content === "email";
	const [unsubscribeUrl, pixelUrl, linkUrls] = await Promise.all([
		who ? subscriptionLink(env, who.base, "u", s, who.contactId, cc.subscription, who.campaignId, who.issuedAt) : null,
		who && tracked && email
			? openPixelUrl(env, who.base, s.workspaceId, who.campaignId, who.contactId, who.issuedAt)
			: null,
		who && tracked && email
			? Promise.all(
					tracked.map((u) => clickUrl(env, who.base, s.workspaceId, who.campaignId, who.contactId, u, who.issuedAt)),
				)
			: [],
	]);
	const byUrl = new Map((tracked ?? []).map((u, i) => [u, linkUrls[i] ?? null]));
	return renderFor(p, factsOf(contact), {
		// A test without a contact shows where the link goes; the page answers that it is not valid.
		unsubscribeUrl: unsubscribeUrl ?? `${base}/u/example`,
		pixelUrl,
		linkUrl: tracked ? (u) => byUrl.get(u) ?? null : null,
		channelName,
	});
}

export const outbound = (
	fields: Awaited<ReturnType<typeof personalise>>,
	messageId: string,
	recipient: string,
	at: number,
): OutboundMessage => ({ ...fields, messageId, recipient, occurredAt: new Date(at).toISOString() });
