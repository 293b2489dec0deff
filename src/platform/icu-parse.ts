// ICU MessageFormat parsing, pure: @formatjs/icu-messageformat-parser's AST, or a message saying what
// is wrong and where (line and column), for a 422 a translator or a marketer can act on. Shared by
// localization (issue 23: keys, translations, releases) and marketing (issue 40: campaign content).
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";

export type Ast = MessageFormatElement[];
export type Parsed = { ok: true; ast: Ast } | { ok: false; message: string };

// The parser names its errors by ErrorKind (e.g. EXPECT_ARGUMENT_CLOSING_BRACE); these read better.
const KINDS: Record<string, string> = {
	EXPECT_ARGUMENT_CLOSING_BRACE: "an argument is not closed with }",
	EMPTY_ARGUMENT: "an argument is empty ({})",
	MALFORMED_ARGUMENT: "an argument name is malformed",
	EXPECT_ARGUMENT_TYPE: "an argument type is expected after the comma",
	INVALID_ARGUMENT_TYPE: "unknown argument type (number, date, time, plural, selectordinal or select)",
	EXPECT_ARGUMENT_STYLE: "an argument style is expected after the comma",
	INVALID_NUMBER_SKELETON: "the number skeleton is invalid",
	INVALID_DATE_TIME_SKELETON: "the date/time skeleton is invalid",
	EXPECT_NUMBER_SKELETON: "a number skeleton is expected after ::",
	EXPECT_DATE_TIME_SKELETON: "a date/time skeleton is expected after ::",
	UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "an apostrophe quote in the argument style is not closed",
	EXPECT_SELECT_ARGUMENT_OPTIONS: "a select needs options",
	EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE: "a plural offset needs a value",
	INVALID_PLURAL_ARGUMENT_OFFSET_VALUE: "the plural offset is not an integer",
	EXPECT_SELECT_ARGUMENT_SELECTOR: "a select needs a selector",
	EXPECT_PLURAL_ARGUMENT_SELECTOR: "a plural needs a selector",
	EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: "a select branch needs a {message}",
	EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: "a plural branch needs a {message}",
	INVALID_PLURAL_ARGUMENT_SELECTOR: "a plural selector is malformed",
	DUPLICATE_PLURAL_ARGUMENT_SELECTOR: "a plural selector appears twice",
	DUPLICATE_SELECT_ARGUMENT_SELECTOR: "a select selector appears twice",
	MISSING_OTHER_CLAUSE: "a plural or select needs an other branch",
	INVALID_TAG: "a tag is malformed",
	INVALID_TAG_NAME: "a tag name is invalid",
	UNMATCHED_CLOSING_TAG: "a closing tag does not match its opening tag",
	UNCLOSED_TAG: "a tag is not closed",
};

export interface IcuParseOptions {
	/**
	 * Treat `<b>…</b>` as text, not as ICU tags: marketing HTML is full of tags that are not
	 * placeholders (localization keeps the default, where a tag is a placeholder translators keep).
	 */
	ignoreTag?: boolean;
	/** Refuse a plural/select without an `other` branch (the runtime needs it for unmatched values). */
	requiresOtherClause?: boolean;
}

/**
 * Parses `text`, by default with tags as tags (`<b>…</b>` is a placeholder translators must keep) and
 * without the parser's own `other` rule: localization's gate reports a missing `other` as a mismatch
 * (issue 23), and its key check reports it for source text itself (keys/validate). Skeletons are
 * parsed, so `::currency/XYZ` nonsense is refused as the runtime formatter would refuse it.
 */
export function parseIcu(text: string, opts: IcuParseOptions = {}): Parsed {
	try {
		return {
			ok: true,
			ast: parse(text, { requiresOtherClause: opts.requiresOtherClause ?? false, ignoreTag: opts.ignoreTag ?? false }),
		};
	} catch (err) {
		const e = err as Error & { location?: { start: { line: number; column: number } } };
		const kind = KINDS[e.message] ?? e.message.toLowerCase().replaceAll("_", " ");
		const at = e.location ? ` at line ${e.location.start.line}, column ${e.location.start.column}` : "";
		return { ok: false, message: `Invalid ICU message${at}: ${kind}` };
	}
}
