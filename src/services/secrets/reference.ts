// How the secrets API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
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

export const SECRETS_EXAMPLES: DocsExamples = {
	ids: {
		project: "proj_",
		environment: "env_",
		env: "env_",
		secret: "sec_",
		audit: "aud_",
		auditEntry: "aud_",
		apiKey: "skey_",
	},
	values: {
		slug: "kasir-web",
		key: "DATABASE_URL",
		value: "postgres://kasir:s3cr3t@db.example.com:5432/kasir",
		action: "secret.reveal",
		actorSub: "user_7c2f9a4e1b8d",
		createdBy: "user_7c2f9a4e1b8d",
		target: "DATABASE_URL",
	},
};
