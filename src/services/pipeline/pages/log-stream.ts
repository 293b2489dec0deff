// The job page's live log (issue 41): the JobLog object's SSE stream (chunks, pings, done), turned
// into rendered rows on the way. The renderer's state (ANSI colours, the unfinished line, open
// sections, the line count) at the resume point is rebuilt from the chunks up to it, so a stream
// that starts at the page's last chunk, or an EventSource reconnecting with Last-Event-ID, continues
// exactly where the page or the previous stream stopped, with the same line numbers.
import type { Env } from "../../../env";
import type { Lang } from "../../../platform/locale";
import { jobLog, LOG_FINISHED, type LogStatus } from "../logs";
import { LogRenderer } from "./log-render";
import { statusLabel } from "./words";

/** Every chunk's text up to seq `upTo` (all when null), in order, and the last seq read. */
export async function readLog(env: Env, jobId: string, upTo: number | null = null) {
	const stub = jobLog(env, jobId);
	let text = "";
	let seq = 0;
	for (;;) {
		const page = await stub.read(seq);
		for (const c of page.chunks) {
			if (upTo !== null && c.seq > upTo) return { text, lastSeq: seq };
			text += c.content;
			seq = c.seq;
		}
		if (!page.more || !page.chunks.length || (upTo !== null && seq >= upTo)) return { text, lastSeq: seq };
	}
}

const frame = (event: string, data: unknown, id?: number) =>
	`event: ${event}\n${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

/** text/event-stream of `event: lines` (id = chunk seq, data: items) and `event: done` ({status, label, items}). */
export async function liveLog(env: Env, jobId: string, jobStatus: string, from: number, lang: Lang) {
	const renderer = new LogRenderer();
	if (from > 0) renderer.push((await readLog(env, jobId, from)).text);
	const stub = jobLog(env, jobId);
	// A job finished without its log being told (canceled before it ran, a lost finish): tell it now.
	if (LOG_FINISHED.has(jobStatus)) await stub.finish(jobStatus as LogStatus);
	const upstream = await stub.stream(from);
	const decoder = new TextDecoder();
	const encoder = new TextEncoder();
	let buffer = "";
	const body = (upstream.body as ReadableStream<Uint8Array>).pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(bytes, out) {
				buffer += decoder.decode(bytes, { stream: true });
				let end = buffer.indexOf("\n\n");
				while (end >= 0) {
					const f = buffer.slice(0, end);
					buffer = buffer.slice(end + 2);
					const sse = translate(f, renderer, lang);
					if (sse) out.enqueue(encoder.encode(sse));
					end = buffer.indexOf("\n\n");
				}
			},
		}),
	);
	return new Response(body, {
		headers: {
			"Content-Type": "text/event-stream; charset=utf-8",
			"Cache-Control": "no-store",
			"X-Content-Type-Options": "nosniff",
		},
	});
}

/** One upstream frame → the page's frame: a chunk's rows, the final rows and status, or the ping as is. */
function translate(f: string, renderer: LogRenderer, lang: Lang): string | null {
	if (f.startsWith(":")) return `${f}\n\n`;
	const event = /^event: (\w+)$/m.exec(f)?.[1];
	const data = /^data: (.*)$/m.exec(f)?.[1];
	if (!event || data === undefined) return null;
	const d = JSON.parse(data) as { seq?: number; content?: string; status?: string };
	if (event === "chunk") return frame("lines", renderer.push(d.content ?? ""), d.seq);
	if (event === "done") {
		const status = d.status ?? "";
		return frame("done", { status, label: statusLabel(lang, status), items: renderer.flush() });
	}
	return null;
}
