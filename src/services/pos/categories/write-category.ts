import { iso } from "../../../platform/encoding";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { type CategoryRow, insertCategory, renameCategory as rename } from "./store";

export const categoryView = (r: CategoryRow) => ({
	id: r.id,
	name: r.name,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});

/** Names are unique per workspace ignoring case: a taken one is 409 CONFLICT. */
async function unique<T>(name: string, write: () => Promise<T>) {
	try {
		return await write();
	} catch (err) {
		if (isUniqueViolation(err)) throw conflict(`A category named "${name}" already exists`, "name");
		throw err;
	}
}

export async function createCategory(ctx: PosCtx, s: PosScope, name: string) {
	const now = Date.now();
	const row = {
		id: newId("cat_", now),
		accountId: s.workspaceId,
		name,
		nameKey: name.toLowerCase(),
		createdAt: now,
		updatedAt: now,
	};
	await unique(name, () => insertCategory(ctx.env, row));
	return categoryView(row);
}

export async function renameCategory(ctx: PosCtx, s: PosScope, id: string, name: string) {
	const row = await unique(name, () => rename(ctx.env, s, id, name, Date.now()));
	if (!row) throw notFound("category");
	return categoryView(row);
}
