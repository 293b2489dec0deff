// How the marketing API reference is organised: its tags, in reading order (openapi-tags.ts). The
// storefront catalogue, documented on the same base, brings its own (storefront/reference.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
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

export const MKT_EXAMPLES: DocsExamples = {
	ids: {
		contact: "",
		segment: "",
		audienceSegment: "",
		channel: "",
		list: "",
		campaign: "cmp_",
		marketingCampaign: "cmp_",
		message: "msg_",
		providerMessage: "msg_",
		job: "job_",
		import: "imp_",
		discountCode: "dc_",
		code: "dc_",
		refereeCode: "dc_",
		referrerCode: "dc_",
		redemption: "dr_",
		referralLink: "rl_",
		link: "rl_",
		program: "rp_",
		referralProgram: "rp_",
		attribution: "rat_",
		referralAttribution: "rat_",
		customer: "cus_",
		refereeCustomer: "cus_",
		referrerCustomer: "cus_",
		checkoutSession: "cs_",
		invoice: "inv_",
		subscription: "sub_",
		payPlan: "pln_",
		payPrice: "pr_",
		apiKey: "mkk_",
		operation: "op_",
		audit: "aud_",
		event: "evt_",
		mktEvent: "evt_",
	},
	values: {
		provider: "email_v1",
		linkCode: "SITI-K7Q2",
		code: "HEMAT20",
		recipient: "siti.rahayu@example.com",
		externalId: "109876543210",
		externalRef: "ORD-2026-0042",
		externalSource: "shopify",
		domain: "mail.tokokopisenja.example.com",
		plan: "growth",
		planName: "Growth",
		field: "city",
		value: "Jakarta Selatan",
		text: "Halo {firstName}, kopi favoritmu diskon 20% sampai Minggu!",
		html: "<p>Halo {firstName}, kopi favoritmu diskon 20% sampai Minggu!</p>",
		bounceType: "hard",
		hint: "Check the channel's sends for the outcome",
		source: "checkout",
		listName: "Pelanggan newsletter",
		programTerms: "Ajak teman belanja pertama, kalian berdua dapat diskon 20%.",
		contentType: "text/csv",
		file: "contacts.csv",
		providerDashboard: "https://resend.com/domains",
		googleProductCategory: "Food, Beverages & Tobacco > Beverages > Coffee",
		gtin: "08991234567890",
		originAreaId: "IDNP6IDNC148IDND845",
		language: "id",
		attributes: { kota: "Jakarta Selatan", tier: "gold" },
		config: { fromEmail: "halo@tokokopisenja.example.com", fromName: "Toko Kopi Senja" },
		content: { subject: "Promo Gajian: diskon 20% untuk semua kopi", html: "<p>Halo {firstName}!</p>" },
		data: { status: "running", processed: 1200, total: 5000 },
		socialHandles: { instagram: "@tokokopisenja", tiktok: "@tokokopisenja" },
		subscriptions: { email: "subscribed", whatsapp: "unsubscribed" },
		events: ["mkt.campaign.sent.v1", "mkt.campaign.finished.v1"],
		scopesGranted: ["pages_manage_posts", "pages_read_engagement"],
		credentials: { apiKey: "re_7c2f9a4e1b8d3c6f0a5e9b2d" },
		features: ["Campaigns", "Referral programme"],
		parameters: ["{firstName}", "20%"],
	},
};
