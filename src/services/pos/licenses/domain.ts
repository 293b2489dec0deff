// Licence rules, no I/O: the key's format, and what makes a licence valid at a moment.
//
// A key is `PASAR-` and four groups of five Crockford base32 characters (100 random bits). What a
// person types back is read leniently (case, surrounding spaces, Crockford's I/L → 1 and O → 0),
// so the hash is always taken of the canonical form.

export const KEY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const KEY_GROUPS = 4;
export const GROUP_LENGTH = 5;
/** The random bytes a key is made of: 100 bits, rounded up. */
export const KEY_BYTES = Math.ceil((KEY_GROUPS * GROUP_LENGTH * 5) / 8);
const KEY_SHAPE = new RegExp(`^PASAR(-[${KEY_ALPHABET}]{${GROUP_LENGTH}}){${KEY_GROUPS}}$`);

/** A key from random bytes (at least KEY_BYTES): each character takes the next 5 bits. */
export function keyFromBytes(bytes: Uint8Array): string {
	if (bytes.length < KEY_BYTES) throw new Error(`a key needs ${KEY_BYTES} random bytes`);
	let chars = "";
	for (let i = 0; i < KEY_GROUPS * GROUP_LENGTH; i++) {
		const bit = i * 5;
		const pair = (bytes[bit >> 3] << 8) | (bytes[(bit >> 3) + 1] ?? 0);
		chars += KEY_ALPHABET[(pair >> (11 - (bit & 7))) & 31];
	}
	const groups = Array.from({ length: KEY_GROUPS }, (_, g) => chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH));
	return ["PASAR", ...groups].join("-");
}

export const isKey = (key: string) => KEY_SHAPE.test(key);

/** The canonical form of a typed key, or null when it cannot be one (then it matches nothing). */
export function canonicalKey(typed: string): string | null {
	const key = typed.trim().toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
	return isKey(key) ? key : null;
}

/** What lists show instead of the key: its first group, enough to tell keys apart, not to use one. */
export const keyPrefix = (key: string) => key.slice(0, "PASAR-".length + GROUP_LENGTH);

export type LicenseStatus = "active" | "revoked" | "expired";
export type InvalidReason = "not_found" | "revoked" | "expired" | "product_mismatch";

export interface LicenseState {
	productId: string;
	revokedAt: number | null;
	expiresAt: number | null;
}

/** Revoked wins over expired (a revoked licence stays revoked); expiresAt null never expires. */
export function licenseStatus(l: Omit<LicenseState, "productId">, now: number): LicenseStatus {
	if (l.revokedAt != null) return "revoked";
	if (l.expiresAt != null && l.expiresAt <= now) return "expired";
	return "active";
}

/**
 * The validate answer: not found, then the licence's own state (revoked, expired), then whether it
 * is for the product asked about (only when one is).
 */
export function validity(
	l: LicenseState | null,
	now: number,
	productId?: string,
): { valid: boolean; reason: InvalidReason | null } {
	if (!l) return { valid: false, reason: "not_found" };
	const status = licenseStatus(l, now);
	if (status !== "active") return { valid: false, reason: status };
	if (productId !== undefined && productId !== l.productId) return { valid: false, reason: "product_mismatch" };
	return { valid: true, reason: null };
}
