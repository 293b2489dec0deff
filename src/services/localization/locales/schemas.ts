import { z } from "@hono/zod-openapi";
import { LocaleTag } from "../projects";

export const CreateLocale = z
	.strictObject({
		tag: LocaleTag,
		fallback: LocaleTag.nullable()
			.optional()
			.openapi({ type: "string", description: "The source locale (default; null means it too) or another target" }),
		rtl: z.boolean().optional().openapi({ description: "Default: true when the tag's script is right to left" }),
	})
	.openapi("LocCreateLocale");
export type CreateLocaleBody = z.infer<typeof CreateLocale>;

export const PatchLocale = z
	.strictObject({
		fallback: LocaleTag.nullable().optional().openapi({ type: "string", description: "The source locale or a target" }),
		rtl: z.boolean().optional().openapi({ description: "Written right to left" }),
		enabled: z
			.boolean()
			.optional()
			.openapi({ description: "false stops translating the target (its values stay); true resumes it" }),
	})
	.openapi("LocPatchLocale");
export type PatchLocaleBody = z.infer<typeof PatchLocale>;

export const TagParam = z.object({
	tag: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "tag", in: "path" }, example: "pt-BR", description: "Any case; canonicalised" }),
});
