#!/usr/bin/env node
// Moves one workspace's data of one service to another shard (issue 38; docs/architecture.md
// "Moving a workspace"). Starts the move (the workspace's writes to that service answer 503
// WORKSPACE_MOVING while it runs, reads go on), then steps it until it is done, waiting what each
// step asks. Safe to stop and run again with --move <id>: a move resumes where its last step ended.
//   node scripts/move-workspace.mjs --workspace acc_… --service pos --to 1
//   node scripts/move-workspace.mjs --move mv_…
// Connection: --url / PASAR_URL (default http://127.0.0.1:8787), --admin-token / ADMIN_TOKEN / .dev.vars.
import { cliContext, parseArgs } from "./cli/context.mjs";

const { flags } = parseArgs(process.argv.slice(2));
const ctx = cliContext(flags);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

try {
	let move;
	if (flags.move) move = (await ctx.admin("GET", `/v1/moves/${flags.move}`)).data;
	else {
		if (!flags.workspace || !flags.service || flags.to === undefined)
			throw new Error("give --workspace, --service and --to, or --move to resume one");
		const body = { service: String(flags.service), toShard: Number(flags.to) };
		move = (await ctx.admin("POST", `/v1/workspaces/${flags.workspace}/moves`, body)).data;
		console.error(`move ${move.id}: ${move.db} of ${move.workspaceId}, shard ${move.fromShard} → ${move.toShard}`);
	}
	while (move.phase !== "done" && move.phase !== "failed") {
		if (move.retryAfterMs) await sleep(move.retryAfterMs);
		move = (await ctx.admin("POST", `/v1/moves/${move.id}/step`)).data;
		if (process.stderr.isTTY) process.stderr.write(`… ${move.phase}, ${move.copied} rows copied\r`);
	}
	console.log(JSON.stringify(move, null, 2));
	if (move.phase === "failed") process.exit(1);
} catch (err) {
	console.error(`error: ${err.message}`);
	process.exit(1);
}
