import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnOf, parseCsv, recordToContact } from "../../../src/services/marketing/contacts/domain/csv";

describe("CSV parsing (RFC 4180)", () => {
	it("reads quoted fields with commas, doubled quotes and line breaks; CRLF or LF; a BOM; blank lines", () => {
		expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"multi\nline",\n\n')).toEqual([
			["a", "b"],
			["x, y", 'say "hi"'],
			["multi\nline", ""],
		]);
	});

	it("reports an unterminated quote and a stray quote", () => {
		expect(parseCsv('a\n"open')).toEqual({ error: "the file ends inside a quoted field" });
		expect(parseCsv('a\nab"c')).toHaveProperty("error");
	});

	it("round-trips any table written by the rules", () => {
		const cell = fc.string();
		fc.assert(
			fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (table) => {
				const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
				const text = table.map((r) => r.map(quote).join(",")).join("\r\n");
				expect(parseCsv(text)).toEqual(table);
			}),
		);
	});

	it("maps headers to fields, map keys and attributes", () => {
		const cols = [
			"Email",
			"first_name",
			"Last Name",
			"tags",
			"subscriptions.email",
			"social.instagram",
			"Favourite",
		].map(columnOf);
		expect(recordToContact(cols, ["a@example.com", "A", "", "x; y|z", "subscribed", "@a", "blue"])).toEqual({
			email: "a@example.com",
			firstName: "A",
			tags: ["x", "y", "z"],
			subscriptions: { email: "subscribed" },
			socialHandles: { instagram: "@a" },
			attributes: { Favourite: "blue" },
		});
	});
});
