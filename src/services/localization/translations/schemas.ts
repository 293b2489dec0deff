import { z } from "@hono/zod-openapi";

// Spec 002 "Localization service" Translation (issue 23): value (ICU, gated), status.

export const MAX_VALUE = 10_000;

export const PutTranslation = z
	.strictObject({
		value: z
			.string()
			.max(MAX_VALUE)
			.openapi({ example: "{count, plural, other {# barang}}", description: "ICU MessageFormat in the target locale" }),
		status: z
			.enum(["needs_review", "machine", "approved"])
			.default("needs_review")
			.openapi({ description: "Gated namespaces store machine as needs_review; approved feeds translation memory" }),
	})
	.openapi("LocPutTranslation");
export type PutTranslationBody = z.infer<typeof PutTranslation>;

export const TranslationPath = z.object({
	keyId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "keyId", in: "path" } }),
	locale: z
		.string()
		.min(1)
		.max(35)
		.openapi({ param: { name: "locale", in: "path" }, example: "id" }),
});
