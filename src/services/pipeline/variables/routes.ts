import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ciErrors, ciIdempotency, ctxOf, IdParam, listAnswer, notFound, scopeOf } from "../context";
import { getProject } from "../projects/store";
import { createVariable } from "./create-variable";
import { deleteVariable } from "./delete-variable";
import { MAX_VARIABLES_PER_PROJECT } from "./domain";
import { CreateVariable, UpdateVariable, Variable, VariablePath } from "./schemas";
import { listVariables } from "./store";
import { updateVariable } from "./update-variable";
import { variableView } from "./view";

const app = router();
const P = "/api/v1/projects/{id}/variables";
const Page = z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() });
const rules =
	"Unknown fields, a key not matching ^[A-Za-z_][A-Za-z0-9_]*$ (at most 255), a value over 10,000 characters or a masked value that cannot be masked → 400 VALIDATION_ERROR naming the field. Answers never hold the value, only valuePreview.";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a project variable (value sealed at rest, never returned)",
		description: `${rules} A key the project already has, or a project holding ${MAX_VARIABLES_PER_PROJECT} variables → 409 CONFLICT.`,
		middleware: [ciIdempotency()],
		request: { params: IdParam, ...jsonBody(CreateVariable) },
		responses: {
			201: jsonResponse(Variable, "The variable"),
			...ciErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await createVariable(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "A project's variables, newest first (previews only)",
		request: { params: IdParam, query: Page },
		responses: { 200: jsonResponse(z.array(Variable), "Variables"), ...ciErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const { id } = c.req.valid("param");
		const q = c.req.valid("query");
		if (!(await getProject(c.env, s, id))) throw notFound("project");
		const rows = await listVariables(c.env, s, id, { limit: q.limit, after: decodeCursor(q.cursor, id) });
		return listAnswer(c, rows, q.limit, (page) => page.map(variableView), id);
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{varId}`,
		summary: "Change a project variable",
		description: `${rules} When value or masked changes, the value the variable ends up with must meet the masked rule. A key another variable of the project has → 409 CONFLICT.`,
		middleware: [ciIdempotency()],
		request: { params: VariablePath, ...jsonBody(UpdateVariable) },
		responses: {
			200: jsonResponse(Variable, "The variable"),
			...ciErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => {
		const { id, varId } = c.req.valid("param");
		return ok(c, await updateVariable(ctxOf(c), scopeOf(c), id, varId, c.req.valid("json")));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{varId}`,
		summary: "Delete a project variable",
		middleware: [ciIdempotency()],
		request: { params: VariablePath },
		responses: {
			200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
			...ciErrors(),
		},
	}),
	async (c) => {
		const { id, varId } = c.req.valid("param");
		return ok(c, await deleteVariable(ctxOf(c), scopeOf(c), id, varId));
	},
);

export default app;
