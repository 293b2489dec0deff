// CSV uploads (extension): RFC 4180 parsing and the header → contact field mapping. Pure.

/**
 * Rows of an RFC 4180 document: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF
 * ends a record. Fields are sliced from the text, never grown a character at a time, so the work is
 * one pass over the input however wide or long it is (issue 37 item 1b).
 */
export function parseCsv(text: string): string[][] | { error: string } {
	const rows: string[][] = [];
	let row: string[] = [];
	let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
	const n = text.length;
	const endRecord = () => {
		rows.push(row);
		row = [];
	};
	while (i < n || row.length) {
		let field: string;
		if (text[i] === '"') {
			const parts: string[] = [];
			let from = i + 1;
			for (;;) {
				const q = text.indexOf('"', from);
				if (q < 0) return { error: "the file ends inside a quoted field" };
				parts.push(text.slice(from, q));
				if (text[q + 1] !== '"') {
					i = q + 1;
					break;
				}
				parts.push('"');
				from = q + 2;
			}
			field = parts.join("");
			if (i < n && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r")
				return { error: `line ${rows.length + 1}: a quote inside an unquoted field` };
		} else {
			const from = i;
			while (i < n && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") {
				if (text[i] === '"') return { error: `line ${rows.length + 1}: a quote inside an unquoted field` };
				i++;
			}
			field = text.slice(from, i);
		}
		row.push(field);
		if (i >= n) {
			endRecord();
			break;
		}
		const ch = text[i++];
		if (ch === "\r" && text[i] === "\n") i++;
		if (ch !== ",") {
			endRecord();
			if (i >= n) break;
		}
	}
	// Blank lines carry no contact.
	return rows.filter((r) => !(r.length === 1 && r[0] === ""));
}

const FIELD_BY_HEADER: Record<string, string> = {
	email: "email",
	phone: "phone",
	firstname: "firstName",
	lastname: "lastName",
	source: "source",
	externalref: "externalRef",
	tags: "tags",
};

/** How a column maps: a contact field, a key of a map field (subscriptions.email, social.instagram), or an attribute. */
export type Column =
	| { kind: "field"; field: string }
	| { kind: "map"; field: "subscriptions" | "socialHandles"; key: string }
	| { kind: "attribute"; key: string };

export function columnOf(header: string): Column {
	const h = header.trim();
	const flat = h.toLowerCase().replace(/[\s_-]/g, "");
	if (FIELD_BY_HEADER[flat]) return { kind: "field", field: FIELD_BY_HEADER[flat] };
	const m = h.match(/^(subscriptions?|social(?:handles)?)\.(.+)$/i);
	if (m) return { kind: "map", field: /^sub/i.test(m[1]) ? "subscriptions" : "socialHandles", key: m[2].trim() };
	return { kind: "attribute", key: h };
}

/** One CSV record as a contact body (empty cells are absent; tags split on ; or |). */
export function recordToContact(columns: Column[], record: string[]): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	// Maps are filled in place: copying them once per column made a wide file quadratic (issue 37 item 1b).
	const mapOf = (field: string) => {
		const existing = out[field] as Record<string, string> | undefined;
		if (existing) return existing;
		// No prototype: a column named __proto__ stays a key, as it was when maps were spread.
		const created: Record<string, string> = Object.create(null);
		out[field] = created;
		return created;
	};
	columns.forEach((col, i) => {
		const v = (record[i] ?? "").trim();
		if (v === "") return;
		if (col.kind === "field") {
			out[col.field] =
				col.field === "tags"
					? v
							.split(/[;|]/)
							.map((t) => t.trim())
							.filter(Boolean)
					: v;
		} else if (col.kind === "map") mapOf(col.field)[col.key] = v;
		else mapOf("attributes")[col.key] = v;
	});
	return out;
}

/** Width bounds of an upload: far above any real contact export, far below what stalls a request. */
export const CSV_COLUMNS_MAX = 1000;
export const CSV_HEADER_CELL_MAX = 100;

/** Why a header row is refused, or null: too many columns, or a column name too long to be a field or key. */
export function headerProblem(header: string[]): string | null {
	if (header.length > CSV_COLUMNS_MAX)
		return `The file has ${header.length} columns; at most ${CSV_COLUMNS_MAX} columns are imported`;
	const long = header.findIndex((h) => h.trim().length > CSV_HEADER_CELL_MAX);
	if (long >= 0) return `column ${long + 1}'s name is longer than ${CSV_HEADER_CELL_MAX} characters`;
	return null;
}
