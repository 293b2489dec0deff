import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getWarehouse, deleteWarehouse as remove } from "./store/warehouses";

/**
 * DELETE /fulfillment/warehouses/{id}: only while it holds no stock (409); deleting the default
 * makes the oldest remaining warehouse the default. Its movements stay (they are history).
 */
export async function deleteWarehouse(ctx: PosCtx, s: PosScope, id: string) {
	if (await remove(ctx.env, s, id, Date.now())) return;
	if (!(await getWarehouse(ctx.env, s, id))) throw notFound("warehouse");
	throw conflict("The warehouse still holds stock; move or adjust it to zero first", "id");
}
