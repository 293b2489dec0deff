import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { ok } from "../../../../platform/envelope";
import { HEX_COLOR } from "../../../../platform/hosted-page";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../../../platform/locale";
import { errors, jsonBody, jsonResponse } from "../../../../platform/openapi";
import { redirectUrlProblem } from "../../../../platform/redirect-url";
import { multiLine, singleLine } from "../../../../platform/text";
import { workspaceName } from "../../../admin/public";
import { requireScope } from "../../access/auth";
import { ADAPTER_KINDS } from "../../adapters/domain/capabilities";
import { billingScope, nowOf, requiredKey } from "../../billing/routes/common";
import { ctxOf } from "../../context";
import { checkoutSettingsView } from "../brand";
import { CHECKOUT_METHODS, type CheckoutMethod } from "../domain";
import { putCheckoutSettings } from "../put-settings";
import { PUT_CHECKOUT_SETTINGS_DOC } from "../schemas";
import { readCheckoutSettings } from "../store";

// Checkout settings (spec §4: "per-method routing is set in checkout settings, not on the adapter"),
// and the brand every hosted page carries (issue 25).

const Kind = z
	.enum(ADAPTER_KINDS)
	.nullable()
	.openapi({ description: "The adapter kind that serves this method, or null when the method is off" });
const methodsShape = Object.fromEntries(CHECKOUT_METHODS.map((m) => [m, Kind])) as Record<CheckoutMethod, typeof Kind>;

const DISPLAY_NAME_MAX = 80;
const ADDRESS_MAX = 300;
const ADDRESS_LINES_MAX = 6;
const TAX_ID_MAX = 40;

const Branding = z
	.object({
		displayName: z.string().openapi({
			description: "The shop name buyers see on hosted pages: what the merchant set, else the workspace name",
			example: "Toko Kopi Budi",
		}),
		logoUrl: z
			.string()
			.nullable()
			.openapi({ description: "https image shown beside the name (with alt text), or null", format: "uri" }),
		brandColor: z.string().nullable().openapi({
			description: "#rrggbb (lower case) of the brand bar and buttons, or null for the neutral default",
			example: "#0f766e",
		}),
		address: z.string().nullable().openapi({
			description:
				"The issuer's postal address printed on hosted invoices and receipts (lines separated by \\n), or null",
			example: "Jl. Kemang Raya 12\nJakarta Selatan 12730",
		}),
		taxId: z.string().nullable().openapi({
			description: "The issuer's tax number (NPWP) printed on hosted invoices and receipts, or null",
			example: "01.234.567.8-901.000",
		}),
		timeZone: z.string().openapi({
			description: `IANA time zone every payments hosted page and PDF writes dates in (${DEFAULT_TIME_ZONE} unless set)`,
			example: "Asia/Makassar",
		}),
	})
	.openapi("CheckoutBranding", { description: "The brand every hosted page of the workspace carries" });

const Settings = z
	.object({
		methods: z
			.object(methodsShape)
			.openapi({ description: "Adapter kind serving each method, or null when the method is off" }),
		branding: Branding,
		updatedAt: z.string().nullable().openapi({ description: "null while the defaults apply" }),
	})
	.openapi("CheckoutSettings");

/** https only (the buyer's browser loads it): the redirect-URL rule without the loopback http exception. */
const logoUrl = z
	.string()
	.superRefine((v, ctx) => {
		const problem = redirectUrlProblem(v, { development: false });
		if (problem) ctx.addIssue({ code: "custom", message: problem });
	})
	.openapi({ format: "uri", maxLength: 2048, example: "https://toko.example/logo.png" });

