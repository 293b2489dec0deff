import { createServiceApp } from "../../platform/app";
import { bearer } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import audit from "./audit/routes";
import { issueSecretsKey, revokeSecretsKey, secretsAuth } from "./auth";
import { rewrapTask } from "./maintenance/rewrap";
import projects from "./projects/routes";
import { SECRETS_TAGS } from "./reference";
import secrets from "./values/routes";

/** Secrets service (spec 002): projects, environments, versioned encrypted secrets, audit. Private beta. */
const secretsApp = createServiceApp({
	name: "secrets",
	title: "Secrets",
	casing: "upper",
	apiPrefix: "/api/v1",
	docsTags: SECRETS_TAGS,
	// 64 KiB of value JSON-escaped at worst six bytes per byte, plus the key: anything larger is
	// refused before it is read, authenticated or fingerprinted (platform request-body gate).
	maxBodyBytes: 512 * 1024,
	description:
		"Versioned secrets encrypted at rest (per-project AES-256-GCM keys wrapped by the master key); values only through an audited reveal. Authorization: Bearer <sk_live_ workspace key or identity-provider token>; the workspace must be on the private-beta allowlist.",
	docsAuth: {
		schemes: {
			bearerAuth: bearer(
				"An sk_live_ workspace key (POST /admin/v1/workspaces/{id}/credentials with service secrets) or an identity-provider access token. The workspace must be on the secrets private-beta allowlist (else 403 FORBIDDEN).",
			),
		},
		use: ["bearerAuth"],
		tryIt: ["bearerAuth"],
	},
});

secretsApp.use("/api/v1/*", secretsAuth);
secretsApp.route("/", projects);
secretsApp.route("/", secrets);
secretsApp.route("/", audit);

export const secretsModule: ServiceModule = {
	name: "secrets",
	app: secretsApp,
	issuer: { issue: issueSecretsKey, revoke: revokeSecretsKey },
	maintenance: {
		"rewrap-project-keys": {
			summary:
				"After a MASTER_KEY rotation (new key in MASTER_KEY, old in MASTER_KEY_PREVIOUS): re-wrap project keys under the new master key; values are untouched. Input {cursor?, limit? 1-500, dryRun?, workspaceId?}.",
			run: rewrapTask,
		},
	},
};
