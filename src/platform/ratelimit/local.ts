// Rate limits decided in the isolate, synchronised with the limiter Durable Object in the background
// (issue 27; the scheme Unkey and Cloudflare's own rate limiting use). Each isolate keeps, per gate
// (a workspace, a workspace and environment, a client address) and class, the count the gate's
// object last reported for the current window plus what this isolate admitted since, and decides at
// once: no storage round trip on the request path. It reports what it admitted to the object after
// the answer (waitUntil), batched, at most once per SYNC_INTERVAL_MS per gate — a trailing report
// follows a burst so nothing waits for the next request — and takes the global count back.
//
// Bound: within one isolate the count is exact (decisions are synchronous in its memory). Across
// isolates each sees the others' requests one sync later, so a gate admits at most the limit plus
// what the other isolates admitted within one sync interval (about a second of their traffic), never
// more. The first request of a gate in an isolate waits for one sync (one Durable Object call) so a
// fresh isolate starts from the global count, not from zero. If the object cannot be reached the
// isolate keeps deciding on its own counts (fail open, logged): a limiter outage never takes the API
// down with it.
import type { Env } from "../../env";
import { inBackground, sleep } from "../background";
import { log } from "../log";
import { backgroundEnv } from "../roundtrips";

export const RATE_WINDOW_MS = 60_000;
/** A gate reports to its object at most this often (and this long after a burst at the latest). */
export const SYNC_INTERVAL_MS = 1_000;

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Epoch ms when the current window ends and the count starts again. */
	resetAt: number;
}

/** What an isolate sends its gate's object: requests admitted per class since its last report. */
export interface SyncReport {
	windowStart: number;
	deltas: Record<string, number>;
	/** Credentials used since the last report (id -> latest epoch ms): payments writes lastUsedAt from them. */
	uses?: Record<string, number>;
}

/** The object's answer: the window it counts and every class's global count in it. */
export interface SyncAnswer {
	windowStart: number;
	counts: Record<string, number>;
	/** Payments: the workspace's key-set version (changes on every key change), see PayRateLimiter. */
	keysVersion?: string;
}

export type SyncFn = (env: Env, gate: string, report: SyncReport) => Promise<SyncAnswer>;

interface Gate {
	windowStart: number;
	/** Global counts as of the last answer (this isolate's reported requests included). */
	synced: Record<string, number>;
	/** Admitted here, not yet reported. */
	pending: Record<string, number>;
	/** Reported, answer not back yet. */
	sending: Record<string, number>;
	uses: Map<string, number>;
	lastSync: number;
	syncing: Promise<void> | null;
	trailing: boolean;
	/** Resolves once the gate's first sync is answered (or failed). */
	ready: Promise<void>;
	keysVersion?: string;
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
	for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
	return into;
};
const any = (r: Record<string, number>) => Object.values(r).some((n) => n > 0);

export interface LocalRateLimiter {
	/** Counts one request of `cls` against `limit` per window on `gate`; refused requests are not counted. */
	take(
		env: Env,
		gate: string,
		cls: string,
		limit: number,
		use?: string,
	): Promise<RateDecision & { keysVersion?: string }>;
	/** Reports now and waits for the answer (tests, and the isolate that must know at once). */
	flush(env: Env, gate: string): Promise<void>;
	/** This isolate's view of a gate (tests). */
	inspect(
		gate: string,
	): { windowStart: number; synced: Record<string, number>; pending: Record<string, number> } | null;
	/** Forgets every gate: the next request of each syncs first (tests measure a cold isolate with it). */
	clear(): void;
}

