// GET /projects/{id}/pull (issue 23): what an SDK build or a CLI pulls in one answer — the source
// catalogue, every enabled target's latest release, the fallback map and, on request, drafts of the
// unreleased targets and a pseudo-locale.
import type { Env } from "../../../env";
import type { LocScope } from "../context";
import { PSEUDO_LOCALE, pseudoLocalize } from "../icu";
import { fallbackChain } from "../locales";
import { projectOf } from "../projects";
import { catalogOf } from "./build";
import { type Catalog, contentHash } from "./domain";
import { latestReleases, readBuildInputs } from "./store";
import { catalogOfRow } from "./view";

/** Every message pseudo-localized (a message that does not parse is kept as it is). */
export function pseudoCatalog(source: Catalog): Catalog {
	const out: Catalog = {};
	for (const [ns, names] of Object.entries(source)) {
		out[ns] = {};
		for (const [name, message] of Object.entries(names)) {
			try {
				out[ns][name] = pseudoLocalize(message);
			} catch {
				out[ns][name] = message;
			}
		}
	}
	return out;
}

type Pulled = { releaseId: string | null; contentHash: string | null; catalog: Catalog | null };

export async function pull(env: Env, s: LocScope, projectId: string, q: { draft?: boolean; pseudo?: boolean }) {
	const project = await projectOf(env, s, projectId);
	// Translations are read only when drafts may need them.
	const inputs = await readBuildInputs(env, projectId, q.draft ? null : [""]);
	const enabled = inputs.locales.filter((l) => l.enabled);
	const released = new Map(
		(
			await latestReleases(
				env,
				projectId,
				enabled.map((l) => l.tag),
			)
		).map((r) => [r.locale, r]),
	);
	const targets = inputs.locales.map((l) => ({ tag: l.tag, fallback: l.fallback, enabled: l.enabled === 1 }));
	const locales: Record<string, Pulled> = {};
	const fallbacks: Record<string, string> = {};
	for (const l of enabled) {
		const r = released.get(l.tag);
		if (r) locales[l.tag] = { releaseId: r.id, contentHash: r.contentHash, catalog: catalogOfRow(r) };
		else if (q.draft) {
			const catalog = catalogOf(inputs, project, l.tag);
			locales[l.tag] = { releaseId: null, contentHash: await contentHash(catalog), catalog };
		} else locales[l.tag] = { releaseId: null, contentHash: null, catalog: null };
		fallbacks[l.tag] = fallbackChain(l.tag, targets, project.sourceLocale)[1];
	}
	const source = catalogOf(inputs, project, project.sourceLocale);
	const pseudo = q.pseudo ? { locale: PSEUDO_LOCALE, catalog: pseudoCatalog(source) } : null;
	return { sourceLocale: project.sourceLocale, source, locales, fallbacks, pseudo };
}