const PutBranding = z
	.strictObject({
		displayName: singleLine(DISPLAY_NAME_MAX, { trim: true })
			.nullable()
			.optional()
			.openapi({ description: `1-${DISPLAY_NAME_MAX} characters, one line; null goes back to the workspace name` }),
		logoUrl: logoUrl
			.nullable()
			.optional()
			.openapi({ description: "Absolute https URL (≤ 2,048 characters, no user name or password); null removes it" }),
		brandColor: z
			.string()
			.regex(HEX_COLOR, "must be a colour written #rrggbb")
			.nullable()
			.optional()
			.openapi({ description: "#rrggbb; null goes back to the neutral default", example: "#0f766e" }),
		address: multiLine(ADDRESS_MAX, { trim: true })
			.refine((v) => v.split("\n").length <= ADDRESS_LINES_MAX, `at most ${ADDRESS_LINES_MAX} lines`)
			.nullable()
			.optional()
			.openapi({
				description: `1-${ADDRESS_MAX} characters in at most ${ADDRESS_LINES_MAX} lines (\\n between lines); null removes it`,
			}),
		taxId: singleLine(TAX_ID_MAX, { trim: true })
			.nullable()
			.optional()
			.openapi({ description: `Tax number (NPWP), 1-${TAX_ID_MAX} characters on one line; null removes it` }),
		timeZone: z
			.string()
			.max(64)
			.refine(isTimeZone, "must be an IANA time zone such as Asia/Jakarta")
			.nullable()
			.optional()
			.openapi({ description: `IANA time zone (e.g. Asia/Makassar); null goes back to ${DEFAULT_TIME_ZONE}` }),
	})
	.openapi({ description: "Fields left out keep their value" });

const PutBody = z
	.strictObject({
		methods: z
			.strictObject(
				Object.fromEntries(CHECKOUT_METHODS.map((m) => [m, Kind.optional()])) as Record<
					CheckoutMethod,
					z.ZodOptional<typeof Kind>
				>,
			)
			.optional()
			.openapi({
				description:
					"Method → adapter kind (managed, gateway_a, gateway_b, gateway_c, manual) or null to turn it off. Methods left out get their default. Left out entirely: the routing stays as it is.",
			}),
		branding: PutBranding.optional(),
	})
	.refine((b) => b.methods !== undefined || b.branding !== undefined, { message: "Send methods, branding or both" })
	.openapi("PutCheckoutSettings");

const BRANDING_DOC =
	"Both parts are optional (at least one): methods, when sent, replaces the routing; branding fields, when sent, replace that field (null goes back to the default) and fields left out keep their value. branding.displayName 1-80 characters on one line; logoUrl an absolute https URL; brandColor #rrggbb; address 1-300 characters in at most 6 lines; taxId 1-40 characters on one line; timeZone an IANA zone (Asia/Jakarta when null) — anything else is 400 validation_error with param naming the field (e.g. branding.logoUrl). Per workspace and environment, like the routing; hosted pages show it on their next load (storefront pages within a minute, their cache).";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/checkout-settings",
		summary: "Read per-method routing and the hosted pages' brand",
		description:
			"Default: managed for every method managed mode supports (qris, virtual_account, ewallet, card); the others are off until routed. branding.displayName is the workspace name until the merchant sets another.",
		middleware: [requireScope("pay:checkout_settings:read")] as const,
		responses: {
			200: jsonResponse(Settings, "The routing and brand"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const [r, name] = await Promise.all([readCheckoutSettings(c.env, s), workspaceName(c.env, s.workspaceId)]);
		return ok(c, checkoutSettingsView(r, name));
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: "/v1/checkout-settings",
		summary: "Change per-method routing and the hosted pages' brand",
		description: `${PUT_CHECKOUT_SETTINGS_DOC} ${BRANDING_DOC}`,
		middleware: [requireScope("pay:checkout_settings:write"), requiredKey()] as const,
		request: jsonBody(PutBody),
		responses: {
			200: jsonResponse(Settings, "The routing and brand now in force"),
			...errors(
				[400, "validation_error, method_not_supported, adapter_not_connected, idempotency_required"],
				[403, "insufficient_scope"],
				[409, "idempotency_key_conflict"],
			),
		},
	}),
	async (c) => ok(c, await putCheckoutSettings(ctxOf(c), billingScope(c), c.req.valid("json"), await nowOf(c))),
);

export default app;
