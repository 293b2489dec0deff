// What the pipeline service asks of a code host (issue 21): a ref's commit, a file at a commit and
// a push/pull_request webhook on the repository, and commit statuses on a pipeline's commit (issue 41). GitHub's REST API answers it (github.ts), and so
// does the local code host, which speaks the same REST subset under /api/v3.
import type { UpstreamErrorKind } from "../../../platform/http";

export type RefKind = "branch" | "tag" | "commit";

export interface ResolvedRef {
	/** The full 40-hex commit sha (a tag is peeled to the commit it names). */
	sha: string;
	kind: RefKind;
}

export interface HookSpec {
	/** The intake's address; an existing hook with exactly this config.url is ours. */
	url: string;
	secret: string;
	events: readonly string[];
}

/** GitHub's commit status states (no "canceled": callers send error and say so in the description). */
export type CommitStatusState = "pending" | "success" | "failure" | "error";

export interface CommitStatus {
	state: CommitStatusState;
	/** The page the status links to; absent when the project has no public base. */
	targetUrl?: string | null;
	/** At most 140 characters (GitHub's limit; longer is cut). */
	description: string;
	/** Groups the statuses of one check: the newest per context is the commit's current one. */
	context: string;
}

export interface CodeHost {
	resolveRef(repoFullName: string, ref: string): Promise<ResolvedRef>;
	/** The file's text (UTF-8) at the commit, or null when there is no file at that path. */
	fileAt(repoFullName: string, path: string, sha: string): Promise<string | null>;
	/** Registers the hook, or updates the one already pointing at hook.url: never a second one. */
	ensureHook(repoFullName: string, hook: HookSpec): Promise<{ id: number; created: boolean }>;
	/** POST /repos/{o}/{r}/statuses/{sha}: the status id the code host gave it. */
	createCommitStatus(repoFullName: string, sha: string, status: CommitStatus): Promise<{ id: number | null }>;
}

/**
 * repo_not_found: no such repository, or the token may not see it (GitHub answers 404 for both).
 * ref_not_found: the repository exists, the ref does not (callers answer 400).
 * file_too_large: over the 1 MB GitHub serves inline; such a file is never a valid config anyway.
 * rate_limited: primary or secondary rate limit; retryAfterSeconds says when to come back.
 */
export type CodeHostErrorCode = "repo_not_found" | "ref_not_found" | "file_too_large" | "rate_limited";

export class CodeHostError extends Error {
	readonly code: CodeHostErrorCode | null;
	readonly retryAfterSeconds: number | null;

	constructor(
		readonly kind: UpstreamErrorKind,
		message: string,
		readonly status: number | null = null,
		extra: { code?: CodeHostErrorCode; retryAfterSeconds?: number } = {},
	) {
		super(message);
		this.name = "CodeHostError";
		this.code = extra.code ?? null;
		this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
	}
}
