// A small bounded DER reader (issue 40): just enough ASN.1 to take the public key out of an X.509
// certificate (SNS signing certificates) and to turn a DER ECDSA signature into the r‖s form
// WebCrypto verifies (SendGrid). Every length is checked against its parent's end, lengths take at
// most 4 bytes, and the certificate itself is capped, so a hostile input costs a bounded amount of work
// and never reads outside the buffer.
import { fromBase64 } from "./common";

/** A certificate larger than this is refused (AWS's are about 2 KB). */
export const MAX_CERT_BYTES = 16 * 1024;

export interface Tlv {
	tag: number;
	/** Where the tag byte is, where the content starts and where it ends (exclusive). */
	offset: number;
	start: number;
	end: number;
}

/** The element at `at`, or null when it is malformed or runs past `limit`. */
export function readTlv(buf: Uint8Array, at: number, limit = buf.length): Tlv | null {
	if (at + 2 > limit) return null;
	const tag = buf[at];
	if ((tag & 0x1f) === 0x1f) return null; // multi-byte tags: none in what we read
	let len = buf[at + 1];
	let start = at + 2;
	if (len & 0x80) {
		const n = len & 0x7f;
		if (n === 0 || n > 4 || start + n > limit) return null; // indefinite or absurd lengths
		len = 0;
		for (let i = 0; i < n; i++) len = len * 256 + buf[start + i];
		start += n;
	}
	const end = start + len;
	return end > limit ? null : { tag, offset: at, start, end };
}

/** The elements inside a constructed one, at most `max`; null when any is malformed. */
export function childrenOf(buf: Uint8Array, parent: Tlv, max = 16): Tlv[] | null {
	const out: Tlv[] = [];
	for (let at = parent.start; at < parent.end; ) {
		const t = readTlv(buf, at, parent.end);
		if (!t || out.length >= max) return null;
		out.push(t);
		at = t.end;
	}
	return out;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;

/** The SubjectPublicKeyInfo (DER, as WebCrypto's "spki" import takes it) of an X.509 certificate. */
export function spkiOfCertificate(der: Uint8Array): Uint8Array | null {
	if (der.length > MAX_CERT_BYTES) return null;
	const cert = readTlv(der, 0);
	if (cert?.tag !== SEQUENCE) return null;
	const tbs = childrenOf(der, cert)?.[0];
	if (tbs?.tag !== SEQUENCE) return null;
	const fields = childrenOf(der, tbs);
	if (!fields) return null;
	// version [0] EXPLICIT is optional; then serial, signature, issuer, validity, subject, subjectPublicKeyInfo.
	const rest = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields;
	const spki = rest[5];
	if (rest[0]?.tag !== INTEGER || spki?.tag !== SEQUENCE) return null;
	return der.slice(spki.offset, spki.end);
}

/** The DER bytes of the first PEM block labelled `label`, or null. */
export function pemToDer(pem: string, label = "CERTIFICATE"): Uint8Array | null {
	const m = pem.match(new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`));
	return m ? fromBase64(m[1].replace(/\s+/g, "")) : null;
}

/** A DER ECDSA-Sig-Value SEQUENCE {r, s} as r‖s of `size` bytes each (WebCrypto's form), or null. */
export function ecdsaDerToRaw(sig: Uint8Array, size = 32): Uint8Array | null {
	const seq = readTlv(sig, 0);
	if (seq?.tag !== SEQUENCE || seq.end !== sig.length) return null;
	const ints = childrenOf(sig, seq, 2);
	if (ints?.length !== 2 || ints.some((t) => t.tag !== INTEGER)) return null;
	const out = new Uint8Array(size * 2);
	for (const [i, t] of ints.entries()) {
		let v = sig.subarray(t.start, t.end);
		while (v.length > 1 && v[0] === 0) v = v.subarray(1);
		if (v.length > size) return null;
		out.set(v, size * (i + 1) - v.length);
	}
	return out;
}
