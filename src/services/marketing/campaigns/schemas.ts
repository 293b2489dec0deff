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
		content: CampaignContentSchema,
		sendAt: IsoTime.nullable()
			.optional()
			.openapi({ description: "When POST /schedule sends it (at least a minute ahead, within a year)" }),
	})
	.openapi("CreateCampaign");
export type CreateCampaignInput = z.infer<typeof CreateCampaign>;

export const PatchCampaign = z
	.strictObject({
		name: Name.optional(),
		channelId: Id.optional(),
		audience: Audience.optional(),
		content: CampaignContentSchema.optional(),
		sendAt: IsoTime.nullable().optional(),
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

export const PreviewCampaign = z.strictObject({ contactId: Id }).openapi("PreviewCampaign");

export const Campaign = z
	.object({
		id: z.string(),
		name: z.string(),
		channelId: z.string(),
		audience: z.object({
			segmentIds: z.array(z.string()),
			listIds: z.array(z.string()),
			contactIds: z.array(z.string()),
		}),
		content: z.record(z.string(), z.unknown()),
		sendAt: z.string().nullable(),
		status: z.enum(CAMPAIGN_STATUSES),
		failureReason: z
			.string()
			.nullable()
			.openapi({ description: "Why a failed campaign stopped (a revoked channel, ...)" }),
		recipients: z.number().int().openapi({ description: "Eligible recipients frozen at send start (0 before)" }),
		startedAt: z.string().nullable(),
		finishedAt: z.string().nullable(),
		canceledAt: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
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
		contactId: z.string(),
		address: z.string().nullable(),
		status: z.enum(RECIPIENT_STATUSES),
		reason: z.string().nullable().openapi({ description: "Why excluded, skipped or failed" }),
		messageId: z.string(),
		providerMessageId: z.string().nullable(),
		attempts: z.number().int(),
		sentAt: z.string().nullable(),
		deliveredAt: z.string().nullable(),
		openedAt: z.string().nullable(),
		opens: z.number().int(),
		clickedAt: z.string().nullable(),
		clicks: z.number().int(),
		bounceType: z.string().nullable(),
		bouncedAt: z.string().nullable(),
		complainedAt: z.string().nullable(),
		unsubscribedAt: z.string().nullable(),
		error: z.string().nullable(),
	})
	.openapi("CampaignRecipient");

export const RecipientPage = z
	.object({ data: z.array(Recipient), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("CampaignRecipientPage");

const Count = z.number().int();
export const Report = z
	.object({
		campaignId: z.string(),
		status: z.enum(CAMPAIGN_STATUSES),
		recipients: Count,
		counts: z.object({
			queued: Count,
			sending: Count,
			sent: Count,
			failed: Count,
			skipped: Count,
			canceled: Count,
			delivered: Count,
			opened: Count,
			clicked: Count,
			bounced: Count,
			complained: Count,
			unsubscribed: Count,
		}),
		excluded: z.record(z.string(), Count).openapi({ description: "Contacts left out at the freeze, by reason" }),
		skipped: z.record(z.string(), Count).openapi({ description: "Recipients skipped when their batch ran, by reason" }),
		uniqueOpens: Count,
		opens: Count,
		uniqueClicks: Count,
		clicks: Count,
		links: z.array(z.object({ url: z.string(), clicks: Count, uniqueClicks: Count })),
		startedAt: z.string().nullable(),
		finishedAt: z.string().nullable(),
	})
	.openapi("CampaignReport");

export const RenderedMessage = z
	.object({
		subject: z.string().nullable(),
		preheader: z.string().nullable(),
		text: z.string().nullable(),
		html: z.string().nullable(),
		title: z.string().nullable(),
		url: z.string().nullable(),
		template: z.object({ name: z.string(), language: z.string(), parameters: z.array(z.string()) }).nullable(),
	})
	.openapi("CampaignPreview");

export const TestResult = z
	.object({
		messages: z.array(
			z.object({
				recipient: z.string(),
				status: z.enum(["sent", "failed"]),
				providerMessageId: z.string().nullable(),
				error: z.string().nullable(),
			}),
		),
	})
	.openapi("CampaignTestResult");
