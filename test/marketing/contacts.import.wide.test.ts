import { describe, expect, it } from "vitest";
import { columnOf, recordToContact } from "../../src/services/marketing/contacts/domain/csv";
import { expectEnvelopeError } from "../helpers/http";
import { expectLinear } from "../helpers/linear";
import { mkt, mktWorkspace } from "../helpers/mkt";

// Issue 37 item 1b: a CSV with thousands of columns made the import quadratic (the attribute map was
// copied once per column) and stalled the whole Worker. Width is capped with a 400, maps are built in place.
const wide = (n: number, cell = (i: number) => `c${i}`) =>
	`email,${Array.from({ length: n }, (_, i) => cell(i)).join(",")}\r\na@example.com,${Array.from({ length: n }, (_, i) => `v${i}`).join(",")}`;

describe("CSV import: hostile widths", () => {
	it("a header of 5,000 columns is refused at once with 400 VALIDATION, nothing queued", async () => {
		const { key } = await mktWorkspace();
		const t0 = Date.now();
		const res = await mkt(key, "POST", "/contacts/import/csv", { raw: wide(5000), contentType: "text/csv" });
		expectEnvelopeError(res, 400, "VALIDATION");
		expect(res.body.error.message).toMatch(/at most 1000 columns/);
		expect(Date.now() - t0).toBeLessThan(2000);
		expect((await mkt(key, "GET", "/contacts")).body.data.data).toEqual([]);
	});

	it("a column name longer than 100 characters is refused with 400 VALIDATION naming the column", async () => {
		const { key } = await mktWorkspace();
		const res = await mkt(key, "POST", "/contacts/import/csv", {
			raw: `email,${"x".repeat(5000)}\na@example.com,1`,
			contentType: "text/csv",
		});
		expectEnvelopeError(res, 400, "VALIDATION");
		expect(res.body.error.message).toMatch(/column 2/);
		expect(res.body.error.message.length).toBeLessThan(200);
	});

	it("the widest allowed file (1,000 columns) is accepted", async () => {
		const { key } = await mktWorkspace();
		const res = await mkt(key, "POST", "/contacts/import/csv", { raw: wide(999), contentType: "text/csv" });
		expect(res.status, res.text).toBe(202);
	});

	it("recordToContact is linear in the number of columns (attribute and map columns)", async () => {
		await expectLinear(
			"recordToContact",
			(n) => {
				const cols = Array.from({ length: n }, (_, i) => columnOf(i % 2 ? `a${i}` : `social.n${i}`));
				const values = cols.map((_, i) => `v${i}`);
				return () => expect(Object.keys(recordToContact(cols, values).attributes as object)).toHaveLength(n / 2);
			},
			10_000,
			{ maxMs: 500 },
		);
	});
});
