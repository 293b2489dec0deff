// How the CI API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/api/v1";

export const CI_TAGS: DocsTag[] = [
	{
		name: "Status",
		description: "Whether the service and its dependencies are up; public, for monitors.",
		paths: [`${V1}/health`],
		group: "Setup",
	},
	{
		name: "API keys",
		description: "Keys for scripts and integrations; the key is shown once.",
		paths: [`${V1}/api-keys`],
		group: "Setup",
	},
	{
		name: "Projects",
		description:
			"A repository built by CI: created from its URL, with the hook that reports pushes and pull requests registered at the code host.",
		paths: [`${V1}/projects`],
		group: "Setup",
	},
	{
		name: "Variables",
		description:
			"Values a project's jobs receive as environment variables; sealed at rest, masked in logs and never returned.",
		paths: [`${V1}/projects/{id}/variables`],
		group: "Setup",
	},
	{
		name: "Pipelines",
		description: "One run of a project's configuration for a ref: its stages and jobs; run, cancel or retry it.",
		paths: [`${V1}/pipelines`, `${V1}/projects/{id}/pipelines`],
		group: "Builds",
	},
	{
		name: "Jobs and logs",
		description:
			"A pipeline's jobs: play manual ones, cancel or retry them, read or follow their logs live, download their artifacts.",
		paths: [`${V1}/jobs`],
		group: "Builds",
	},
	{
		name: "Schedules",
		description: "Pipelines run on a cron schedule (Asia/Jakarta time) for a ref.",
		paths: [`${V1}/schedules`, `${V1}/projects/{id}/schedules`],
		group: "Builds",
	},
	{
		name: "Badges",
		description: "The public SVG badge of a project's latest pipeline, for a README.",
		paths: [`${V1}/public/badges`],
		group: "Builds",
	},
	{
		name: "Usage",
		description: "Compute minutes used this month against the plan's allowance.",
		paths: [`${V1}/usage`],
		group: "Builds",
	},
	{
		name: "Runners",
		description:
			"Machines that run jobs: register the workspace's own runners, pause, resume or delete them; shared runners are listed too.",
		paths: [`${V1}/runners`],
		group: "Runners",
	},
	{
		name: "Runner protocol",
		description:
			"What a runner calls, with its runner token or the job token: register, long-poll for a job, stream its log, report the result and move artifacts.",
		paths: [`${V1}/runner`],
		group: "Runners",
	},
	{
		name: "Code host intake",
		description:
			"Where the code host delivers push and pull request hooks (signed with the project's hook secret) that start pipelines.",
		paths: [`${V1}/webhooks/scm`],
		group: "Integrations",
	},
	{
		name: "Webhooks",
		description: "Endpoints that receive signed pipeline and job event notifications, their deliveries and retries.",
		paths: [`${V1}/webhook-endpoints`, `${V1}/webhook-deliveries`],
		group: "Integrations",
	},
];
