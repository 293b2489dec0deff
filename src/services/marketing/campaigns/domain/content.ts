// PLACEHOLDER until the content branch (i40-content) lands: the real schema, validation and
// personalisation replace this file.
import { z } from "@hono/zod-openapi";
import type { ContentKind } from "./audience";

export const CampaignContentSchema = z
	.strictObject({
		subject: z.string().max(200).optional(),
		preheader: z.string().max(250).optional(),
		html: z
			.string()
			.max(256 * 1024)
			.optional(),
		text: z
			.string()
			.max(128 * 1024)
			.optional(),
		title: z.string().max(100).optional(),
		body: z.string().max(500).optional(),
		url: z.string().max(2000).optional(),
		fallbacks: z.record(z.string(), z.string().max(200)).optional(),
		locale: z.string().max(35).optional(),
	})
	.openapi("CampaignContent");
export type CampaignContent = z.infer<typeof CampaignContentSchema>;

export function validateContent(
	kind: ContentKind,
	raw: CampaignContent,
): { ok: true; content: CampaignContent } | { ok: false; field: string; message: string } {
	if (kind === "email" && !raw.subject)
		return { ok: false, field: "content.subject", message: "content.subject is required for email" };
	if (kind === "email" && !raw.html && !raw.text)
		return { ok: false, field: "content.html", message: "content needs html or text for email" };
	if ((kind === "text" || kind === "whatsapp") && !raw.text)
		return { ok: false, field: "content.text", message: "content.text is required" };
	if (kind === "push" && (!raw.title || !raw.body))
		return { ok: false, field: "content.title", message: "content.title and content.body are required for push" };
	return { ok: true, content: raw };
}
