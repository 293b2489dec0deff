// What a contact's personal data is, for its export and its erasure (issue 40). Pure.
import { normaliseAddress } from "../../suppressions/store";

/** Each list of an export holds at most this many entries, newest first; `truncated` says when there were more. */
export const EXPORT_CAP = 1000;

/** What an erased contact's referral emails become: the rows stay (rewards and ledgers depend on them). */
export const ERASED_EMAIL = "erased";
/** What an erased address becomes in text that keeps its shape (a confirmation message's recipient, an error). */
export const ERASED_TEXT = "[erased]";

export interface ContactIdentity {
	email: string | null;
	phone: string | null;
	/** The stored socialHandles map (chat ids and device tokens campaigns send to live here). */
	socialHandles: Record<string, string>;
}

/** The identity part of a stored contact row (socialHandles as its JSON text; a broken map counts as empty). */
export function identityOf(r: { email: string | null; phone: string | null; socialHandles: string }): ContactIdentity {
	let handles: Record<string, string> = {};
	try {
		const parsed = JSON.parse(r.socialHandles);
		if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) handles = parsed;
	} catch {
		// Left empty: a handle the row cannot name is no address.
	}
	return { email: r.email, phone: r.phone, socialHandles: handles };
}

/**
 * Every address the contact can be reached or was sent at: its email and phone, its handles, and the
 * addresses its campaign recipient rows hold (an older email when it changed), normalised as the
 * suppression list keys them, without duplicates.
 */
export function contactAddresses(c: ContactIdentity, sentTo: readonly (string | null)[]): string[] {
	const raw = [c.email, c.phone, ...Object.values(c.socialHandles), ...sentTo];
	const out = new Set<string>();
	for (const a of raw) {
		const n = typeof a === "string" ? normaliseAddress(a) : "";
		if (n) out.add(n);
	}
	return [...out];
}

/** The identity's own email and phone (what free text such as event payloads may quote), without empties. */
export const identityTexts = (c: ContactIdentity): string[] =>
	[c.email, c.phone].filter((a): a is string => typeof a === "string" && a.length > 0);

/** The first `cap` rows of a read that asked for cap + 1, and whether there were more. */
export function capped<T>(rows: readonly T[], cap = EXPORT_CAP): { items: T[]; truncated: boolean } {
	return { items: rows.slice(0, cap), truncated: rows.length > cap };
}

/**
 * The opaque id an erased contact's campaign rows carry instead of its id: one per erasure, so a
 * campaign's counts (its rows, opens, clicks, uniques) stay as they were and nothing leads back.
 */
export function anonymousContactId(random: Uint8Array = crypto.getRandomValues(new Uint8Array(12))): string {
	return `erased_${[...random].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
