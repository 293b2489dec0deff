export function base64urlEncode(bytes: Uint8Array): string {
	let s = "";
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function base64urlDecode(s: string): Uint8Array {
	if (!/^[A-Za-z0-9_-]*$/.test(s)) throw new Error("not base64url");
	const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4);
	const bin = atob(b64);
	const out = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
	return out;
}

const encoder = new TextEncoder();
export const utf8 = (s: string) => encoder.encode(s);

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function hex(bytes: ArrayBuffer | Uint8Array): string {
	const u = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
	let out = "";
	for (let i = 0; i < u.length; i++) out += HEX[u[i]];
	return out;
}

export function fromHex(s: string): Uint8Array {
	if (s.length % 2 || !/^[0-9a-fA-F]*$/.test(s)) throw new Error("not hex");
	const out = new Uint8Array(s.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(s.slice(i * 2, i * 2 + 2), 16);
	return out;
}

export const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** Rows grouped by a key, each group in the rows' order (one query's result for many parents). */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
	const out = new Map<string, T[]>();
	for (const r of rows) {
		const k = key(r);
		const list = out.get(k);
		if (list) list.push(r);
		else out.set(k, [r]);
	}
	return out;
}

/** "YYYY-MM" of an instant, UTC (monthly quotas and counters). */
export const utcMonth = (at: number) => new Date(at).toISOString().slice(0, 7);
