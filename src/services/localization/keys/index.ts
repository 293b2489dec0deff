// What later localization features use of keys: the account's key, a project's target locale, the
// key and translation views and their OpenAPI schemas (translations, review, releases, check).
export { lengthWarning } from "./domain";
export { Key, LengthWarning, Placeholder, Translation } from "./schemas";
export { getKey, KEY_COLUMNS, type KeyRow, TRANSLATION_COLUMNS, type TranslationRow, targetLocale } from "./store/keys";
export { type KeyView, keyView, type TranslationView, translationView } from "./view";
