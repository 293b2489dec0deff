// A campaign's content (issue 40): one strict shape for every channel kind, then the kind's own rules.
// Errors name the field as the API does (`content.subject`) and say what to change. Sizes: characters
// for the short fields, UTF-8 bytes for the email bodies (what a provider counts against its limit).
// Personalisation ({firstName}, ICU) is checked after this, by compileContent (personalize.ts).
import { z } from "@hono/zod-openapi";
import type { Provider } from "../../integrations/catalogue";
import type { ContentKind } from "./audience";

export const LIMITS = {
	subject: 200,
	preheader: 250,
	htmlBytes: 256 * 1024,
	emailTextBytes: 128 * 1024,
	smsText: 1600,
	whatsappText: 4096,
	templateName: 512,
	templateParameters: 20,
	templateParameter: 1024,
	title: 100,
	body: 500,
	url: 2048,
	fallbacks: 50,
	fallback: 500,
} as const;

export const DEFAULT_LOCALE = "id-ID";

/** An argument a content may use: a contact column, or an attributes / socialHandles key. */
export const ARGUMENT_KEY = /^[A-Za-z0-9_]{1,64}$/;
export const CONTACT_ARGUMENTS = ["firstName", "lastName", "email", "phone"] as const;
export const UNSUBSCRIBE_ARGUMENT = "unsubscribeUrl";

export function isContactArgument(name: string): boolean {
	if ((CONTACT_ARGUMENTS as readonly string[]).includes(name)) return true;
	const dot = name.indexOf(".");
	const ns = name.slice(0, dot);
	return dot > 0 && (ns === "attributes" || ns === "socialHandles") && ARGUMENT_KEY.test(name.slice(dot + 1));
}

const Template = z
	.object({
		name: z
			.string()
			.openapi({ example: "promo_november", description: "The approved template's name (a-z, 0-9 and _)" }),
		language: z.string().openapi({ example: "id", description: 'The template language code ("id", "en_US")' }),
		parameters: z
			.array(z.string())
			.default([])
			.openapi({
				example: ["{firstName}", "20%"],
				description: "The body parameters in order, each personalised like the text (at most 20)",
			}),
	})
	.strict();

export const CampaignContentSchema = z
	.object({
		subject: z.string().optional().openapi({ description: "Email subject (ICU personalisation)." }),
		preheader: z.string().optional().openapi({ description: "Email preview text shown after the subject." }),
		html: z.string().optional().openapi({ description: "Email HTML part; tags are not ICU syntax." }),
		text: z.string().optional().openapi({ description: "Email text part, or the SMS / chat / WhatsApp text." }),
		template: Template.optional().openapi({ description: "A WhatsApp approved template (WhatsApp Cloud API)." }),
		title: z.string().optional().openapi({ description: "Push title." }),
		body: z.string().optional().openapi({ description: "Push body." }),
		url: z.string().optional().openapi({ description: "Push: the https URL opened on tap." }),
		fallbacks: z
			.record(z.string(), z.string())
			.optional()
			.openapi({
				description: "Per-argument text used when a contact lacks the value.",
				example: { firstName: "Kak" },
			}),
		locale: z
			.string()
			.optional()
			.openapi({ description: "BCP 47; plural, number and date formatting.", example: "id-ID" }),
	})
	.strict()
	.openapi("CampaignContent");

export type CampaignContent = z.infer<typeof CampaignContentSchema>;
export type TemplateContent = z.infer<typeof Template>;

export type ContentResult = { ok: true; content: CampaignContent } | { ok: false; field: string; message: string };

const KIND_FIELDS: Record<ContentKind, readonly (keyof CampaignContent)[]> = {
	email: ["subject", "preheader", "html", "text"],
	text: ["text"],
	whatsapp: ["text", "template"],
	push: ["title", "body", "url"],
};
const KIND_NAME: Record<ContentKind, string> = {
	email: "email",
	text: "SMS, Telegram and LINE",
	whatsapp: "WhatsApp",
	push: "push",
};

const bytes = (s: string) => new TextEncoder().encode(s).length;
const fail = (field: string, message: string): ContentResult => ({ ok: false, field, message });

function sized(c: CampaignContent, key: "subject" | "preheader" | "text" | "title" | "body", min: number, max: number) {
	const v = c[key];
	if (v === undefined) return min > 0 ? fail(`content.${key}`, `content.${key} is required`) : null;
	if (v.length < min || v.length > max)
		return fail(`content.${key}`, `content.${key} must be ${min}-${max} characters (it has ${v.length})`);
	return null;
}

function canonicalLocale(tag: string): string | null {
	try {
		const [c] = Intl.getCanonicalLocales(tag);
		return c ?? null;
	} catch {
		return null;
	}
}

