// How the storefront catalogue's part of the marketing API reference is organised: its tags (openapi-tags.ts).
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/api/v1";

export const STORE_TAGS: DocsTag[] = [
	{
		name: "Products",
		description:
			"The storefront's catalogue: physical, digital and licence products, from draft to published to archived, with their files and AI-written descriptions.",
		paths: [`${V1}/storefront/products`],
		group: "Storefront",
	},
	{
		name: "Variants",
		description: "A product's sellable versions (size, colour), each with its own price, SKU and stock.",
		paths: [`${V1}/inventory/variants`],
		group: "Storefront",
	},
	{
		name: "Storefront webhooks",
		description:
			"Endpoints that receive signed catalogue event notifications (products, variants), their deliveries and retries, and the events.",
		paths: [
			`${V1}/storefront/event-types`,
			`${V1}/storefront/webhook-endpoints`,
			`${V1}/storefront/webhook-deliveries`,
			`${V1}/storefront/events`,
		],
		group: "Storefront",
	},
];
