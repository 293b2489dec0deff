import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { AttachGroups, CreateGroup, Group, Modifier, ModifierInput, PatchGroup, PatchModifier } from "./schemas";
import { deleteGroup, deleteModifier, getGroup, groupView, listGroups, modifiersOf } from "./store";
import { addModifier, attachGroups, createGroup, productGroups, updateGroup, updateModifier } from "./write-modifiers";

const app = router();
const P = "/api/v1/modifiers";
const path = (name: string) =>
	z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name, in: "path" } });
const ProductParam = z.object({ productId: path("productId") });
const ItemParams = z.object({ id: path("id"), modId: path("modId") });
const w = () => [posIdempotency()];

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/product/{productId}`,
		summary: "The modifier groups attached to a product, in order",
		request: { params: ProductParam },
		responses: { 200: jsonResponse(z.array(Group), "Groups"), ...posErrors() },
	}),
	async (c) => ok(c, await productGroups(ctxOf(c), scopeOf(c), c.req.valid("param").productId)),
);

app.openapi(
	createRoute({
		method: "put",
		path: `${P}/product/{productId}`,
		summary: "Replace a product's modifier groups ({groupIds}, in order)",
		middleware: w(),
		request: { params: ProductParam, ...jsonBody(AttachGroups) },
		responses: { 200: jsonResponse(z.array(Group), "The attached groups"), ...posErrors() },
	}),
	async (c) => ok(c, await attachGroups(ctxOf(c), scopeOf(c), c.req.valid("param").productId, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Modifier groups with their modifiers, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Group), "Groups"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const rows = await listGroups(c.env, s, q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, async (items) => {
			const ms = await modifiersOf(
				c.env,
				s,
				items.map((g) => g.id),
			);
			return items.map((g) => groupView(g, ms.get(g.id) ?? []));
		});
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a modifier group (maxSelect ≥ max(1, minSelect))",
		middleware: w(),
		request: jsonBody(CreateGroup),
		responses: { 201: jsonResponse(Group, "The group"), ...posErrors() },
	}),
	async (c) => ok(c, await createGroup(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a modifier group",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Group, "The group"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const g = await getGroup(c.env, s, id);
		if (!g) throw notFound("modifier group");
		return ok(c, groupView(g, (await modifiersOf(c.env, s, [id])).get(id) ?? []));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Update a modifier group",
		middleware: w(),
		request: { params: IdParam, ...jsonBody(PatchGroup) },
		responses: { 200: jsonResponse(Group, "The group"), ...posErrors() },
	}),
	async (c) => ok(c, await updateGroup(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a modifier group (its modifiers and product attachments go too)",
		middleware: w(),
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...posErrors() },
	}),
	async (c) => {
		if (!(await deleteGroup(c.env, scopeOf(c), c.req.valid("param").id))) throw notFound("modifier group");
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/items`,
		summary: "Add a modifier to a group",
		middleware: w(),
		request: { params: IdParam, ...jsonBody(ModifierInput) },
		responses: { 201: jsonResponse(Modifier, "The modifier"), ...posErrors() },
	}),
	async (c) => ok(c, await addModifier(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}/items/{modId}`,
		summary: "Update a modifier",
		middleware: w(),
		request: { params: ItemParams, ...jsonBody(PatchModifier) },
		responses: { 200: jsonResponse(Modifier, "The modifier"), ...posErrors() },
	}),
	async (c) => {
		const { id, modId } = c.req.valid("param");
		return ok(c, await updateModifier(ctxOf(c), scopeOf(c), id, modId, c.req.valid("json")));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}/items/{modId}`,
		summary: "Remove a modifier",
		middleware: w(),
		request: { params: ItemParams },
		responses: { 204: { description: "Removed" }, ...posErrors() },
	}),
	async (c) => {
		const { id, modId } = c.req.valid("param");
		if (!(await deleteModifier(c.env, scopeOf(c), id, modId))) throw notFound("modifier");
		return c.body(null, 204);
	},
);

export default app;
