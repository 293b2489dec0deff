// What later localization features use of projects: the account's project (404 otherwise), the
// canonical locale tags, the locale stats and the views.
export { canonicalTag, isRtl, LocaleTag } from "./locale-tag";
export { checkSiteUrl, localeEntries, projectOf } from "./projects";
export type { LocaleRow, NamespaceRow, ProjectRow } from "./store";
export { type LocaleStats, localeView, namespaceView, statsByLocale } from "./view";
