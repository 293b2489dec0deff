// Project CI variables (issue 22), pure rules: which keys and values a variable takes, what a masked
// value must look like, the preview an answer shows, and which variables a pipeline may see.

/** Per project: GitLab's default limit is 8000, far more than a project here needs; a bound on one job payload. */
export const MAX_VARIABLES_PER_PROJECT = 200;
export const MAX_KEY_LENGTH = 255;
export const MAX_VALUE_LENGTH = 10_000;

/** A shell variable name: what a runner can export (`export KEY=…`) without quoting. */
export const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * REFERENCE.md "Pipeline (CI)": a masked value is at least 8 characters, one line, of the base64
 * alphabet plus `@ : . ~`. The base64 alphabet is RFC 4648's, both tables (`+ /` and the URL-safe
 * `- _`) and the `=` pad, as GitLab reads the same rule: tokens such as `ghp_…` or `sk_live_…` mask.
 * Why the rule at all: a runner replaces these values in the log, which it can only do reliably for a
 * value with no line break and no characters a shell or the log would transform.
 */
export const MASKABLE = /^[A-Za-z0-9+/=_\-@:.~]{8,}$/;
export const MASKED_MIN_LENGTH = 8;

/** Why this value cannot be masked (never quoting the value), or null when it can. */
export function maskedValueError(value: string): string | null {
	if (value.length < MASKED_MIN_LENGTH) return `a masked value needs at least ${MASKED_MIN_LENGTH} characters`;
	if (/[\r\n]/.test(value)) return "a masked value must be one line";
	if (!MASKABLE.test(value))
		return "a masked value may hold only the base64 alphabet (A-Z a-z 0-9 + / = - _) and @ : . ~";
	return null;
}

export const isMaskable = (value: string) => maskedValueError(value) === null;

/**
 * What answers show instead of the value: `****` and its last 4 characters (code points, so an
 * emoji is not cut in half). A value of 4 characters or fewer would be shown whole that way, and the
 * spec says a value is never returned in full, so it previews as `****` alone.
 */
export function valuePreview(value: string): string {
	const chars = Array.from(value);
	return chars.length <= 4 ? "****" : `****${chars.slice(-4).join("")}`;
}

export interface PipelineFacts {
	ref: string;
	/** What the ref named at the code host: branch, tag or commit (pipelines.ref_kind). */
	refKind: string;
	source: string;
}

/**
 * Protected variables reach only pipelines of the project's default branch, the one protected
 * branch, and never a pull_request pipeline (its code is the contributor's, not the branch's, even
 * when it targets it). The kind counts as much as the name: anyone who can push can push a tag called
 * `main` pointing at any commit (issue 37). Git names are case-sensitive, so `Main` is another branch.
 */
export const seesProtected = (defaultBranch: string, p: PipelineFacts) =>
	p.source !== "pull_request" && p.refKind === "branch" && p.ref === defaultBranch;

/** The variables a pipeline sees: the unprotected ones always, the protected ones per seesProtected. */
export const visibleTo = <V extends { protected: number | boolean }>(
	vars: V[],
	defaultBranch: string,
	p: PipelineFacts,
) => (seesProtected(defaultBranch, p) ? vars : vars.filter((v) => !v.protected));
