// Masking of the job log: every masked variable's value becomes `[MASKED]` in all bytes the runner
// sends, even when the value reaches the runner in two pieces (a script that prints "abcd", sleeps,
// then prints "efgh12"). The masker works on bytes, so a value is found whatever the output's
// encoding, and it holds back the end of what it has seen while that end could still be the start
// of a value: at most (longest value - 1) bytes, released by the next output or by the end.

export const MASK = Buffer.from("[MASKED]");

/**
 * @param {string[]} values the masked values (empty ones are ignored)
 * @returns {{push(chunk: Buffer | string): Buffer, flush(): Buffer, readonly held: number}}
 */
export function createMasker(values) {
	// Longest first, so that of two values starting at the same byte the longer one wins.
	const needles = [...new Set(values.filter((v) => typeof v === "string" && v.length > 0))]
		.map((v) => Buffer.from(v))
		.sort((a, b) => b.length - a.length);
	const maxLen = needles.length ? needles[0].length : 0;
	let pending = Buffer.alloc(0);

	/** The earliest whole value in buf at or after from: {at, len} or null. */
	function nextMatch(buf, from) {
		let best = null;
		for (const n of needles) {
			const at = buf.indexOf(n, from);
			if (at !== -1 && (best === null || at < best.at)) best = { at, len: n.length };
		}
		return best;
	}

	/** Is buf[at..] the beginning (not the whole) of some value? */
	function isPartial(buf, at) {
		const rest = buf.length - at;
		for (const n of needles) {
			if (n.length > rest && buf.compare(n, 0, rest, at, buf.length) === 0) return true;
		}
		return false;
	}

	/** Where a tail that could still become a value starts (only the last maxLen - 1 bytes can). */
	function holdFrom(buf, pos) {
		for (let j = Math.max(pos, buf.length - (maxLen - 1)); j < buf.length; j++) if (isPartial(buf, j)) return j;
		return buf.length;
	}

	/** Replaces whole values in buf; keeps back a tail that could become one unless `final`. */
	function process(buf, final) {
		const out = [];
		let pos = 0;
		let hold = final ? buf.length : holdFrom(buf, 0);
		for (;;) {
			const m = nextMatch(buf, pos);
			// A whole value starting before the held tail is masked even if it runs into that tail
			// (it is complete); the tail after it is then examined again.
			if (!m || m.at >= hold) break;
			out.push(buf.subarray(pos, m.at), MASK);
			pos = m.at + m.len;
			if (pos > hold) hold = final ? buf.length : holdFrom(buf, pos);
		}
		out.push(buf.subarray(pos, hold));
		pending = Buffer.from(buf.subarray(hold));
		return Buffer.concat(out);
	}

	return {
		push(chunk) {
			const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
			if (!needles.length) return bytes;
			return process(pending.length ? Buffer.concat([pending, bytes]) : bytes, false);
		},
		flush() {
			if (!needles.length || !pending.length) return Buffer.alloc(0);
			return process(pending, true);
		},
		get held() {
			return pending.length;
		},
	};
}
