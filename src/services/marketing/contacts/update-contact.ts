import { ApiError, notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { identityHash } from "./domain/identity";
import type { ContactInput } from "./schemas";
import { getContact, updateContact as storeUpdate } from "./store";
import { storedValues } from "./write";

/** PATCH /contacts/{id}: the sent fields; a new email or phone re-keys the contact (409 IDENTITY_TAKEN onto a held one). */
export async function updateContact(ctx: MktCtx, s: MktScope, id: string, b: ContactInput) {
	const cur = await getContact(ctx.env, s, id);
	if (!cur) throw notFound("contact");
	const set = storedValues(b);
	const email = "email" in set ? set.email : cur.email;
	const phone = "phone" in set ? set.phone : cur.phone;
	if (!email && !phone) throw new ApiError(400, "validation_error", "A contact keeps an email or a phone", "email");
	if (!(await storeUpdate(ctx.env, s, id, set, await identityHash(email, phone), Date.now())))
		throw notFound("contact");
	return { id };
}
