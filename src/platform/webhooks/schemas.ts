// zod + OpenAPI schemas of a service's webhook routes (webhookRoutes): endpoints, deliveries, events,
// bodies and parameters, named per service ("PayWebhookEndpoint") and worded for its subscription rules.
import { z } from "@hono/zod-openapi";
import { multiLine } from "../text";
import { DELIVERY_STATUSES, MAX_DESCRIPTION_LENGTH, MAX_SECRET_ROLL_SECONDS, MAX_SUBSCRIBED_EVENTS } from "./domain";
import { MAX_WEBHOOK_URL_LENGTH } from "./url";

export function webhookSchemas(opts: {
	/** Component name with the service's prefix. */
	name: (n: string) => string;
	/** The engine's subscription rule: exact types only, or prefixes too. */
	subscriptions?: string;
	defaultEvents?: readonly string[];
}) {
	const { name } = opts;
	const DESCRIPTION = `A note for people, at most ${MAX_DESCRIPTION_LENGTH} characters`;
	const eventsDescription =
		opts.subscriptions === "exact"
			? 'Exact event types, or the single entry "*" for every type'
			: 'Exact event types, prefixes ending in "." (every type under it), or "*"';
	const Endpoint = z
		.object({
			id: z.string().openapi({ example: "whep_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			url: z
				.string()
				.openapi({ description: "Where deliveries are POSTed", example: "https://hooks.example.com/pasar" }),
			events: z
				.array(z.string())
				.openapi({ description: eventsDescription, example: ["payout.paid", "subscription."] }),
			description: z.string().nullable().openapi({ description: DESCRIPTION }),
			active: z.boolean().openapi({
				description: "Whether deliveries are made; false after PATCH active=false or when the service switched it off",
			}),
			disabledReason: z.string().nullable().openapi({
				description:
					"Why the service switched the endpoint off (15 failed deliveries in a row, or 3 days failing); null otherwise",
			}),
			failureStreak: z
				.number()
				.int()
				.openapi({ description: "Consecutive deliveries that ended failed; a success or PATCH active=true resets it" }),
			previousSecretExpiresAt: z.string().nullable().openapi({
				description:
					"While a rolled secret (rotate-secret with expiresInSeconds) still signs next to the current one: when it stops; null otherwise",
			}),
			createdAt: z.string(),
			updatedAt: z.string(),
		})
		.openapi(name("WebhookEndpoint"));
	const EndpointWithSecret = Endpoint.extend({
		secret: z.string().openapi({
			description: "The signing secret (whsec_...); returned on create and rotate-secret only",
			example: "whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e",
		}),
	}).openapi(name("WebhookEndpointWithSecret"));
	const Attempt = z.object({
		at: z.string().openapi({ description: "When the attempt was made (ISO 8601, UTC)" }),
		statusCode: z
			.number()
			.int()
			.nullable()
			.openapi({ description: "The endpoint's HTTP status; null when no answer came (timeout, connection error)" }),
		durationMs: z.number().int().openapi({ description: "How long the attempt took, in milliseconds" }),
		error: z.string().nullable().openapi({ description: "Why the attempt failed; null on success" }),
	});
	const Delivery = z
		.object({
			id: z.string().openapi({ example: "whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			endpointId: z.string().openapi({ description: "The endpoint delivered to" }),
			eventId: z.string().openapi({ description: "The event delivered; receivers deduplicate on it" }),
			eventType: z.string().openapi({ description: "The event's type" }),
			status: z.enum(DELIVERY_STATUSES).openapi({
				description: "pending (queued or retrying), succeeded (a 2xx within 10 s), or failed (see failureReason)",
			}),
			attempts: z.number().int().openapi({ description: "Attempts made so far (at most 8 automatic ones)" }),
			nextRetryAt: z
				.string()
				.nullable()
				.openapi({ description: "When the next automatic attempt is due; null unless pending after a failure" }),
			failureReason: z
				.enum(["attempts_exhausted", "endpoint_disabled", "endpoint_deleted", "dead_lettered"])
				.nullable()
				.openapi({
					description:
						"Why it ended failed: 8 attempts failed, the endpoint was switched off or deleted, or the queue dead-lettered it; null otherwise",
				}),
			body: z.string().openapi({ description: "The exact JSON body sent (and re-sent) to the endpoint" }),
			attemptLog: z.array(Attempt).openapi({ description: "One entry per attempt, oldest first" }),
			createdAt: z.string(),
			updatedAt: z.string(),
		})
		.openapi(name("WebhookDelivery"));
	const Event = z
		.object({
			id: z.string().openapi({ example: "evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			type: z.string().openapi({ description: "What happened (resource.action)", example: "payout.paid" }),
			occurredAt: z.string().openapi({ description: "When it happened (ISO 8601, UTC)" }),
			accountId: z.string().openapi({ description: "The workspace the event belongs to (acc_…)" }),
			environment: z.string().optional().openapi({ description: "test or live, in services with test mode" }),
			data: z.unknown().openapi({ description: "The full resource object at the time of the event" }),
		})
		.openapi(name("Event"));

	const Url = z
		.string()
		.min(1)
		.max(MAX_WEBHOOK_URL_LENGTH + 1000);
	const Events = z.array(z.string().min(1).max(200)).max(MAX_SUBSCRIBED_EVENTS);
	const CreateBody = z
		.strictObject({
			url: Url.openapi({
				description: `https URL, at most ${MAX_WEBHOOK_URL_LENGTH} characters (http:// for test-mode endpoints); no private, loopback or link-local host`,
			}),
			events: (opts.defaultEvents ? Events.optional() : Events).openapi({
				description: opts.defaultEvents
					? `${eventsDescription}; default ${JSON.stringify(opts.defaultEvents)}`
					: eventsDescription,
			}),
			description: multiLine(MAX_DESCRIPTION_LENGTH, { min: 0 })
				.nullable()
				.optional()
				.openapi({ description: DESCRIPTION }),
		})
		.openapi(name("WebhookEndpointCreate"));
	const PatchBody = z
		.strictObject({
			url: Url.optional().openapi({ description: "A new https URL (same rules as on create)" }),
			events: Events.optional().openapi({ description: eventsDescription }),
			description: multiLine(MAX_DESCRIPTION_LENGTH, { min: 0 })
				.nullable()
				.optional()
				.openapi({ description: `${DESCRIPTION}; null clears it` }),
			active: z.boolean().optional().openapi({
				description: "false pauses (queued deliveries become failed); true re-enables and clears the failure streak",
			}),
		})
		.refine((b) => Object.keys(b).length > 0, { message: "Send at least one of url, events, description, active" })
		.openapi(name("WebhookEndpointUpdate"));
	const RotateBody = z
		.strictObject({
			expiresInSeconds: z
				.number()
				.int()
				.min(0)
				.max(MAX_SECRET_ROLL_SECONDS)
				.optional()
				.openapi({
					description: `How long the current secret keeps signing next to the new one (0-${MAX_SECRET_ROLL_SECONDS}); 0, the default, stops it at once`,
					example: 3600,
				}),
		})
		.openapi(name("WebhookSecretRotate"));
	const IdParam = z.object({
		id: z
			.string()
			.max(64)
			.openapi({ param: { name: "id", in: "path" } }),
	});
	const Cursor = z
		.string()
		.max(500)
		.optional()
		.openapi({ param: { name: "cursor", in: "query" } });
	return { Endpoint, EndpointWithSecret, Delivery, Event, CreateBody, PatchBody, RotateBody, IdParam, Cursor };
}
