// How the secrets API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/api/v1";

export const SECRETS_TAGS: DocsTag[] = [
	{
		name: "Projects and environments",
		description:
			"A project groups the secrets of one application; each environment (development, staging, production) holds its own values.",
		paths: [`${V1}/projects`],
	},
	{
		name: "Secrets",
		description:
			"Write a value (each write is a new immutable version), list keys and versions, reveal a value, delete a secret.",
		paths: [`${V1}/environments/{envId}/secrets`, `${V1}/secrets`],
	},
	{
		name: "Audit log",
		description: "Who revealed, wrote or deleted what and when, newest first.",
		paths: [`${V1}/audit`],
	},
];
