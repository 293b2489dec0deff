// Contact identity (spec 001 §2, REFERENCE "Marketing"): email trimmed and lowercased, phone kept
// to + and digits, identityHash = hex SHA-256 of email + "|" + phone ("" for an absent part).

/** The addr-spec of RFC 5322 as mail systems accept it: dot-atom local part, a dotted domain of LDH labels. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LOCAL = new RegExp(`^${ATEXT}+(\\.${ATEXT}+)*$`);
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

export const EMAIL_MAX = 254;

export function normaliseEmail(raw: string): string {
	return raw.trim().toLowerCase();
}

/** RFC-valid after normalisation: one @, local part ≤ 64, domain of at least two LDH labels. */
export function isValidEmail(email: string): boolean {
	if (email.length > EMAIL_MAX) return false;
	const at = email.lastIndexOf("@");
	if (at <= 0 || at !== email.indexOf("@")) return false;
	const local = email.slice(0, at);
	const domain = email.slice(at + 1);
	if (local.length > 64 || !LOCAL.test(local)) return false;
	const labels = domain.split(".");
	return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]);
}

/** Every character but + and digits removed; null when no digit is left (the caller's 400). */
export function normalisePhone(raw: string): string | null {
	const kept = raw.replace(/[^+0-9]/g, "");
	return /\d/.test(kept) ? kept : null;
}

export async function identityHash(
	email: string | null | undefined,
	phone: string | null | undefined,
): Promise<string> {
	const bytes = new TextEncoder().encode(`${email ?? ""}|${phone ?? ""}`);
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
	return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
