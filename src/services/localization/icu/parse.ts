// Localization's ICU parsing (issue 23) is the shared parser in src/platform/icu-parse.ts (marketing's
// campaign content uses it too, with ignoreTag). Wrapped, not re-exported, so that localization's rules
// (tags are placeholders, no `other` required) hold whatever a caller passes as a second argument.
import { type Parsed, parseIcu as parseShared } from "../../../platform/icu-parse";

export type { Ast, Parsed } from "../../../platform/icu-parse";

export const parseIcu = (text: string): Parsed => parseShared(text);
