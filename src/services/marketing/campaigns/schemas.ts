import { z } from "@hono/zod-openapi";
import { clampedLimit } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";
import { CAMPAIGN_STATUSES, RECIPIENT_STATUSES } from "../schema";
import { CampaignContentSchema } from "./domain/content";

// Issue 40 "Campaigns API": validation, types and reference text in one place.

export const NAME_MAX = 120;
export const AUDIENCE_SEGMENTS_MAX = 10;
export const AUDIENCE_LISTS_MAX = 20;
export const AUDIENCE_CONTACTS_MAX = 1000;
export const TEST_RECIPIENTS_MAX = 5;

const Id = z.string().min(1).max(64);
const Ids = (max: number, what: string) =>
	z
		.array(Id)
		.max(max, `at most ${max} ${what}`)
		.optional()
		.openapi({ description: `At most ${max} ${what} of this workspace` });

export const Audience = z
	.strictObject({
		segmentIds: Ids(AUDIENCE_SEGMENTS_MAX, "segment ids"),
		listIds: Ids(AUDIENCE_LISTS_MAX, "list ids"),
		contactIds: Ids(AUDIENCE_CONTACTS_MAX, "contact ids"),
	})
	.openapi("CampaignAudience", {
		description:
			"Who the campaign is for: the union of the segments' members, the lists' members and the contacts named, each contact once. Resolved when the send starts; a segment deleted by then contributes no one.",
	});

const IsoTime = z
	.string()
	.max(64)
	.refine(
		(v) => Number.isFinite(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v),
		"sendAt must be an ISO 8601 date-time",
	)
	.openapi({ example: "2026-12-01T09:00:00+07:00" });

const Name = singleLine(NAME_MAX, { trim: true });

export const CreateCampaign = z
	.strictObject({
		name: Name.openapi({ type: "string", description: `1-${NAME_MAX} characters, one line` }),
		channelId: Id.openapi({
			description: "An active channel of this workspace that sends campaigns (not a webhook or social channel)",
		}),
		audience: Audience,
		content: CampaignContentSchema.openapi({
			description: "What to send, by the channel's kind; {firstName}, {attributes.city} … personalise it",
		}),
		sendAt: IsoTime.nullable()
			.optional()
			.openapi({ description: "When POST /schedule sends it (at least a minute ahead, within a year)" }),
	})
	.openapi("CreateCampaign");
export type CreateCampaignInput = z.infer<typeof CreateCampaign>;

export const PatchCampaign = z
	.strictObject({
		name: Name.optional().openapi({ type: "string", description: `1-${NAME_MAX} characters, one line` }),
		channelId: Id.optional().openapi({
			description: "Another channel of this workspace; the content is checked again for its kind",
		}),
		audience: Audience.optional(),
		content: CampaignContentSchema.optional().openapi({
			description: "Replaces the content (checked for the channel's kind)",
		}),
		sendAt: IsoTime.nullable().optional().openapi({ description: "When POST /schedule sends it; null clears it" }),
	})
	.openapi("PatchCampaign");
export type PatchCampaignInput = z.infer<typeof PatchCampaign>;

export const ScheduleCampaign = z
	.strictObject({ sendAt: IsoTime.optional().openapi({ description: "Overrides the stored sendAt" }) })
	.openapi("ScheduleCampaign");

export const TestCampaign = z
	.strictObject({
		recipients: z
			.array(z.string().min(1).max(500))
			.min(1, "recipients needs at least one address")
			.max(TEST_RECIPIENTS_MAX, `at most ${TEST_RECIPIENTS_MAX} recipients`)
			.openapi({ description: "Addresses of the channel's kind (email, E.164 number, chat id, device token)" }),
		contactId: Id.optional().openapi({
			description: "Personalise the test as this contact (else every field uses its fallback)",
		}),
	})
	.openapi("TestCampaign");

export const PreviewCampaign = z
	.strictObject({ contactId: Id.openapi({ description: "A contact of this workspace to render the content for" }) })
	.openapi("PreviewCampaign");

const d = <T extends z.ZodType>(schema: T, description: string) => schema.openapi({ description });
const Time = (what: string) => d(z.string().nullable(), `${what} (ISO 8601), or null`);
const Count = (what: string) => d(z.number().int(), what);
const IdList = (what: string) => d(z.array(z.string()), what);

export const Campaign = z
	.object({
		id: d(z.string(), "cmp_ id"),
		name: d(z.string(), "The campaign's name"),
		channelId: d(z.string(), "The channel it sends through"),
		audience: d(
			z.object({
				segmentIds: IdList("Segments whose members it is for"),
				listIds: IdList("Lists whose members it is for"),
				contactIds: IdList("Contacts named one by one"),
			}),
			"Who it is for (the union, each contact once)",
		),
		content: d(z.record(z.string(), z.unknown()), "The content as stored (a derived text part included)"),
		sendAt: Time("When the schedule sends it"),
		status: d(z.enum(CAMPAIGN_STATUSES), "draft, scheduled, sending, sent, canceled or failed"),
		failureReason: z
			.string()
			.nullable()
			.openapi({ description: "Why a failed campaign stopped (a revoked channel, ...)" }),
		recipients: z.number().int().openapi({ description: "Eligible recipients frozen at send start (0 before)" }),
		startedAt: Time("When the send started"),
		finishedAt: Time("When it was sent, canceled or failed"),
		canceledAt: Time("When it was canceled"),
		createdAt: d(z.string(), "Created (ISO 8601)"),
		updatedAt: d(z.string(), "Last changed, or last progress while sending (ISO 8601)"),
	})
	.openapi("Campaign");

