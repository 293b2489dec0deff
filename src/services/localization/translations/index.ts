// What later localization features use of translations: the view and schema (defined with keys, whose
// lists carry translations too) and the gate's refusal as this API answers it.
export { Translation, type TranslationRow, type TranslationView, translationView } from "../keys";
export { gateError } from "./put-translation";
