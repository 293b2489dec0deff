// Chaos over shards (issue 38): after the load, every workspace's rows of each service database are
// on the shard the directory places it on and nowhere else, and the run's workspaces cover every shard
// of each spread database the load wrote to (the load really ran on both).
import { adminCall } from "../dev.mjs";

export async function shardInvariants({ url, adminToken }) {
	const out = [];
	const workspaces = [];
	let cursor;
	do {
		const page = (
			await adminCall(url, adminToken, "GET", `/v1/workspaces?limit=50${cursor ? `&cursor=${cursor}` : ""}`)
		).body;
		workspaces.push(...page.data.map((w) => w.id));
		cursor = page.meta?.hasMore ? page.meta.cursor : null;
	} while (cursor);
	const covered = new Map();
	for (const ws of workspaces) {
		const where = (await adminCall(url, adminToken, "GET", `/v1/workspaces/${ws}/shards`)).body.data;
		for (const [db, at] of Object.entries(where)) {
			if (at.held) out.push(`${ws} ${db}: still held by a move`);
			at.rows.forEach((n, shard) => {
				if (shard !== at.shard && n > 0) out.push(`${ws} ${db}: ${n} rows on shard ${shard}, placed on ${at.shard}`);
			});
			if (!at.spread) continue;
			if (!covered.has(db)) covered.set(db, { shards: at.rows.length, seen: new Set() });
			if (at.rows[at.shard] > 0) covered.get(db).seen.add(at.shard);
		}
	}
	// A spread database the run wrote nothing to (secrets: chaos has no secrets load) has nothing to cover.
	for (const [db, c] of covered)
		if (c.seen.size > 0 && c.seen.size < c.shards)
			out.push(`${db}: the run's data sat on shards ${[...c.seen].join(", ") || "none"} of ${c.shards}`);
	return { violations: out, workspaces: workspaces.length, covered };
}
