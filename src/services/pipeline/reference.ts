// How the CI API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
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

export const CI_EXAMPLES: DocsExamples = {
	ids: {
		project: "proj_",
		pipeline: "pipe_",
		lastPipeline: "pipe_",
		job: "job_",
		runner: "runner_",
		schedule: "sched_",
		sched: "sched_",
		variable: "var_",
		var: "var_",
		artifact: "art_",
		art: "art_",
		operation: "op_",
		runnerJob: "job_",
	},
	values: {
		ref: "main",
		defaultBranch: "main",
		sha: "9fceb02d0ae598e95dc970b74767f19372d61af8",
		repoFullName: "toko-kopi/kasir",
		stage: "test",
		key: "DEPLOY_TOKEN",
		value: "glpat-7c2f9a4e1b8d3c6f0a5e",
		cron: "0 2 * * *",
		when: "on_success",
		expireIn: "7 days",
		script: "npm test",
		paths: "dist/",
		tags: "docker",
		platform: "linux/amd64",
		tier: "free",
		badgeToken: "bdg_7f3a9c2e1b4d8f60",
		state: "running",
		token: "cirt_7c2f9a4e1b8d3c6f0a5e9b2d",
		webhookSecret: "7c2f9a4e1b8d3c6f0a5e9b2d7c4f1a8e",
		configPath: ".pasar-ci.yml",
		content: "$ npm test\n> kasir@1.0.0 test\n",
		fileName: "dist.tar.gz",
		source: "push",
		artifacts: [
			{
				id: "art_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
				fileName: "dist.tar.gz",
				size: 20480,
				expireAt: "2026-11-27T03:04:05.000Z",
			},
		],
		cloneToken: "glpat-7c2f9a4e1b8d3c6f0a5e",
		version: "1.4.2",
		"last-event-id": "42",
		"x-github-event": "push",
		"x-github-delivery": "72d3162e-cc78-11e3-81ab-4c9367dc0958",
		"x-hub-signature-256": "sha256=5f1c0e7a9b3d2c4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e",
		events: ["ci.pipeline.finished.v1", "ci.job.finished.v1"],
		variables: { DEPLOY_ENV: "staging" },
		needs: ["build"],
	},
};
