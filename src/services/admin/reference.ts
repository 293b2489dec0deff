// How the platform admin API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/v1";
const W = `${V1}/workspaces/{id}`;

export const ADMIN_TAGS: DocsTag[] = [
	{
		name: "Workspaces",
		description: "Merchant accounts: create, list and look one up. Every service keeps its data per workspace.",
		paths: [`${V1}/workspaces`],
	},
	{
		name: "Credentials",
		description:
			"Keys a workspace uses with each service, minted and revoked here (the secret is shown once), and development identity tokens.",
		paths: [`${W}/credentials`, `${V1}/tokens`],
	},
	{
		name: "Plans and access",
		description: "A workspace's plan per service, and the private-beta allowlists.",
		paths: [`${W}/plans`, `${W}/allowlist`],
	},
	{
		name: "Shards and moves",
		description: "Where a workspace's data lives, and moving it to another database shard step by step.",
		paths: [`${W}/shards`, `${W}/moves`, `${V1}/moves`],
	},
	{
		name: "Maintenance",
		description: "Operator tasks services register (key re-wraps, backfills), run one bounded step at a time.",
		paths: [`${V1}/maintenance`],
	},
	{
		name: "CI shared runners",
		description: "Runners shared by every workspace's pipelines: list, pause, resume or revoke them.",
		paths: [`${V1}/ci`],
	},
];

export const ADMIN_EXAMPLES: DocsExamples = {
	ids: {
		workspace: "acc_",
		account: "acc_",
		move: "mv_",
		workspaceMove: "mv_",
		runner: "runner_",
		ciRunner: "runner_",
		credential: "akey_",
	},
	values: {
		slug: "toko-kopi-senja",
		plan: "growth",
		service: "pay",
		task: "rewrap-project-keys",
		db: "DB_PAY",
		sub: "user_7c2f9a4e1b8d",
		phase: "copying",
		summary: "Re-wrap every project key under the current master key",
		tags: "docker",
		version: "1.4.2",
		platform: "linux/amd64",
		token: "cirt_7c2f9a4e1b8d3c6f0a5e9b2d",
		data: { ok: true },
		scopes: ["pay:customer:read"],
		lostJobs: ["job_01JB4X6N0ZQ8K3C9W2T5V7R1MD"],
	},
};
