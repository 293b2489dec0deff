// What a code host delivery asks for (issue 21), pure: GitHub's push and pull_request payloads
// become a pipeline run, or a reason to make none. Payload fields we do not read are left alone,
// so GitHub adding fields never breaks the intake.
import { z } from "zod";

const Commit = z.object({
	id: z.string(),
	message: z.string().default(""),
	added: z.array(z.string()).default([]),
	removed: z.array(z.string()).default([]),
	modified: z.array(z.string()).default([]),
});

export const PushPayload = z.object({
	ref: z.string().min(1).max(1000),
	before: z.string().max(64).default(""),
	after: z.string().max(64),
	created: z.boolean().default(false),
	deleted: z.boolean().default(false),
	forced: z.boolean().default(false),
	head_commit: Commit.nullable().default(null),
	commits: z.array(Commit).default([]),
});

export const PullRequestPayload = z.object({
	action: z.string().max(100),
	number: z.number().int().optional(),
	pull_request: z.object({
		head: z.object({ ref: z.string().min(1).max(1000), sha: z.string().max(64) }),
	}),
});

/** A run for the `tasks` queue: everything runPipeline needs besides the project. */
export interface ScmRun {
	source: "push" | "pull_request";
	ref: string;
	sha: string;
	kind: "branch" | "tag";
	/** null: unknown (a new branch, a forced push, more commits than the payload lists): every `changes:` is true. */
	changedFiles: string[] | null;
}

export type Intent = { run: ScmRun } | { ignored: string };

const SHA = /^[0-9a-f]{40}$/i;
/** GitHub lists at most 20 commits in a push payload; past that the changed files are not all known. */
const PAYLOAD_COMMITS = 20;
const PR_ACTIONS = new Set(["opened", "synchronize", "reopened"]);
/** GitLab's and GitHub Actions' markers in the head commit's message. */
const SKIP_CI = /\[(skip ci|ci skip|no ci|skip actions|actions skip)\]/i;

export function pushIntent(p: z.infer<typeof PushPayload>): Intent {
	if (p.deleted || /^0+$/.test(p.after)) return { ignored: "the push deleted the ref" };
	if (!SHA.test(p.after)) return { ignored: "the push names no commit" };
	const branch = p.ref.match(/^refs\/heads\/(.+)$/)?.[1];
	const tag = p.ref.match(/^refs\/tags\/(.+)$/)?.[1];
	if (!branch && !tag) return { ignored: `${p.ref} is not a branch or a tag` };
	if (p.head_commit && SKIP_CI.test(p.head_commit.message)) return { ignored: "the head commit asks to skip CI" };
	const known = !p.created && !p.forced && !tag && p.commits.length > 0 && p.commits.length < PAYLOAD_COMMITS;
	return {
		run: {
			source: "push",
			ref: (branch ?? tag) as string,
			sha: p.after.toLowerCase(),
			kind: branch ? "branch" : "tag",
			changedFiles: known ? changedFiles(p.commits) : null,
		},
	};
}

export function pullRequestIntent(p: z.infer<typeof PullRequestPayload>): Intent {
	if (!PR_ACTIONS.has(p.action)) return { ignored: `pull_request action ${p.action} runs nothing` };
	const { ref, sha } = p.pull_request.head;
	if (!SHA.test(sha)) return { ignored: "the pull request names no commit" };
	return { run: { source: "pull_request", ref, sha: sha.toLowerCase(), kind: "branch", changedFiles: null } };
}

const changedFiles = (commits: Array<z.infer<typeof Commit>>) => [
	...new Set(commits.flatMap((c) => [...c.added, ...c.modified, ...c.removed])),
];
