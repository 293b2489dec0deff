import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { IdParam, mkErrors, mktIdempotency, scopeOf } from "../context";
import { auditedCtxOf } from "./context";
import { eraseContact } from "./erase-contact";
import { exportContact } from "./export-contact";
import { ContactExport, ERASE_DOC, Erased, EXPORT_DOC } from "./schemas";

// Issue 40: a contact's data on request (merchant role): its export, and its erasure.

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/contacts/{id}/export",
		summary: "Export everything held about a contact (extension)",
		description: EXPORT_DOC,
		request: { params: IdParam },
		responses: { 200: jsonResponse(ContactExport, "The contact's data"), ...mkErrors([404, "NOT_FOUND"]) },
	}),
	async (c) => ok(c, await exportContact(auditedCtxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/contacts/{id}/erase",
		summary: "Erase a contact's personal data (extension)",
		description: ERASE_DOC,
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: { 200: jsonResponse(Erased, "Erased"), ...mkErrors([404, "NOT_FOUND"]) },
	}),
	async (c) => ok(c, await eraseContact(auditedCtxOf(c), scopeOf(c), c.req.valid("param").id)),
);

export default app;
