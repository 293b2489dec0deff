// Which providers can send a campaign, under which subscription key of a contact, to which of its
// addresses (issue 40). Pure. Providers that post to one place (Slack, Discord, a generic webhook)
// or publish (social) have no per-contact address and send no campaign.
import type { Provider } from "../../integrations/catalogue";

/** The content a campaign carries, by what the channel delivers. */
export type ContentKind = "email" | "text" | "whatsapp" | "push";

export interface CampaignChannel {
	content: ContentKind;
	/** The contact's subscriptions key this channel honours (spec: absent means subscribed). */
	subscription: "email" | "sms" | "whatsapp" | "telegram" | "line" | "push";
	/** Where the address is read: a contact column, or a socialHandles key. */
	address: { column: "email" | "phone" } | { handle: "telegram" | "line" | "push" };
	/** The text needs an opt-out instruction appended (SMS and WhatsApp session texts). */
	stopInstruction: boolean;
}

export const CAMPAIGN_CHANNELS: Partial<Record<Provider, CampaignChannel>> = {
	email_v1: { content: "email", subscription: "email", address: { column: "email" }, stopInstruction: false },
	email_v2: { content: "email", subscription: "email", address: { column: "email" }, stopInstruction: false },
	email_v3: { content: "email", subscription: "email", address: { column: "email" }, stopInstruction: false },
	email_v4: { content: "email", subscription: "email", address: { column: "email" }, stopInstruction: false },
	email_v5: { content: "email", subscription: "email", address: { column: "email" }, stopInstruction: false },
	sms_v1: { content: "text", subscription: "sms", address: { column: "phone" }, stopInstruction: true },
	sms_v2: { content: "text", subscription: "sms", address: { column: "phone" }, stopInstruction: true },
	messaging_v1: { content: "whatsapp", subscription: "whatsapp", address: { column: "phone" }, stopInstruction: true },
	messaging_v2: { content: "whatsapp", subscription: "whatsapp", address: { column: "phone" }, stopInstruction: true },
	messaging_v3: { content: "text", subscription: "telegram", address: { handle: "telegram" }, stopInstruction: false },
	messaging_v4: { content: "text", subscription: "line", address: { handle: "line" }, stopInstruction: false },
	push_v1: { content: "push", subscription: "push", address: { handle: "push" }, stopInstruction: false },
	push_v2: { content: "push", subscription: "push", address: { handle: "push" }, stopInstruction: false },
};

export const campaignChannelOf = (p: Provider): CampaignChannel | null => CAMPAIGN_CHANNELS[p] ?? null;
