import { z } from "@hono/zod-openapi";
import { Contact } from "../contacts/schemas";
import { Attribution } from "../referrals/schemas";
import { RECIPIENT_STATUSES } from "../schema";
import { EXPORT_CAP } from "./domain/personal-data";

// Issue 40: a contact's data on request. Times are ISO 8601 (UTC) or null when the thing did not happen.

const time = (what: string) =>
	z
		.string()
		.nullable()
		.openapi({ description: `${what}; null when it did not happen` });
const newest = (what: string) =>
	`${what}, newest first, at most ${EXPORT_CAP} (truncated says whether there were more)`;

const ListEntry = z.object({
	listId: z.string().openapi({ description: "The list (GET /lists)" }),
	name: z.string().openapi({ description: "The list's name" }),
	joinedAt: z.string().openapi({ description: "When the contact joined the list" }),
});

const CampaignEntry = z.object({
	campaignId: z.string().openapi({ description: "The campaign" }),
	name: z.string().openapi({ description: "The campaign's name" }),
	status: z.enum(RECIPIENT_STATUSES).openapi({
		description:
			"The contact's delivery as a recipient of the campaign (queued, sending, sent, failed, skipped, canceled, excluded)",
	}),
	address: z.string().nullable().openapi({ description: "The email, number, chat id or device token sent to" }),
	sentAt: time("When the provider accepted the message"),
	deliveredAt: time("When the provider reported it delivered"),
	openedAt: time("First open"),
	opens: z.number().int().openapi({ description: "How often the contact opened it (tracked opens)" }),
	clickedAt: time("First click"),
	clicks: z.number().int().openapi({ description: "How often the contact clicked its tracked links" }),
	bouncedAt: time("When it bounced"),
	complainedAt: time("When the contact reported it as spam"),
	unsubscribedAt: time("When the contact unsubscribed through it"),
});

const ClickEntry = z.object({
	campaignId: z.string().openapi({ description: "The campaign the link was in" }),
	url: z.string().nullable().openapi({ description: "The tracked link clicked" }),
	count: z.number().int().openapi({ description: "How often the contact clicked it" }),
	firstAt: z.string().openapi({ description: "The first click" }),
});

const RedemptionEntry = z.object({
	id: z.string(),
	codeId: z.string().openapi({ description: "The discount code (dc_…)" }),
	code: z.string().nullable().openapi({ description: "The discount code redeemed" }),
	checkoutSessionId: z.string().openapi({ description: "The checkout session it was redeemed on" }),
	amount: z.number().int().openapi({ description: "The purchase amount, minor units" }),
	discountAmount: z.number().int().openapi({ description: "The discount taken off, minor units" }),
	currency: z.string(),
	createdAt: z.string(),
});

const SuppressionEntry = z.object({
	address: z.string().nullable().openapi({ description: "The suppressed address; null once its contact was erased" }),
	reason: z
		.enum(["hard_bounce", "complaint", "manual"])
		.openapi({ description: "Why: a hard bounce, a spam complaint, or added by hand" }),
	source: z.string().nullable().openapi({ description: "The provider or API key that added it" }),
	campaignId: z.string().nullable().openapi({ description: "The campaign whose send bounced or was complained about" }),
	createdAt: z.string(),
});

const flag = (what: string) =>
	z.boolean().openapi({ description: `true: ${what} had more than ${EXPORT_CAP} entries` });

export const ContactExport = z
	.object({
		contact: Contact.openapi({ description: "The contact as GET /contacts/{id} answers it" }),
		lists: z.array(ListEntry).openapi({ description: newest("The lists the contact is on") }),
		subscriptions: z
			.record(z.string(), z.string())
			.openapi({ description: "Subscription state per channel kind (as in contact.subscriptions)" }),
		campaigns: z.array(CampaignEntry).openapi({ description: newest("The campaigns the contact was a recipient of") }),
		clicks: z.array(ClickEntry).openapi({ description: newest("The contact's clicks per tracked link") }),
		referrals: z
			.array(
				Attribution.extend({
					role: z.enum(["referee", "referrer"]).openapi({ description: "Which side of the referral the contact is" }),
				}),
			)
			.openapi({
				description: newest(
					"Referral attributions where the contact is the referee or the referrer: matched by its email (refereeEmail, referrerEmail) or by its externalRef as the customer id (refereeCustomerId, referrerCustomerId)",
				),
			}),
		discountRedemptions: z.array(RedemptionEntry).openapi({
			description: newest("Discount code redemptions of the customer whose id is the contact's externalRef"),
		}),
		suppressions: z
			.array(SuppressionEntry)
			.openapi({ description: newest("Suppression list entries of the contact's addresses") }),
		truncated: z
			.object({
				lists: flag("lists"),
				campaigns: flag("campaigns"),
				clicks: flag("clicks"),
				referrals: flag("referrals"),
				discountRedemptions: flag("discountRedemptions"),
				suppressions: flag("suppressions"),
			})
			.openapi({ description: "Per list: whether it was cut at the cap" }),
		exportedAt: z.string().openapi({ description: "When this export was made" }),
	})
	.openapi("ContactExport");

export const Erased = z
	.object({
		erased: z.literal(true).openapi({ description: "Always true" }),
		contactId: z.string().openapi({ description: "The erased contact's id (it no longer exists)" }),
		erasedAt: z.string().openapi({ description: "When it was erased" }),
	})
	.openapi("ContactErased");

export const EXPORT_DOC = `Everything the marketing service holds about the contact: the contact, its lists, subscriptions, the campaigns it was sent (delivery, opens, clicks, bounces), its clicks per link, referral attributions (by email, or by externalRef as the customer id), discount redemptions (externalRef as the customer id), and the suppression entries of its addresses. Each list holds at most ${EXPORT_CAP} entries, newest first; truncated flags the lists that had more. Recorded in the audit log (contact.export). Another workspace's contact is 404.`;

export const ERASE_DOC =
	"Removes the contact's personal data from the marketing service in one atomic step: the contact and its list memberships are deleted; its campaign recipient rows and clicks stay (so campaign counts do not change) under an opaque id, without the address; suppression entries keep only the address's hash; referral attributions keep their rows with the email replaced by \"erased\"; confirmation messages, pending CSV import rows, import errors, events and webhook bodies lose the address. A tombstone (the identity hash) makes imports skip the contact and POST /contacts refuse it (409 CONTACT_ERASED) unless allowErased is sent. Recorded in the audit log (contact.erase). An unknown or already erased contact is 404.";
