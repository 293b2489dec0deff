// The ICU feature's face (issue 23): parsing, placeholders, the gate, display length. Pure, no I/O;
// keys, translations, review, releases and check import it from here.
export { foreignCategories, type GateResult, gate, missingOther, pluralCategories, showPlaceholder } from "./gate";
export { displayLength, graphemes, longestRendering } from "./length";
export { icuLiteral, icuPlain } from "./literal";
export { type Ast, type Parsed, parseIcu } from "./parse";
export { type Placeholder, type PlaceholderType, placeholders, walk } from "./placeholders";
export { PSEUDO_LOCALE, pseudoLocalize, pseudoText } from "./pseudo";
export { checkSource, type SourceCheck } from "./source";
