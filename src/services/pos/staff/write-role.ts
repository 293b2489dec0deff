import type { z } from "@hono/zod-openapi";
import { iso } from "../../../platform/encoding";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES, isBuiltInRole } from "./permissions";
import type { CreateRole, PatchRole } from "./schemas";
import { deleteUnusedRole, insertRole, type RoleRow, roleById, updateRole } from "./store";

export const roleView = (r: RoleRow) => ({
	id: r.id,
	name: r.name,
	builtIn: false,
	permissions: JSON.parse(r.permissions) as string[],
	createdAt: iso(r.createdAt),
	updatedAt: iso(r.updatedAt),
});

export const builtInRoleViews = () =>
	BUILT_IN_ROLE_NAMES.map((name) => ({
		id: name,
		name,
		builtIn: true,
		permissions: [...BUILT_IN_ROLES[name]],
		createdAt: null,
		updatedAt: null,
	}));

const taken = () => conflict("A role with this name exists", "name");
/** Permissions stored once each, in catalogue order as sent. */
const uniq = (p: string[]) => JSON.stringify([...new Set(p)]);

export async function createRole(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateRole>) {
	if (isBuiltInRole(b.name)) throw taken();
	const now = Date.now();
	const row: RoleRow = {
		id: newId("role_", now),
		accountId: s.workspaceId,
		name: b.name,
		permissions: uniq(b.permissions),
		createdAt: now,
		updatedAt: now,
	};
	try {
		await insertRole(ctx.env, row);
	} catch (err) {
		if (isUniqueViolation(err)) throw taken();
		throw err;
	}
	return roleView(row);
}

/** PATCH /roles/{id}: built-in roles are fixed (409). */
export async function patchRole(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchRole>) {
	if (isBuiltInRole(id)) throw conflict("Built-in roles cannot change; make a custom role");
	if (b.name !== undefined && isBuiltInRole(b.name)) throw taken();
	const set: Partial<RoleRow> = { updatedAt: Date.now() };
	if (b.name !== undefined) set.name = b.name;
	if (b.permissions !== undefined) set.permissions = uniq(b.permissions);
	try {
		if (!(await updateRole(ctx.env, s, id, set))) throw notFound("role");
	} catch (err) {
		if (isUniqueViolation(err)) throw taken();
		throw err;
	}
	return roleView((await roleById(ctx.env, s, id)) as RoleRow);
}

/** DELETE /roles/{id}: only a role no staff member or key holds (409 otherwise). */
export async function removeRole(ctx: PosCtx, s: PosScope, id: string) {
	if (isBuiltInRole(id)) throw conflict("Built-in roles cannot be deleted");
	if (await deleteUnusedRole(ctx.env, s, id)) return;
	if (!(await roleById(ctx.env, s, id))) throw notFound("role");
	throw conflict("Staff members or API keys hold this role; give them another role first");
}
