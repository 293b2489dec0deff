// zod + OpenAPI schemas of the admin routes, and reference prose of their operations, kept out of the handlers.
import { z } from "@hono/zod-openapi";
import { MAX_IDP_TOKEN_SECONDS_AHEAD } from "../../platform/jwt";
import { singleLine } from "../../platform/text";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const SERVICE = "The service (pay, mkt, store, pos, ci, loc, secrets).";
const WORKSPACE_ID = "The workspace (acc_…).";

export const Workspace = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: "The merchant's display name." }),
		slug: z.string().openapi({
			description: "Unique URL-safe handle (lowercase letters, digits and dashes, 1-40); hosted pages use it.",
		}),
		createdAt: z.string(),
	})
	.openapi("Workspace", { description: "A merchant account: every service's data belongs to one." });

export const CreateWorkspace = z.strictObject({
	name: singleLine(100, { trim: true }).openapi({ description: "Display name, one line of at most 100 characters." }),
	slug: z.string().regex(SLUG, "lowercase letters, digits and dashes, 1-40").optional().openapi({
		description:
			"Handle to claim (409 if taken). Left out, one is derived from the name, with a short random suffix on a collision.",
	}),
});

export const CreateCredential = z.strictObject({
	service: z.string().min(1).openapi({
		description: "The service the credential is for: pay, mkt, store, pos, ci, loc or secrets.",
		example: "pay",
	}),
	environment: z.enum(["test", "live"]).optional().openapi({
		description:
			"pay: test (the default) or live keys and data; store: sk_test_ (default) or sk_live_. The other services mint live keys only (omit it or send live).",
	}),
	role: z.string().min(1).max(60).optional().openapi({
		description:
			"pay: a payments role (default full_access; platform_admin only through this API); mkt: merchant (default) or platform_admin; store: publishable for a pk_ key. The other services have no roles.",
	}),
	scopes: z
		.array(z.string().min(1).max(100))
		.max(100)
		.optional()
		.openapi({ description: "pay only, and only with role restricted: the scopes the key holds." }),
	name: singleLine(120).optional().openapi({ description: "A label for people, shown in key lists." }),
});

export const Revoked = z.object({
	id: z.string().openapi({ description: "The revoked credential's id." }),
	revoked: z.literal(true).openapi({ description: "Always true: the credential no longer authenticates." }),
});

export const SetPlan = z.strictObject({
	plan: z.string().min(1).max(40).openapi({
		description:
			"A plan name of the service, e.g. pay: starter, growth, scale, enterprise, internal; mkt: free … scale; secrets: beta.",
	}),
});

export const PlanInForce = z.object({
	workspaceId: z.string().openapi({ description: WORKSPACE_ID }),
	service: z.string().openapi({ description: SERVICE }),
	plan: z.string().openapi({ description: "The plan now in force for that service." }),
});

export const SetAllowlist = z.strictObject({
	allowed: z.boolean().openapi({ description: "true puts the workspace on the allowlist, false takes it off." }),
});

export const AllowlistEntry = z.object({
	workspaceId: z.string().openapi({ description: WORKSPACE_ID }),
	service: z.string().openapi({ description: SERVICE }),
	allowed: z.boolean().openapi({ description: "Whether the workspace may use the service." }),
});

export const MintToken = z.strictObject({
	accountId: z.string().startsWith("acc_").openapi({ description: "The workspace the token acts in (acc_…)." }),
	sub: singleLine(200)
		.optional()
		.openapi({ description: "The user id the token names; a random usr_… when left out." }),
	email: z.email().optional().openapi({ description: "The user's email, carried as a claim." }),
	roles: z
		.array(z.string().min(1).max(60))
		.max(20)
		.optional()
		.openapi({ description: 'Role claims, e.g. ["owner"] (the default) or ["merchant"].' }),
	// Verifiers refuse a token expiring further ahead than this, so never mint one.
	ttlSeconds: z
		.number()
		.int()
		.min(60)
		.max(MAX_IDP_TOKEN_SECONDS_AHEAD)
		.optional()
		.openapi({ description: `Lifetime in seconds, 60 to ${MAX_IDP_TOKEN_SECONDS_AHEAD}; default 3600.` }),
});

export const MintedToken = z.object({
	token: z.string().openapi({ description: "The JWT, for Authorization: Bearer <token> on services that take one." }),
});

export const MaintenanceTask = z.object({
	service: z.string().openapi({ description: "The service that registered the task." }),
	task: z.string().openapi({ description: "The task's name, as in POST /v1/maintenance/{service}/{task}." }),
	summary: z.string().openapi({ description: "What the task does and the input it takes." }),
});
export const POST_WORKSPACES_ID_CREDENTIALS_DOC =
	"pay → API key object plus key. Role platform_admin is minted only here (POST /v1/api-keys refuses it): the key belongs to workspace {id}, acts there, and acts in any other existing workspace that a request names in a signed X-Pay-On-Behalf-Of, in the key's environment. mkt → {keyId, key}; store → {key}; pos, ci, secrets → {id, key}; loc → {id, key}.";
