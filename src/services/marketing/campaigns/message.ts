// What one recipient receives: the campaign's content (checked and compiled once per batch by the
// content rules in domain/) rendered for the contact, with its own unsubscribe, pixel and click links.
import type { Provider } from "../integrations/catalogue";
import type { OutboundMessage } from "../integrations/provider";
import type { CampaignChannel } from "./domain/audience";
import { campaignLinks } from "./domain/links";
import type { ContactInput } from "./domain/personalize";
import { type PreparedContent, prepareContent as prepare, renderCampaignMessage } from "./domain/render";

export type ContactFacts = ContactInput;

export interface LinkVars {
	unsubscribeUrl: string;
	pixelUrl: string | null;
	linkUrl: ((url: string) => string | null) | null;
	channelName: string | null;
}

export type Prepared = Extract<PreparedContent, { ok: true }> & { cc: CampaignChannel };

/** The content checked for the channel (kind and provider) and compiled; or the field and what is wrong with it. */
export function prepareContent(
	cc: CampaignChannel,
	raw: unknown,
	provider?: Provider,
): { ok: true; prepared: Prepared } | { ok: false; field: string; message: string } {
	const p = prepare(cc.content, raw, { provider });
	return p.ok ? { ok: true, prepared: { ...p, cc } } : p;
}

/** The links the click redirect may send a reader to (the content's own http(s) links, at most 100). */
export const linksOf = (p: Prepared) => campaignLinks(p.content);

export type RenderedFields = Omit<OutboundMessage, "messageId" | "recipient" | "occurredAt">;

export function renderFor(p: Prepared, c: ContactFacts, v: LinkVars): RenderedFields {
	return renderCampaignMessage(p.cc.content, p.compiled, c, {
		unsubscribeUrl: v.unsubscribeUrl,
		pixelUrl: v.pixelUrl,
		linkUrl: v.linkUrl,
		channelName: v.channelName,
		stopInstruction: p.cc.stopInstruction,
	});
}
