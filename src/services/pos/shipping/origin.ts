// The shipping origin: where couriers collect parcels. The first PATCH must name all four fields
// (a half origin cannot be booked); later ones change what they name.
import { iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import type { PosCtx, PosScope } from "../context";
import { FullOrigin, type OriginPatch } from "./schemas";
import { type OriginRow, patchOrigin, upsertOrigin } from "./store";

export const originView = (o: OriginRow | null) => ({
	configured: o !== null,
	contactName: o?.contactName ?? null,
	phone: o?.phone ?? null,
	address: o?.address ?? null,
	postalCode: o?.postalCode ?? null,
	updatedAt: iso(o?.updatedAt),
});

export async function saveOrigin(ctx: PosCtx, s: PosScope, input: OriginPatch) {
	const now = Date.now();
	const full = FullOrigin.safeParse(input);
	if (full.success) return originView(await upsertOrigin(ctx.env, s, full.data, now));
	const patched = await patchOrigin(ctx.env, s, input, now);
	if (patched) return originView(patched);
	const missing = (["contactName", "phone", "address", "postalCode"] as const).find((f) => input[f] === undefined);
	throw new ApiError(400, "validation_error", `No origin is saved yet: the first PATCH needs all four fields`, missing);
}