export const CampaignPage = z
	.object({ data: z.array(Campaign), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("CampaignPage");

export const ListQuery = z.object({
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
	status: z.enum(CAMPAIGN_STATUSES).optional(),
});

export const RecipientQuery = z.object({
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
	status: z.enum(RECIPIENT_STATUSES).optional(),
});

export const Recipient = z
	.object({
		contactId: d(z.string(), "The contact (an opaque erased_ id once the contact is erased)"),
		address: d(z.string().nullable(), "The address sent to; null when the contact had none, or was erased"),
		status: d(z.enum(RECIPIENT_STATUSES), "queued, sending, sent, failed, skipped, canceled or excluded"),
		reason: z.string().nullable().openapi({ description: "Why excluded, skipped or failed" }),
		messageId: d(z.string(), "Our message id, the provider's idempotency key where it takes one"),
		providerMessageId: d(z.string().nullable(), "The provider's id of the accepted message"),
		attempts: Count("Claims taken on this recipient (a retry after a 429 or a lost answer adds one)"),
		sentAt: Time("When the provider accepted it"),
		deliveredAt: Time("When the provider reported delivery"),
		openedAt: Time("First open (pixel, or implied by a click)"),
		opens: Count("Opens counted"),
		clickedAt: Time("First click"),
		clicks: Count("Clicks counted"),
		bounceType: d(z.string().nullable(), "hard or soft, from the provider's bounce event"),
		bouncedAt: Time("When it bounced"),
		complainedAt: Time("When the recipient marked it as spam"),
		unsubscribedAt: Time("When the recipient unsubscribed through this campaign's link"),
		error: d(z.string().nullable(), "The provider's words for a failure"),
	})
	.openapi("CampaignRecipient");

export const RecipientPage = z
	.object({ data: z.array(Recipient), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("CampaignRecipientPage");

export const Report = z
	.object({
		campaignId: d(z.string(), "The campaign"),
		status: d(z.enum(CAMPAIGN_STATUSES), "The campaign's state"),
		recipients: Count("Eligible recipients frozen at send start"),
		counts: d(
			z.object({
				queued: Count("Waiting for their batch"),
				sending: Count("With a consumer now (or an attempt whose answer was lost, within its lease)"),
				sent: Count("Accepted by the provider"),
				failed: Count("Refused by the provider, or an outcome lost with a provider without idempotency keys"),
				skipped: Count("Left out when their batch ran (unsubscribed, suppressed or erased since the freeze)"),
				canceled: Count("Not sent because the campaign was canceled or failed first"),
				delivered: Count("Reported delivered by the provider"),
				opened: Count("Opened at least once"),
				clicked: Count("Clicked at least once"),
				bounced: Count("Bounced (hard or soft)"),
				complained: Count("Marked as spam"),
				unsubscribed: Count("Unsubscribed through this campaign's link"),
			}),
			"Recipients by delivery state, and by what happened after",
		),
		excluded: z
			.record(z.string(), z.number().int())
			.openapi({ description: "Contacts left out at the freeze, by reason" }),
		skipped: z
			.record(z.string(), z.number().int())
			.openapi({ description: "Recipients skipped when their batch ran, by reason" }),
		uniqueOpens: Count("Recipients who opened"),
		opens: Count("Opens, all"),
		uniqueClicks: Count("Recipients who clicked"),
		clicks: Count("Clicks, all"),
		links: d(
			z.array(
				z.object({
					url: d(z.string(), "A link of the content"),
					clicks: Count("Clicks on it"),
					uniqueClicks: Count("Recipients who clicked it"),
				}),
			),
			"Per tracked link, in the order of the content",
		),
		startedAt: Time("When the send started"),
		finishedAt: Time("When it was sent, canceled or failed"),
	})
	.openapi("CampaignReport");

const Text = (what: string) => d(z.string().nullable(), what);
export const RenderedMessage = z
	.object({
		subject: Text("Email subject, or push title"),
		preheader: Text("Email preheader"),
		text: Text("The text part (email), or the message text"),
		html: Text("The HTML part (email)"),
		title: Text("Push title"),
		url: Text("Push URL"),
		template: d(
			z
				.object({
					name: d(z.string(), "Template name"),
					language: d(z.string(), "Template language"),
					parameters: d(z.array(z.string()), "Rendered parameters"),
				})
				.nullable(),
			"A WhatsApp template message, or null",
		),
	})
	.openapi("CampaignPreview");

export const TestResult = z
	.object({
		messages: d(
			z.array(
				z.object({
					recipient: d(z.string(), "The address"),
					status: d(z.enum(["sent", "failed"]), "Whether the provider accepted it"),
					providerMessageId: d(z.string().nullable(), "The provider's id when accepted"),
					error: d(z.string().nullable(), "The provider's words when refused"),
				}),
			),
			"One per address, in order",
		),
	})
	.openapi("CampaignTestResult");
