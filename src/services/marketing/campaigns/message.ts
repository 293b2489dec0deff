// What one recipient receives: the campaign's content rendered for the contact, with its tracking
// and unsubscribe links. The adapter between the content rules (domain/) and the sender.
// PLACEHOLDER rendering until the content branch lands (plain {field} replacement).
import type { OutboundMessage } from "../integrations/provider";
import type { ContentKind } from "./domain/audience";
import type { CampaignContent } from "./domain/content";
import { validateContent } from "./domain/content";

export interface ContactFacts {
	firstName: string | null;
	lastName: string | null;
	email: string | null;
	phone: string | null;
	attributes: Record<string, unknown>;
	socialHandles: Record<string, string>;
}

export interface LinkVars {
	unsubscribeUrl: string | null;
	pixelUrl: string | null;
	linkUrl: (url: string) => string | null;
}

export type Prepared = { kind: ContentKind; content: CampaignContent };

export function prepareContent(
	kind: ContentKind,
	raw: CampaignContent,
): { ok: true; prepared: Prepared } | { ok: false; field: string; message: string } {
	const v = validateContent(kind, raw);
	return v.ok ? { ok: true, prepared: { kind, content: v.content } } : v;
}

const URL_RE = /https?:\/\/[^\s"'<>]+/g;
export function linksOf(p: Prepared): string[] {
	const found = `${p.content.html ?? ""} ${p.content.text ?? ""}`.match(URL_RE) ?? [];
	return [...new Set(found)].slice(0, 100);
}

const fill = (t: string | undefined, c: ContactFacts, fb: Record<string, string>) =>
	(t ?? "").replace(/\{([A-Za-z][\w.]*)\}/g, (_, k: string) => {
		const v = k.startsWith("attributes.") ? c.attributes[k.slice(11)] : (c as unknown as Record<string, unknown>)[k];
		return v == null || v === "" ? (fb[k] ?? "") : String(v);
	});

export type RenderedFields = Omit<OutboundMessage, "messageId" | "recipient" | "occurredAt">;

export function renderFor(p: Prepared, c: ContactFacts, v: LinkVars): RenderedFields {
	const fb = p.content.fallbacks ?? {};
	const withLinks = (s: string) => s.replace(URL_RE, (u) => v.linkUrl(u) ?? u);
	const text = withLinks(fill(p.content.text ?? p.content.body, c, fb));
	const html = p.content.html ? withLinks(fill(p.content.html, c, fb)) : undefined;
	const unsub = v.unsubscribeUrl ? `\n\nUnsubscribe: ${v.unsubscribeUrl}` : "";
	return {
		subject: fill(p.content.subject ?? p.content.title, c, fb),
		text: `${text}${unsub}`,
		html: html && v.pixelUrl ? `${html}<img src="${v.pixelUrl}" width="1" height="1" alt="">` : html,
		headers: v.unsubscribeUrl
			? { "List-Unsubscribe": `<${v.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
			: undefined,
	};
}
