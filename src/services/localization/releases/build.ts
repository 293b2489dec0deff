// Building a locale's catalogue from the project's current rows (a release, a pull draft, check).
import type { Env } from "../../../env";
import type { ProjectRow } from "../projects";
import { buildCatalog, type Catalog, type Policies } from "./domain";
import { type KeyInput, readBuildInputs, type TranslationInput } from "./store";

export type BuildInputs = Awaited<ReturnType<typeof readBuildInputs>>;

export const policiesOf = (inputs: Pick<BuildInputs, "namespaces">): Policies =>
	Object.fromEntries(inputs.namespaces.map((n) => [n.name, n.reviewPolicy]));

/** The translations of one locale. */
export const translationsIn = (inputs: { translations: TranslationInput[] }, locale: string) =>
	inputs.translations.filter((t) => t.locale === locale);

/** The catalogue `locale` would ship now: source text for the source locale, else its shippable translations. */
export function catalogOf(inputs: BuildInputs, project: Pick<ProjectRow, "sourceLocale">, locale: string): Catalog {
	const tr = locale === project.sourceLocale ? null : translationsIn(inputs, locale);
	return buildCatalog(inputs.keys as KeyInput[], tr, policiesOf(inputs));
}

/** The inputs for one locale's catalogue (the source needs no translations). */
export const readInputsFor = (env: Env, project: ProjectRow, locale: string) =>
	readBuildInputs(env, project.id, [locale === project.sourceLocale ? "" : locale]);

/** Where `locale` stands: the source, an enabled target, a disabled target, or unknown. */
export function localeStanding(inputs: Pick<BuildInputs, "locales">, project: ProjectRow, locale: string) {
	if (locale === project.sourceLocale) return "source" as const;
	const row = inputs.locales.find((l) => l.tag === locale);
	return row ? (row.enabled ? ("enabled" as const) : ("disabled" as const)) : ("unknown" as const);
}
