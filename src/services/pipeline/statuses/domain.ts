// What a pipeline tells the code host (issue 41), pure: its status as one of GitHub's four commit
// status states, a one-line description, the context it is filed under, and how the API shows the
// outcome of the last report.
import { iso } from "../../../platform/encoding";
import type { CommitStatusState } from "../integrations/types";

/** Pipeline statuses (config/status.ts) as GitHub commit status states. GitHub has no "canceled":
 * a canceled pipeline is `error`, and its description says canceled. A skipped pipeline (every job
 * left out by its rules) is `success`: a required check must not block a commit with nothing to run. */
const STATES: Record<string, { state: CommitStatusState; says: string }> = {
	created: { state: "pending", says: "is pending" },
	pending: { state: "pending", says: "is pending" },
	running: { state: "pending", says: "is running" },
	manual: { state: "pending", says: "is waiting for a manual job" },
	success: { state: "success", says: "passed" },
	failed: { state: "failure", says: "failed" },
	canceled: { state: "error", says: "was canceled" },
	skipped: { state: "success", says: "was skipped: its rules left no job to run" },
};

export interface StatusFacts {
	iid: number;
	status: string;
	/** JSON [{message}] of a config that did not parse ("[]" otherwise) */
	configErrors: string;
}

/** The state and description for the pipeline as it is now. */
export function commitStatusOf(p: StatusFacts): { state: CommitStatusState; description: string } {
	const known = STATES[p.status] ?? { state: "error" as const, says: `is ${p.status}` };
	const broken = p.status === "failed" && p.configErrors !== "[]";
	return {
		state: known.state,
		description: `Pipeline #${p.iid} ${broken ? "failed: the config did not parse" : known.says}`,
	};
}

/** One context per project, so each project is its own check (and its own required status) on a commit. */
export const statusContext = (projectName: string) => `pasar-ci/${projectName}`.slice(0, 255);

/** Recorded in place of a refusal when the project cannot report at all. */
export const NO_TOKEN =
	"Not reported: the project has no clone token (the code host needs a token with commit statuses: write)";

/** Attempts before a code host that keeps failing (5xx, rate limit, network) is given up; backoff doubles from 10 s. */
export const MAX_ATTEMPTS = 6;
export const backoffSeconds = (attempts: number, retryAfter: number | null) =>
	Math.min(3600, Math.max(retryAfter ?? 0, 10 * 2 ** (attempts - 1)));

export interface CommitStatusRow {
	commitStatusState: string | null;
	commitStatusError: string | null;
	commitStatusAt: number | null;
}

/** The pipeline view's commitStatus: the last accepted state, the last refusal, when the code host last answered. */
export const commitStatusView = (p: CommitStatusRow) => ({
	state: p.commitStatusState,
	error: p.commitStatusError,
	reportedAt: iso(p.commitStatusAt),
});