export function localRateLimiter(opts: {
	/** For logs: "pay", "mkt", ... */
	service: string;
	sync: SyncFn;
	/** Called with every answer (payments watches its key-set version). */
	onAnswer?: (env: Env, gate: string, answer: SyncAnswer, previous: SyncAnswer["keysVersion"]) => void;
	syncIntervalMs?: number;
	windowMs?: number;
}): LocalRateLimiter {
	const interval = opts.syncIntervalMs ?? SYNC_INTERVAL_MS;
	const windowMs = opts.windowMs ?? RATE_WINDOW_MS;
	const gates = new Map<string, Gate>();
	const windowOf = (now: number) => now - (now % windowMs);

	function roll(gate: Gate, windowStart: number) {
		if (gate.windowStart === windowStart) return;
		gate.windowStart = windowStart;
		gate.synced = {};
		gate.pending = {};
		gate.sending = {};
	}

	function syncNow(env: Env, name: string, gate: Gate): Promise<void> {
		if (gate.syncing) return gate.syncing;
		gate.lastSync = Date.now();
		const deltas = gate.pending;
		const uses = Object.fromEntries(gate.uses);
		const windowStart = gate.windowStart;
		gate.pending = {};
		gate.sending = { ...deltas };
		gate.uses.clear();
		const report: SyncReport = { windowStart, deltas, ...(Object.keys(uses).length ? { uses } : {}) };
		gate.syncing = (async () => {
			try {
				const answer = await opts.sync(env, name, report);
				gate.sending = {};
				if (answer.windowStart === gate.windowStart) gate.synced = answer.counts;
				const previous = gate.keysVersion;
				gate.keysVersion = answer.keysVersion;
				opts.onAnswer?.(env, name, answer, previous);
			} catch (err) {
				// Keep deciding on our own counts; what was not reported goes with the next report.
				gate.sending = {};
				if (gate.windowStart === windowStart) add(gate.pending, deltas);
				for (const [id, at] of Object.entries(uses)) gate.uses.set(id, Math.max(gate.uses.get(id) ?? 0, at));
				log(env, "error", {
					service: opts.service,
					event: "ratelimit.unavailable",
					gate: name,
					error: err instanceof Error ? err.message : String(err),
				});
			} finally {
				gate.syncing = null;
			}
		})();
		return gate.syncing;
	}

	/** After a decision: report now if the interval has passed, else once it has (if there is news). */
	function schedule(env: Env, name: string, gate: Gate, now: number) {
		if (gate.syncing || gate.trailing) return;
		const due = gate.lastSync + interval - now;
		if (due <= 0) {
			inBackground(syncNow(backgroundEnv(env), name, gate));
		} else if (any(gate.pending) || gate.uses.size) {
			gate.trailing = true;
			inBackground(
				sleep(due).then(() => {
					gate.trailing = false;
					return syncNow(backgroundEnv(env), name, gate);
				}),
			);
		}
	}

	return {
		async take(env, name, cls, limit, use) {
			let gate = gates.get(name);
			if (!gate) {
				if (gates.size >= 10_000) gates.clear();
				const fresh: Gate = {
					windowStart: windowOf(Date.now()),
					synced: {},
					pending: {},
					sending: {},
					uses: new Map(),
					lastSync: 0,
					syncing: null,
					trailing: false,
					ready: Promise.resolve(),
				};
				gates.set(name, fresh);
				// The first request of a gate here starts from the global count (one awaited call).
				fresh.ready = syncNow(env, name, fresh);
				gate = fresh;
			}
			await gate.ready;
			const now = Date.now();
			roll(gate, windowOf(now));
			if (use) gate.uses.set(use, now);
			const used = (gate.synced[cls] ?? 0) + (gate.pending[cls] ?? 0) + (gate.sending[cls] ?? 0);
			const resetAt = gate.windowStart + windowMs;
			const allowed = used < limit;
			if (allowed) gate.pending[cls] = (gate.pending[cls] ?? 0) + 1;
			schedule(env, name, gate, now);
			return {
				allowed,
				limit,
				remaining: allowed ? limit - used - 1 : 0,
				resetAt,
				keysVersion: gate.keysVersion,
			};
		},
		async flush(env, name) {
			const gate = gates.get(name);
			if (!gate) return;
			await gate.syncing;
			await syncNow(env, name, gate);
		},
		inspect(name) {
			const gate = gates.get(name);
			return gate ? { windowStart: gate.windowStart, synced: { ...gate.synced }, pending: { ...gate.pending } } : null;
		},
		clear: () => gates.clear(),
	};
}
