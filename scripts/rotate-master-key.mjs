#!/usr/bin/env node
// MASTER_KEY rotation for the secrets service (procedure: docs/secrets.md "Rotating MASTER_KEY").
//   node scripts/rotate-master-key.mjs --generate                 print a new 32-byte key (hex)
//   node scripts/rotate-master-key.mjs [--dry-run] [--batch 100] [--workspace acc_...]
// Re-wraps every secrets project key under the Worker's current MASTER_KEY, opening the old
// wrapping with MASTER_KEY_PREVIOUS; secret values are not touched. Drives
// POST /admin/v1/maintenance/secrets/rewrap-project-keys until its cursor runs out. Safe to re-run.
// Connection: --url / PASAR_URL (default http://127.0.0.1:8787), --admin-token / ADMIN_TOKEN / .dev.vars.
import { randomBytes } from "node:crypto";
import { cliContext, parseArgs } from "./cli/context.mjs";

const { flags } = parseArgs(process.argv.slice(2));

if (flags.generate) {
	console.log(randomBytes(32).toString("hex"));
	process.exit(0);
}

const ctx = cliContext(flags);
const dryRun = !!flags["dry-run"];
const limit = Number(flags.batch ?? 100);
const totals = { scanned: 0, rewrapped: 0, alreadyCurrent: 0, pending: 0 };
const failed = [];
let cursor;
let masterKeyId;
try {
	do {
		const body = {
			limit,
			dryRun,
			...(cursor ? { cursor } : {}),
			...(flags.workspace ? { workspaceId: String(flags.workspace) } : {}),
		};
		const step = (await ctx.admin("POST", "/v1/maintenance/secrets/rewrap-project-keys", body)).data;
		masterKeyId = step.masterKeyId;
		for (const k of Object.keys(totals)) totals[k] += step[k];
		failed.push(...step.failed);
		cursor = step.nextCursor ?? undefined;
		if (process.stderr.isTTY) process.stderr.write(`… ${totals.scanned} projects scanned\r`);
	} while (cursor);
} catch (err) {
	console.error(`error: ${err.message}`);
	process.exit(1);
}

console.log(JSON.stringify({ masterKeyId, dryRun, ...totals, failed: failed.length }, null, 2));
for (const f of failed) console.error(`cannot re-wrap ${f.projectId}: ${f.reason}`);
if (failed.length) {
	console.error(
		"Some project keys are wrapped under neither MASTER_KEY nor MASTER_KEY_PREVIOUS. Keep MASTER_KEY_PREVIOUS set and investigate before removing any key.",
	);
	process.exit(1);
}
if (dryRun)
	console.log(
		totals.pending
			? `${totals.pending} project key(s) still to re-wrap.`
			: "Nothing to re-wrap: every project key is under the current MASTER_KEY.",
	);
else console.log("Every secrets project key is wrapped under the current MASTER_KEY.");
