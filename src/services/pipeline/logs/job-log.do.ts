import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import {
	type AppendResult,
	type ChunkView,
	type LogStatus,
	MAX_LOG_BYTES,
	PING_MS,
	READ_LIMIT,
	type ReadResult,
	type StreamOptions,
	TRUNCATION_NOTICE,
} from "./contract";
import { chunkFrame, concatBytes, doneFrame, maskText, PING_FRAME, pieces, splitUtf8Tail } from "./domain";

/** One SQLite row holds at most 2 MB: longer chunk text is stored in parts of this many UTF-16 units. */
const PART_UNITS = 256 * 1024;
const EMPTY = new Uint8Array(0);
const SSE_HEADERS = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" };

interface State {
	/** Bytes the runner has sent (kept or not): the next append's start. */
	length: number;
	seq: number;
	truncated: boolean;
	/**
	 * Bytes received but not stored yet: the end of the last append that could still be the start of
	 * a masked value (maskText), then an incomplete UTF-8 character; the next append completes them.
	 */
	tail: Uint8Array;
	status: LogStatus | null;
}
interface Reader {
	writer: WritableStreamDefaultWriter<Uint8Array>;
	timer: ReturnType<typeof setInterval>;
}

/**
 * The trace of one CI job (DESIGN §1): append-only chunks numbered 1, 2, … (one per accepted
 * append), at most 4 MiB kept, live fan-out to SSE readers and replay from any seq. Every method
 * reads and writes synchronously before its first await, so racing appends are ordered here and
 * only the one whose start matches the stored length is kept. Readers live in memory only: when
 * the object restarts their streams end and EventSource reconnects with Last-Event-ID.
 */
