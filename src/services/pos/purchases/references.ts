import { validationError } from "../../../platform/errors";
import { stockInfo } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getOutlet } from "../outlets/store";
import { getSupplier } from "../suppliers/store";

/** Supplier and outlet of an order: this workspace's (else 404) and active (else 409). */
export async function checkParties(ctx: PosCtx, s: PosScope, b: { supplierId?: string; outletId?: string }) {
	const [supplier, outlet] = await Promise.all([
		b.supplierId ? getSupplier(ctx.env, s, b.supplierId) : undefined,
		b.outletId ? getOutlet(ctx.env, s, b.outletId) : undefined,
	]);
	if (supplier === null) throw notFound("supplier");
	if (outlet === null) throw notFound("outlet");
	if (supplier && !supplier.isActive) throw conflict("The supplier is inactive", "supplierId");
	if (outlet && !outlet.isActive) throw conflict("The outlet is inactive", "outletId");
}

/** Every variant is this workspace's (else 404) and holds stock: a recipe (composite) holds none (400). */
export async function checkVariants(ctx: PosCtx, s: PosScope, lines: Array<{ variantId: string }>) {
	const info = await stockInfo(
		ctx.env,
		s,
		lines.map((l) => l.variantId),
	);
	lines.forEach((l, i) => {
		const v = info.get(l.variantId);
		if (!v) throw notFound("variant");
		if (v.isComposite)
			throw validationError(
				"A composite variant (a recipe) holds no stock; order its components",
				`lines.${i}.variantId`,
			);
	});
}
