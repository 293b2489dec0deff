// How the storefront catalogue's part of the marketing API reference is organised: its tags (openapi-tags.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
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

export const STORE_EXAMPLES: DocsExamples = {
	ids: { product: "prod_", variant: "var_", file: "file_", productFile: "file_", apiKey: "skey_", storeEvent: "evt_" },
	values: {
		thumbnail: "https://toko.example.com/img/kopi-susu.png",
		gtin: "08991234567890",
		googleProductCategory: "Food, Beverages & Tobacco > Beverages > Coffee",
		contentType: "application/pdf",
		file: "ebook-resep-kopi.pdf",
		title: "Kopi Susu Gula Aren 250 ml",
		slug: "kopi-susu-gula-aren-250-ml",
		events: ["store.product.created.v1", "store.product.updated.v1"],
		data: ["store.product.created.v1", "store.product.updated.v1"],
		coverImages: ["https://toko.example.com/img/kopi-susu.png"],
		options: { ukuran: "250 ml", rasa: "Gula aren" },
	},
};
