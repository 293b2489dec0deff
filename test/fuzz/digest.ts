// A workspace's state in one database, for "a 4xx writes nothing" (issue 26): per table with an
// account or workspace column, its row count and latest update for that workspace — read in one
// D1 batch.
import { env } from "cloudflare:test";
import { SHARDED_DBS, type ShardedDb } from "../../src/platform/shards";
import { dbOf } from "../helpers/shards";

interface Table {
	name: string;
	owner: string;
	updated: string | null;
}

const tablesOf = new Map<string, Table[]>();

async function tables(db: D1Database, key: string): Promise<Table[]> {
	const known = tablesOf.get(key);
	if (known) return known;
	const names = await db
		.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
		)
		.all<{ name: string }>();
	const out: Table[] = [];
	for (const { name } of names.results) {
		const cols = (await db.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()).results.map((c) => c.name);
		const owner = ["account_id", "workspace_id"].find((c) => cols.includes(c));
		if (!owner) continue;
		out.push({ name, owner, updated: cols.includes("updated_at") ? "updated_at" : null });
	}
	tablesOf.set(key, out);
	return out;
}

const isSharded = (b: string): b is ShardedDb => (SHARDED_DBS as readonly string[]).includes(b);

/** "table:count:maxUpdated|…" for the workspace in the binding's database (its shard of it, issue 38). */
export async function digest(binding: keyof typeof env, ws: string): Promise<string> {
	const db = isSharded(binding) ? await dbOf(binding, ws) : (env[binding] as D1Database);
	const list = await tables(db, String(binding));
	if (!list.length) return "";
	const results = await db.batch(
		list.map((t) =>
			db
				.prepare(
					`SELECT COUNT(*) AS n${t.updated ? `, MAX(${t.updated}) AS u` : ""} FROM "${t.name}" WHERE ${t.owner} = ?1`,
				)
				.bind(ws),
		),
	);
	return list
		.map((t, i) => {
			const row = results[i]?.results[0] as { n: number; u?: unknown } | undefined;
			return `${t.name}:${row?.n ?? 0}:${row?.u ?? ""}`;
		})
		.join("|");
}

/** The tables whose part differs between two digests. */
export function changed(a: string, b: string): string[] {
	const before = new Map(a.split("|").map((p) => [p.split(":")[0], p]));
	return b.split("|").filter((p) => before.get(p.split(":")[0]) !== p);
}
