import { iso } from "../../../platform/encoding";
import { notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type ContactRow, contactView, getContact } from "../contacts/store";
import type { MktScope } from "../context";
import { attributionView } from "../referrals/view";
import { addressHash } from "../suppressions/store";
import type { AuditedCtx } from "./context";
import { capped, contactAddresses, EXPORT_CAP, identityOf } from "./domain/personal-data";
import { insertAudit } from "./store/erase";
import {
	attributionsOf,
	campaignsOf,
	clicksOf,
	listsOf,
	redemptionsOf,
	sentAddresses,
	suppressionsOf,
} from "./store/export";

/**
 * GET /contacts/{id}/export: everything DB_MKT holds about the contact, each list capped at EXPORT_CAP
 * (newest first; `truncated` names the lists that had more). Writes an audit entry (contact.export).
 */
export async function exportContact(ctx: AuditedCtx, s: MktScope, id: string) {
	const env = ctx.env;
	const row = await getContact(env, s, id);
	if (!row) throw notFound("contact");
	const contact = contactView(row);
	const addresses = contactAddresses(identityOf(row), await sentAddresses(env, s, id));
	const hashes = await Promise.all(addresses.map((a) => addressHash(a)));
	const [lists, campaigns, clicks, referrals, redemptions, suppressions] = await Promise.all([
		listsOf(env, s, id, EXPORT_CAP).then(capped),
		campaignsOf(env, s, id, EXPORT_CAP).then(capped),
		clicksOf(env, s, id, EXPORT_CAP).then(capped),
		attributionsOf(env, s, row.email, row.externalRef, EXPORT_CAP).then(capped),
		redemptionsOf(env, s, row.externalRef, EXPORT_CAP).then(capped),
		suppressionsOf(env, s, hashes, EXPORT_CAP).then(capped),
	]);
	const now = Date.now();
	await insertAudit(env, s, {
		id: newId("aud_", now),
		action: "contact.export",
		target: id,
		actor: ctx.actor ?? null,
		requestId: ctx.requestId ?? null,
		now,
	});
	return {
		contact,
		lists: lists.items.map((l) => ({ ...l, joinedAt: iso(l.joinedAt) })),
		subscriptions: contact.subscriptions,
		campaigns: campaigns.items.map((c) => ({
			...c,
			sentAt: iso(c.sentAt),
			deliveredAt: iso(c.deliveredAt),
			openedAt: iso(c.openedAt),
			clickedAt: iso(c.clickedAt),
			bouncedAt: iso(c.bouncedAt),
			complainedAt: iso(c.complainedAt),
			unsubscribedAt: iso(c.unsubscribedAt),
		})),
		clicks: clicks.items.map((k) => ({ ...k, firstAt: iso(k.firstAt) })),
		referrals: referrals.items.map((a) => ({
			...attributionView(a),
			role: roleOf(a, row),
		})),
		discountRedemptions: redemptions.items.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
		suppressions: suppressions.items.map((x) => ({ ...x, createdAt: iso(x.createdAt) })),
		truncated: {
			lists: lists.truncated,
			campaigns: campaigns.truncated,
			clicks: clicks.truncated,
			referrals: referrals.truncated,
			discountRedemptions: redemptions.truncated,
			suppressions: suppressions.truncated,
		},
		exportedAt: new Date(now).toISOString(),
	};
}

/** Which side of the attribution the contact is: the referee when its email or customer id is the referee's. */
function roleOf(a: { refereeEmail: string; refereeCustomerId: string }, c: ContactRow): "referee" | "referrer" {
	const referee =
		(c.email != null && a.refereeEmail.trim().toLowerCase() === c.email) ||
		(c.externalRef != null && a.refereeCustomerId === c.externalRef);
	return referee ? "referee" : "referrer";
}
