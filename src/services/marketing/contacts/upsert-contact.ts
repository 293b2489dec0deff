import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import type { ContactInput } from "./schemas";
import { contactView, fromRaw, quotaStatements, runContactBatch, upsertStatements } from "./store";
import { clearTombstonesStatement, erasedAmong } from "./store/erased";
import { contactsCap, contactWrite } from "./write";

/**
 * POST /contacts: insert or update on the identity hash, all in one batch with the contacts cap. An
 * erased identity is 409 CONTACT_ERASED unless allowErased, which removes its tombstone in the batch.
 */
export async function upsertContact(ctx: MktCtx, s: MktScope, b: ContactInput & { allowErased?: boolean }) {
	const now = Date.now();
	const row = await contactWrite(b, now);
	if (!b.allowErased && (await erasedAmong(ctx.env, s, [row.identityHash])).size) throw contactErased();
	const cap = await contactsCap(ctx, s);
	const quota = quotaStatements(ctx.env, s, cap);
	const writeId = newId("wr_", now);
	const clear = b.allowErased ? [clearTombstonesStatement(ctx.env, s, [row.identityHash])] : [];
	const res = await runContactBatch(
		ctx.env,
		[...clear, quota.before, ...upsertStatements(ctx.env, s, [row], writeId, now, false), quota.after],
		cap,
	);
	const written = res[clear.length + 1].results[0];
	if (!written) {
		// The upsert's guard met a tombstone written since the check above: the contact was erased meanwhile.
		if (!b.allowErased && (await erasedAmong(ctx.env, s, [row.identityHash])).size) throw contactErased();
		throw new ApiError(409, "conflict", "The contact changed while this request ran; retry");
	}
	return contactView(fromRaw(written));
}

const contactErased = () =>
	new ApiError(
		409,
		"contact_erased",
		"This contact was erased at the workspace's request; send allowErased: true to add it again",
		"allowErased",
	);
