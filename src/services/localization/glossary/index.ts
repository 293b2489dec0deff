// What later features use of the glossary: the check endpoint (releases) warns when a term's
// rendering is missing from a translation.
export { type GlossaryEntry, glossaryFor } from "./glossary";
