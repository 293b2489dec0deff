import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { pickLang } from "../../../platform/locale";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { serviceBase } from "../../../platform/service-url";
import { hostedBrand } from "../../payments/public";
import { ctxOf, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { waybillEnv } from "../integrations/locate";
import { originView, saveOrigin } from "./origin";
import { listCouriers, quoteRates } from "./rates";
import { Courier, Origin, OriginPatch, Rate, RatesBody, WaybillParam } from "./schemas";
import { getOrigin, myShipmentByWaybill, trackedShipment } from "./store";
import { trackerPage, unknownWaybillPage } from "./tracker";

const app = router();
const UPSTREAM: [number, string] = [502, "UPSTREAM_ERROR: the courier aggregator failed or refused"];

/** Couriers, origin and rates: the same handlers under /fulfillment/shipping and /delivery (spec 002). */
function shippingRoutes(prefix: string) {
	app.openapi(
		createRoute({
			method: "get",
			path: `${prefix}/couriers`,
			summary: "The courier services the aggregator offers",
			responses: { 200: jsonResponse(z.array(Courier), "Courier services"), ...posErrors(UPSTREAM) },
		}),
		async (c) => ok(c, await listCouriers(ctxOf(c))),
	);

	app.openapi(
		createRoute({
			method: "get",
			path: `${prefix}/origin`,
			summary: "The shipping origin (configured false and null fields until the first PATCH)",
			responses: { 200: jsonResponse(Origin, "The shipping origin"), ...posErrors() },
		}),
		async (c) => ok(c, originView(await getOrigin(c.env, scopeOf(c)))),
	);

	app.openapi(
		createRoute({
			method: "patch",
			path: `${prefix}/origin`,
			summary: "Save the shipping origin; the first PATCH needs contactName, phone, address and postalCode",
			middleware: [posIdempotency()],
			request: jsonBody(OriginPatch),
			responses: { 200: jsonResponse(Origin, "The shipping origin"), ...posErrors() },
		}),
		async (c) => ok(c, await saveOrigin(ctxOf(c), scopeOf(c), c.req.valid("json"))),
	);

	app.openapi(
		createRoute({
			method: "post",
			path: `${prefix}/rates`,
			summary: "Rates from the saved origin (destination, insurance and items optional); no origin is 409",
			description: "A quote, not a resource: answers 200. Prices are whole IDR and include any insurance fee.",
			middleware: [posIdempotency()],
			request: jsonBody(RatesBody),
			responses: {
				200: jsonResponse(z.array(Rate), "One rate per courier service serving the route"),
				...posErrors([409, "CONFLICT: no shipping origin saved"], UPSTREAM),
			},
		}),
		async (c) => ok(c, await quoteRates(ctxOf(c), scopeOf(c), c.req.valid("json"))),
	);
}

shippingRoutes("/api/v1/fulfillment/shipping");
shippingRoutes("/api/v1/delivery");

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/fulfillment/shipping/track/{waybillId}",
		summary: "302 to the tracker of this workspace's shipment with that waybill (the courier's, else POS's own)",
		request: { params: WaybillParam },
		responses: { 302: { description: "Location: the tracker page" }, ...posErrors() },
	}),
	async (c) => {
		const waybillId = c.req.valid("param").waybillId;
		const shipment = await myShipmentByWaybill(c.env, scopeOf(c), waybillId);
		if (!shipment) throw notFound("shipment with that waybill");
		const local = `${serviceBase(c.env, c.req.url, "pos")}/track/${encodeURIComponent(waybillId)}`;
		return c.redirect(shipment.trackingUrl ?? local, 302);
	},
);

// Public (outside /api/v1, so no credential): a waybill is what a buyer is given to follow a parcel.
app.openapi(
	createRoute({
		method: "get",
		path: "/track/{waybillId}",
		// A page buyers open from messages and links, which may carry tracking parameters (utm_*).
		...toleratesUnknownQuery,
		summary: "Public tracker page of a waybill: status and history, newest first (HTML)",
		request: { params: WaybillParam },
		responses: {
			200: { content: { "text/html": { schema: z.string() } }, description: "The tracker page" },
			404: { content: { "text/html": { schema: z.string() } }, description: "No shipment has that waybill" },
		},
	}),
	async (c) => {
		const waybillId = c.req.valid("param").waybillId;
		// The waybill names the workspace through the locator (issue 38); none: booked before sharding, shard 0.
		const at = await waybillEnv(c.env, waybillId);
		const found = await trackedShipment(at.env, waybillId);
		const tracked = found && (!at.workspaceId || found.shipment.accountId === at.workspaceId) ? found : null;
		const lang = pickLang(c.req.header("Accept-Language"));
		c.header("Cache-Control", "no-store");
		c.header("Content-Language", lang);
		c.header("Vary", "Accept-Language");
		c.header(
			"Content-Security-Policy",
			"default-src 'none'; style-src 'unsafe-inline'; img-src https:; base-uri 'none'; frame-ancestors 'none'",
		);
		if (!tracked) return c.html(unknownWaybillPage(lang, waybillId), 404);
		// The shop's brand as its checkout shows it (live settings): name, logo, colour.
		const brand = await hostedBrand(c.env, { workspaceId: tracked.shipment.accountId, environment: "live" });
		return c.html(trackerPage(lang, waybillId, tracked, brand), 200);
	},
);

export default app;
