// What later localization features use of locales: a project's targets and their fallback chains.
export { closesCycle, type FallbackEdge, fallbackChain } from "./domain";
export { targetLocales } from "./store";
