import { iso } from "../../../platform/encoding";
import type { LatestPipeline, ProjectRow } from "./store";

/** Where a project is reached from outside: the code host's intake and the public badge. */
export const projectUrls = (base: string, r: Pick<ProjectRow, "id" | "badgeToken">) => ({
	webhookUrl: `${base}/api/v1/webhooks/scm/${r.id}`,
	badgeUrl: `${base}/api/v1/public/badges/${r.badgeToken}/pipeline.svg`,
});

/**
 * The pages a person opens (issue 41): a pipeline, a job, and the project's latest default-branch
 * pipeline (what the badge links to). `base` is the CI base (…/ci locally, https://ci.example.com).
 */
export const pipelinePageUrl = (base: string, projectId: string, pipelineId: string) =>
	`${base}/p/${projectId}/pipelines/${pipelineId}`;
export const jobPageUrl = (base: string, projectId: string, jobId: string) => `${base}/p/${projectId}/jobs/${jobId}`;
export const latestPipelinePageUrl = (base: string, projectId: string) => `${base}/p/${projectId}/pipelines/latest`;

/** A project as the API answers it (never the clone token; the webhook secret only on create). */
export const projectView = (base: string, r: ProjectRow, latest: LatestPipeline | null = null) => ({
	id: r.id,
	repoFullName: r.repoFullName,
	name: r.name,
	defaultBranch: r.defaultBranch,
	configPath: r.configPath,
	hasCloneToken: r.cloneToken != null,
	webhookRegistered: !!r.webhookRegistered,
	webhookError: r.webhookError,
	...projectUrls(base, r),
	badgeLinkUrl: latestPipelinePageUrl(base, r.id),
	badgeMarkdown: `[![pipeline](${projectUrls(base, r).badgeUrl})](${latestPipelinePageUrl(base, r.id)})`,
	visibility: r.visibility,
	badgeToken: r.badgeToken,
	latestPipeline: latest && { ...latest, createdAt: iso(latest.createdAt) as string },
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
