// How the localization API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/api/v1";
const P = `${V1}/projects/{id}`;

export const LOC_TAGS: DocsTag[] = [
	{
		name: "Status",
		description: "Whether the service and its dependencies are up; public, for monitors.",
		paths: [`${V1}/health`],
		group: "Setup",
	},
	{
		name: "API keys",
		description: "Keys for scripts, CI and integrations; the key is shown once.",
		paths: [`${V1}/api-keys`],
		group: "Setup",
	},
	{
		name: "Projects",
		description:
			"An app or website being translated: its source locale, target locales (with fallbacks) and namespaces with their review policy.",
		paths: [`${V1}/projects`],
		group: "Setup",
	},
	{
		name: "Keys",
		description:
			"The source strings to translate (ICU messages), pushed in bulk; their descriptions, length limits and screenshots.",
		paths: [`${P}/keys`, `${V1}/keys/{keyId}`],
		group: "Translating",
	},
	{
		name: "Translations and review",
		description:
			"Write a key's translation in a locale (placeholders checked), and approve or reject translations from the review queue.",
		paths: [`${V1}/keys/{keyId}/translations`, `${V1}/translations`, `${P}/review-queue`],
		group: "Translating",
	},
	{
		name: "Translation memory",
		description: "Earlier approved translations, suggested again for the same or similar source text.",
		paths: [`${V1}/tm`],
		group: "Translating",
	},
	{
		name: "Glossary",
		description: "Terms that must be translated one way (or kept as they are), account-wide or per project.",
		paths: [`${V1}/glossary`],
		group: "Translating",
	},
	{
		name: "Machine translation",
		description: "Jobs that machine-translate a project's missing strings into a locale, and their progress.",
		paths: [`${P}/translate`, `${P}/jobs`, `${V1}/projects/jobs`],
		group: "Translating",
	},
	{
		name: "Files",
		description:
			"Import and export one namespace of one locale as a translation file (nested JSON, flat JSON or XLIFF 1.2).",
		paths: [`${P}/import`, `${P}/export`],
		group: "Translating",
	},
	{
		name: "Releases",
		description:
			"Frozen catalogues of a locale that apps download: build one, compare two, pull the latest for an app, check that a project ships cleanly, and the public catalogue.",
		paths: [`${P}/releases`, `${V1}/projects/releases`, `${P}/pull`, `${P}/check`, `${V1}/public/projects`],
		group: "Shipping",
	},
	{
		name: "Website proxy",
		description:
			"Translate a website without code changes: crawl its pages for strings, then serve translated pages through the proxy.",
		paths: [`${P}/crawl`, `${P}/pages`, "/proxy"],
		group: "Shipping",
	},
	{
		name: "Preview",
		description: "Try it on any public page: translate its first strings without an account.",
		paths: [`${V1}/public/preview`],
		group: "Shipping",
	},
	{
		name: "Webhooks",
		description:
			"Endpoints that receive signed localization event notifications (releases, finished jobs, approvals, keys), their deliveries and retries.",
		paths: [`${V1}/webhook-endpoints`, `${V1}/webhook-deliveries`, `${V1}/event-types`, `${V1}/events`],
		group: "Shipping",
	},
];

export const LOC_EXAMPLES: DocsExamples = {
	ids: {
		project: "prj_",
		key: "str_",
		string: "str_",
		translation: "tr_",
		job: "tj_",
		queuedJob: "tj_",
		preview: "tj_",
		release: "rel_",
		createdRelease: "rel_",
		a: "rel_",
		b: "rel_",
		glossaryTerm: "gl_",
		term: "gl_",
		memory: "tm_",
		memoryEntry: "tm_",
	},
	values: {
		key: "checkout.button.pay",
		namespace: "default",
		sourceLocale: "en",
		targetLocale: "id",
		locale: "id",
		tag: "id",
		target: "id",
		fallback: "en",
		sourceText: "Pay {amount}",
		source: "Pay {amount}",
		text: "Pay now",
		original: "Add to cart",
		translated: "Tambah ke keranjang",
		translation: "Bayar {amount}",
		term: "cart",
		value: "Bayar {amount}",
		siteUrl: "https://toko.example.com",
		path: "/produk?kategori=kopi",
		version: "2026.11.20-3",
		by: "reviewer@example.com",
		createdBy: "reviewer@example.com",
		rejectReason: "Terlalu formal untuk tombol",
		lastError: "Timed out fetching the page",
		file: '{"checkout":{"button":{"pay":"Bayar {amount}"}}}',
		format: "json-nested",
		mode: "sdk",
		machineTranslation: "deepl",
		placeholders: "{amount}",
		context: "Checkout page, primary button",
		content: '{"checkout":{"button":{"pay":"Bayar {amount}"}}}',
		a: "rel_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		b: "rel_01JB4X9Q2WZ5N8K1C3T7V0R6MF",
		skipped: ["checkout.legacy.title"],
		events: ["loc.release.published.v1", "loc.job.finished.v1"],
	},
};
