import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { IdParam, locErrors, locIdempotency, scopeOf } from "../context";
import { Namespace } from "../projects/schemas";
import { addNamespace, patchNamespace } from "./namespaces";
import { CreateNamespace, NameParam, PatchNamespace } from "./schemas";

const app = router();
const P = "/api/v1/projects/{id}/namespaces";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Add a namespace (every project starts with `default`); a taken name → 409 CONFLICT",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(CreateNamespace) },
		responses: { 201: jsonResponse(Namespace, "The namespace"), ...locErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await addNamespace(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{name}`,
		summary: "Change a namespace's review policy (standard or gated)",
		middleware: [locIdempotency()],
		request: { params: IdParam.merge(NameParam), ...jsonBody(PatchNamespace) },
		responses: { 200: jsonResponse(Namespace, "The namespace"), ...locErrors() },
	}),
	async (c) => {
		const { id, name } = c.req.valid("param");
		return ok(c, await patchNamespace(c.env, scopeOf(c), id, name, c.req.valid("json").reviewPolicy));
	},
);

export default app;
