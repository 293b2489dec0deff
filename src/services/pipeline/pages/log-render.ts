// A job's trace as the page shows it (issue 41): ANSI colours → HTML by ansi_up (escaped, class
// mode), lines numbered from 1, and GitLab's collapsible sections
// (`section_start:<unix>:<name>[collapsed=true]\r\e[0K<header>` … `section_end:<unix>:<name>\r\e[0K`).
// One renderer for both the first page and the live stream: it turns text into items (a line, a
// section opening with its header line, a section closing) that the page nests server-side and the
// page's script nests the same way from the SSE route. Only complete lines are emitted; the end of
// a line still being written waits for its newline (or flush()).
import { AnsiUp } from "ansi_up";

export type LogItem =
	| { t: "line"; n: number; html: string }
	| { t: "open"; n: number; html: string; name: string; collapsed: boolean }
	| { t: "close" };

const MARKER =
	// biome-ignore lint/suspicious/noControlCharactersInRegex: the marker is ESC [ 0 K, as GitLab's runner writes it
	/(?:\u001b\[0K)?section_(start|end):(\d{1,12}):([A-Za-z0-9_.-]{1,100})(?:\[([^\]\r\n]{0,200})\])?\r?(?:\u001b\[0K)?/g;

/** The 16 colours ansi_up names (its class palette): a 256-colour or true-colour span gets the nearest. */
const PALETTE: Array<[string, number, number, number]> = [
	["black", 0, 0, 0],
	["red", 187, 0, 0],
	["green", 0, 187, 0],
	["yellow", 187, 187, 0],
	["blue", 0, 0, 187],
	["magenta", 187, 0, 187],
	["cyan", 0, 187, 187],
	["white", 255, 255, 255],
	["bright-black", 85, 85, 85],
	["bright-red", 255, 85, 85],
	["bright-green", 0, 255, 0],
	["bright-yellow", 255, 255, 85],
	["bright-blue", 85, 85, 255],
	["bright-magenta", 255, 85, 255],
	["bright-cyan", 85, 255, 255],
	["bright-white", 255, 255, 255],
];

export function nearestColour(r: number, g: number, b: number): string {
	let best = PALETTE[0];
	let bestD = Number.POSITIVE_INFINITY;
	for (const p of PALETTE) {
		const d = (p[1] - r) ** 2 + (p[2] - g) ** 2 + (p[3] - b) ** 2;
		if (d < bestD) [best, bestD] = [p, d];
	}
	return best[0];
}

const STYLE_CLASS: Record<string, string> = {
	"font-weight:bold": "ansi-bold",
	"opacity:0.7": "ansi-faint",
	"font-style:italic": "ansi-italic",
	"text-decoration:underline": "ansi-underline",
};

/**
 * ansi_up writes bold, faint, italic, underline and 256/true colours as style attributes even in
 * class mode; the page's CSP allows no style attribute, so each becomes a class of the page's own
 * stylesheet (colours: the nearest of the 16). Only ansi_up's own span tags are rewritten.
 */
export function classOnly(html: string): string {
	return html.replace(/<span style="([^"]*)"(?: class="([^"]*)")?>/g, (_m, style: string, cls?: string) => {
		const classes = cls ? cls.split(" ") : [];
		for (const part of style.split(";")) {
			const rgb = /^(color|background-color):rgb\((\d+),(\d+),(\d+)\)$/.exec(part);
			if (rgb) classes.push(`ansi-${nearestColour(+rgb[2], +rgb[3], +rgb[4])}-${rgb[1] === "color" ? "fg" : "bg"}`);
			else if (STYLE_CLASS[part]) classes.push(STYLE_CLASS[part]);
		}
		return classes.length ? `<span class="${classes.join(" ")}">` : "<span>";
	});
}

export class LogRenderer {
	private ansi = new AnsiUp();
	private partial = "";
	private n = 0;
	private open: string[] = [];

	constructor() {
		this.ansi.use_classes = true;
	}

	/** Items for the complete lines `text` finishes; the rest waits. */
	push(text: string): LogItem[] {
		const all = this.partial + text;
		const cut = all.lastIndexOf("\n");
		if (cut < 0) {
			this.partial = all;
			return [];
		}
		this.partial = all.slice(cut + 1);
		const out: LogItem[] = [];
		for (const line of all.slice(0, cut).split("\n")) this.line(line, out);
		return out;
	}

	/** The unfinished last line, and the end of every open section: the log is complete. */
	flush(): LogItem[] {
		const out: LogItem[] = [];
		if (this.partial) this.line(this.partial, out);
		this.partial = "";
		for (const _ of this.open) out.push({ t: "close" });
		this.open = [];
		return out;
	}

	private line(raw: string, out: LogItem[]) {
		const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
		let at = 0;
		let pending: { name: string; collapsed: boolean } | null = null;
		const emit = (piece: string) => {
			const html = this.html(piece);
			if (pending) {
				out.push({ t: "open", n: ++this.n, html, ...pending });
				this.open.push(pending.name);
				pending = null;
			} else if (html.trim()) out.push({ t: "line", n: ++this.n, html });
		};
		for (const m of text.matchAll(MARKER)) {
			emit(text.slice(at, m.index));
			at = (m.index ?? 0) + m[0].length;
			if (m[1] === "start") pending = { name: m[3], collapsed: /(?:^|,)collapsed=true(?:,|$)/.test(m[4] ?? "") };
			else this.close(m[3], out);
		}
		emit(text.slice(at));
	}

	/** Closes `name` and any section opened inside it and left open; an unknown name closes nothing. */
	private close(name: string, out: LogItem[]) {
		const i = this.open.lastIndexOf(name);
		if (i < 0) return;
		for (let k = this.open.length; k > i; k--) out.push({ t: "close" });
		this.open.length = i;
	}

	/** A carriage return rewrites the line (progress bars): what it overwrote still moves ANSI state. */
	private html(piece: string): string {
		const cr = piece.lastIndexOf("\r");
		if (cr >= 0) this.ansi.ansi_to_html(piece.slice(0, cr));
		return classOnly(this.ansi.ansi_to_html(cr >= 0 ? piece.slice(cr + 1) : piece));
	}
}

/** The whole of a finished trace (or what is complete of a running one) as items. */
export function renderLog(text: string, complete: boolean): { items: LogItem[]; renderer: LogRenderer } {
	const renderer = new LogRenderer();
	const items = renderer.push(text);
	if (complete) items.push(...renderer.flush());
	return { items, renderer };
}
