// POST /pipelines/{id}/view-link (issue 41): a short-lived signed address of the pipeline's page,
// for a private project's pages (a public project's need none, but a link works for it as well).
// Like payments' portal sessions, minus the stored row: the signature carries project and expiry.
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import { type CiScope, notFound } from "../context";
import { pipelinePageUrl } from "../projects/view";
import { signView } from "./access";
import { workspacePipeline } from "./store";

export async function createViewLink(env: Env, s: CiScope, pipelineId: string, seconds: number, base: string) {
	const found = await workspacePipeline(env, s.workspaceId, pipelineId);
	if (!found) throw notFound("pipeline");
	// Rounded up to the second the token carries: the link lives at least `seconds`, never less.
	const exp = Math.ceil((Date.now() + seconds * 1000) / 1000);
	const token = await signView(env, "link", found.project, exp);
	return {
		url: `${pipelinePageUrl(base, found.project.id, found.id)}?view=${token}`,
		expiresAt: iso(exp * 1000) as string,
		projectId: found.project.id,
		pipelineId: found.id,
	};
}
