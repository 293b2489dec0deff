// Prefixed ULIDs: time-ordered (48-bit ms + 80 random bits), Crockford base32. Monotonic within
// one isolate so ids minted in the same millisecond still sort in creation order.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

let lastTime = -1;
let lastRandom: Uint8Array = new Uint8Array(10);

function encodeTime(ms: number): string {
	let out = "";
	let t = ms;
	for (let i = 0; i < 10; i++) {
		out = ALPHABET[t % 32] + out;
		t = Math.floor(t / 32);
	}
	return out;
}

function encodeRandom(bytes: Uint8Array): string {
	// 80 bits -> 16 base32 chars
	let bits = 0;
	let value = 0;
	let out = "";
	for (const b of bytes) {
		value = (value << 8) | b;
		bits += 8;
		while (bits >= 5) {
			out += ALPHABET[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
		value &= (1 << bits) - 1;
	}
	return out;
}

function increment(bytes: Uint8Array): Uint8Array {
	const next = bytes.slice();
	for (let i = next.length - 1; i >= 0; i--) {
		if (next[i] === 255) next[i] = 0;
		else {
			next[i]++;
			return next;
		}
	}
	return crypto.getRandomValues(new Uint8Array(10));
}

export function ulid(now = Date.now()): string {
	if (now === lastTime) {
		lastRandom = increment(lastRandom);
		return encodeTime(lastTime) + encodeRandom(lastRandom);
	}
	// An explicit earlier time (a test clock, a backfill) gets its own timestamp, not the latest one.
	lastTime = now;
	lastRandom = crypto.getRandomValues(new Uint8Array(10));
	return encodeTime(now) + encodeRandom(lastRandom);
}

/** Milliseconds encoded in a ULID's first 10 characters. */
export function ulidTime(id: string): number {
	let t = 0;
	for (const ch of id.slice(-26, -16)) t = t * 32 + ALPHABET.indexOf(ch);
	return t;
}

/** `prefix` includes its underscore: newId("po_") -> "po_01J..." */
export const newId = (prefix: string, now?: number) => `${prefix}${ulid(now)}`;

export const isUlidId = (prefix: string, id: string) =>
	id.startsWith(prefix) && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id.slice(prefix.length));

export function randomHex(bytes: number): string {
	return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * An id fixed by `material`: the prefix and 26 Crockford characters of its SHA-256. A write that must
 * come out the same when a request runs again — an Idempotency-Key whose first answer was lost when
 * the process died — names what it makes with one, so the second run meets the first run's rows (a
 * primary key, an idempotent ledger source) instead of making new ones.
 */
export async function keyedId(prefix: string, material: string): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(material)));
	let out = "";
	for (let i = 0; i < 26; i++) out += ALPHABET[digest[i] % 32];
	return `${prefix}${out}`;
}
