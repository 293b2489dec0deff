import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { ApiError, notFound } from "../../../platform/errors";
import { newId, randomHex } from "../../../platform/ids";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { PLAN_CATALOGUE } from "../../../platform/plans";
import { slugify as platformSlugify } from "../../../platform/slug";
import { directoryChanged, directoryCreated } from "../directory";
import { choosePlacement } from "../placement";
import {
	AllowlistEntry,
	CreateCredential,
	CreateWorkspace,
	PlanInForce,
	POST_WORKSPACES_ID_CREDENTIALS_DOC,
	Revoked,
	SetAllowlist,
	SetPlan,
	Workspace,
} from "../schemas";
import { servicesOf } from "../services";
import {
	getWorkspace,
	insertWorkspace,
	listWorkspaces,
	setAllowlist,
	setPlan,
	slugTaken,
	workspaceView,
} from "../store";

const IdParam = z.object({
	id: z.string().openapi({ param: { name: "id", in: "path" }, example: "acc_01JB4X5Y2R8T1E7W3Q9M0N6B4C" }),
});

const MAX_SLUG = 40;
const slugify = (name: string) => platformSlugify(name, MAX_SLUG) ?? "workspace";

const app = router();

async function requireWorkspace(env: Parameters<typeof getWorkspace>[0], id: string) {
	const ws = await getWorkspace(env, id);
	if (!ws) throw notFound("workspace");
	return ws;
}

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/workspaces",
		summary: "Create a workspace (merchant account)",
		request: jsonBody(CreateWorkspace),
		responses: { 201: jsonResponse(Workspace, "Created"), ...errors([409, "Slug already taken"]) },
	}),
	async (c) => {
		const body = c.req.valid("json");
		const now = Date.now();
		let slug = body.slug ?? slugify(body.name);
		if (!body.slug) {
			// A derived slug never fails the request: collisions get a short random suffix.
			for (let i = 0; i < 5 && (await slugTaken(c.env, slug)); i++)
				slug = `${slugify(body.name).slice(0, 33)}-${randomHex(3)}`;
		}
		const row = { id: newId("acc_", now), name: body.name, slug, createdAt: now };
		const { placement, statements } = await choosePlacement(c.env, row.id);
		if (!(await insertWorkspace(c.env, row, statements)))
			throw new ApiError(409, "conflict", `Slug "${slug}" is already taken`, "slug");
		directoryCreated(row, placement);
		return ok(c, workspaceView(row), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/workspaces",
		summary: "List workspaces, newest first",
		request: { query: z.object({ limit: limitParam(50), cursor: z.string().optional() }) },
		responses: { 200: jsonResponse(z.array(Workspace), "Workspaces"), ...errors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listWorkspaces(c.env, q.limit, decodeCursor(q.cursor));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }));
		return ok(c, p.items.map(workspaceView), 200, {
			page: { limit: q.limit, hasMore: p.hasMore, nextCursor: p.nextCursor },
		});
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/workspaces/{id}",
		summary: "Retrieve a workspace",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Workspace, "The workspace"), ...errors() },
	}),
	async (c) => ok(c, workspaceView(await requireWorkspace(c.env, c.req.valid("param").id))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/workspaces/{id}/credentials",
		summary: "Mint a credential for one service (secret shown once)",
		description: POST_WORKSPACES_ID_CREDENTIALS_DOC,
		request: {
			params: IdParam,
			...jsonBody(CreateCredential),
		},
		responses: { 201: jsonResponse(z.record(z.string(), z.unknown()), "The credential, with its secret"), ...errors() },
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		const body = c.req.valid("json");
		await requireWorkspace(c.env, id);
		const issuer = servicesOf(c).issuer(body.service);
		if (!issuer) {
			throw new ApiError(
				400,
				"validation_error",
				`Service "${body.service}" issues no credentials (yet); known: ${servicesOf(c).issuerNames().join(", ") || "none"}`,
				"service",
			);
		}
		const { service, ...rest } = body;
		return ok(c, await issuer.issue(c.env, { workspaceId: id, ...rest }), 201);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/v1/workspaces/{id}/credentials/{service}/{credentialId}",
		summary: "Revoke a credential minted through this API",
		request: {
			params: IdParam.extend({
				service: z.string().openapi({ param: { name: "service", in: "path" } }),
				credentialId: z.string().openapi({ param: { name: "credentialId", in: "path" } }),
			}),
		},
		responses: { 200: jsonResponse(Revoked, "Revoked"), ...errors() },
	}),
	async (c) => {
		const { id, service, credentialId } = c.req.valid("param");
		await requireWorkspace(c.env, id);
		const issuer = servicesOf(c).issuer(service);
		if (!issuer?.revoke)
			throw new ApiError(400, "validation_error", `Service "${service}" has no admin revocation`, "service");
		if (!(await issuer.revoke(c.env, id, credentialId))) throw notFound("credential");
		return ok(c, { id: credentialId, revoked: true as const });
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: "/v1/workspaces/{id}/plans/{service}",
		summary: "Set a workspace's plan for one service",
		request: {
			params: IdParam.extend({ service: z.string().openapi({ param: { name: "service", in: "path" } }) }),
			...jsonBody(SetPlan),
		},
		responses: {
			200: jsonResponse(PlanInForce, "The plan in force"),
			...errors(),
		},
	}),
	async (c) => {
		const { id, service } = c.req.valid("param");
		const { plan } = c.req.valid("json");
		await requireWorkspace(c.env, id);
		const plans = PLAN_CATALOGUE[service as keyof typeof PLAN_CATALOGUE];
		if (!plans) throw new ApiError(400, "validation_error", `Unknown service "${service}"`, "service");
		if (!plans.includes(plan))
			throw new ApiError(400, "validation_error", `Plan must be one of ${plans.join(", ")}`, "plan");
		await setPlan(c.env, id, service, plan, Date.now());
		await directoryChanged(c.env, id);
		return ok(c, { workspaceId: id, service, plan });
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: "/v1/workspaces/{id}/allowlist/{service}",
		summary: "Put a workspace on (or off) a service's private-beta allowlist (secrets)",
		request: {
			params: IdParam.extend({ service: z.enum(["secrets"]).openapi({ param: { name: "service", in: "path" } }) }),
			...jsonBody(SetAllowlist),
		},
		responses: {
			200: jsonResponse(AllowlistEntry, "The allowlist entry"),
			...errors(),
		},
	}),
	async (c) => {
		const { id, service } = c.req.valid("param");
		const { allowed } = c.req.valid("json");
		await requireWorkspace(c.env, id);
		await setAllowlist(c.env, id, service, allowed, Date.now());
		await directoryChanged(c.env, id);
		return ok(c, { workspaceId: id, service, allowed });
	},
);

export default app;
