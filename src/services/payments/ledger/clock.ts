import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { workspaceEnv } from "../../admin/public";
import { clearDue, dueRows, setDue } from "./store";

/**
 * Due work for payments: things that happen at a time rather than on a request (simulated payout
 * rail steps, payout schedules; later subscription renewals, trials, dunning, checkout expiry).
 *
 * Each kind of work has a runner, listed in due.ts. A runner is idempotent: it looks
 * at its own state for one workspace and environment at `now`, does what is due and records when
 * it is next due with `markDue` in DB_PAY `due_work`. Two things call runners:
 *  - the minute cron (`runDueWork`), which visits only rows already due — never a scan of every
 *    workspace — at most DUE_BATCH per tick, oldest first;
 *  - `POST /v1/test-helpers/clock/advance`, which moves a test workspace's clock and runs every
 *    runner for it before answering (DESIGN §4 test-mode CONTRACT).
 * A test workspace's clock is its PaymentsLedger's clock (real time + offset); live is real time.
 */

import type { PayEnvironment, PayScope } from "../context";

export type { PayEnvironment };
export type DueRunner = (env: Env, workspaceId: string, environment: PayEnvironment, now: number) => Promise<void>;
/** Runners by name, in the order a clock advance runs them. */
export type DueRunners = Readonly<Record<string, DueRunner>>;

/** The runner that drives payouts (simulated rail steps, schedules, gateway polls). */
export const PAYOUT_RUNNER = "payouts";
/** Workspaces visited per cron tick; the rest wait for the next minute (oldest first). */
export const DUE_BATCH = 100;
/** A runner that throws is not retried before this, so a broken one cannot hog the batch. */
export const FAILED_RUNNER_BACKOFF_MS = 5 * 60_000;

type Scope = PayScope;

/** Records (or clears, with null) when `runner` next has work for this workspace, in wall-clock ms. */
export async function markDue(env: Env, s: Scope, runner: string, dueAt: number | null): Promise<void> {
	if (dueAt == null) await clearDue(env, s, runner);
	else await setDue(env, s, runner, Math.floor(dueAt));
}

const ledgerOf = (env: Env, s: Scope) =>
	env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(`${s.workspaceId}:${s.environment}`));

/** The scope's current time (workspaceNow for one PayScope): what every verb stamps its writes with. */
export const scopeNow = (env: Env, s: PayScope) => workspaceNow(env, s.workspaceId, s.environment);

/** The workspace's current time: real time in live mode, the test clock in test mode. */
export async function workspaceNow(env: Env, workspaceId: string, environment: PayEnvironment): Promise<number> {
	if (environment === "live") return Date.now();
	return (await ledgerOf(env, { workspaceId, environment }).now({ workspaceId, environment })).now;
}

async function runAll(
	env: Env,
	s: Scope,
	runners: DueRunners,
	names: string[],
	now: number,
): Promise<{ ran: string[]; failed: string[] }> {
	const ran: string[] = [];
	const failed: string[] = [];
	for (const name of names) {
		const fn = runners[name];
		if (!fn) continue;
		try {
			await fn(env, s.workspaceId, s.environment, now);
			ran.push(name);
		} catch (err) {
			failed.push(name);
			log(env, "error", {
				service: "pay",
				event: "due_runner_failed",
				runner: name,
				workspace: s.workspaceId,
				environment: s.environment,
				error: err instanceof Error ? err.message : String(err),
			});
		}
	}
	return { ran, failed };
}

/**
 * Moves a test workspace's clock forward by `seconds` and runs every registered runner at the new
 * time before returning. Callers guarantee the environment is test.
 */
export async function advanceTestClock(env: Env, workspaceId: string, seconds: number, runners: DueRunners) {
	const s: Scope = { workspaceId, environment: "test" };
	const res = await ledgerOf(env, s).advanceClock(s, seconds);
	if (!res.ok) return res;
	const { ran, failed } = await runAll(env, s, runners, Object.keys(runners), res.now);
	return { ok: true as const, now: res.now, offsetMs: res.offsetMs, ran, failed };
}

/**
 * The minute cron: runs the runners whose due time has passed, for at most DUE_BATCH workspaces.
 * The cron calls it once per shard of DB_PAY (src/index.ts), so DUE_BATCH is per shard.
 */
export async function runDue(env: Env, wallNow: number, runners: DueRunners): Promise<{ visited: number }> {
	const groups = new Map<string, { s: Scope; names: string[] }>();
	for (const r of await dueRows(env, wallNow, DUE_BATCH)) {
		const k = `${r.workspaceId}:${r.environment}`;
		const g = groups.get(k) ?? { s: { workspaceId: r.workspaceId, environment: r.environment }, names: [] };
		g.names.push(r.runner);
		groups.set(k, g);
	}
	const queue = [...groups.values()];
	const worker = async () => {
		for (let g = queue.shift(); g; g = queue.shift()) {
			// The cron's env is pinned to one shard of DB_PAY (the rows above are that shard's); a runner
			// works for one workspace, so it gets that workspace's env: every database on its shards.
			const on = await workspaceEnv(env, g.s.workspaceId);
			const now = g.s.environment === "live" ? wallNow : await workspaceNow(on, g.s.workspaceId, g.s.environment);
			const { failed } = await runAll(on, g.s, runners, g.names, now);
			for (const name of failed) await markDue(on, g.s, name, wallNow + FAILED_RUNNER_BACKOFF_MS);
		}
	};
	await Promise.all(Array.from({ length: 4 }, worker));
	return { visited: groups.size };
}
