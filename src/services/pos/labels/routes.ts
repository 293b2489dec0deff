import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { IdParam, posErrors, scopeOf } from "../context";
import { cachedLabel, safeWaybill } from "./print";
import { LabelDocument, LabelQuery } from "./schemas";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/fulfillment/shipments/{id}/label",
		summary: "A booked shipment's shipping label as PDF, with its waybill as a Code 128 barcode",
		description:
			"Courier and service, the waybill (Code 128 and text), recipient (name, phone, address, postal code, note) and sender (the shipment's origin), then per flag the shipping price, the insurance and the contents. The page is exactly the size asked. 409 CONFLICT while the shipment has no waybill (never booked, a draft after rebook) or is cancelled. Cached in R2 (and the isolate's memory) under a key that changes with the shipment, the size and the flags; X-Label-Cache says hit or miss. Cache-Control: private, no-store.",
		request: { params: IdParam, query: LabelQuery },
		responses: {
			200: { content: LabelDocument, description: "The label" },
			...posErrors([409, "CONFLICT: no waybill yet, or the shipment is cancelled"]),
		},
	}),
	async (c) => {
		const pdf = await cachedLabel(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("query"));
		// It names and locates a person: no shared or browser cache keeps it; R2 makes repeats cheap.
		c.header("Cache-Control", "private, no-store");
		c.header("Content-Type", "application/pdf");
		c.header("Content-Disposition", `inline; filename="label-${safeWaybill(pdf.waybill)}.pdf"`);
		c.header("Content-Length", String(pdf.size));
		c.header("X-Label-Cache", pdf.hit ? "hit" : "miss");
		return c.body(pdf.body);
	},
);

export default app;
