// One event type as an OpenAPI 3.1 webhook: the signed POST a receiver gets, with an example body.
// Every service that documents its events in its own openapi.json (localization, POS) registers them
// through this, so the signature header, the acknowledgement and the body read the same everywhere.
import { type OpenAPIHono, z } from "@hono/zod-openapi";

export interface DocumentedEvent {
	/** The event type, also the webhook's name in the document. */
	type: string;
	/** What the event means (a sentence; the signing recipe is appended). */
	description: string;
	/** The delivery body's schema and an example of it. */
	body: z.ZodTypeAny;
	example: unknown;
}

/** Registers `event` as a webhook signed with `signatureHeader`, whose verification `signing` explains. */
export function documentWebhookEvent(
	service: Pick<OpenAPIHono, "openAPIRegistry">,
	signatureHeader: string,
	signing: string,
	event: DocumentedEvent,
) {
	const { type, description, body, example } = event;
	service.openAPIRegistry.registerWebhook({
		method: "post",
		path: type,
		summary: type,
		description: `${description}.\n\n${signing}`,
		request: {
			headers: z.object({
				[signatureHeader]: z.string().openapi({
					description: "t=<unix>,v1=<hex>[,v1=<hex>]",
					example: "t=1795940142,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
				}),
			}),
			body: { content: { "application/json": { schema: body, example } }, required: true },
		},
		responses: {
			200: { description: "Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried" },
		},
	});
}
