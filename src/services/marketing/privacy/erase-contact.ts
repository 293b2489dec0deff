import { notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { getContact } from "../contacts/store";
import type { MktScope } from "../context";
import { addressHash } from "../suppressions/store";
import type { AuditedCtx } from "./context";
import { anonymousContactId, contactAddresses, identityOf } from "./domain/personal-data";
import { eraseContact as runErasure } from "./store/erase";
import { sentAddresses } from "./store/export";

/**
 * POST /contacts/{id}/erase: the contact's personal data removed from everything DB_MKT holds, in one
 * batch (store/erase.ts says what goes and what stays). An erased or unknown id is 404, so a repeat
 * tells the caller the erasure already happened.
 */
export async function eraseContact(ctx: AuditedCtx, s: MktScope, id: string) {
	const row = await getContact(ctx.env, s, id);
	if (!row) throw notFound("contact");
	const identity = identityOf(row);
	const addresses = contactAddresses(identity, await sentAddresses(ctx.env, s, id));
	const now = Date.now();
	const done = await runErasure(ctx.env, s, {
		contactId: id,
		anonymousId: anonymousContactId(),
		addressHashes: await Promise.all(addresses.map((a) => addressHash(a))),
		addresses,
		email: row.email,
		phone: row.phone,
		customerId: row.externalRef,
		audit: { id: newId("aud_", now), actor: ctx.actor ?? null, requestId: ctx.requestId ?? null },
		now,
	});
	// Erased by a request that raced this one between the read and the batch.
	if (!done) throw notFound("contact");
	return { erased: true as const, contactId: id, erasedAt: new Date(now).toISOString() };
}
