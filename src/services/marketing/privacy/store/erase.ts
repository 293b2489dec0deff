// A contact's erasure (issue 40) as ONE D1 batch, so it happens whole or not at all: the contact row
// and its list memberships go; what campaigns, suppressions and referrals keep is stripped of the
// address; a tombstone and an audit entry are written.
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";
import { ERASED_EMAIL, ERASED_TEXT } from "../domain/personal-data";

export interface Erasure {
	contactId: string;
	/** What the contact's campaign rows carry instead of its id. */
	anonymousId: string;
	/** SHA-256 keys of every address of the contact (the suppression list's key). */
	addressHashes: string[];
	/** Every address, normalised (test and confirmation sends by recipient). */
	addresses: string[];
	email: string | null;
	phone: string | null;
	/** The contact's externalRef: the merchant's customer id referral attributions are keyed on. */
	customerId: string | null;
	audit: { id: string; actor: string | null; requestId: string | null };
	now: number;
}

// Free text that may quote the address (event payloads, webhook bodies, import rows as JSON): the email
// is replaced wherever it stands (it holds an @, so it matches nothing else); the phone only as a whole
// JSON string ("+62…"), since its digits alone may sit inside a timestamp or an id. ?2 is the email,
// ?3 the phone in quotes; '' when there is none (replace with '' changes nothing; the match skips it).
const mentions = (x: string) => `((?2 != '' AND instr(${x}, ?2) > 0) OR (?3 != '' AND instr(${x}, ?3) > 0))`;
const redacted = (x: string) => `replace(replace(${x}, ?2, '${ERASED_TEXT}'), ?3, '"${ERASED_TEXT}"')`;

/**
 * Runs the erasure; false when the workspace has no such contact (erased already, or never). The
 * first statement is the audit entry, whose NOT NULL target is read from the contact row: without the
 * row it fails and D1 rolls back the whole batch — so two racing erasures write once, and the loser
 * answers 404 like any later one.
 */
