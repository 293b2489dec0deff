import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { createLicense } from "./create-license";
import { revokeLicense } from "./revoke-license";
import { CreateLicense, License, LicenseQuery, NewLicense, ValidateQuery, Validity } from "./schemas";
import { getLicense, listLicenses } from "./store";
import { validateLicense } from "./validate-license";
import { licenseView } from "./view";

const app = router();
const P = "/api/v1/fulfillment/licenses";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Licences, newest first (productId, customerId, status filters); never the key",
		request: { query: LicenseQuery },
		responses: { 200: jsonResponse(z.array(License), "Licences"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = `${q.productId ?? ""}:${q.customerId ?? ""}:${q.status ?? ""}`;
		const now = Date.now();
		const rows = await listLicenses(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) }, now);
		return listAnswer(c, rows, q.limit, (items) => items.map((l) => licenseView(l, now)), key);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Issue a licence; the answer carries the key, shown this once",
		middleware: [posIdempotency()],
		request: jsonBody(CreateLicense),
		responses: { 201: jsonResponse(NewLicense, "The licence with its key"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createLicense(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

// Before /{id}, so "validate" is not taken for an id.
app.openapi(
	createRoute({
		method: "get",
		path: `${P}/validate`,
		summary: "Whether a key is a valid licence (of productId, when given): {valid, reason}",
		request: { query: ValidateQuery },
		responses: { 200: jsonResponse(Validity, "The verdict"), ...posErrors() },
	}),
	async (c) => ok(c, await validateLicense(ctxOf(c), scopeOf(c), c.req.valid("query"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a licence (never its key)",
		request: { params: IdParam },
		responses: { 200: jsonResponse(License, "The licence"), ...posErrors() },
	}),
	async (c) => {
		const row = await getLicense(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("license");
		return ok(c, licenseView(row));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/revoke`,
		summary: "Revoke a licence (once; again is 409 CONFLICT)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(License, "The revoked licence"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await revokeLicense(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

export default app;
