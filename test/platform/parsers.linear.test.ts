// Issue 37 item 1b: every parser of tenant input does work in proportion to its input. Each is fed a
// wide and a long hostile input at n and 2n; doubling may cost at most about 3× (quadratic costs 4×).
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fitEllipsis, measure } from "../../src/platform/pdf-text";
import { parseFile } from "../../src/services/localization/files/formats";
import { parseIcu } from "../../src/services/localization/icu/parse";
import { parseCsv } from "../../src/services/marketing/contacts/domain/csv";
import { ContactFields } from "../../src/services/marketing/contacts/schemas";
import { compileFilter } from "../../src/services/marketing/segments/domain/filter";
import { parseConfig } from "../../src/services/pipeline/config/parse";
import { wrap } from "../../src/services/pos/receipts/pdf";
import { expectLinear } from "../helpers/linear";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("tenant-input parsers are linear", () => {
	it("CSV: a wide record and many records; a long quoted field", async () => {
		await expectLinear(
			"csv wide",
			(n) => {
				const t = range(n)
					.map((i) => `c${i}`)
					.join(",");
				return () => parseCsv(t);
			},
			50_000,
		);
		await expectLinear(
			"csv long",
			(n) => {
				const t = range(n)
					.map((i) => `a${i}@x.example,Name`)
					.join("\n");
				return () => parseCsv(t);
			},
			20_000,
		);
		await expectLinear(
			"csv quoted",
			(n) => {
				const t = `"${'x""'.repeat(n)}"`;
				return () => parseCsv(t);
			},
			100_000,
		);
	});

	it("JSON contact rows: many attributes (the 16 KiB bound is checked in one pass)", async () => {
		await expectLinear(
			"contact attributes",
			(n) => {
				const body = { email: "a@x.example", attributes: Object.fromEntries(range(n).map((i) => [`k${i}`, i])) };
				return () => ContactFields.safeParse(body);
			},
			5_000,
		);
	});

	it("localization files: flat, nested (wide and deep-ish) and XLIFF", async () => {
		const flat = (n: number) => JSON.stringify(Object.fromEntries(range(n).map((i) => [`k${i}`, `v${i}`])));
		await expectLinear(
			"json-flat",
			(n) => {
				const t = flat(n);
				return () => parseFile("json-flat", t);
			},
			10_000,
		);
		await expectLinear(
			"json-nested",
			(n) => {
				const t = JSON.stringify({ a: { b: JSON.parse(flat(n)) } });
				return () => parseFile("json-nested", t);
			},
			10_000,
		);
		const xliff = (n: number) =>
			`<?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="id"><body>${range(n)
				.map((i) => `<trans-unit id="k${i}"><source>s${i}</source><target>t${i}</target></trans-unit>`)
				.join("")}</body></file></xliff>`;
		await expectLinear(
			"xliff units",
			(n) => {
				const t = xliff(n);
				return () => parseFile("xliff", t);
			},
			2_000,
		);
		await expectLinear(
			"xliff long text",
			(n) => {
				const t = xliff(1).replace("t0", "t&amp;".repeat(n));
				return () => parseFile("xliff", t);
			},
			20_000,
		);
	});

	it("ICU: a long message, many arguments, many plural branches", async () => {
		await expectLinear(
			"icu text",
			(n) => {
				const t = "x".repeat(n);
				return () => parseIcu(t);
			},
			50_000,
		);
		await expectLinear(
			"icu args",
			(n) => {
				const t = range(n)
					.map((i) => `{a${i}}`)
					.join(" ");
				return () => parseIcu(t);
			},
			5_000,
		);
		await expectLinear(
			"icu branches",
			(n) => {
				const t = `{n, plural, ${range(n)
					.map((i) => `=${i} {x}`)
					.join(" ")} other {y}}`;
				return () => parseIcu(t);
			},
			2_000,
		);
	});

	it("segment filters: long value lists", async () => {
		await expectLinear(
			"filter in-list",
			(n) => {
				const f = {
					match: "all" as const,
					rules: [{ field: "tag", op: "in" as const, value: range(n).map((i) => `t${i}`) }],
				};
				return () => compileFilter(f);
			},
			10_000,
		);
	});

	it("PDF text: one 100,000-character word and 50,000 short words wrap in linear time", async () => {
		const doc = await PDFDocument.create();
		const courier = await doc.embedFont(StandardFonts.Courier);
		const helvetica = await doc.embedFont(StandardFonts.Helvetica);
		const line = 150; // points: a 58 mm roll less its margins
		await expectLinear("receipt long word", (n) => () => wrap("W".repeat(n), courier, line), 50_000);
		await expectLinear(
			"receipt many words",
			(n) => {
				const t = range(n)
					.map((i) => `w${i % 97}`)
					.join(" ");
				return () => wrap(t, courier, line);
			},
			25_000,
		);
		await expectLinear("label ellipsis", (n) => () => fitEllipsis("AV".repeat(n), measure(helvetica, 9), line), 50_000);
		// The cut is the one pdf-lib's own measure gives: every piece fits, and one more character would not.
		const lines = wrap(`ab ${"W".repeat(100)} cd`, courier, line);
		for (const l of lines) expect(courier.widthOfTextAtSize(l, 8)).toBeLessThanOrEqual(line);
		expect(lines.join("").replaceAll(" ", "")).toBe(`ab${"W".repeat(100)}cd`);
		expect(courier.widthOfTextAtSize(`${lines[1]}W`, 8)).toBeGreaterThan(line);
		const fitted = fitEllipsis("AVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAV", measure(helvetica, 9), 60);
		expect(helvetica.widthOfTextAtSize(fitted, 9)).toBeLessThanOrEqual(60);
		expect(helvetica.widthOfTextAtSize(`${fitted.slice(0, -1)}A…`, 9)).toBeGreaterThan(60);
	});

	it("CI config: wide (aliases, keys, stages, needs) and long (extends diamonds, nesting) hostile files", async () => {
		const cfg = (label: string, make: (n: number) => string, n: number) =>
			expectLinear(
				label,
				(m) => {
					const t = make(m);
					return () => parseConfig(t);
				},
				n,
			);
		await cfg("ci aliases", (n) => `a: &x {script: y}\nb:\n  script: [${range(n).map(() => "*x")}]\n`, 5_000);
		await cfg(
			"ci keys",
			(n) =>
				`j:\n  script: x\n${range(n)
					.map((i) => `  k${i}: 1\n`)
					.join("")}`,
			5_000,
		);
		await cfg(
			"ci merged keys",
			(n) =>
				`.t: {${range(n).map((i) => `k${i}: 1`)}}\nj:\n  extends: .t\n  script: x\n${range(n)
					.map((i) => `  k${i}: 2\n`)
					.join("")}`,
			3_000,
		);
		await cfg("ci stages", (n) => `stages: [${range(n).map((i) => `s${i}`)}]\nj: {script: x, stage: s0}\n`, 20_000);
		await cfg("ci needs", (n) => `a: {script: x}\nb: {script: x, needs: [${range(n).map(() => "a")}]}\n`, 8_000);
		await cfg(
			"ci jobs",
			(n) =>
				range(n)
					.map((i) => `j${i}: {script: x}\n`)
					.join(""),
			5_000,
		);
		// A diamond: each level extends the one below `n` times (fan-out ^ depth paths, one merge each).
		await cfg(
			"ci extends diamond",
			(n) => {
				let s = ".t0: {script: x}\n";
				for (let d = 1; d <= 10; d++) s += `.t${d}: {extends: [${range(n).map(() => `.t${d - 1}`)}]}\n`;
				return `${s}j: {extends: .t10}\n`;
			},
			200,
		);
		const deep = parseConfig(`j: ${"[".repeat(200)}${"]".repeat(200)}\n`);
		expect(deep).toMatchObject({ ok: false, errors: [{ message: "the config nests deeper than 64 levels" }] });
		const chain = parseConfig(
			`${range(13)
				.map((i) => `.t${i}: {${i ? `extends: .t${i - 1}` : "script: x"}}`)
				.join("\n")}\nj: {extends: .t12}\n`,
		);
		expect(chain.ok ? "" : chain.errors[0].message).toBe(".t2:extends: nested deeper than 11 levels");
	});
});
