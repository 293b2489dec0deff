// Pure helpers of the job log: where a byte run stops being whole UTF-8 characters, and the
// text/event-stream frames. No I/O.

/**
 * Splits `bytes` before an incomplete UTF-8 character at its very end (at most 3 bytes), which the
 * next append completes. Anything else invalid is left in place: the decoder turns it into U+FFFD.
 */
export function splitUtf8Tail(bytes: Uint8Array): [whole: Uint8Array, tail: Uint8Array] {
	const n = bytes.length;
	let i = n - 1;
	while (i >= 0 && i > n - 4 && (bytes[i] & 0xc0) === 0x80) i--;
	if (i < 0) return [bytes, bytes.subarray(n)];
	const lead = bytes[i];
	const need = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 1;
	return need > n - i ? [bytes.subarray(0, i), bytes.subarray(i)] : [bytes, bytes.subarray(n)];
}

export const concatBytes = (a: Uint8Array, b: Uint8Array) => {
	const out = new Uint8Array(a.length + b.length);
	out.set(a, 0);
	out.set(b, a.length);
	return out;
};

/** Cuts a string into pieces of at most `max` UTF-16 units without splitting a surrogate pair. */
export function pieces(s: string, max: number): string[] {
	const out: string[] = [];
	for (let i = 0; i < s.length; ) {
		let end = Math.min(s.length, i + max);
		const code = s.charCodeAt(end - 1);
		if (end < s.length && code >= 0xd800 && code <= 0xdbff) end--;
		out.push(s.slice(i, end));
		i = end;
	}
	return out;
}

export const chunkFrame = (seq: number, content: string) =>
	`event: chunk\nid: ${seq}\ndata: ${JSON.stringify({ seq, content })}\n\n`;
export const doneFrame = (status: string) => `event: done\ndata: ${JSON.stringify({ status })}\n\n`;
export const PING_FRAME = ": ping\n\n";

export const MASK = "[MASKED]";

/**
 * Masking on the server (issue 41): every masked variable's value in `text` becomes [MASKED], so a
 * runner that does not mask (a custom one, an old one) still never gets a value stored. A value can
 * arrive split over two appends: unless `final`, the end of the text that could still be the start of
 * a value (at most the longest value's length - 1 characters) is held back, to be put in front of the
 * next append's text (the JobLog keeps it with its UTF-8 tail) and released by it or by finish.
 */
export function maskText(text: string, values: readonly string[], final: boolean): { out: string; held: string } {
	const vs = [...new Set(values.filter((v) => v.length > 0))].sort((a, b) => b.length - a.length);
	if (!vs.length) return { out: text, held: "" };
	let out = text;
	// Longest first: of two values where one contains the other, the whole longer one is masked.
	for (const v of vs) if (out.includes(v)) out = out.split(v).join(MASK);
	if (final) return { out, held: "" };
	for (let k = Math.min(vs[0].length - 1, out.length); k > 0; k--) {
		const end = out.slice(-k);
		if (vs.some((v) => v.length > k && v.startsWith(end))) return { out: out.slice(0, -k), held: end };
	}
	return { out, held: "" };
}