export class JobLog extends DurableObject<Env> {
	private sql: SqlStorage;
	private state: State;
	private readers = new Set<Reader>();
	private encoder = new TextEncoder();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.sql = ctx.storage.sql;
		this.sql.exec(`CREATE TABLE IF NOT EXISTS chunks (seq INTEGER NOT NULL, part INTEGER NOT NULL,
			content TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (seq, part))`);
		this.sql.exec(`CREATE TABLE IF NOT EXISTS state (id INTEGER PRIMARY KEY CHECK (id = 1), length INTEGER NOT NULL,
			seq INTEGER NOT NULL, truncated INTEGER NOT NULL, tail BLOB, status TEXT)`);
		const row = this.sql
			.exec<{ length: number; seq: number; truncated: number; tail: ArrayBuffer | null; status: string | null }>(
				"SELECT length, seq, truncated, tail, status FROM state",
			)
			.toArray()[0];
		this.state = row
			? { ...row, truncated: !!row.truncated, tail: new Uint8Array(row.tail ?? EMPTY), status: row.status as LogStatus }
			: { length: 0, seq: 0, truncated: false, tail: EMPTY, status: null };
	}

	/** The trace's byte length: where the runner's next append must start. */
	async length(): Promise<number> {
		return this.state.length;
	}

	/**
	 * Appends the bytes the runner sent from `start` (Content-Range). A start other than the stored
	 * length changes nothing (`ok: false`, 416 at the route). Past 4 MiB the bytes still count toward
	 * the length, so the runner's offsets stay valid, but are not kept; one notice chunk says so.
	 * `masked`: the values of the project's masked variables, replaced by [MASKED] before anything is
	 * stored or sent to a reader (maskText), a value split over two appends included.
	 */
	async append(start: number, bytes: Uint8Array | string, masked: readonly string[] = []): Promise<AppendResult> {
		const s = this.state;
		// A finished job's log takes nothing more (the trace route answers 409 with its status).
		if (s.status) return { ok: false, length: s.length, finished: s.status };
		if (start !== s.length) return { ok: false, length: s.length };
		const data = typeof bytes === "string" ? this.encoder.encode(bytes) : new Uint8Array(bytes);
		if (!data.length) return { ok: true, length: s.length, seq: null };
		const room = s.truncated ? 0 : MAX_LOG_BYTES - s.length;
		const crosses = !s.truncated && data.length > room;
		const written: Array<[number, string]> = [];
		const now = Date.now();
		this.ctx.storage.transactionSync(() => {
			if (!s.truncated) {
				const [whole, tail] = splitUtf8Tail(concatBytes(s.tail, crosses ? data.subarray(0, room) : data));
				const { out, held } = maskText(new TextDecoder().decode(whole), masked, crosses);
				// The kept prefix of a crossing append loses its cut character; nothing is carried after it.
				s.tail = crosses ? EMPTY : held ? concatBytes(this.encoder.encode(held), tail) : tail;
				if (!crosses || whole.length) written.push(this.insert(out, now));
				if (crosses) written.push(this.insert(TRUNCATION_NOTICE, now));
				s.truncated = crosses;
			}
			s.length += data.length;
			this.save();
		});
		for (const [seq, content] of written) this.broadcast(chunkFrame(seq, content));
		return { ok: true, length: s.length, seq: written.at(-1)?.[0] ?? null };
	}

	/** Chunks with seq > from, at most `limit` (≤ 500) of them. */
	async read(from: number, limit = READ_LIMIT): Promise<ReadResult> {
		const after = Math.max(0, Math.floor(from));
		const n = Math.min(READ_LIMIT, Math.max(1, Math.floor(limit)));
		const chunks = this.chunksAfter(after, after + n);
		const lastSeq = chunks.at(-1)?.seq ?? after;
		return { chunks, lastSeq, more: this.state.seq > lastSeq, status: this.state.status };
	}

	/**
	 * Records the job's terminal status (the first one wins) and ends every live stream with
	 * `event: done`. An incomplete character left at the end is kept as U+FFFD, not dropped.
	 */
	async finish(status: LogStatus): Promise<{ status: LogStatus; finished: boolean }> {
		const s = this.state;
		if (s.status) return { status: s.status, finished: false };
		let flushed: [number, string] | null = null;
		this.ctx.storage.transactionSync(() => {
			if (s.tail.length) flushed = this.insert(new TextDecoder().decode(s.tail), Date.now());
			s.tail = EMPTY;
			s.status = status;
			this.save();
		});
		if (flushed) this.broadcast(chunkFrame(...(flushed as [number, string])));
		this.broadcast(doneFrame(status));
		for (const r of [...this.readers]) this.drop(r, true);
		return { status, finished: true };
	}

	/**
	 * A text/event-stream of the chunks after `from`, then the live ones as they come, `: ping`
	 * comments in between, and `event: done` + close once the log is finished (at once if it is).
	 */
	async stream(from: number, opts: StreamOptions = {}): Promise<Response> {
		const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
		const writer = writable.getWriter();
		const send = (frame: string) => writer.write(this.encoder.encode(frame)).catch(() => {});
		// Replay and registration happen with no await between them: no chunk falls in a gap.
		for (const c of this.chunksAfter(Math.max(0, Math.floor(from)), Number.MAX_SAFE_INTEGER))
			send(chunkFrame(c.seq, c.content));
		if (this.state.status) {
			send(doneFrame(this.state.status));
			writer.close().catch(() => {});
		} else {
			const reader: Reader = {
				writer,
				timer: setInterval(() => this.write(reader, PING_FRAME), opts.pingMs ?? PING_MS),
			};
			this.readers.add(reader);
			writer.closed.catch(() => this.drop(reader));
		}
		return new Response(readable, { headers: SSE_HEADERS });
	}

	private insert(content: string, at: number): [number, string] {
		const seq = ++this.state.seq;
		const parts = content ? pieces(content, PART_UNITS) : [""];
		for (const [part, p] of parts.entries())
			this.sql.exec("INSERT INTO chunks (seq, part, content, at) VALUES (?, ?, ?, ?)", seq, part, p, at);
		return [seq, content];
	}

	private save() {
		const s = this.state;
		const tail = s.tail.length ? s.tail.slice().buffer : null;
		this.sql.exec(
			`INSERT INTO state (id, length, seq, truncated, tail, status) VALUES (1, ?, ?, ?, ?, ?)
			 ON CONFLICT (id) DO UPDATE SET length = excluded.length, seq = excluded.seq, truncated = excluded.truncated,
			 tail = excluded.tail, status = excluded.status`,
			s.length,
			s.seq,
			s.truncated ? 1 : 0,
			tail,
			s.status,
		);
	}

	/** Chunks with after < seq ≤ upTo (seqs are contiguous), their parts joined. */
	private chunksAfter(after: number, upTo: number): ChunkView[] {
		const out: ChunkView[] = [];
		const rows = this.sql.exec<{ seq: number; content: string; at: number }>(
			"SELECT seq, content, at FROM chunks WHERE seq > ? AND seq <= ? ORDER BY seq, part",
			after,
			upTo,
		);
		for (const r of rows) {
			const last = out.at(-1);
			if (last?.seq === r.seq) last.content += r.content;
			else out.push({ seq: r.seq, content: r.content, at: iso(r.at) as string });
		}
		return out;
	}

	private broadcast(frame: string) {
		for (const r of this.readers) this.write(r, frame);
	}

	/** A write that fails means the reader went away: forget it. */
	private write(r: Reader, frame: string) {
		r.writer.write(this.encoder.encode(frame)).catch(() => this.drop(r));
	}

	private drop(r: Reader, close = false) {
		clearInterval(r.timer);
		this.readers.delete(r);
		if (close) r.writer.close().catch(() => {});
	}
}

declare module "../../../env" {
	interface DurableObjectClasses {
		JOB_LOG: JobLog;
	}
}