function common(c: CampaignContent): ContentResult | null {
	if (c.locale !== undefined && (c.locale.length > 35 || !canonicalLocale(c.locale)))
		return fail("content.locale", `content.locale must be a BCP 47 language tag such as id-ID or en-US`);
	const fb = Object.entries(c.fallbacks ?? {});
	if (fb.length > LIMITS.fallbacks)
		return fail("content.fallbacks", `content.fallbacks has at most ${LIMITS.fallbacks} entries`);
	for (const [k, v] of fb) {
		if (!isContactArgument(k))
			return fail(
				`content.fallbacks.${k}`,
				`content.fallbacks.${k}: not a field (firstName, lastName, email, phone, attributes.<key>, socialHandles.<key>)`,
			);
		if (v.length > LIMITS.fallback)
			return fail(`content.fallbacks.${k}`, `content.fallbacks.${k} is at most ${LIMITS.fallback} characters`);
	}
	return null;
}

function email(c: CampaignContent) {
	const bad = sized(c, "subject", 1, LIMITS.subject) ?? sized(c, "preheader", 0, LIMITS.preheader);
	if (bad) return bad;
	if (c.html === undefined && c.text === undefined)
		return fail("content.html", "content.html or content.text is required (a text part is derived from HTML)");
	if (c.html !== undefined && bytes(c.html) > LIMITS.htmlBytes)
		return fail("content.html", `content.html is at most ${LIMITS.htmlBytes / 1024} KB`);
	if (c.text !== undefined && bytes(c.text) > LIMITS.emailTextBytes)
		return fail("content.text", `content.text is at most ${LIMITS.emailTextBytes / 1024} KB`);
	if (c.html === "" && !c.text) return fail("content.html", "content.html is empty");
	if (c.text === "" && !c.html) return fail("content.text", "content.text is empty");
	return null;
}

function template(t: TemplateContent, provider?: Provider) {
	// Twilio names a WhatsApp template by a Content SID made in its console, not by Meta's name and
	// language; a faithful mapping is not possible, so its channel sends campaign text only.
	if (provider === "messaging_v2")
		return fail(
			"content.template",
			"content.template: this WhatsApp channel (Twilio) sends text only; use content.text",
		);
	if (!/^[a-z0-9_]+$/.test(t.name) || t.name.length > LIMITS.templateName)
		return fail("content.template.name", `content.template.name is 1-${LIMITS.templateName} of a-z, 0-9 and _`);
	if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(t.language))
		return fail(
			"content.template.language",
			'content.template.language is a template language code such as "id" or "en_US"',
		);
	if (t.parameters.length > LIMITS.templateParameters)
		return fail(
			"content.template.parameters",
			`content.template.parameters has at most ${LIMITS.templateParameters} values`,
		);
	const i = t.parameters.findIndex((p) => p.length < 1 || p.length > LIMITS.templateParameter);
	if (i >= 0)
		return fail(
			`content.template.parameters.${i}`,
			`content.template.parameters.${i} is 1-${LIMITS.templateParameter} characters`,
		);
	return null;
}

function whatsapp(c: CampaignContent, provider?: Provider) {
	if (c.text !== undefined && c.template)
		return fail("content.template", "give content.text or content.template, not both");
	if (c.template) return template(c.template, provider);
	return sized(c, "text", 1, LIMITS.whatsappText);
}

function push(c: CampaignContent) {
	const bad = sized(c, "title", 1, LIMITS.title) ?? sized(c, "body", 1, LIMITS.body);
	if (bad || c.url === undefined) return bad;
	let ok = false;
	try {
		ok = c.url.length <= LIMITS.url && new URL(c.url).protocol === "https:";
	} catch {}
	return ok ? null : fail("content.url", "content.url must be an https URL");
}

/**
 * The content of a campaign of `kind` checked: shape, the kind's fields and sizes. `provider` narrows
 * it further where one vendor cannot send something (Twilio WhatsApp: no templates).
 */
export function validateContent(kind: ContentKind, raw: unknown, opts: { provider?: Provider } = {}): ContentResult {
	const parsed = CampaignContentSchema.safeParse(raw);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
		const path = ["content", ...issue.path.map(String), ...keys.slice(0, 1)].join(".");
		const message =
			issue.code === "unrecognized_keys"
				? `${path} is not a campaign content field`
				: path === "content"
					? "content must be an object"
					: `${path}: ${issue.message}`;
		return fail(path, message);
	}
	const c = parsed.data;
	const own = KIND_FIELDS[kind];
	for (const key of Object.keys(c) as (keyof CampaignContent)[]) {
		if (key === "fallbacks" || key === "locale" || own.includes(key) || c[key] === undefined) continue;
		return fail(`content.${key}`, `content.${key} is not used by ${KIND_NAME[kind]} campaigns`);
	}
	const bad =
		common(c) ??
		(kind === "email"
			? email(c)
			: kind === "text"
				? sized(c, "text", 1, LIMITS.smsText)
				: kind === "whatsapp"
					? whatsapp(c, opts.provider)
					: push(c));
	if (bad) return bad;
	const locale = c.locale === undefined ? undefined : (canonicalLocale(c.locale) ?? undefined);
	return { ok: true, content: locale ? { ...c, locale } : c };
}
