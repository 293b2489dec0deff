// Issue 37 item 1b: every parser of tenant input does work in proportion to its input. Each is fed a
// wide and a long hostile input at n and 2n; doubling may cost at most about 3× (quadratic costs 4×).
import { describe, it } from "vitest";
import { parseFile } from "../../src/services/localization/files/formats";
import { parseIcu } from "../../src/services/localization/icu/parse";
import { parseCsv } from "../../src/services/marketing/contacts/domain/csv";
import { ContactFields } from "../../src/services/marketing/contacts/schemas";
import { compileFilter } from "../../src/services/marketing/segments/domain/filter";
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
});
