// How the platform admin API reference is organised: its tags, in reading order (openapi-tags.ts).
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
