import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getLicense, revokeLicense as revoke } from "./store";
import { licenseView } from "./view";

/** POST /fulfillment/licenses/{id}/revoke: once; revoking a revoked licence is 409. */
export async function revokeLicense(ctx: PosCtx, s: PosScope, id: string) {
	const now = Date.now();
	const row = await revoke(ctx.env, s, id, now);
	if (row) return licenseView(row, now);
	if (!(await getLicense(ctx.env, s, id))) throw notFound("license");
	throw conflict("The licence is already revoked");
}
