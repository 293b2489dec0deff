import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { approve } from "./approve";
import { ApprovalToken, CreateApproval, CreateStaff, PatchStaff, SignInsEnded, Staff, StaffSignIn } from "./schemas";
import { endSignIns, signInsOf, signInView } from "./sign-ins";
import { listStaff, staffById } from "./store";
import { createStaff, patchStaff, removeStaff, staffView } from "./write-staff";

const app = router();
/** limit 1-100 (default 20), cursor opaque, as every POS list. */
const ListQuery = z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() });
const P = "/api/v1/staff";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Staff members, newest first (never their PINs)",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Staff), "Staff members"), ...posErrors([403, "FORBIDDEN"]) },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listStaff(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map((r) => staffView(r)));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Add a staff member with a role and a till PIN (4–8 digits, stored hashed)",
		middleware: [posIdempotency()],
		request: jsonBody(CreateStaff),
		responses: {
			201: jsonResponse(Staff, "The staff member"),
			...posErrors([400, "VALIDATION_ERROR"], [403, "FORBIDDEN"]),
		},
	}),
	async (c) => ok(c, await createStaff(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a staff member",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Staff, "The staff member"), ...posErrors([403, "FORBIDDEN"]) },
	}),
	async (c) => {
		const row = await staffById(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("staff member");
		return ok(c, staffView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Change a staff member's name, role, outlets or PIN (a new PIN clears a lockout)",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchStaff) },
		responses: {
			200: jsonResponse(Staff, "The staff member"),
			...posErrors([400, "VALIDATION_ERROR"], [403, "FORBIDDEN"]),
		},
	}),
	async (c) => ok(c, await patchStaff(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Remove a staff member (sales keep their staffId; keys bound to them are refused from then on)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Removed" }, ...posErrors([403, "FORBIDDEN"]) },
	}),
	async (c) => {
		await removeStaff(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/sign-ins`,
		summary: "A member's live till sign-ins, newest first (never the tokens)",
		request: { params: IdParam, query: ListQuery },
		responses: { 200: jsonResponse(z.array(StaffSignIn), "Live sign-ins"), ...posErrors([403, "FORBIDDEN"]) },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await signInsOf(ctxOf(c), scopeOf(c), c.req.valid("param").id, q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(signInView));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}/sign-ins`,
		summary: "End every live till sign-in of a member (a till left signed in, a lost tablet); the PIN stays",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(SignInsEnded, "How many ended"), ...posErrors([403, "FORBIDDEN"]) },
	}),
	async (c) => ok(c, await endSignIns(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}/sign-ins/{signInId}`,
		summary: "End one live till sign-in of a member (404 when it is not live: ended, expired or unknown)",
		middleware: [posIdempotency()],
		request: {
			params: IdParam.extend({ signInId: z.string().max(40).openapi({ example: "pss_3f9a1c07be52d4e8a6b0c913" }) }),
		},
		responses: { 200: jsonResponse(SignInsEnded, "Ended (1)"), ...posErrors([403, "FORBIDDEN"]) },
	}),
	async (c) => {
		const { id, signInId } = c.req.valid("param");
		return ok(c, await endSignIns(ctxOf(c), scopeOf(c), id, signInId));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/approvals",
		summary: "A manager's approval: staffId + PIN → a signed token for one permission (≤ 5 min, single use)",
		description:
			"Send the token as X-Pos-Approval on the request that needs the permission (a cashier's void): it passes once, and the approver is recorded (approvedBy). Any credential may ask: the PIN is the proof. A wrong PIN → 403 FORBIDDEN; after 5 wrong PINs in a row the member is locked for 15 minutes (429 RATE_LIMITED).",
		request: jsonBody(CreateApproval),
		responses: {
			201: jsonResponse(ApprovalToken, "The approval token"),
			...posErrors([400, "VALIDATION_ERROR"], [403, "FORBIDDEN"]),
		},
	}),
	async (c) => ok(c, await approve(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

export default app;
