// Campaign personalisation (issue 40): ICU MessageFormat with a contact's fields as arguments —
// {firstName}, {attributes.city}, {socialHandles.telegram}, plural/select/number/date — and the
// reserved {unsubscribeUrl} in the parts that carry the opt-out. compileContent runs when a campaign
// is created or changed (an unknown argument or an ICU syntax error is a 400 naming the field);
// renderContent runs per recipient on that compiled form (plain JSON, safe to store or cache).
//
// Two things the parser needs help with, done by masking before parsing — each masked character
// becomes a private-use code point of the same length (so error columns stay true) and is restored in
// literal text and argument names afterwards; content holding those code points is refused:
// - ICU argument names cannot contain ".", so `{attributes.city` is read as `{attributes<U+E000>city`;
// - HTML: <style>/<script> and comments keep their braces and # (CSS is full of `{`), and apostrophes
//   are plain characters (`alt=''` must survive). In HTML a literal brace is written &#123; / &#125;.
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { parseIcu } from "../../../../platform/icu-parse";
import type { ContentKind } from "./audience";
import { type CampaignContent, DEFAULT_LOCALE, isContactArgument, LIMITS, UNSUBSCRIBE_ARGUMENT } from "./content";
import { htmlTokens } from "./html-tokens";
import { evaluate, type Value } from "./icu-render";

/** Deeper select/plural nesting is refused: no message needs it, and it bounds evaluation. */
export const NESTING_MAX = 10;

/** What a recipient's personalisation reads (contactView in contacts/store/index.ts gives this shape). */
export interface ContactInput {
	firstName: string | null;
	lastName: string | null;
	email: string | null;
	phone: string | null;
	attributes: Record<string, unknown>;
	socialHandles: Record<string, string>;
}

export interface CompiledField {
	ast: MessageFormatElement[];
	/** Values are HTML-escaped when rendered. */
	html: boolean;
	/** Output cap in characters (twice the field's input limit). */
	max: number;
}

export type TextField = "subject" | "preheader" | "html" | "text" | "title" | "body";

export interface CompiledContent {
	kind: ContentKind;
	locale: string;
	fallbacks: Record<string, string>;
	fields: Partial<Record<TextField, CompiledField>>;
	url?: string;
	template?: { name: string; language: string; parameters: CompiledField[] };
}

export type CompileResult = { ok: true; compiled: CompiledContent } | { ok: false; field: string; message: string };

export interface RenderedContent {
	subject?: string;
	preheader?: string;
	html?: string;
	text?: string;
	title?: string;
	body?: string;
	url?: string;
	template?: { name: string; language: string; parameters: string[] };
}

const SEP = "\ue000";
const APOS = "\ue001";
const UNMASK: Record<string, string> = { "\ue000": ".", "\ue001": "'", "\ue002": "{", "\ue003": "}", "\ue004": "#" };
const RESERVED = /[\ue000-\ue004]/;
const unmask = (s: string) => (RESERVED.test(s) ? s.replace(/[\ue000-\ue004]/g, (c) => UNMASK[c]) : s);
const RAW_MASK: Record<string, string> = { "{": "\ue002", "}": "\ue003", "#": "\ue004" };

