// Pipeline (CI) test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { env } from "cloudflare:test";
import { shardBinding, shardCount } from "../../src/platform/shards";
import { bearerCaller, bearerWorkspace } from "./http";
import { dbOf } from "./shards";

export const ciWorkspace = () => bearerWorkspace("ci");

/** `method /ci/api/v1${path}` with Bearer <key or token>. */
export const ci = bearerCaller("/ci/api/v1");

/** The DB_CI shard holding the workspace's rows (issue 38). */
export const ciDbOf = (ws: string) => dbOf("DB_CI", ws);

/**
 * Every DB_CI shard at once, for a statement by a unique id whose workspace the test does not hold:
 * first() is the first shard's row that has one (a lone `COUNT(*) AS n` is summed over the shards),
 * all() every shard's rows, run() runs on each.
 */
export const ciShards = {
	prepare(sql: string) {
		const make = (binds: unknown[]) => ({
			bind: (...more: unknown[]) => make([...binds, ...more]),
			async first<T>() {
				const rows: Record<string, unknown>[] = [];
				for (const d1 of shards()) {
					const row = await d1
						.prepare(sql)
						.bind(...binds)
						.first<Record<string, unknown>>();
					if (row != null) rows.push(row);
				}
				const counts = rows.length && rows.every((r) => Object.keys(r).join() === "n" && typeof r.n === "number");
				if (counts) return { n: rows.reduce((sum, r) => sum + (r.n as number), 0) } as T;
				return (rows[0] ?? null) as T | null;
			},
			async all<T>() {
				const results: T[] = [];
				for (const d1 of shards())
					results.push(
						...(
							await d1
								.prepare(sql)
								.bind(...binds)
								.all<T>()
						).results,
					);
				return { results };
			},
			async run() {
				let changes = 0;
				for (const d1 of shards())
					changes += (
						await d1
							.prepare(sql)
							.bind(...binds)
							.run()
					).meta.changes;
				return { meta: { changes } };
			},
		});
		return make([]);
	},
};

const shards = () =>
	Array.from(
		{ length: shardCount(env, "DB_CI") },
		(_, i) => (env as unknown as Record<string, D1Database>)[shardBinding("DB_CI", i)],
	);
