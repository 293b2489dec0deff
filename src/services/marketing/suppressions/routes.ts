import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { principalOf } from "../access/auth";
import { ctxOf, mkErrors, mktIdempotency, scopeOf } from "../context";
import { addSuppression } from "./add-suppression";
import { removeSuppression } from "./delete-suppression";
import {
	AddressParam,
	CREATE_DOC,
	CreateSuppression,
	DELETE_DOC,
	Suppression,
	SuppressionPage,
	SuppressionQuery,
	suppressionView,
} from "./schemas";
import { listSuppressions } from "./store";

// The workspace's suppression list (issue 40): hard bounces and complaints land here from the
// providers' feedback; a person reviews them, adds addresses by hand and removes them.

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/suppressions",
		summary: "List suppressed addresses, newest first",
		request: { query: SuppressionQuery },
		responses: { 200: jsonResponse(SuppressionPage, "data.data, data.cursor, data.hasMore"), ...mkErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = q.reason ?? "";
		const rows = await listSuppressions(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor, filterKey), q.reason);
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.addressHash }), filterKey);
		return ok(c, { data: p.items.map(suppressionView), cursor: p.nextCursor, hasMore: p.hasMore });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/suppressions",
		summary: "Suppress an address",
		description: CREATE_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(CreateSuppression),
		responses: {
			200: jsonResponse(Suppression, "Already on the list: the entry as it is"),
			201: jsonResponse(Suppression, "The new entry"),
			...mkErrors(),
		},
	}),
	async (c) => {
		const p = principalOf(c);
		const source = p.kind === "key" ? p.keyId : p.sub;
		const r = await addSuppression(ctxOf(c), scopeOf(c), c.req.valid("json"), source);
		return ok(c, r.suppression, r.created ? 201 : 200);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/suppressions/{address}",
		summary: "Remove an address from the list",
		description: DELETE_DOC,
		middleware: [mktIdempotency()] as const,
		request: { params: AddressParam },
		responses: {
			200: jsonResponse(z.object({ deleted: z.literal(true) }), "Removed"),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, await removeSuppression(ctxOf(c), scopeOf(c), c.req.valid("param").address)),
);

export default app;
