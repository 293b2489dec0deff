// The job log on its way to the server. Everything written goes through the masker first, then
// into one in-memory byte log; a timer PATCHes what the server has not stored yet (at least once a
// second while there is new output) with `Content-Range: <start>-<end>`. The server's `Range: 0-n`
// (on 202 and on 416) says how much it holds: the next chunk starts there, so a lost answer or a
// refused chunk is resent from the server's length. 409 means the job is over (canceled): the
// sender stops and calls onFinished(jobStatus); nothing more is sent.
import { createMasker } from "./mask.mjs";

export const TRACE_LIMIT = 4 * 1024 * 1024;
const MAX_CHUNK = 256 * 1024;
const TERMINAL = new Set(["success", "failed", "canceled", "canceling", "skipped"]);

/** Length of buf minus an incomplete UTF-8 sequence at its end (so a chunk never splits a character). */
function utf8Boundary(buf, end) {
	let i = end - 1;
	let back = 0;
	while (i >= 0 && back < 3 && (buf[i] & 0xc0) === 0x80) {
		i--;
		back++;
	}
	if (i < 0) return end;
	const lead = buf[i];
	const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
	return end - i < need ? i : end;
}

export class Trace {
	/**
	 * @param {{client, jobId: string, jobToken: string, masked: string[], onFinished: (status: string) => void,
	 *   intervalMs?: number, limit?: number, log?: (msg: string) => void}} opts
	 */
	constructor({ client, jobId, jobToken, masked, onFinished, intervalMs = 1000, limit = TRACE_LIMIT, log = () => {} }) {
		this.client = client;
		this.jobId = jobId;
		this.jobToken = jobToken;
		this.masker = createMasker(masked);
		this.onFinished = onFinished;
		this.intervalMs = intervalMs;
		this.limit = limit;
		this.log = log;
		this.buf = Buffer.alloc(64 * 1024);
		this.length = 0; // bytes in the log
		this.sent = 0; // bytes the server holds (its Range)
		this.truncated = false;
		this.stopped = false;
		this.inflight = null;
		this.timer = null;
		this.patches = 0;
	}

	start() {
		this.timer = setInterval(() => this.#tick(), this.intervalMs);
		this.timer.unref?.();
	}

	/** Writes output or a runner message (string or bytes) through the masker. */
	write(chunk) {
		if (this.stopped) return;
		this.#append(this.masker.push(chunk));
	}

	/** Writes a line of the runner's own (a newline is added). */
	line(text) {
		this.write(`${text}\n`);
	}

	#append(bytes) {
		if (!bytes.length || this.truncated) return;
		let b = bytes;
		if (this.length + b.length > this.limit) {
			b = b.subarray(0, this.limit - this.length);
			this.truncated = true;
		}
		this.#grow(b);
		if (this.truncated) {
			this.#grow(
				Buffer.from(
					`\nJob's log exceeded limit of ${this.limit} bytes.\nJob execution will continue but no more output will be collected.\n`,
				),
			);
		}
	}

	#grow(b) {
		if (this.length + b.length > this.buf.length) {
			const next = Buffer.alloc(Math.max(this.buf.length * 2, this.length + b.length));
			this.buf.copy(next, 0, 0, this.length);
			this.buf = next;
		}
		b.copy(this.buf, this.length);
		this.length += b.length;
	}

	/** The bytes of the whole log so far (for tests and the local copy). */
	bytes() {
		return Buffer.from(this.buf.subarray(0, this.length));
	}

	#tick() {
		if (this.stopped || this.inflight || this.sent >= this.length) return;
		this.inflight = this.#sendAll(false).finally(() => {
			this.inflight = null;
		});
	}

	/** Sends until the server holds everything (or a few rounds fail). → true when all sent. */
	async #sendAll(final) {
		let failures = 0;
		// A server whose Range never moves forward must not keep us here.
		let rounds = Math.ceil((this.length - this.sent) / MAX_CHUNK) + 8;
		while (!this.stopped && this.sent < this.length && rounds-- > 0) {
			const end = Math.min(this.length, this.sent + MAX_CHUNK);
			const cut = final && end === this.length ? end : utf8Boundary(this.buf, end);
			if (cut <= this.sent) return false; // only an incomplete character is left: wait for the rest
			const ok = await this.#sendOnce(this.sent, cut);
			if (ok) {
				failures = 0;
				continue;
			}
			if (++failures >= (final ? 8 : 2)) return false;
			if (final) await new Promise((r) => setTimeout(r, 250 * failures));
		}
		return this.sent >= this.length;
	}

	async #sendOnce(start, end) {
		const body = Buffer.from(this.buf.subarray(start, end));
		let res;
		try {
			res = await this.client.patchTrace(this.jobId, this.jobToken, start, body);
		} catch (err) {
			this.log(`trace: ${err.message}`);
			return false;
		}
		this.patches++;
		if (res.status === 409 || res.status === 403 || res.status === 401 || res.status === 404) {
			this.#finished(res.jobStatus ?? (res.status === 409 ? "canceled" : `refused (HTTP ${res.status})`));
			return false;
		}
		if (res.status === 202 || res.status === 200) {
			this.sent = Math.min(this.length, res.range ?? end);
			if (res.jobStatus && TERMINAL.has(res.jobStatus)) this.#finished(res.jobStatus);
			return true;
		}
		if (res.status === 416 && res.range !== null && res.range !== start) {
			// The server holds a different length than we thought: go on from there.
			this.log(`trace: the server holds ${res.range} bytes, not ${start}; resending from there`);
			this.sent = Math.min(this.length, res.range);
			return true;
		}
		this.log(`trace: HTTP ${res.status}`);
		return false;
	}

	#finished(status) {
		if (this.stopped) return;
		this.stopped = true;
		clearInterval(this.timer);
		this.onFinished(status);
	}

	/** Stops sending at once (after a cancel): nothing more goes out. */
	stop() {
		this.stopped = true;
		clearInterval(this.timer);
	}

	/** Releases the masker's held tail and sends everything. → true when the server holds it all. */
	async finish() {
		clearInterval(this.timer);
		if (this.stopped) return false;
		this.#append(this.masker.flush());
		if (this.inflight) await this.inflight;
		if (this.stopped) return false;
		return this.#sendAll(true);
	}
}
