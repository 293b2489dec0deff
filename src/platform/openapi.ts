import { z } from "@hono/zod-openapi";

// Small builders so route files read like the spec tables.

/**
 * A required JSON request body. No body (or zero bytes) is validated as `{}`, so the first missing
 * field is named in the 400; a non-JSON body is 415 (platform request-body gate, body.ts).
 */
export const jsonBody = <T extends z.ZodType>(schema: T, description?: string) => ({
	body: { content: { "application/json": { schema } }, required: true as const, description },
});

const Meta = z
	.object({
		requestId: z.string().openapi({
			description: "This request's id (req_…), also in the X-Request-Id header; quote it to support.",
			example: "req_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		timestamp: z.string().openapi({ description: "When the response was made (ISO 8601, UTC)." }),
	})
	.openapi("Meta", { description: "Facts about the response itself, the same on every answer." });
const ErrorObject = z
	.object({
		code: z.string().openapi({
			description:
				"Machine-readable error code, stable across releases: lower snake case in payments and admin, UPPER_SNAKE elsewhere. Each operation lists its codes under its responses.",
		}),
		message: z.string().openapi({ description: "Human-readable explanation; wording may change, match on `code`." }),
		param: z.string().optional().openapi({ description: "The request field the error is about, when there is one." }),
	})
	.openapi("Error", { description: "What went wrong." });

// `data` and `meta` are often $refs to registered schemas: calling .openapi() on them would rewrite
// the component itself, so their descriptions come from the components (and openapi-fields.ts).
export const envelopeOf = <T extends z.ZodType>(data: T) =>
	z.object({ data, error: z.null().openapi({ description: "Always null on success." }), meta: Meta });

export const ErrorEnvelope = z
	.object({ data: z.null().openapi({ description: "Always null on an error." }), error: ErrorObject, meta: Meta })
	.openapi("ErrorEnvelope", { description: "Every error answer: `data` null and an `error` object." });

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
	content: { "application/json": { schema: envelopeOf(schema) } },
	description,
});

export const errorResponse = (description: string) => ({
	content: { "application/json": { schema: ErrorEnvelope } },
	description,
});

/** The error rows every authenticated route shares, plus the route's own. */
export function errors(...extra: Array<[number, string]>) {
	const out: Record<number, ReturnType<typeof errorResponse>> = {
		400: errorResponse("Validation failed"),
		401: errorResponse("Missing or invalid credentials"),
		404: errorResponse("Not found, or another workspace's"),
	};
	// Two codes on one status (422 VALIDATION_ERROR and 422 INVALID_URL) are both documented.
	const said: Record<number, string[]> = {};
	for (const [status, description] of extra) {
		said[status] = [...(said[status] ?? []), description];
		out[status] = errorResponse(said[status].join(" or "));
	}
	return out;
}

/** ?limit= with a default and bounds, as an integer. */
export const limitParam = (def: number, max = 100, min = 1) =>
	z.coerce
		.number()
		.int()
		.min(min)
		.max(max)
		.default(def)
		.openapi({ param: { name: "limit", in: "query" }, example: def });

/** ?limit= that is clamped into [1, max] rather than refused (marketing and storefront lists); a non-number is 400. */
export const clampedLimit = (def: number, max = 100) =>
	z.coerce
		.number()
		.int()
		.default(def)
		.transform((n) => Math.min(max, Math.max(1, n)))
		.openapi({ param: { name: "limit", in: "query" }, example: def });

/** A `{name}` path segment holding an opaque id: only bounded, never parsed. */
export const pathId = (name = "id") =>
	z.object({
		[name]: z
			.string()
			.min(1)
			.max(64)
			.openapi({ param: { name, in: "path" } }),
	});

export const queryBoolean = z
	.enum(["true", "false", "1", "0"])
	.transform((v) => v === "true" || v === "1")
	.optional();
