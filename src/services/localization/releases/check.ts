// GET /projects/{id}/check (issue 23): the project's current rows and glossary through checkProject.
import type { Env } from "../../../env";
import type { LocScope } from "../context";
import { glossaryFor } from "../glossary";
import { projectOf } from "../projects";
import { policiesOf } from "./build";
import { checkProject, glossaryMisses } from "./check-domain";
import { readBuildInputs } from "./store";

export async function check(env: Env, s: LocScope, projectId: string) {
	const project = await projectOf(env, s, projectId);
	const inputs = await readBuildInputs(env, projectId, null);
	const locales = inputs.locales.filter((l) => l.enabled).map((l) => l.tag);
	const terms = new Map(
		await Promise.all(locales.map(async (l) => [l, await glossaryFor(env, s, projectId, l)] as const)),
	);
	return checkProject({
		sourceLocale: project.sourceLocale,
		locales,
		keys: inputs.keys,
		translations: inputs.translations,
		policies: policiesOf(inputs),
		glossary: (source, value, locale) => glossaryMisses(terms.get(locale) ?? [], source, value),
	});
}
