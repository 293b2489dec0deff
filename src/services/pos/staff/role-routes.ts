import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { isBuiltInRole } from "./permissions";
import { CreateRole, PatchRole, Role } from "./schemas";
import { listRoles, roleById } from "./store";
import { builtInRoleViews, createRole, patchRole, removeRole, roleView } from "./write-role";

const app = router();
/** limit 1-100 (default 20), cursor opaque, as every POS list. */
const ListQuery = z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() });
const P = "/api/v1/roles";
const errs = (...extra: Array<[number, string]>) => posErrors([403, "FORBIDDEN"], ...extra);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Roles: the built-in ones first (on the first page), then custom roles newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Role), "Roles"), ...errs() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listRoles(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		const first = q.cursor ? [] : builtInRoleViews();
		return listAnswer(c, rows, q.limit, (items) => [...first, ...items.map(roleView)]);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a custom role: a named set of permissions",
		middleware: [posIdempotency()],
		request: jsonBody(CreateRole),
		responses: { 201: jsonResponse(Role, "The role"), ...errs([400, "VALIDATION_ERROR"], [409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createRole(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "A role (a built-in one by its name: owner, manager, cashier, license_validator)",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Role, "The role"), ...errs() },
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		if (isBuiltInRole(id))
			return ok(
				c,
				builtInRoleViews().find((r) => r.id === id),
			);
		const row = await roleById(c.env, scopeOf(c), id);
		if (!row) throw notFound("role");
		return ok(c, roleView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Rename a custom role or change its permissions (built-in roles → 409)",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchRole) },
		responses: { 200: jsonResponse(Role, "The role"), ...errs([400, "VALIDATION_ERROR"], [409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await patchRole(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a custom role no staff member or key holds (else 409)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...errs([409, "CONFLICT"]) },
	}),
	async (c) => {
		await removeRole(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return c.body(null, 204);
	},
);

export default app;
