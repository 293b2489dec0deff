import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { BUILT_IN_ROLES, isBuiltInRole, type Permission, parsePermissions } from "./permissions";
import { roleById } from "./store";

/** A role's permissions: a built-in role's, or a custom role's stored set (none when it is gone). */
export async function permissionsOf(env: Env, s: PosScope, role: string): Promise<ReadonlySet<Permission>> {
	if (isBuiltInRole(role)) return BUILT_IN_ROLES[role];
	const row = await roleById(env, s, role);
	return row ? parsePermissions(JSON.parse(row.permissions) as string[]) : new Set();
}
