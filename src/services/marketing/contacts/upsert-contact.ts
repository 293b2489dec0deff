import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import type { ContactInput } from "./schemas";
import { contactView, fromRaw, quotaStatements, runContactBatch, upsertStatements } from "./store";
import { contactsCap, contactWrite } from "./write";

/** POST /contacts: insert or update on the identity hash, all in one batch with the contacts cap. */
export async function upsertContact(ctx: MktCtx, s: MktScope, b: ContactInput) {
	const now = Date.now();
	const cap = await contactsCap(ctx, s);
	const row = await contactWrite(b, now);
	const quota = quotaStatements(ctx.env, s, cap);
	const writeId = newId("wr_", now);
	const res = await runContactBatch(
		ctx.env,
		[quota.before, ...upsertStatements(ctx.env, s, [row], writeId, now, false), quota.after],
		cap,
	);
	const written = res[1].results[0];
	if (!written) throw new ApiError(409, "conflict", "The contact changed while this request ran; retry");
	return contactView(fromRaw(written));
}
