// Reports a pipeline's state to the code host as a commit status on its sha (issue 41). Whatever
// message asked, the state sent is the pipeline's state as read now, so a late or redelivered
// message can only repeat the current state, never bring back an older one. Sending twice is
// harmless (the code host keeps the newest status per context). The answer is recorded only while
// the pipeline is still at the change it was read at; if it moved on while the request was out, the
// status sent may be stale, so it is read and sent again.

import type { CiCtx } from "../context";
import { codeHost } from "../integrations/github";
import { CodeHostError } from "../integrations/types";
import { openCloneToken } from "../projects/store";
import { pipelinePageUrl } from "../projects/view";
import { commitStatusOf, NO_TOKEN, statusContext } from "./domain";
import { type ReportTarget, recordReport, reportTarget } from "./store";

type Answer =
	| { kind: "accepted"; state: string }
	| { kind: "refused"; error: string }
	/** Network, 5xx or rate limit: the caller retries (after retryAfterSeconds when the code host said). */
	| { kind: "unavailable"; error: string; retryAfterSeconds: number | null };

export type ReportOutcome =
	| Answer
	| { kind: "no_token" }
	/** Still unavailable at the last attempt: recorded like a refusal. */
	| { kind: "gave_up"; error: string }
	/** The pipeline is gone, or kept changing faster than reports: a later message reports it. */
	| { kind: "gone" | "superseded" };

const ROUNDS = 4;
const MAX_ERROR = 500;

/** `final`: the last attempt, so a code host still unavailable is recorded like a refusal ("Gave up retrying"). */
export async function reportCommitStatus(
	ctx: CiCtx,
	accountId: string,
	pipelineId: string,
	opts: { final?: boolean; fetch?: typeof fetch } = {},
): Promise<ReportOutcome> {
	for (let round = 0; round < ROUNDS; round++) {
		const t = await reportTarget(ctx.env, accountId, pipelineId);
		if (!t) return { kind: "gone" };
		const record = (outcome: { state?: string; error: string | null }) =>
			recordReport(ctx.env, t.pipelineId, t.opId, { ...outcome, at: Date.now() });
		if (!t.cloneToken) {
			if (await record({ error: NO_TOKEN })) return { kind: "no_token" };
			continue;
		}
		const answer = await send(ctx, t, opts.fetch);
		if (answer.kind === "unavailable" && !opts.final) return answer;
		const outcome: ReportOutcome =
			answer.kind === "unavailable" ? { kind: "gave_up", error: `Gave up retrying: ${answer.error}` } : answer;
		const accepted = outcome.kind === "accepted";
		if (await record({ state: accepted ? outcome.state : undefined, error: accepted ? null : outcome.error }))
			return outcome;
	}
	return { kind: "superseded" };
}

async function send(ctx: CiCtx, t: ReportTarget, fetcher?: typeof fetch): Promise<Answer> {
	const { state, description } = commitStatusOf(t);
	const host = codeHost(ctx.env, await openCloneToken(ctx.env, { ...t, id: t.projectId }), fetcher);
	try {
		await host.createCommitStatus(t.repoFullName, t.sha, {
			state,
			description,
			context: statusContext(t.name),
			targetUrl: t.publicBase ? pipelinePageUrl(t.publicBase, t.projectId, t.pipelineId) : null,
		});
		return { kind: "accepted", state };
	} catch (err) {
		if (!(err instanceof CodeHostError)) throw err;
		// The client's messages carry the code host's answer (status, message, field errors), never the token.
		const error = err.message.slice(0, MAX_ERROR);
		if (err.kind === "unavailable") return { kind: "unavailable", error, retryAfterSeconds: err.retryAfterSeconds };
		return { kind: "refused", error };
	}
}
