import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";
import { LocaleTag } from "../projects";

// Spec 002 "Localization service" Glossary term (issue 23): term, projectId (null is account-wide),
// locale, translation (null means do not translate).

export const CreateTerm = z
	.strictObject({
		term: singleLine(200, { trim: true }).openapi({
			description: "Stored normalised (NFC, whitespace runs as one space); unique in any case per scope and locale",
			example: "Pasar",
		}),
		projectId: z.string().min(1).max(64).nullable().default(null).openapi({
			description: "A project of the account; null (the default) makes the term account-wide",
		}),
		locale: LocaleTag.openapi({ description: "The target locale the rendering is for" }),
		translation: singleLine(500, { trim: true }).nullable().default(null).openapi({
			description: "How the term is rendered in the locale; null (the default): do not translate, keep it as is",
		}),
	})
	.openapi("LocCreateGlossaryTerm");
export type CreateTermBody = z.infer<typeof CreateTerm>;

export const Term = z
	.object({
		id: z.string().openapi({ example: "gl_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		term: z.string().openapi({ description: "The term, normalised (NFC, whitespace runs as one space)" }),
		projectId: z.string().nullable().openapi({ description: "The project the term belongs to; null: account-wide" }),
		locale: z.string().openapi({ description: "The target locale the rendering is for" }),
		translation: z
			.string()
			.nullable()
			.openapi({ description: "How the term is rendered in the locale; null: do not translate, keep it as is" }),
		createdAt: z.string(),
	})
	.openapi("LocGlossaryTerm");

export const ListTerms = z.object({
	projectId: z.string().min(1).max(64).optional().openapi({
		description: "That project's terms plus the account-wide ones; without it, the account-wide terms only",
	}),
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});
