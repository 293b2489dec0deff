// Files (issue 24, extension): the translation file formats users of Lokalise, Crowdin, Phrase and
// Tolgee exchange, as pure parsers and serialisers over a flat map key name → ICU message. No I/O.
//
// - json-nested: dots in key names nest (`{"home": {"title": "Hi"}}` is `home.title`). A name that is
//   also the prefix of others (`a` and `a.b`) cannot nest both ways, so that group is written flat at
//   its level (`{"a": "…", "a.b": "…"}`), which reads back to the same names.
// - json-flat: one object of name → message.
// - xliff: XLIFF 1.2, one <trans-unit id resname> per key with <source> and <target>; ICU tags travel
//   escaped (&lt;b&gt;). Reading keeps inline markup inside <source>/<target> as written, so a file
//   whose tool wrote `<b>` unescaped reads as the same ICU message.
import { ApiError } from "../../../platform/errors";

export const FORMATS = ["json-nested", "json-flat", "xliff"] as const;
export type FileFormat = (typeof FORMATS)[number];
/** name → message, in file order. */
export type FlatMap = Map<string, string>;

/** A file that is not the format it claims: 400 VALIDATION_ERROR param content. */
export const malformed = (message: string) => new ApiError(400, "validation_error", `content: ${message}`, "content");

export const mediaType = (f: FileFormat) =>
	f === "xliff" ? "application/x-xliff+xml; charset=utf-8" : "application/json; charset=utf-8";
export const extension = (f: FileFormat) => (f === "xliff" ? "xlf" : "json");

function put(out: FlatMap, name: string, value: unknown) {
	if (typeof value !== "string") throw malformed(`${name} is not a string (a message is an ICU string)`);
	if (out.has(name)) throw malformed(`${name} appears twice`);
	out.set(name, value);
}

function parseJson(content: string): Record<string, unknown> {
	let v: unknown;
	try {
		v = JSON.parse(content);
	} catch (err) {
		throw malformed(`not JSON (${(err as Error).message})`);
	}
	if (!v || typeof v !== "object" || Array.isArray(v)) throw malformed("the file is not a JSON object");
	return v as Record<string, unknown>;
}

export function parseFlat(content: string): FlatMap {
	const out: FlatMap = new Map();
	for (const [k, v] of Object.entries(parseJson(content))) put(out, k, v);
	return out;
}

export function parseNested(content: string): FlatMap {
	const out: FlatMap = new Map();
	const walk = (obj: Record<string, unknown>, prefix: string | null, depth: number) => {
		if (depth > 64) throw malformed("nested more than 64 levels deep");
		for (const [k, v] of Object.entries(obj)) {
			const name = prefix === null ? k : `${prefix}.${k}`;
			if (v && typeof v === "object" && !Array.isArray(v)) walk(v as Record<string, unknown>, name, depth + 1);
			else put(out, name, v);
		}
	};
	walk(parseJson(content), null, 0);
	return out;
}

const bare = () => Object.create(null) as Record<string, unknown>;

/** Entries as a nested object: each group sharing a first segment nests, unless one of them is the segment itself. */
function nest(entries: Array<[string, string]>): Record<string, unknown> {
	const groups = new Map<string, Array<[string | null, string, string]>>();
	for (const [name, value] of entries) {
		const dot = name.indexOf(".");
		const head = dot < 0 ? name : name.slice(0, dot);
		const rest = dot < 0 ? null : name.slice(dot + 1);
		const g = groups.get(head) ?? [];
		g.push([rest, name, value]);
		groups.set(head, g);
	}
	const obj = bare();
	for (const [head, g] of groups) {
		if (g.every(([rest]) => rest !== null))
			obj[head] = nest(g.map(([rest, , value]) => [rest as string, value] as [string, string]));
		else if (g.length === 1) obj[head] = g[0][2];
		else for (const [, name, value] of g) obj[name] = value;
	}
	return obj;
}

export const serialiseNested = (m: FlatMap) => `${JSON.stringify(nest([...m]), null, 2)}\n`;

