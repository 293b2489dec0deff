// The code host's webhook intake (issue 21): verify X-Hub-Signature-256 with the project's derived
// secret over the raw bytes, before anything is parsed or recorded; then push and pull_request
// deliveries queue a pipeline run (202), ping answers 200 and other events are ignored (202).
// A delivery id seen before makes nothing.
import { isJsonMediaType } from "../../../platform/body";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import { authRequired } from "../access/auth";
import { projectEnv } from "../access/locate";
import type { CiCtx } from "../context";
import { notFound } from "../context";
import { verifyGithubSignature } from "../integrations/github";
import { webhookSecretOf } from "../projects/register-webhook";
import { type Intent, PullRequestPayload, PushPayload, pullRequestIntent, pushIntent, type ScmRun } from "./domain";
import { forgetDelivery, projectForIntake, recordDelivery } from "./store";

export const SCM_RUN_KIND = "ci.scm.run";

export interface ScmDelivery {
	event: string | undefined;
	deliveryId: string | undefined;
	signature: string | undefined;
	contentType: string | undefined;
	body: Uint8Array;
}

export interface ScmRunMessage {
	kind: typeof SCM_RUN_KIND;
	accountId: string;
	projectId: string;
	deliveryId: string;
	run: ScmRun;
}

export type IntakeAnswer =
	| { status: 200; data: { pong: true; projectId: string } }
	| {
			status: 202;
			data: { accepted: boolean; ignored: boolean; reason?: string; duplicate?: boolean; deliveryId?: string };
	  };

export async function receiveScmEvent(req: CiCtx, projectId: string, d: ScmDelivery): Promise<IntakeAnswer> {
	// The public intake knows only the project id: its locator names the workspace (issue 38).
	const ctx: CiCtx = { ...req, env: await projectEnv(req.env, projectId) };
	const project = await projectForIntake(ctx.env, projectId);
	if (!project) throw notFound("project");
	if (!(await verifyGithubSignature(await webhookSecretOf(ctx, project), d.body, d.signature ?? "")))
		throw authRequired();
	// Only now, with the sender proven, does the media type matter (a form-encoded hook is misconfigured).
	if (d.body.byteLength && !isJsonMediaType(d.contentType))
		throw new ApiError(
			415,
			"unsupported_media_type",
			"Set the hook's content type to application/json (the body is read as JSON)",
			"Content-Type",
		);
	if (d.event === "ping") return { status: 200, data: { pong: true, projectId } };
	if (d.event !== "push" && d.event !== "pull_request")
		return ignored(
			`${d.event ? `the ${d.event.slice(0, 100)} event` : "an event without X-GitHub-Event"} runs nothing`,
		);
	const deliveryId = d.deliveryId?.trim();
	if (!deliveryId || deliveryId.length > 100)
		throw new ApiError(
			400,
			"validation_error",
			"X-GitHub-Delivery must name the delivery (1–100 characters)",
			"X-GitHub-Delivery",
		);
	const intent = intentOf(d.event, d.body);
	if ("ignored" in intent) return ignored(intent.ignored);
	const fresh = await recordDelivery(ctx.env, {
		projectId,
		deliveryId,
		accountId: project.accountId,
		event: d.event,
		receivedAt: Date.now(),
	});
	if (!fresh) return { status: 202, data: { accepted: false, ignored: true, duplicate: true, deliveryId } };
	const message: ScmRunMessage = {
		kind: SCM_RUN_KIND,
		accountId: project.accountId,
		projectId,
		deliveryId,
		run: intent.run,
	};
	try {
		await ctx.env.TASKS.send(message);
	} catch (err) {
		await forgetDelivery(ctx.env, projectId, deliveryId);
		log(ctx.env, "error", { service: "ci", event: "scm_queue_failed", projectId, error: String(err) });
		throw new ApiError(503, "upstream_error", "The run could not be queued; redeliver the event");
	}
	return { status: 202, data: { accepted: true, ignored: false, deliveryId } };
}

const ignored = (reason: string): IntakeAnswer => ({ status: 202, data: { accepted: false, ignored: true, reason } });

function intentOf(event: "push" | "pull_request", body: Uint8Array): Intent {
	let json: unknown;
	try {
		json = JSON.parse(new TextDecoder().decode(body));
	} catch {
		throw new ApiError(400, "validation_error", "The delivery body is not JSON", "body");
	}
	const parsed = (event === "push" ? PushPayload : PullRequestPayload).safeParse(json);
	if (!parsed.success)
		throw new ApiError(
			400,
			"validation_error",
			`Not a GitHub ${event} payload: ${parsed.error.issues[0]?.path.join(".")}`,
			"body",
		);
	return event === "push"
		? pushIntent(parsed.data as typeof PushPayload._output)
		: pullRequestIntent(parsed.data as typeof PullRequestPayload._output);
}
