// Per-workspace answers from isolate memory (issue 27: reads that may be a second stale never go to
// D1 on every request). Each answer is kept for `ttlMs` under a key carrying the workspace's
// generation; `changed(ws)` — called after any write of the workspace through this isolate — moves
// the generation, so this isolate reads storage again at once, and other isolates' copies age out
// within `ttlMs`. Loads that fail are not kept.
import { isolateCache } from "./isolate-cache";

export interface WorkspaceCache {
	/** The answer for `what` of the workspace: from memory while fresh, else `load` (then kept). */
	read<T>(workspaceId: string, what: string, load: () => Promise<T>): Promise<T>;
	/** A write of the workspace: its kept answers are not used again. */
	changed(workspaceId: string): void;
	/** Tests: an isolate that has read nothing yet. */
	clear(): void;
}

export function workspaceCache(
	ttlMs: number,
	opts: { maxAnswers?: number; maxWorkspaces?: number } = {},
): WorkspaceCache {
	const answers = isolateCache<unknown>(ttlMs, opts.maxAnswers ?? 5_000);
	const generations = new Map<string, number>();
	const maxWorkspaces = opts.maxWorkspaces ?? 10_000;
	return {
		read<T>(workspaceId: string, what: string, load: () => Promise<T>) {
			return answers.get(`${workspaceId}#${generations.get(workspaceId) ?? 0}|${what}`, load) as Promise<T>;
		},
		changed(workspaceId) {
			if (generations.size >= maxWorkspaces && !generations.has(workspaceId)) {
				// Starting the generations over would make old keys reachable again: drop the answers too.
				generations.clear();
				answers.clear();
			}
			generations.set(workspaceId, (generations.get(workspaceId) ?? 0) + 1);
		},
		clear: () => answers.clear(),
	};
}