export function serialiseFlat(m: FlatMap) {
	const obj = bare();
	for (const [k, v] of m) obj[k] = v;
	return `${JSON.stringify(obj, null, 2)}\n`;
}

// ---- XLIFF 1.2 ----

/** Characters XML 1.0 cannot hold literally in text (controls) are written as character references. */
const escapeText = (s: string) =>
	// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot hold these literally
	s.replace(/[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (ch) => {
		if (ch === "&") return "&amp;";
		if (ch === "<") return "&lt;";
		if (ch === ">") return "&gt;";
		return `&#${ch.charCodeAt(0)};`;
	});
/** Attribute values also escape quotes and whitespace other than the space (attribute normalisation). */
const escapeAttr = (s: string) =>
	escapeText(s).replace(/["\t\n]/g, (ch) => (ch === '"' ? "&quot;" : `&#${ch.charCodeAt(0)};`));

export interface XliffMeta {
	sourceLocale: string;
	targetLocale: string;
	/** The namespace: <file original> */
	original: string;
}

/** XLIFF 1.2; `sources` gives each unit's <source>, `m` the <target> (a unit without one has none). */
export function serialiseXliff(m: FlatMap, sources: FlatMap, meta: XliffMeta): string {
	const names = [...new Set([...sources.keys(), ...m.keys()])];
	const units = names.map((name) => {
		const target = m.get(name);
		const lines = [
			`      <trans-unit id="${escapeAttr(name)}" resname="${escapeAttr(name)}">`,
			`        <source>${escapeText(sources.get(name) ?? target ?? "")}</source>`,
		];
		if (target !== undefined) lines.push(`        <target>${escapeText(target)}</target>`);
		lines.push("      </trans-unit>");
		return lines.join("\n");
	});
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
		`  <file original="${escapeAttr(meta.original)}" source-language="${escapeAttr(meta.sourceLocale)}" target-language="${escapeAttr(meta.targetLocale)}" datatype="plaintext">`,
		"    <body>",
		...units,
		"    </body>",
		"  </file>",
		"</xliff>",
		"",
	].join("\n");
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(s: string): string {
	return s.replace(/&([^;&\s]{0,32});/g, (whole, ref: string) => {
		if (ref in NAMED) return NAMED[ref];
		const m = /^#(x[0-9a-fA-F]{1,6}|[0-9]{1,7})$/.exec(ref);
		const code = m ? (m[1][0] === "x" ? Number.parseInt(m[1].slice(1), 16) : Number(m[1])) : Number.NaN;
		if (!(code >= 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff))
			throw malformed(`unknown entity ${whole}`);
		return String.fromCodePoint(code);
	});
}
/** Text content: an & that starts no reference is malformed XML. */
function decodeText(s: string): string {
	if (/&(?![^;&\s]{1,32};)/.test(s)) throw malformed("a bare & (write &amp;)");
	return decode(s);
}

interface Tag {
	name: string;
	attrs: Record<string, string>;
	closing: boolean;
	selfClosing: boolean;
	raw: string;
}

const NAME = "[A-Za-z_:][-A-Za-z0-9_.:]*";
const TAG_RE = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, "y");
const ATTR_RE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, "g");

function readTag(xml: string, at: number): Tag {
	TAG_RE.lastIndex = at;
	const m = TAG_RE.exec(xml);
	if (!m) throw malformed(`malformed XML tag at offset ${at}`);
	const attrs: Record<string, string> = {};
	for (const a of m[3].matchAll(ATTR_RE)) attrs[a[1]] = decodeText((a[2] ?? a[3]).replace(/[\t\n]/g, " "));
	return { name: m[2], attrs, closing: m[1] === "/", selfClosing: m[4] === "/", raw: m[0] };
}

/** The localName of a possibly prefixed XML name. */
const local = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Reads XLIFF 1.2 (any number of <file>s): each trans-unit's resname (else id) → its <target>, or
 * its <source> when `sourceWhenNoTarget` (the source locale's own file). Units without the text are
 * left out. No DOCTYPE (no entity expansion); unknown elements are skipped.
 */
export function parseXliff(content: string, sourceWhenNoTarget = false): FlatMap {
	const xml = content.replace(/\r\n?/g, "\n");
	const out: FlatMap = new Map();
	const stack: string[] = [];
	let unit: { name: string; source?: string; target?: string } | null = null;
	/** Inside <source> or <target> of a unit: the raw inner text being collected. */
	let field: { which: "source" | "target"; depth: number; text: string } | null = null;
	let sawRoot = false;
	let i = 0;
	while (i < xml.length) {
		const lt = xml.indexOf("<", i);
		const textEnd = lt < 0 ? xml.length : lt;
		if (textEnd > i) {
			const text = xml.slice(i, textEnd);
			if (field) field.text += decodeText(text);
			else if (!stack.length && text.trim()) throw malformed("text outside the root element");
			else decodeText(text);
			i = textEnd;
			continue;
		}
		if (xml.startsWith("<!--", i)) {
			const end = xml.indexOf("-->", i + 4);
			if (end < 0) throw malformed("an unclosed comment");
			i = end + 3;
		} else if (xml.startsWith("<![CDATA[", i)) {
			const end = xml.indexOf("]]>", i);
			if (end < 0) throw malformed("an unclosed CDATA section");
			if (field) field.text += xml.slice(i + 9, end);
			i = end + 3;
		} else if (xml.startsWith("<?", i)) {
			const end = xml.indexOf("?>", i);
			if (end < 0) throw malformed("an unclosed processing instruction");
			i = end + 2;
		} else if (xml.startsWith("<!", i)) {
			throw malformed("a DOCTYPE or declaration (not allowed in XLIFF)");
		} else {
			const tag = readTag(xml, i);
			i += tag.raw.length;
			if (field) {
				// Inline markup inside <source>/<target> is kept as written (ICU tags).
				if (tag.closing && field.depth === 0) {
					if (local(tag.name) !== field.which) throw malformed(`</${tag.name}> closes <${field.which}>`);
					if (unit) unit[field.which] = field.text;
					field = null;
					stack.pop();
					continue;
				}
				field.text += tag.raw;
				if (tag.closing) field.depth--;
				else if (!tag.selfClosing) field.depth++;
				continue;
			}
			const name = local(tag.name);
			if (tag.closing) {
				const open = stack.pop();
				if (open !== tag.name) throw malformed(`</${tag.name}> does not close <${open ?? "nothing"}>`);
				if (name === "trans-unit" && unit) {
					const text = unit.target ?? (sourceWhenNoTarget ? unit.source : undefined);
					if (text !== undefined) {
						if (out.has(unit.name)) throw malformed(`trans-unit ${unit.name} appears twice`);
						out.set(unit.name, text);
					}
					unit = null;
				}
				continue;
			}
			if (!stack.length) {
				if (sawRoot || name !== "xliff") throw malformed("the root element is not <xliff>");
				sawRoot = true;
			}
			if (tag.selfClosing) continue;
			stack.push(tag.name);
			if (name === "trans-unit") {
				const id = tag.attrs.resname ?? tag.attrs.id;
				if (id === undefined) throw malformed("a trans-unit without id");
				unit = { name: id };
			} else if (unit && (name === "source" || name === "target") && local(stack.at(-2) ?? "") === "trans-unit")
				field = { which: name, depth: 0, text: "" };
		}
	}
	if (!sawRoot) throw malformed("no <xliff> element");
	if (stack.length || field) throw malformed(`<${stack.at(-1) ?? field?.which}> is not closed`);
	return out;
}

/** Parses a file of `format` into name → message (400 VALIDATION_ERROR param content when it is not one). */
export function parseFile(format: FileFormat, content: string, sourceLocale = false): FlatMap {
	if (format === "json-flat") return parseFlat(content);
	if (format === "json-nested") return parseNested(content);
	return parseXliff(content, sourceLocale);
}
