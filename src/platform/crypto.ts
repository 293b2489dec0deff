import { base64urlDecode, base64urlEncode, fromHex, hex, utf8 } from "./encoding";

export async function sha256Hex(data: string | Uint8Array): Promise<string> {
	return hex(await crypto.subtle.digest("SHA-256", typeof data === "string" ? utf8(data) : data));
}

export async function sha512Hex(data: string): Promise<string> {
	return hex(await crypto.subtle.digest("SHA-512", utf8(data)));
}

async function hmacKey(secret: string | Uint8Array) {
	return crypto.subtle.importKey(
		"raw",
		typeof secret === "string" ? utf8(secret) : secret,
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign"],
	);
}

export async function hmacSha256(secret: string | Uint8Array, data: string | Uint8Array): Promise<Uint8Array> {
	const key = await hmacKey(secret);
	return new Uint8Array(await crypto.subtle.sign("HMAC", key, typeof data === "string" ? utf8(data) : data));
}

/** An HMAC-SHA-256 signing key to keep (per isolate) when one secret signs many messages. */
export const hmacSigningKey = (secret: string | Uint8Array) => hmacKey(secret);

/** HMAC-SHA-256 of `data` under a key from hmacSigningKey. */
export async function hmacSignWith(key: CryptoKey, data: string | Uint8Array): Promise<Uint8Array> {
	return new Uint8Array(await crypto.subtle.sign("HMAC", key, typeof data === "string" ? utf8(data) : data));
}

export async function hmacSha256Hex(secret: string | Uint8Array, data: string | Uint8Array): Promise<string> {
	return hex(await hmacSha256(secret, data));
}

/** Constant-time comparison: the time taken depends only on the lengths, never on where they differ. */
export function timingSafeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
	const x = typeof a === "string" ? utf8(a) : a;
	const y = typeof b === "string" ? utf8(b) : b;
	let diff = x.length ^ y.length;
	const n = Math.max(x.length, y.length);
	for (let i = 0; i < n; i++) diff |= (x[i % (x.length || 1)] ?? 0) ^ (y[i % (y.length || 1)] ?? 0);
	return diff === 0;
}

/** Bearer API keys are stored only as SHA-256 hex of the plaintext. */
export const hashBearerKey = (key: string) => sha256Hex(key);

export function randomToken(bytes = 24): string {
	return base64urlEncode(crypto.getRandomValues(new Uint8Array(bytes)));
}

// ---------------------------------------------------------------------------------------------
// Derived HMAC secrets (DESIGN §4): secret = prefix + base64url(HMAC(MASTER_KEY, "hmac-secret:" + salt)).
// The server stores the salt and sha256(secret) and re-derives the secret to verify a signature,
// so the database alone never yields a usable secret.
// ---------------------------------------------------------------------------------------------
export async function deriveSecret(masterKey: string, salt: string, prefix = ""): Promise<string> {
	return prefix + base64urlEncode(await hmacSha256(masterKeyBytes(masterKey), `hmac-secret:${salt}`));
}

export function newSalt(): string {
	return base64urlEncode(crypto.getRandomValues(new Uint8Array(16)));
}

// ---------------------------------------------------------------------------------------------
// AES-256-GCM envelope encryption. MASTER_KEY (base64 or hex of 32 bytes, a Worker secret) wraps
// per-scope data keys; data keys encrypt values. Every blob names the key that sealed it, and
// the row's identity is bound as associated data so a blob copied to another row fails to open.
// Blob: "v1.<kid>.<base64url(iv)>.<base64url(ciphertext||tag)>"
// ---------------------------------------------------------------------------------------------
export function masterKeyBytes(masterKey: string): Uint8Array {
	const s = masterKey.trim();
	if (/^[0-9a-fA-F]{64}$/.test(s)) return fromHex(s);
	try {
		const b = base64urlDecode(s.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
		if (b.length === 32) return b;
	} catch {}
	throw new Error("MASTER_KEY must be 32 bytes, hex or base64 encoded");
}

/** Short public id of a key: first 8 hex of sha256(key bytes). */
export async function keyId(raw: Uint8Array): Promise<string> {
	return (await sha256Hex(raw)).slice(0, 8);
}

async function aesKey(raw: Uint8Array) {
	if (raw.length !== 32) throw new Error("AES-256 key must be 32 bytes");
	return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function seal(raw: Uint8Array, plaintext: Uint8Array | string, aad: string): Promise<string> {
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const ct = await crypto.subtle.encrypt(
		{ name: "AES-GCM", iv, additionalData: utf8(aad) },
		await aesKey(raw),
		typeof plaintext === "string" ? utf8(plaintext) : plaintext,
	);
	return `v1.${await keyId(raw)}.${base64urlEncode(iv)}.${base64urlEncode(new Uint8Array(ct))}`;
}

export class DecryptError extends Error {
	constructor(message = "ciphertext failed authentication") {
		super(message);
		this.name = "DecryptError";
	}
}

export function blobKeyId(blob: string): string {
	const parts = blob.split(".");
	if (parts.length !== 4 || parts[0] !== "v1") throw new DecryptError("not an encrypted blob");
	return parts[1];
}

/** Opens a blob with whichever of `keys` sealed it (matched by key id). */
export async function open(keys: Uint8Array[], blob: string, aad: string): Promise<Uint8Array> {
	const kid = blobKeyId(blob);
	const [, , ivS, ctS] = blob.split(".");
	for (const k of keys) {
		if ((await keyId(k)) !== kid) continue;
		try {
			return new Uint8Array(
				await crypto.subtle.decrypt(
					{ name: "AES-GCM", iv: base64urlDecode(ivS), additionalData: utf8(aad) },
					await aesKey(k),
					base64urlDecode(ctS),
				),
			);
		} catch {
			throw new DecryptError();
		}
	}
	throw new DecryptError(`no key with id ${kid}`);
}

export const openText = async (keys: Uint8Array[], blob: string, aad: string) =>
	new TextDecoder().decode(await open(keys, blob, aad));

/** The master keys in force: the current one first, then the previous one during a rotation. */
export function masterKeys(env: { MASTER_KEY: string; MASTER_KEY_PREVIOUS?: string }): Uint8Array[] {
	const keys = [masterKeyBytes(env.MASTER_KEY)];
	if (env.MASTER_KEY_PREVIOUS) keys.push(masterKeyBytes(env.MASTER_KEY_PREVIOUS));
	return keys;
}

export const newDataKey = () => crypto.getRandomValues(new Uint8Array(32));

/** Wraps a data key under the current master key, bound to its scope (e.g. "secrets:proj_x"). */
export async function wrapKey(env: { MASTER_KEY: string }, dataKey: Uint8Array, scope: string): Promise<string> {
	return seal(masterKeyBytes(env.MASTER_KEY), dataKey, `wrap:${scope}`);
}

export async function unwrapKey(
	env: { MASTER_KEY: string; MASTER_KEY_PREVIOUS?: string },
	wrapped: string,
	scope: string,
): Promise<Uint8Array> {
	return open(masterKeys(env), wrapped, `wrap:${scope}`);
}
