import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readsOnly } from "../../src/platform/shards";
import {
	addDigest,
	checksAgree,
	locatorsOf,
	parentsFirst,
	rowDigest,
	SUM_MOD,
	tableRule,
} from "../../src/services/admin/moves/domain";

describe("move rules", () => {
	it("the locator entries a page of rows needs: by database, table and column; nothing for other tables", () => {
		const rows = [
			{ columns: ["id", "account_id", "key_hash"], values: ["k1", "acc_a", "h1"] },
			{ columns: ["id", "account_id", "key_hash"], values: ["k2", "acc_a", "h2"] },
		];
		expect(locatorsOf("DB_POS", "api_keys", rows)).toEqual([
			{ kind: "pos.key", key: "h1" },
			{ kind: "pos.key", key: "h2" },
		]);
		expect(locatorsOf("DB_MKT", "api_keys", rows)).toEqual([
			{ kind: "mkt.key", key: "k1" },
			{ kind: "mkt.key", key: "k2" },
		]);
		expect(locatorsOf("DB_POS", "sales", rows)).toEqual([]);
		expect(locatorsOf("DB_POS", "api_keys", [])).toEqual([]);
	});

	it("tables come after the tables they point at, whatever the graph (acyclic), self-references ignored", () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.tuple(fc.nat(11), fc.nat(11))), (n, edges) => {
				const names = Array.from({ length: n }, (_, i) => `t${i}`);
				// child index > parent index keeps it acyclic; shuffle names so order is not given away
				const parents = new Map<string, string[]>();
				for (const [a, b] of edges) {
					const [child, parent] = [Math.max(a % n, b % n), Math.min(a % n, b % n)];
					parents.set(`t${child}`, [...(parents.get(`t${child}`) ?? []), `t${parent}`]);
				}
				const order = parentsFirst([...names].reverse(), parents);
				expect([...order].sort()).toEqual([...names].sort());
				for (const [child, ps] of parents)
					for (const p of ps) if (p !== child) expect(order.indexOf(p)).toBeLessThan(order.indexOf(child));
			}),
		);
		expect(
			parentsFirst(
				["a", "b"],
				new Map([
					["a", ["b"]],
					["b", ["a"]],
				]),
			),
		).toEqual(["a", "b"]);
	});

	it("a table's workspace rows: own column, a listed parent, or none (global)", () => {
		expect(tableRule("sales", ["id", "account_id"])?.where).toBe('"account_id" = ?1');
		expect(tableRule("projects", ["id", "workspace_id"])?.where).toBe('"workspace_id" = ?1');
		expect(tableRule("import_chunks", ["job_id", "seq"])?.where).toContain('"import_jobs"');
		expect(tableRule("billing_config", ["id", "value"])).toBeNull();
	});

	it("checksums: order-independent sums mod 2^48 that tell a changed value or a missing row", async () => {
		const rows = [
			["a", 1],
			["b", 2],
			["c", null],
		];
		const sum = async (rs: unknown[][]) => {
			let s = 0;
			for (const r of rs) s = addDigest(s, await rowDigest(r));
			return s;
		};
		const base = await sum(rows);
		expect(await sum([...rows].reverse())).toBe(base);
		expect(await sum([rows[0], rows[1], ["c", 0]])).not.toBe(base);
		expect(base).toBeLessThan(SUM_MOD);
		expect(checksAgree({ source: { rows: 3, sum: base }, target: { rows: 2, sum: base } })).toBe(false);
	});

	it("a held workspace's binding lets reads through and nothing else", () => {
		for (const sql of ["SELECT 1", "  select * from x", "WITH a AS (SELECT 1) SELECT * FROM a", "PRAGMA table_info(x)"])
			expect(readsOnly(sql)).toBe(true);
		for (const sql of [
			"INSERT INTO x VALUES (1)",
			"UPDATE x SET a = 1",
			"DELETE FROM x",
			"WITH a AS (SELECT 1) DELETE FROM x",
			"REPLACE INTO x VALUES (1)",
		])
			expect(readsOnly(sql)).toBe(false);
	});
});
