import type { z } from "@hono/zod-openapi";
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { notFound, type PosCtx, type PosScope } from "../context";
import { forgetMember } from "./member-cache";
import { isBuiltInRole } from "./permissions";
import type { CreateStaff, PatchStaff } from "./schemas";
import { hashPin } from "./secrets";
import {
	deleteStaff,
	endSessionsOf,
	insertStaff,
	outletIdsOf,
	ownedOutletIds,
	PIN_LOCK_MS,
	PIN_MAX_ATTEMPTS,
	roleById,
	type StaffRow,
	staffById,
	updateStaff,
} from "./store";

export const staffView = (r: StaffRow, now = Date.now()) => ({
	id: r.id,
	name: r.name,
	role: r.role,
	outletIds: outletIdsOf(r.outletIds),
	pinLocked: r.pinAttempts >= PIN_MAX_ATTEMPTS && (r.pinAttemptAt ?? 0) > now - PIN_LOCK_MS,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});

/** A role a member or key may be given: a built-in name or this workspace's custom role id (else 400). */
export async function assertRole(env: Env, s: PosScope, role: string, param = "role") {
	if (isBuiltInRole(role) || (role.startsWith("role_") && (await roleById(env, s, role)))) return;
	throw new ApiError(
		400,
		"validation_error",
		`Unknown role ${role}: a built-in role or a custom role id (GET /roles)`,
		param,
	);
}

/** A member's outletIds must all be this workspace's outlets (another's is 404, as any id in a body). */
async function assertOutlets(env: Env, s: PosScope, ids: string[] | null | undefined) {
	if (!ids?.length) return;
	const owned = new Set(await ownedOutletIds(env, s, [...new Set(ids)]));
	const i = ids.findIndex((id) => !owned.has(id));
	if (i >= 0) throw new ApiError(404, "not_found", "No such outlet", `outletIds.${i}`);
}

/** POST /staff: the PIN is hashed here and nowhere kept in clear. */
export async function createStaff(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateStaff>) {
	await assertRole(ctx.env, s, b.role);
	await assertOutlets(ctx.env, s, b.outletIds);
	const now = Date.now();
	const row: StaffRow = {
		id: newId("stf_", now),
		accountId: s.workspaceId,
		name: b.name,
		role: b.role,
		outletIds: b.outletIds ? JSON.stringify(b.outletIds) : null,
		...(await hashPin(b.pin)),
		pinAttempts: 0,
		pinAttemptAt: null,
		createdAt: now,
		updatedAt: now,
	};
	await insertStaff(ctx.env, row);
	return staffView(row, now);
}

/** PATCH /staff/{id}: a new PIN is hashed with a new salt and clears the lockout. */
export async function patchStaff(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchStaff>) {
	if (b.role !== undefined) await assertRole(ctx.env, s, b.role);
	await assertOutlets(ctx.env, s, b.outletIds);
	const set: Partial<StaffRow> = { updatedAt: Date.now() };
	if (b.name !== undefined) set.name = b.name;
	if (b.role !== undefined) set.role = b.role;
	if (b.outletIds !== undefined) set.outletIds = b.outletIds ? JSON.stringify(b.outletIds) : null;
	if (b.pin !== undefined) Object.assign(set, await hashPin(b.pin), { pinAttempts: 0 });
	if (!(await updateStaff(ctx.env, s, id, set))) throw notFound("staff member");
	forgetMember(s, id);
	// A new PIN (the old one seen by someone?) ends the member's till sign-ins.
	if (b.pin !== undefined) await endSessionsOf(ctx.env, s, id, Date.now());
	return staffView((await staffById(ctx.env, s, id)) as StaffRow);
}

/** DELETE /staff/{id}: the member is gone (their PIN approves nothing); sales keep their staffId. */
export async function removeStaff(ctx: PosCtx, s: PosScope, id: string) {
	if (!(await deleteStaff(ctx.env, s, id))) throw notFound("staff member");
	forgetMember(s, id);
}