export async function eraseContact(env: Env, s: MktScope, e: Erasure): Promise<boolean> {
	const D = env.DB_MKT;
	const ws = s.workspaceId;
	const email = e.email ?? "";
	const quotedPhone = e.phone ? `"${e.phone}"` : "";
	const text = (sql: string, ...more: unknown[]) => D.prepare(sql).bind(ws, email, quotedPhone, ...more);
	try {
		await D.batch([
			D.prepare(
				`INSERT INTO audit_log (id, account_id, action, target, actor, request_id, created_at)
				 VALUES (?1, ?2, 'contact.erase', (SELECT id FROM contacts WHERE account_id = ?2 AND id = ?3), ?4, ?5, ?6)`,
			).bind(e.audit.id, ws, e.contactId, e.audit.actor, e.audit.requestId, e.now),
			D.prepare(
				`INSERT INTO erased_contacts (account_id, identity_hash, erased_at)
				 SELECT account_id, identity_hash, ?3 FROM contacts WHERE account_id = ?1 AND id = ?2
				 ON CONFLICT (account_id, identity_hash) DO UPDATE SET erased_at = excluded.erased_at`,
			).bind(ws, e.contactId, e.now),
			D.prepare("DELETE FROM list_members WHERE account_id = ?1 AND contact_id = ?2").bind(ws, e.contactId),
			// Rows stay (the campaign's counts), under the opaque id; a row still queued is not sent.
			text(
				`UPDATE campaign_recipients SET contact_id = ?4, address = NULL,
				   error = replace(replace(replace(error, coalesce(address, ''), '${ERASED_TEXT}'), ?2, '${ERASED_TEXT}'), ?5, '${ERASED_TEXT}'),
				   status = CASE WHEN status = 'queued' THEN 'skipped' ELSE status END,
				   reason = CASE WHEN status = 'queued' THEN 'erased' ELSE reason END
				 WHERE account_id = ?1 AND contact_id = ?6`,
				e.anonymousId,
				e.phone ?? "",
				e.contactId,
			),
			D.prepare("UPDATE campaign_clicks SET contact_id = ?3 WHERE account_id = ?1 AND contact_id = ?2").bind(
				ws,
				e.contactId,
				e.anonymousId,
			),
			// The hash keeps the suppression in force without the address.
			D.prepare(
				"UPDATE suppressions SET address = NULL WHERE account_id = ?1 AND address_hash IN (SELECT value FROM json_each(?2))",
			).bind(ws, JSON.stringify(e.addressHashes)),
			text(
				`UPDATE channel_sends SET recipient = '${ERASED_TEXT}',
				   error = replace(replace(error, ?2, '${ERASED_TEXT}'), ?4, '${ERASED_TEXT}')
				 WHERE account_id = ?1 AND (contact_id = ?5 OR recipient IN (SELECT value FROM json_each(?6)))`,
				e.phone ?? "",
				e.contactId,
				JSON.stringify(e.addresses),
			),
			// Kept (rewards and ledgers depend on them); matched by email or by the customer id.
			D.prepare(
				`UPDATE referral_attributions SET
				   referee_email = CASE WHEN lower(trim(referee_email)) = ?2 OR referee_customer_id = ?3 THEN '${ERASED_EMAIL}' ELSE referee_email END,
				   referrer_email = CASE WHEN lower(trim(referrer_email)) = ?2 OR (referrer_email IS NOT NULL AND referrer_customer_id = ?3) THEN '${ERASED_EMAIL}' ELSE referrer_email END
				 WHERE account_id = ?1 AND (lower(trim(referee_email)) = ?2 OR lower(trim(referrer_email)) = ?2
				   OR referee_customer_id = ?3 OR referrer_customer_id = ?3)`,
			).bind(ws, e.email, e.customerId),
			// CSV rows not yet applied (or left by a failed job): the rows naming the contact are dropped.
			text(
				`UPDATE import_chunks SET rows = (SELECT json_group_array(json(value)) FROM json_each(import_chunks.rows)
				   WHERE NOT ${mentions("value")})
				 WHERE rows != '[]' AND job_id IN (SELECT id FROM import_jobs WHERE account_id = ?1) AND ${mentions("rows")}`,
			),
			// Error entries that quote the address ({index, reason}: the phone looked for in the reason only).
			text(
				`UPDATE import_jobs SET errors = (SELECT json_group_array(json(value)) FROM json_each(import_jobs.errors)
				   WHERE NOT (${mentions("value")} OR (?4 != '' AND instr(json_extract(value, '$.reason'), ?4) > 0)))
				 WHERE account_id = ?1 AND (${mentions("errors")} OR (?4 != '' AND instr(errors, ?4) > 0))`,
				e.phone ?? "",
			),
			text(`UPDATE events SET data = ${redacted("data")} WHERE account_id = ?1 AND ${mentions("data")}`),
			text(`UPDATE webhook_deliveries SET body = ${redacted("body")} WHERE account_id = ?1 AND ${mentions("body")}`),
			D.prepare("DELETE FROM contacts WHERE account_id = ?1 AND id = ?2").bind(ws, e.contactId),
		]);
		return true;
	} catch (err) {
		if (/NOT NULL constraint failed: audit_log\.target/i.test(String((err as Error)?.message ?? err))) return false;
		throw err;
	}
}

/** The audit entry of an export (an erasure writes its own inside its batch). */
export const insertAudit = (
	env: Env,
	s: MktScope,
	a: { id: string; action: string; target: string; actor: string | null; requestId: string | null; now: number },
) =>
	env.DB_MKT.prepare(
		"INSERT INTO audit_log (id, account_id, action, target, actor, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
	)
		.bind(a.id, s.workspaceId, a.action, a.target, a.actor, a.requestId, a.now)
		.run();
