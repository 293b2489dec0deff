// What a message needs from the code that formats it (issue 23), pure: its arguments and tags with
// their types, found anywhere in the message (inside plural and select branches and tag children).
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import type { Ast } from "./parse";

/**
 * `argument` is a bare `{name}`; `number` is the numeric group (REFERENCE.md "Localization": number,
 * plural and selectordinal take the same number, so switching between them is not a mismatch);
 * `tag` is `<name>…</name>` (the parser reads a self-closing `<br/>` as literal text, as formatjs renders it).
 */
export type PlaceholderType = "argument" | "number" | "date" | "time" | "select" | "tag";
export interface Placeholder {
	name: string;
	type: PlaceholderType;
}

const TYPES: Partial<Record<TYPE, PlaceholderType>> = {
	[TYPE.argument]: "argument",
	[TYPE.number]: "number",
	[TYPE.plural]: "number",
	[TYPE.date]: "date",
	[TYPE.time]: "time",
	[TYPE.select]: "select",
	[TYPE.tag]: "tag",
};

/** Every element of the message, depth first: branches of plurals and selects, children of tags. */
export function* walk(ast: Ast): Generator<MessageFormatElement> {
	for (const el of ast) {
		yield el;
		if (el.type === TYPE.tag) yield* walk(el.children);
		else if (el.type === TYPE.plural || el.type === TYPE.select)
			for (const option of Object.values(el.options)) yield* walk(option.value);
	}
}

export const placeholderId = (p: Placeholder) => `${p.type}:${p.name}`;

export const byName = (a: Placeholder, b: Placeholder) =>
	a.name < b.name ? -1 : a.name > b.name ? 1 : a.type < b.type ? -1 : a.type > b.type ? 1 : 0;

/**
 * The message's placeholders, each (name, type) once, sorted by name then type. A name used with two
 * types (`{d, date}` and `{d, time}`) is listed twice: the caller passes one value that must suit both.
 */
export function placeholders(ast: Ast): Placeholder[] {
	const found = new Map<string, Placeholder>();
	for (const el of walk(ast)) {
		const type = TYPES[el.type];
		if (!type || !("value" in el)) continue;
		const p = { name: el.value, type };
		found.set(placeholderId(p), p);
	}
	return [...found.values()].sort(byName);
}
