import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { hmacSha256Hex, masterKeyBytes } from "../../../platform/crypto";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { requireScope } from "../access/auth";
import { adapterIdempotency } from "../access/idempotency";
import { workspaceNow } from "../ledger/clock";
import { connectAdapter, type PutBody } from "./connect";
import { ADAPTER_KINDS, CAPABILITIES, CAPABILITY_METHODS, SUPPORT_VALUES } from "./domain/capabilities";
import {
	advanceOnboarding,
	getManaged,
	KYB_STATUSES,
	managedAdapterView,
	onboardingView,
	startOnboarding,
} from "./managed";
import {
	Adapter,
	GatewayABody,
	GatewayBBody,
	GatewayCBody,
	GET_ADAPTERS_CAPABILITIES_DOC,
	GET_ADAPTERS_DOC,
	ManualBody,
	Onboarding,
	POST_ADAPTERS_MANAGED_ONBOARDING_DOC,
	POST_TEST_HELPERS_ADAPTERS_MANAGED_ADVANCE_DOC,
} from "./schemas";
import { adapterView, listAdapters, type Scope } from "./store";

// Spec 000 §4 "Adapters": pay:adapter:read for GET, pay:adapter:write for PUT and POST; PUT needs
// an Idempotency-Key (missing → 400 idempotency_required, another body → 409 idempotency_conflict).

const scopeOf = (c: Context<AppEnv>): Scope => ({
	workspaceId: c.get("workspaceId") as string,
	environment: c.get("environment") as "test" | "live",
});

/**
 * PUT bodies carry secrets: the idempotency store keeps a keyed hash (HMAC with a key derived from
 * MASTER_KEY), never a plain digest that could confirm a guessed secret.
 */
const putKey = () =>
	adapterIdempotency("required", {
		fingerprint: async (c, body) =>
			hmacSha256Hex(await hmacSha256Hex(masterKeyBytes(c.env.MASTER_KEY), "pay:adapters:idempotency"), body),
	});
const optionalKey = () => adapterIdempotency("optional");

const testModeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (c.get("environment") !== "test")
		throw new ApiError(404, "not_found", `No route for ${c.req.method} ${c.req.path}`);
	await next();
};

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/adapters",
		summary: "Connected adapters, keyed by kind",
		description: GET_ADAPTERS_DOC,
		middleware: [requireScope("pay:adapter:read")] as const,
		responses: {
			200: jsonResponse(z.record(z.string(), Adapter), "Adapters by kind"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const out: Record<string, unknown> = {};
		for (const r of await listAdapters(c.env, s)) out[r.kind] = adapterView(r);
		const m = await getManaged(c.env, s);
		if (m) out.managed = managedAdapterView(m);
		return ok(c, out);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/adapters/capabilities",
		summary: "Capability matrix: which payment methods each adapter kind can take",
		description: GET_ADAPTERS_CAPABILITIES_DOC,
		middleware: [requireScope("pay:adapter:read")] as const,
		responses: {
			200: jsonResponse(
				z.object({
					kinds: z
						.array(z.enum(ADAPTER_KINDS))
						.openapi({ description: "The adapter kinds, the columns of the matrix" }),
					methods: z
						.array(
							z.object({
								method: z.enum(CAPABILITY_METHODS).openapi({ description: "A payment method" }),
								label: z.string().openapi({ description: "Its name for people" }),
								support: z.record(z.string(), z.enum(SUPPORT_VALUES)).openapi({
									description:
										"Per adapter kind: yes, no, depends (on the provider account), select (chosen per session) or n/a",
								}),
							}),
						)
						.openapi({ description: "One row per payment method" }),
				}),
				"The matrix",
			),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	(c) => ok(c, { kinds: [...ADAPTER_KINDS], methods: CAPABILITIES }),
);

const putRoute = <T extends z.ZodType>(kind: PutBody["kind"], schema: T, summary: string, description: string) =>
	app.openapi(
		createRoute({
			method: "put",
			path: `/v1/adapters/${kind}`,
			summary,
			description: `${description} Idempotency-Key required. The first PUT of a kind fires adapter.connected, later ones adapter.updated; a re-PUT refreshes configuredAt and clears lastErrorAt/lastErrorCode. Secrets are stored encrypted and never returned, not even here. There is no DELETE.`,
			middleware: [requireScope("pay:adapter:write"), putKey()] as const,
			request: { ...jsonBody(schema) },
			responses: {
				200: jsonResponse(Adapter, "The adapter"),
				...errors(
					[403, "insufficient_scope"],
					[409, "idempotency_conflict (key reused with another body), conflict (adapter disabled by support)"],
					[422, "gateway_error: credentials failed the upstream sanity check; nothing stored"],
					[429, "rate_limited"],
				),
			},
		}),
		async (c) => {
			const s = scopeOf(c);
			const body = c.req.valid("json" as never) as PutBody["body"];
			const now = await workspaceNow(c.env, s.workspaceId, s.environment);
			return ok(c, await connectAdapter(c.env, c.executionCtx, s, { kind, body } as PutBody, now));
		},
	);

putRoute(
	"gateway_a",
	GatewayABody,
	"Connect gateway A (own account)",
	"Body: secretKey (required; must start with xnd_development_ or xnd_production_, else 422 gateway_error), callbackToken (optional, recommended). Checked with GET /balance upstream before anything is stored. publicConfig: callbackTokenFingerprint (first 16 hex of sha-256 of the token, or null).",
);
putRoute(
	"gateway_b",
	GatewayBBody,
	"Connect gateway B (own account)",
	"Body: serverKey (required, stored encrypted; SB-Mid-server-… for sandbox, Mid-server-… for production, else 422 gateway_error), clientKey (required, public), merchantId (required), env (sandbox | production, default sandbox). Checked upstream with a status lookup. publicConfig: clientKey, merchantId, env.",
);
putRoute(
	"gateway_c",
	GatewayCBody,
	"Connect gateway C (own account)",
	"Body: clientId (required), secret (required, stored encrypted), mode (live | sandbox, default live), webhookId (optional: needed to verify inbound webhooks). Checked with an OAuth client-credentials token upstream. publicConfig: clientId, mode, webhookId.",
);
putRoute(
	"manual",
	ManualBody,
	"Configure the manual (offline) adapter",
	"Body, all optional: bankAccounts (≤ 20; bankName ≤ 60, accountNumber ≤ 40, accountHolder ≤ 80), staticQrImageUrl (≤ 500 or null), instructions (≤ 500 or null). A PUT replaces the whole configuration. No secrets: secretKeyLast4 is null.",
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/adapters/managed/onboarding",
		summary: "Managed-mode onboarding state",
		description:
			"subAccountId (null before provisioning), kybStatus (not_started → invited → registered → live), capabilitiesStatus, payoutsReady, onboardingUrl (null once live).",
		middleware: [requireScope("pay:adapter:read")] as const,
		responses: {
			200: jsonResponse(Onboarding, "Onboarding state"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, onboardingView(await getManaged(c.env, scopeOf(c)))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/adapters/managed/onboarding",
		summary: "Start managed-mode provisioning",
		description: POST_ADAPTERS_MANAGED_ONBOARDING_DOC,
		middleware: [requireScope("pay:adapter:write"), optionalKey()] as const,
		request: {
			...jsonBody(
				z
					.strictObject({
						email: z.email().max(254).openapi({ description: "Where the provider sends the KYB invitation" }),
					})
					.openapi("StartManagedOnboarding"),
			),
		},
		responses: {
			200: jsonResponse(Onboarding, "Onboarding state"),
			...errors([403, "insufficient_scope"], [409, "idempotency_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const now = await workspaceNow(c.env, s.workspaceId, s.environment);
		const { row } = await startOnboarding(c.env, c.executionCtx, s, c.req.valid("json").email, now);
		return ok(c, onboardingView(row));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/test-helpers/adapters/managed/advance",
		summary: "Test mode: advance managed onboarding one step (or to kybStatus)",
		description: POST_TEST_HELPERS_ADAPTERS_MANAGED_ADVANCE_DOC,
		middleware: [requireScope("pay:test_helper:write"), testModeOnly, optionalKey()] as const,
		request: {
			body: {
				content: {
					"application/json": {
						schema: z
							.strictObject({
								kybStatus: z
									.enum(KYB_STATUSES)
									.optional()
									.openapi({ description: "Jump to this status; omitted: one step forward" }),
							})
							.openapi("AdvanceManagedOnboarding"),
					},
				},
				required: false,
			},
		},
		responses: {
			200: jsonResponse(Onboarding, "Onboarding state"),
			...errors([403, "insufficient_scope"], [409, "conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const body = (c.req.valid("json") as { kybStatus?: (typeof KYB_STATUSES)[number] } | undefined) ?? {};
		const now = await workspaceNow(c.env, s.workspaceId, s.environment);
		return ok(c, onboardingView(await advanceOnboarding(c.env, c.executionCtx, s, body.kybStatus, now)));
	},
);

export default app;
