// Route permissions (issue 43): after posAuth, every request's credential is resolved to a role and
// its permissions, and the route's rule (staff/permissions.ts ROUTE_PERMISSIONS) is checked. A key carries
// the role it was made with (key_roles); a key without one predates roles and is an owner key, as is
// an identity-provider token or a browser session (the workspace's own account). A request lacking the
// permission may carry a manager's approval token (X-Pos-Approval, POST /approvals): single use.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import { ApiError } from "../../../platform/errors";
import type { PosScope } from "../context";
import { cachedMember } from "../staff/member-cache";
import { type Permission, type RouteRule, ruleFor } from "../staff/permissions";
import { permissionsOf } from "../staff/roles-of";
import { readApproval } from "../staff/secrets";
import { outletIdsOf, spendApproval, staffById } from "../staff/store";
import { keyRole } from "./key-roles";

export const APPROVAL_HEADER = "X-Pos-Approval";

export interface Access {
	role: string;
	staffId: string | null;
	/** The staff member's outlets (null: every outlet; owner credentials bound to no one: null). */
	outletIds: string[] | null;
}

const OWNER: Access = { role: "owner", staffId: null, outletIds: null };

/**
 * The role and staff member of this request's credential. A staff member's key acts with the member's
 * current role, so a demotion or a removal (403 from then on) takes effect on the next request.
 */
async function accessOf(c: Context<AppEnv>, s: PosScope): Promise<Access> {
	// A till sign-in read its member with the token (auth.ts): the member's current role and outlets.
	if (c.get("posAuthVia") === "staff") return c.get("posStaff") as Access;
	if (c.get("posAuthVia") !== "key") return OWNER;
	const row = await keyRole(c.env, c.get("actor") as string);
	if (!row) return OWNER;
	if (!row.staffId) return { role: row.role, staffId: null, outletIds: null };
	const member = await cachedMember(c.env, s, row.staffId);
	if (!member) throw forbidden("This key's staff member was removed; the key acts for no one");
	return { role: member.role, staffId: member.id, outletIds: outletIdsOf(member.outletIds) };
}

/**
 * The one outlet check (issue 43): a credential acting for a staff member with outletIds may write
 * only at those outlets (sales, shifts, cash, stock; returns call it too). Call it once the outlet is
 * known to be this workspace's, so another workspace's outlet stays 404, not 403.
 */
export function assertOutlet(s: PosScope, outletId: string) {
	if (s.outletIds && !s.outletIds.includes(outletId))
		throw forbidden(
			`This staff member works at other outlets, not at ${outletId} (their outletIds, PATCH /staff/{id})`,
		);
}

/** The staff member who acts (the key's), for sales, voids and shifts; null for owner credentials without one. */
export const staffOf = (c: Context<AppEnv>) => (c.get("posAccess") as Access | undefined)?.staffId ?? null;
/** The manager whose approval token let this request through, if one did. */
export const approverOf = (c: Context<AppEnv>) => (c.get("posApprovedBy") as string | undefined) ?? null;

const forbidden = (message: string) => new ApiError(403, "forbidden", message);

/** Lets the request through on an approval token for `permission` that is this workspace's, valid and unspent. */
async function approved(c: Context<AppEnv>, s: PosScope, permission: Permission, token: string) {
	const a = await readApproval(c.env.MASTER_KEY, token, Date.now());
	if (!a || a.workspaceId !== s.workspaceId || a.permission !== permission)
		throw forbidden(`The ${APPROVAL_HEADER} token is invalid, expired or not for ${permission}`);
	// The approver's role could have changed since the token was made: it must still hold the permission.
	const approver = await staffById(c.env, s, a.staffId);
	if (!approver || !(await permissionsOf(c.env, s, approver.role)).has(permission))
		throw forbidden(`The approving staff member no longer holds ${permission}`);
	if (!(await spendApproval(c.env, s, a.nonce, Date.now(), a.expiresAt)))
		throw forbidden(`The ${APPROVAL_HEADER} token was already used; ask for a new approval`);
	c.set("posApprovedBy", a.staffId);
}

/**
 * A permission a verb asks for when a rule of its own applies (a discount or a refund above the
 * workspace's threshold): the credential's role holds it, or the request carries a manager's
 * approval token for it (spent here). Answers the approving manager (null when the role held it);
 * 403 otherwise. Bound to the request by scopeOf.
 */
export const demandOf =
	(c: Context<AppEnv>) =>
	async (permission: Permission): Promise<string | null> => {
		const s = { workspaceId: c.get("workspaceId") as string };
		const access = (c.get("posAccess") as Access | undefined) ?? { role: "owner", staffId: null };
		if ((await permissionsOf(c.env, s, access.role)).has(permission)) return null;
		// One request may need two approvals (a price override and a large discount): tokens, comma-separated.
		const tokens = (c.req.header(APPROVAL_HEADER) ?? "").split(",").map((t) => t.trim());
		let token: string | undefined;
		for (const t of tokens.filter(Boolean))
			if ((await readApproval(c.env.MASTER_KEY, t, Date.now()))?.permission === permission) token = t;
		if (!token)
			throw forbidden(
				`This needs the permission ${permission}, which this credential's role (${access.role}) lacks; a manager can approve it (POST /approvals, then send ${APPROVAL_HEADER})`,
			);
		await approved(c, s, permission, token);
		return (c.get("posApprovedBy") as string) ?? null;
	};

/** The route rule of this request (undefined: no route matched, or one missing from the table). */
function ruleOf(c: Context<AppEnv>): RouteRule | undefined | null {
	// The first route matched is the one that answers (/licenses/validate before /licenses/{id}).
	const route = matchedRoutes(c).find((r) => r.method !== "ALL");
	if (!route) return null;
	return ruleFor(c.req.method === "HEAD" ? "GET" : c.req.method, route.path);
}

export const posGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
	const rule = ruleOf(c);
	if (rule === null || rule === "public" || !c.get("workspaceId")) return next();
	const s = { workspaceId: c.get("workspaceId") as string };
	const access = await accessOf(c, s);
	c.set("posAccess", access);
	if (rule === "authenticated") return next();
	// A route missing from the table (the route test refuses that) is open to owners only.
	const held = await permissionsOf(c.env, s, access.role);
	if (rule === undefined ? access.role === "owner" : held.has(rule)) return next();
	const token = c.req.header(APPROVAL_HEADER);
	if (rule !== undefined && token) {
		await approved(c, s, rule, token);
		return next();
	}
	throw forbidden(
		rule === undefined
			? "This route is open to owner credentials only"
			: `This credential's role (${access.role}) lacks the permission ${rule}; a manager can approve it (POST /approvals, then send ${APPROVAL_HEADER})`,
	);
};
