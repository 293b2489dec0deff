// CSV uploads (extension): RFC 4180 parsing and the header → contact field mapping. Pure.

/** Rows of an RFC 4180 document: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a record. */
export function parseCsv(text: string): string[][] | { error: string } {
	const rows: string[][] = [];
	let row: string[] = [];
	let field = "";
	let quoted = false;
	let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
	for (; i < text.length; i++) {
		const ch = text[i];
		if (quoted) {
			if (ch === '"') {
				if (text[i + 1] === '"') {
					field += '"';
					i++;
				} else quoted = false;
			} else field += ch;
		} else if (ch === '"') {
			if (field !== "") return { error: `line ${rows.length + 1}: a quote inside an unquoted field` };
			quoted = true;
		} else if (ch === ",") {
			row.push(field);
			field = "";
		} else if (ch === "\n" || ch === "\r") {
			if (ch === "\r" && text[i + 1] === "\n") i++;
			row.push(field);
			rows.push(row);
			row = [];
			field = "";
		} else field += ch;
	}
	if (quoted) return { error: "the file ends inside a quoted field" };
	if (field !== "" || row.length) {
		row.push(field);
		rows.push(row);
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
