// Moving a workspace between shards (issue 38): the pure rules. Which tables move and how each finds
// the workspace's rows, the order of the phases, and the checksum that proves a copy whole.

export const MOVE_PHASES = ["holding", "copying", "verifying", "cleaning", "done", "failed"] as const;
export type MovePhase = (typeof MOVE_PHASES)[number];

/**
 * How a table's rows of one workspace are found: by its own workspace column, or through a parent
 * table's (a child row without one, e.g. an import chunk through its import job). Tables not listed
 * and without a workspace column belong to no workspace (global settings, transient guards, the
 * courier simulator's orders) and stay where they are.
 */
export type TableRule = { table: string; where: string };

/** Child tables without a workspace column: the parent they belong to. */
const CHILDREN: Record<string, { column: string; parent: string; parentKey: string }> = {
	import_chunks: { column: "job_id", parent: "import_jobs", parentKey: "id" },
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The rule for a table from its columns, or null when it holds no workspace's rows. */
export function tableRule(table: string, columns: readonly string[]): TableRule | null {
	const own = ["account_id", "workspace_id"].find((c) => columns.includes(c));
	if (own) return { table, where: `${ident(own)} = ?1` };
	const child = CHILDREN[table];
	if (!child) return null;
	return {
		table,
		where: `${ident(child.column)} IN (SELECT ${ident(child.parentKey)} FROM ${ident(child.parent)} WHERE account_id = ?1)`,
	};
}

/**
 * Columns whose values the platform locator maps to their workspace (kind by database, table and
 * column), as each service writes them when it mints the key. A row minted before sharding has no
 * locator row and is found on shard 0; a move writes the missing ones as it copies, so nothing of the
 * workspace is lost to shard 0 once it leaves.
 */
const LOCATED: Record<string, Record<string, Record<string, string>>> = {
	DB_PAY: { api_keys: { key_id: "pay.key" } },
	DB_MKT: { api_keys: { id: "mkt.key" } },
	DB_STORE: { api_keys: { key_hash: "store.key" } },
	DB_POS: {
		api_keys: { key_hash: "pos.key" },
		shipments: { upstream_order_id: "pos.order", waybill_id: "pos.waybill" },
	},
	DB_CI: {
		api_keys: { key_hash: "ci.key" },
		projects: { id: "ci.project", badge_token: "ci.badge" },
		runners: { token_hash: "ci.runner" },
	},
	DB_LOC: { api_keys: { key_hash: "loc.key" }, projects: { id: "loc.project" } },
	DB_SECRETS: { api_keys: { key_hash: "secrets.key" } },
};

/** The locator entries (kind, key) a page of a table's rows needs. */
export function locatorsOf(
	db: string,
	table: string,
	rows: readonly { columns: readonly string[]; values: readonly unknown[] }[],
): { kind: string; key: string }[] {
	const byColumn = LOCATED[db]?.[table];
	if (!byColumn || !rows.length) return [];
	const out: { kind: string; key: string }[] = [];
	for (const [column, kind] of Object.entries(byColumn)) {
		const at = rows[0].columns.indexOf(column);
		if (at < 0) continue;
		for (const r of rows) if (typeof r.values[at] === "string") out.push({ kind, key: r.values[at] as string });
	}
	return out;
}

/** Tables a move never reads: SQLite's, D1's and migrations' own. */
export const isInternalTable = (name: string) => /^(sqlite_|_cf_|d1_)/.test(name);

/**
 * A row's contribution to its table's checksum: the first 48 bits of the SHA-256 of its values (in
 * column order) as JSON. Summed mod 2^48 per table, so pages can be read in any order and a step's
 * state is two integers; with the row count, a lost, extra or changed row shows (a collision needs
 * two changes cancelling out to the bit).
 */
export async function rowDigest(values: readonly unknown[]): Promise<number> {
	const json = JSON.stringify(values, (_, v) =>
		v instanceof ArrayBuffer ? `b64:${btoa(String.fromCharCode(...new Uint8Array(v)))}` : v,
	);
	const h = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(json)));
	return h[0] * 2 ** 40 + h[1] * 2 ** 32 + h[2] * 2 ** 24 + h[3] * 2 ** 16 + h[4] * 2 ** 8 + h[5];
}

export const SUM_MOD = 2 ** 48;
export const addDigest = (sum: number, d: number) => (sum + d) % SUM_MOD;

export interface TableCheck {
	source: { rows: number; sum: number };
	target: { rows: number; sum: number };
}
export const emptyCheck = (): TableCheck => ({ source: { rows: 0, sum: 0 }, target: { rows: 0, sum: 0 } });
export const checksAgree = (c: TableCheck) => c.source.rows === c.target.rows && c.source.sum === c.target.sum;

/**
 * Tables ordered so every table comes after the tables its foreign keys point at (self-references
 * and tables outside `names` ignored; a cycle keeps the remaining tables in name order).
 */
export function parentsFirst(names: readonly string[], parents: ReadonlyMap<string, readonly string[]>): string[] {
	const set = new Set(names);
	const out: string[] = [];
	const placed = new Set<string>();
	let progress = true;
	while (out.length < names.length && progress) {
		progress = false;
		for (const n of names) {
			if (placed.has(n)) continue;
			const deps = (parents.get(n) ?? []).filter((p) => p !== n && set.has(p));
			if (deps.every((p) => placed.has(p))) {
				out.push(n);
				placed.add(n);
				progress = true;
			}
		}
	}
	return [...out, ...names.filter((n) => !placed.has(n))];
}
