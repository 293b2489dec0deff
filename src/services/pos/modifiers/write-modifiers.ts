import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { getProduct } from "../catalogue/store";
import { notFound, type PosCtx, type PosScope } from "../context";
import type { AttachGroups, CreateGroup, ModifierInput, PatchGroup, PatchModifier } from "./schemas";
import {
	attachedGroups,
	countGroups,
	getGroup,
	groupView,
	insertGroup,
	insertModifier,
	type ModifierRow,
	modifiersOf,
	modifierView,
	setAttached,
	updateGroup as writeGroup,
	updateModifier as writeModifier,
} from "./store";

const modifierRow = (s: PosScope, groupId: string, m: z.infer<typeof ModifierInput>, now: number): ModifierRow => ({
	id: newId("mod_", now),
	accountId: s.workspaceId,
	groupId,
	name: m.name,
	price: m.price,
	createdAt: now,
	updatedAt: now,
});

export async function createGroup(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateGroup>) {
	const now = Date.now();
	const g = {
		id: newId("mdg_", now),
		accountId: s.workspaceId,
		name: b.name,
		minSelect: b.minSelect,
		maxSelect: b.maxSelect,
		createdAt: now,
		updatedAt: now,
	};
	const ms = b.modifiers.map((m, i) => modifierRow(s, g.id, m, now + i));
	await insertGroup(ctx.env, g, ms);
	return groupView(g, ms);
}

export async function updateGroup(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchGroup>) {
	const row = await writeGroup(ctx.env, s, id, { ...b, updatedAt: Date.now() });
	if (row === "bounds")
		throw new ApiError(400, "validation_error", "maxSelect is at least 1 and at least minSelect", "maxSelect");
	if (!row) throw notFound("modifier group");
	return groupView(row, (await modifiersOf(ctx.env, s, [id])).get(id) ?? []);
}

export async function addModifier(ctx: PosCtx, s: PosScope, groupId: string, b: z.infer<typeof ModifierInput>) {
	if (!(await getGroup(ctx.env, s, groupId))) throw notFound("modifier group");
	const row = modifierRow(s, groupId, b, Date.now());
	await insertModifier(ctx.env, row);
	return modifierView(row);
}

export async function updateModifier(
	ctx: PosCtx,
	s: PosScope,
	groupId: string,
	id: string,
	b: z.infer<typeof PatchModifier>,
) {
	const row = await writeModifier(ctx.env, s, groupId, id, { ...b, updatedAt: Date.now() });
	if (!row) throw notFound("modifier");
	return modifierView(row);
}

/** The groups attached to a product, in order, with their modifiers. */
export async function productGroups(ctx: PosCtx, s: PosScope, productId: string) {
	if (!(await getProduct(ctx.env, s, productId))) throw notFound("product");
	const groups = await attachedGroups(ctx.env, s, productId);
	const ms = await modifiersOf(
		ctx.env,
		s,
		groups.map((g) => g.id),
	);
	return groups.map((g) => groupView(g, ms.get(g.id) ?? []));
}

/** PUT /modifiers/product/{productId}: replaces the attached groups (each this workspace's). */
export async function attachGroups(ctx: PosCtx, s: PosScope, productId: string, b: z.infer<typeof AttachGroups>) {
	const ids = [...new Set(b.groupIds)];
	if (!(await getProduct(ctx.env, s, productId))) throw notFound("product");
	if ((await countGroups(ctx.env, s, ids)) !== ids.length) throw notFound("modifier group");
	await setAttached(ctx.env, s, productId, ids);
	return productGroups(ctx, s, productId);
}
