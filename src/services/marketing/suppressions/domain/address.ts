// Suppression-list addresses (issue 40), pure. The list is keyed on the normalised address, so a
// bounce reported as "Budi@Example.com" and a manual entry "budi@example.com" are one suppression.
// By hand a person may add an email that is RFC-valid once trimmed and lowercased, or a phone number
// that is E.164 once spaces, dots, dashes and brackets are gone. Chat ids and device tokens are
// suppressed by provider feedback only: a typed one is more likely a slip.
import { isValidEmail } from "../../contacts/domain/identity";

/** An email lowercased and trimmed, a phone reduced to + and digits; anything else (chat ids, tokens) trimmed. */
export function normaliseAddress(raw: string): string {
	const a = raw.trim();
	if (a.includes("@")) return a.toLowerCase();
	if (/^\+?[\d\s().-]{4,40}$/.test(a)) return a.replace(/[^+\d]/g, "");
	return a;
}

/** E.164: +, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** The normalised address a person may suppress, or null when it is neither a valid email nor an E.164 number. */
export function manualAddress(raw: string): string | null {
	const a = normaliseAddress(raw);
	if (a.includes("@")) return isValidEmail(a) ? a : null;
	return E164.test(a) ? a : null;
}