function mask(text: string, html: boolean): string {
	let s = text;
	if (html) {
		const parts: string[] = [];
		let at = 0;
		for (const t of htmlTokens(text)) {
			if (t.type !== "other") continue;
			parts.push(
				text.slice(at, t.start),
				text.slice(t.start, t.end).replace(/[{}#]/g, (c) => RAW_MASK[c]),
			);
			at = t.end;
		}
		parts.push(text.slice(at));
		s = parts.join("").replaceAll("'", APOS);
	}
	return s.replace(
		/\{(\s*)(attributes|socialHandles)\.(?=[A-Za-z0-9_])/g,
		(_m, ws: string, ns: string) => `{${ws}${ns}${SEP}`,
	);
}

/** Restores masked text and checks arguments and depth; the error text, or null. */
function settle(els: MessageFormatElement[], path: string, unsubscribe: boolean, depth: number): string | null {
	if (depth > NESTING_MAX) return `${path}: select/plural nested deeper than ${NESTING_MAX} levels`;
	for (const el of els) {
		if (el.type === TYPE.pound) continue;
		el.value = unmask(el.value);
		if (el.type === TYPE.literal) continue;
		if (el.type === TYPE.tag) {
			const bad = settle(el.children, path, unsubscribe, depth + 1);
			if (bad) return bad;
			continue;
		}
		if (el.value === UNSUBSCRIBE_ARGUMENT) {
			if (!unsubscribe) return `${path}: {${UNSUBSCRIBE_ARGUMENT}} can only be used in the html and text parts`;
		} else if (!isContactArgument(el.value)) return `${path}: unknown field {${el.value}}`;
		if (el.type === TYPE.select || el.type === TYPE.plural) {
			const options = Object.entries(el.options).map(([k, o]) => [unmask(k), o] as const);
			el.options = Object.fromEntries(options);
			for (const [, o] of options) {
				const bad = settle(o.value, path, unsubscribe, depth + 1);
				if (bad) return bad;
			}
		}
	}
	return null;
}

export type FieldResult = { ok: true; field: CompiledField } | { ok: false; field: string; message: string };

/** One text field compiled; `path` (content.subject) names it in errors. */
export function compileField(
	path: string,
	text: string,
	opts: { html: boolean; max: number; unsubscribe: boolean },
): FieldResult {
	if (RESERVED.test(text))
		return { ok: false, field: path, message: `${path} contains a reserved character (U+E000-U+E004)` };
	const parsed = parseIcu(mask(text, opts.html), { ignoreTag: true, requiresOtherClause: true });
	if (!parsed.ok) return { ok: false, field: path, message: `${path}: ${parsed.message}` };
	const bad = settle(parsed.ast, path, opts.unsubscribe, 0);
	if (bad) return { ok: false, field: path, message: bad };
	return { ok: true, field: { ast: parsed.ast, html: opts.html, max: opts.max } };
}

const chars = (n: number) => 2 * n;
/** Per kind: each text field, whether it is HTML, its output cap, whether {unsubscribeUrl} may appear. */
const FIELDS: Record<ContentKind, [TextField, boolean, number, boolean][]> = {
	email: [
		["subject", false, chars(LIMITS.subject), false],
		["preheader", false, chars(LIMITS.preheader), false],
		["html", true, chars(LIMITS.htmlBytes), true],
		["text", false, chars(LIMITS.emailTextBytes), true],
	],
	text: [["text", false, chars(LIMITS.smsText), true]],
	whatsapp: [["text", false, chars(LIMITS.whatsappText), true]],
	push: [
		["title", false, chars(LIMITS.title), false],
		["body", false, chars(LIMITS.body), false],
	],
};

/** Validated content (validateContent) compiled for rendering; errors name the field and argument. */
export function compileContent(kind: ContentKind, content: CampaignContent): CompileResult {
	const fields: CompiledContent["fields"] = {};
	for (const [key, html, max, unsubscribe] of FIELDS[kind]) {
		const text = content[key];
		if (text === undefined) continue;
		const r = compileField(`content.${key}`, text, { html, max, unsubscribe });
		if (!r.ok) return r;
		fields[key] = r.field;
	}
	const compiled: CompiledContent = {
		kind,
		locale: content.locale ?? DEFAULT_LOCALE,
		fallbacks: { ...(content.fallbacks ?? {}) },
		fields,
		...(kind === "push" && content.url ? { url: content.url } : {}),
	};
	if (kind === "whatsapp" && content.template) {
		const parameters: CompiledField[] = [];
		for (const [i, p] of content.template.parameters.entries()) {
			const opts = { html: false, max: chars(LIMITS.templateParameter), unsubscribe: false };
			const r = compileField(`content.template.parameters.${i}`, p, opts);
			if (!r.ok) return r;
			parameters.push(r.field);
		}
		compiled.template = { name: content.template.name, language: content.template.language, parameters };
	}
	return { ok: true, compiled };
}

const own = (o: unknown, key: string): unknown =>
	o !== null && typeof o === "object" && Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined;

function scalar(v: unknown): Value {
	if (typeof v === "string") return v === "" ? null : v;
	if (typeof v === "number") return Number.isFinite(v) ? v : null;
	if (typeof v === "boolean" || typeof v === "bigint") return String(v);
	return null;
}

/** The contact's value of an allowed argument, or null. Any object is read safely (own keys only). */
export function argumentValue(contact: unknown, name: string): Value {
	const dot = name.indexOf(".");
	if (dot < 0) return scalar(own(contact, name));
	return scalar(own(own(contact, name.slice(0, dot)), name.slice(dot + 1)));
}

export interface RenderVars {
	/** This recipient's unsubscribe link ({unsubscribeUrl}). */
	unsubscribeUrl?: string | null;
}

/** One compiled field for one contact. A missing value is the content's fallback for it, else "". */
export function renderField(
	f: CompiledField,
	compiled: Pick<CompiledContent, "locale" | "fallbacks">,
	contact: ContactInput,
	vars: RenderVars = {},
): string {
	const lookup = (name: string): Value => {
		if (name === UNSUBSCRIBE_ARGUMENT) return vars.unsubscribeUrl || null;
		const v = argumentValue(contact, name);
		return v ?? scalar(own(compiled.fallbacks, name));
	};
	return evaluate(f.ast, { locale: compiled.locale, lookup, html: f.html, max: f.max });
}

/** Every text field of the content rendered for one contact (no footer, tracking or stop line: render.ts). */
export function renderContent(
	compiled: CompiledContent,
	contact: ContactInput,
	vars: RenderVars = {},
): RenderedContent {
	const out: RenderedContent = {};
	for (const [key, f] of Object.entries(compiled.fields) as [TextField, CompiledField][])
		out[key] = renderField(f, compiled, contact, vars);
	if (compiled.url) out.url = compiled.url;
	if (compiled.template) {
		const t = compiled.template;
		const parameters = t.parameters.map((p) => renderField(p, compiled, contact, vars));
		out.template = { name: t.name, language: t.language, parameters };
	}
	return out;
}
