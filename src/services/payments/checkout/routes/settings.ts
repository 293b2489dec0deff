import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { iso } from "../../../../platform/encoding";
import { ok } from "../../../../platform/envelope";
import { ApiError } from "../../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../../platform/openapi";
import { requireScope } from "../../access/auth";
import { ADAPTER_KINDS, type AdapterKind } from "../../adapters/domain/capabilities";
import { CHECKOUT_METHODS, type CheckoutMethod, resolveRouting, routingProblem } from "../domain";
import { listAdapters } from "../../adapters/store";
import { routingOf, saveRouting } from "../store";
import { billingScope, nowOf, requiredKey } from "../../billing/routes/common";
import { PUT_CHECKOUT_SETTINGS_DOC } from "../schemas";

// Checkout settings (spec §4: "per-method routing is set in checkout settings, not on the adapter").

const Kind = z.enum(ADAPTER_KINDS).nullable();
const methodsShape = Object.fromEntries(CHECKOUT_METHODS.map((m) => [m, Kind])) as Record<CheckoutMethod, typeof Kind>;

const Settings = z
	.object({
		methods: z
			.object(methodsShape)
			.openapi({ description: "Adapter kind serving each method, or null when the method is off" }),
		updatedAt: z.string().nullable().openapi({ description: "null while the defaults apply" }),
	})
	.openapi("CheckoutSettings");

const PutBody = z
	.strictObject({
		methods: z
			.strictObject(
				Object.fromEntries(CHECKOUT_METHODS.map((m) => [m, Kind.optional()])) as Record<
					CheckoutMethod,
					z.ZodOptional<typeof Kind>
				>,
			)
			.openapi({
				description:
					"Method → adapter kind (managed, gateway_a, gateway_b, gateway_c, manual) or null to turn it off. Methods left out get their default.",
			}),
	})
	.openapi("PutCheckoutSettings");

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/checkout-settings",
		summary: "Read per-method routing",
		description:
			"Default: managed for every method managed mode supports (qris, virtual_account, ewallet, card); the others are off until routed.",
		middleware: [requireScope("pay:checkout_settings:read")] as const,
		responses: {
			200: jsonResponse(Settings, "The routing"),
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const r = await routingOf(c.env, billingScope(c));
		return ok(c, { methods: r.routing, updatedAt: iso(r.updatedAt) });
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: "/v1/checkout-settings",
		summary: "Replace per-method routing",
		description: PUT_CHECKOUT_SETTINGS_DOC,
		middleware: [requireScope("pay:checkout_settings:write"), requiredKey()] as const,
		request: jsonBody(PutBody),
		responses: {
			200: jsonResponse(Settings, "The routing now in force"),
			...errors(
				[400, "validation_error, method_not_supported, adapter_not_connected, idempotency_required"],
				[403, "insufficient_scope"],
				[409, "idempotency_key_conflict"],
			),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const body = c.req.valid("json").methods as Partial<Record<CheckoutMethod, AdapterKind | null>>;
		const connected = new Set<AdapterKind>(
			(await listAdapters(c.env, s)).filter((r) => r.status !== "disabled").map((r) => r.kind as AdapterKind),
		);
		const problem = routingProblem(body, connected);
		if (problem) throw new ApiError(400, problem.code, problem.message, `methods.${problem.method}`);
		const routing = resolveRouting(body);
		const now = await nowOf(c);
		await saveRouting(c.env, s, routing, now);
		return ok(c, { methods: routing, updatedAt: iso(now) });
	},
);

export default app;
