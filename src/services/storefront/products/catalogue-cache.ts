// Public catalogue reads from isolate memory (issue 27): what publishable keys and the hosted index
// page read (published products, their variants) may be a second stale, so each answer is kept per
// workspace for CATALOGUE_TTL_MS and a repeat read costs no D1 call. Secret keys read D1: a merchant
// sees their own writes at once wherever they land. Any write of a workspace through this isolate
// (storeAuth's writes, the AI fill job) moves the workspace's generation, which every key carries,
// so this isolate answers from D1 again at once; other isolates within CATALOGUE_TTL_MS.
import { isolateCache } from "../../../platform/isolate-cache";

export const CATALOGUE_TTL_MS = 1_000;
const MAX_WORKSPACES = 10_000;

const answers = isolateCache<unknown>(CATALOGUE_TTL_MS, 5_000);
const generations = new Map<string, number>();

/** The answer for `what` of the workspace's public catalogue: from memory when fresh, else `load`. */
export function publicCatalogue<T>(workspaceId: string, what: string, load: () => Promise<T>): Promise<T> {
	const key = `${workspaceId}#${generations.get(workspaceId) ?? 0}|${what}`;
	return answers.get(key, load) as Promise<T>;
}

/** A write of this workspace's catalogue: its cached public answers are not used again. */
export function catalogueChanged(workspaceId: string) {
	if (generations.size >= MAX_WORKSPACES && !generations.has(workspaceId)) {
		// Starting the generations over would make old keys reachable again: drop the answers too.
		generations.clear();
		answers.clear();
	}
	generations.set(workspaceId, (generations.get(workspaceId) ?? 0) + 1);
}

/** Tests: an isolate that has read nothing yet. */
export const forgetCatalogue = () => answers.clear();
