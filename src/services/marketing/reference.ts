// How the marketing API reference is organised: its tags, in reading order (openapi-tags.ts). The
// storefront catalogue, documented on the same base, brings its own (storefront/reference.ts).
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/api/v1";

export const MKT_TAGS: DocsTag[] = [
	{
		name: "Contacts",
		description:
			"The people you market to: create or update them one by one or in bulk (JSON or CSV), their lists, and double opt-in confirmation.",
		paths: [`${V1}/contacts`, `${V1}/lists`],
		group: "Audience",
	},
	{
		name: "Segments",
		description:
			"Saved filters over contacts (attributes, lists, activity) used as a campaign's audience; their size is kept up to date.",
		paths: [`${V1}/audience-segments`],
		group: "Audience",
	},
	{
		name: "Suppressions",
		description: "Addresses that never receive a message again (bounces, complaints, or added by you).",
		paths: [`${V1}/suppressions`],
		group: "Audience",
	},
	{
		name: "Privacy",
		description: "A contact's data on request: export everything held about them, or erase their personal data.",
		paths: [`${V1}/contacts/{id}/export`, `${V1}/contacts/{id}/erase`],
		group: "Audience",
	},
	{
		name: "Channels",
		description:
			"Where messages go out: email providers with static credentials, or social accounts connected through OAuth; test sends and DNS records for an email domain.",
		paths: [`${V1}/channels`, `${V1}/session`],
		group: "Messaging",
	},
	{
		name: "Campaigns",
		description:
			"Messages to a segment or list through a channel: draft, preview, test, schedule or send, then the report of deliveries, opens and clicks.",
		paths: [`${V1}/campaigns`],
		group: "Messaging",
	},
	{
		name: "Referrals",
		description:
			"A referral programme: customers share links, referees who sign up and buy are attributed, and both sides are rewarded with discount codes.",
		paths: [`${V1}/referrals`],
		group: "Growth",
	},
	{
		name: "Discount codes",
		description:
			"Codes that take a percentage or an amount off a purchase, made by you or by referral rewards, and their redemption.",
		paths: [`${V1}/discount-codes`],
		group: "Growth",
	},
	{
		name: "Plan and billing",
		description:
			"The marketing plans and their limits, the workspace's subscription and usage, invoices, and buying or cancelling a plan.",
		paths: [`${V1}/billing`],
		group: "Account",
	},
	{
		name: "Webhooks",
		description:
			"Endpoints that receive signed marketing event notifications (contacts, campaigns, referrals), their deliveries and retries, and the events themselves.",
		paths: [`${V1}/event-types`, `${V1}/webhook-endpoints`, `${V1}/webhook-deliveries`, `${V1}/events`],
		group: "Account",
	},
];
