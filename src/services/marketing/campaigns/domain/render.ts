// One campaign message for one recipient (issue 40): the compiled content personalised, the opt-out
// added where the content did not place {unsubscribeUrl} itself, links tracked, and the result shaped
// as the provider clients take it (OutboundMessage's content fields). Pure: the caller signs the
// unsubscribe, pixel and click URLs beforehand (linkUrl is a lookup in those, not a signer).
import { listUnsubscribeHeaders } from "../../channels/subscription-links";
import type { Provider } from "../../integrations/catalogue";
import type { OutboundMessage } from "../../integrations/provider";
import type { ContentKind } from "./audience";
import { type CampaignContent, validateContent } from "./content";
import { htmlToText } from "./html-text";
import { escapeHtml, htmlTokens } from "./html-tokens";
import { type LinkUrl, rewriteHtml, rewriteText } from "./links";
import { type CompiledContent, type ContactInput, compileContent, renderContent } from "./personalize";

export type CampaignMessage = Pick<OutboundMessage, "subject" | "text" | "html" | "headers" | "template" | "push">;

export interface CampaignRenderOptions {
	/** This recipient's signed unsubscribe link (channels/subscription-links.ts); unused by push. */
	unsubscribeUrl: string;
	/** This recipient's open pixel (email); null sends none. */
	pixelUrl?: string | null;
	/** This recipient's click URL for a tracked link of the campaign, null to leave a URL as it is. */
	linkUrl?: LinkUrl | null;
	/** Named in the email footer ("You received this email from …"). */
	channelName?: string | null;
	/** The footer's language when the content's locale is neither Indonesian nor English. */
	lang?: "id" | "en" | null;
	/** Append the stop line to SMS / WhatsApp text (CampaignChannel.stopInstruction); default true. */
	stopInstruction?: boolean;
}

const WORDS = {
	id: {
		unsubscribe: "Berhenti berlangganan",
		stop: "Berhenti",
		from: (n: string) => `Anda menerima email ini dari ${n}.`,
	},
	en: { unsubscribe: "Unsubscribe", stop: "Stop", from: (n: string) => `You received this email from ${n}.` },
};

function footerLang(locale: string, fallback?: "id" | "en" | null): "id" | "en" {
	const language = locale.toLowerCase().split("-")[0];
	return language === "id" || language === "en" ? language : (fallback ?? "en");
}

/** Headers and push titles are one line: a contact's value must not add header lines. */
const oneLine = (s: string) => s.replace(/[\r\n\t\u0085\u2028\u2029]+/g, " ").trim();

function emailFooter(lang: "id" | "en", url: string, channelName?: string | null) {
	const w = WORDS[lang];
	const from = channelName ? `${w.from(channelName)} ` : "";
	const html =
		'<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:#6b7280;text-align:center">' +
		`${escapeHtml(from)}<a href="${escapeHtml(url)}" style="color:#6b7280;text-decoration:underline">${w.unsubscribe}</a></p>`;
	const text = `\n\n--\n${from ? `${from.trim()}\n` : ""}${w.unsubscribe}: ${url}`;
	return { html, text };
}

/** `snippet` placed before the last </body>, or at the end. */
function beforeBodyEnd(html: string, snippet: string) {
	let at = -1;
	for (const t of htmlTokens(html)) if (t.type === "tag" && t.closing && t.name === "body") at = t.start;
	return at < 0 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}

function email(compiled: CompiledContent, contact: ContactInput, o: CampaignRenderOptions, track: LinkUrl | null) {
	const url = o.unsubscribeUrl;
	const r = renderContent(compiled, contact, { unsubscribeUrl: url });
	const footer = emailFooter(footerLang(compiled.locale, o.lang), url, o.channelName);
	let html = r.html;
	let text = r.text;
	if (html !== undefined && !html.includes(escapeHtml(url))) html = beforeBodyEnd(html, footer.html);
	if (text !== undefined && !text.includes(url)) text += footer.text;
	// Derived from the personalised HTML with its footer, before the preheader and pixel go in.
	if (text === undefined) text = htmlToText(html ?? "");
	const out: CampaignMessage = {
		subject: oneLine(r.subject ?? ""),
		text: rewriteText(text, track),
		headers: listUnsubscribeHeaders(url),
	};
	if (html !== undefined) out.html = rewriteHtml(html, track, o.pixelUrl ?? null, r.preheader || null);
	return out;
}

function textMessage(
	compiled: CompiledContent,
	contact: ContactInput,
	o: CampaignRenderOptions,
	track: LinkUrl | null,
) {
	const url = o.unsubscribeUrl;
	const r = renderContent(compiled, contact, { unsubscribeUrl: url });
	let text = r.text ?? "";
	if (o.stopInstruction !== false && url && !text.includes(url))
		text += `\n${WORDS[footerLang(compiled.locale, o.lang)].stop}: ${url}`;
	return { subject: "", text: rewriteText(text, track) };
}

/**
 * The message for one recipient. Email: subject, text (derived from the HTML when the content has
 * none), HTML with tracked links, preheader and pixel, List-Unsubscribe headers, and a footer with the
 * unsubscribe link in each part that lacks {unsubscribeUrl}. Text/WhatsApp text: the stop line unless
 * the text has {unsubscribeUrl}. WhatsApp template: name, language, rendered parameters, no stop line
 * (Meta's templates carry their own opt-out). Push: title, body, url.
 */
export function renderCampaignMessage(
	kind: ContentKind,
	compiled: CompiledContent,
	contact: ContactInput,
	opts: CampaignRenderOptions,
): CampaignMessage {
	const linkUrl = opts.linkUrl;
	// The unsubscribe link is never a click to track: it must work without the redirect.
	const track: LinkUrl | null = linkUrl ? (u) => (u === opts.unsubscribeUrl ? null : linkUrl(u)) : null;
	if (kind === "email") return email(compiled, contact, opts, track);
	if (kind === "push") {
		const r = renderContent(compiled, contact);
		const title = oneLine(r.title ?? "");
		return { subject: title, text: r.body ?? "", push: { title, ...(r.url ? { url: r.url } : {}) } };
	}
	if (kind === "whatsapp" && compiled.template) {
		const { template } = renderContent(compiled, contact);
		return { subject: "", text: "", ...(template ? { template } : {}) };
	}
	return textMessage(compiled, contact, opts, track);
}

export type PreparedContent =
	| { ok: true; content: CampaignContent; compiled: CompiledContent }
	| { ok: false; field: string; message: string };

/** validateContent then compileContent: what the campaigns API runs on create and update. */
export function prepareContent(kind: ContentKind, raw: unknown, opts: { provider?: Provider } = {}): PreparedContent {
	const v = validateContent(kind, raw, opts);
	if (!v.ok) return v;
	const c = compileContent(kind, v.content);
	if (!c.ok) return c;
	return { ok: true, content: v.content, compiled: c.compiled };
}
