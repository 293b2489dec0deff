import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ADAPTER_KINDS } from "./domain/capabilities";
import { KYB_STATUSES } from "./managed";

// zod + OpenAPI schemas of the adapter routes, and the reference prose of the operations.

export const Adapter = z
	.object({
		kind: z
			.enum(ADAPTER_KINDS)
			.openapi({ description: "The gateway or mode: gateway_a, gateway_b, gateway_c, manual or managed" }),
		status: z
			.enum(["active", "disabled", "error"])
			.openapi({ description: "active; disabled by support; error after the provider refused the credentials" }),
		secretKeyLast4: z.string().nullable().openapi({ description: "The secret's last 4 characters; null without one" }),
		publicConfig: z
			.record(z.string(), z.unknown())
			.openapi({ description: "The non-secret settings of the kind (e.g. clientKey, merchantId, env)" }),
		configuredAt: z.string().openapi({ description: "When it was last PUT" }),
		lastErrorAt: z.string().nullable().openapi({ description: "When the provider last refused it; null otherwise" }),
		lastErrorCode: z
			.string()
			.nullable()
			.openapi({ description: "The code of that refusal; null otherwise", example: "invalid_credentials" }),
	})
	.openapi("Adapter");

const KYB = "Know-your-business review: not_started → invited → registered → live";

export const Onboarding = z
	.object({
		subAccountId: z
			.string()
			.nullable()
			.openapi({ description: "The provider sub-account (sacc_…); null before provisioning" }),
		kybStatus: z.enum(KYB_STATUSES).openapi({ description: KYB }),
		capabilitiesStatus: z
			.enum(["inactive", "pending", "active"])
			.openapi({ description: "Whether the sub-account may take payments: pending once registered, active when live" }),
		payoutsReady: z.boolean().openapi({ description: "true once live: payouts can go out" }),
		onboardingUrl: z
			.string()
			.nullable()
			.openapi({ description: "Where the merchant completes KYB; null before provisioning and once live" }),
	})
	.openapi("ManagedOnboarding");

const secret = (name: string) => singleLine(255).openapi({ description: `${name} (write-only, stored encrypted)` });

export const GatewayABody = z
	.strictObject({
		secretKey: secret("Secret API key: xnd_development_… or xnd_production_…"),
		callbackToken: secret("Callback verification token; without it inbound callbacks cannot be verified").optional(),
	})
	.openapi("PutGatewayAAdapter");
export const GatewayBBody = z
	.strictObject({
		serverKey: secret("Server key: SB-Mid-server-… (sandbox) or Mid-server-… (production)"),
		clientKey: singleLine(255).openapi({ description: "The public client key (shown in publicConfig)" }),
		merchantId: singleLine(100).openapi({ description: "The merchant id at gateway B" }),
		env: z
			.enum(["sandbox", "production"])
			.default("sandbox")
			.openapi({ description: "Which gateway B environment the keys belong to (default sandbox)" }),
	})
	.openapi("PutGatewayBAdapter");
export const GatewayCBody = z
	.strictObject({
		clientId: singleLine(255).openapi({ description: "The app's client id (shown in publicConfig)" }),
		secret: secret("Client secret"),
		mode: z.enum(["live", "sandbox"]).default("live").openapi({ description: "live (default) or sandbox" }),
		webhookId: singleLine(255)
			.optional()
			.openapi({ description: "Webhook id of the merchant's app; needed to verify inbound webhooks" }),
	})
	.openapi("PutGatewayCAdapter");
export const ManualBody = z
	.strictObject({
		bankAccounts: z
			.array(
				z.strictObject({
					bankName: singleLine(60).openapi({ description: "The bank's name, at most 60 characters" }),
					accountNumber: singleLine(40).openapi({ description: "The account number, at most 40 characters" }),
					accountHolder: singleLine(80).openapi({ description: "The holder's name as the bank spells it" }),
				}),
			)
			.max(20)
			.optional()
			.openapi({ description: "Accounts customers may transfer to (at most 20), shown on the hosted checkout" }),
		staticQrImageUrl: singleLine(500)
			.nullable()
			.optional()
			.openapi({ description: "URL of a static QR image customers scan to pay; null if none" }),
		instructions: multiLine(500)
			.nullable()
			.optional()
			.openapi({ description: "Payment instructions shown to customers (at most 500 characters); null if none" }),
	})
	.openapi("PutManualAdapter");

// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const GET_ADAPTERS_DOC =
	"An object keyed by kind (gateway_a, gateway_b, gateway_c, manual, managed); kinds never connected are omitted. managed is virtual, derived from the managed sub-account profile. Secrets are never returned; secretKeyLast4 shows the last 4 characters.";

export const GET_ADAPTERS_CAPABILITIES_DOC =
	"yes / no / depends / select / n/a per method and kind. A charge on a method marked no or n/a for the adapter that would take it is refused before any upstream call (failureCode method_not_supported).";

export const POST_ADAPTERS_MANAGED_ONBOARDING_DOC =
	"Body {email}. Provisions the sub-account if that has not happened (kybStatus not_started → invited, event adapter.managed.kyb_changed) and returns the onboarding state; once provisioned, a later call changes nothing and returns the state as it is.";

export const POST_TEST_HELPERS_ADAPTERS_MANAGED_ADVANCE_DOC =
	"Simulates the managed provider's onboarding webhook: kybStatus moves forward one step (or to the given later kybStatus); registered makes capabilities pending, live makes them active with payoutsReady. Events adapter.managed.kyb_changed and, when capabilities change, adapter.managed.capabilities_changed. 409 conflict before provisioning or when not moving forward. Test keys only; live keys get 404.";
