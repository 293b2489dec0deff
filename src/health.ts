import { type Env, isDevelopment } from "./env";
import { newId } from "./platform/ids";
import { bindingNamed } from "./platform/roundtrips";
import { SERVICE_DB, type ShardedDb, SPREAD, shardDbs } from "./platform/shards";

/** Migrations folder -> D1 binding: the platform's database and each service's (every shard of it). */
export const SERVICE_DBS = { platform: "DB_PLATFORM", ...SERVICE_DB } as const;

const DURABLE_OBJECTS = [
	"IDEMPOTENCY",
	"PAY_RATE_LIMITER",
	"PAYMENTS_LEDGER",
	"RATE_LIMITER",
	"SEND_THROTTLE",
] as const;
const QUEUES = ["WEBHOOKS", "PAYOUTS", "TASKS"] as const;

/** The databases of a migrations folder: every shard of a service database (issue 38), or the platform's one. */
export const databasesOf = (env: Env, dir: keyof typeof SERVICE_DBS): D1Database[] => {
	const binding = SERVICE_DBS[dir];
	return binding === "DB_PLATFORM" ? [bindingNamed<D1Database>(env, binding) as D1Database] : shardDbs(env, binding);
};

/** What GET /health reports (the front page shows it too): every D1 (every shard) answers `select 1`; DO namespaces and queue producers are bound. */
export async function healthReport(env: Env) {
	const services: Record<string, { database: string; shards: number; spread: boolean; ok: boolean; error?: string }> =
		{};
	await Promise.all(
		Object.entries(SERVICE_DBS).map(async ([svc, binding]) => {
			const dbs = databasesOf(env, svc as keyof typeof SERVICE_DBS);
			// spread: new workspaces of this service are placed over every shard (platform/shards.ts SPREAD).
			const spread = SPREAD.has(binding as ShardedDb);
			try {
				const rows = await Promise.all(dbs.map((db) => db.prepare("select 1 as one").first<{ one: number }>()));
				services[svc] = { database: binding, shards: dbs.length, spread, ok: rows.every((r) => r?.one === 1) };
			} catch (err) {
				const error = err instanceof Error ? err.message : String(err);
				services[svc] = { database: binding, shards: dbs.length, spread, ok: false, error };
			}
		}),
	);
	const durableObjects = Object.fromEntries(DURABLE_OBJECTS.map((b) => [b, typeof env[b]?.idFromName === "function"]));
	const queues = Object.fromEntries(QUEUES.map((b) => [b, typeof env[b]?.send === "function"]));
	const okAll =
		Object.values(services).every((s) => s.ok) &&
		Object.values(durableObjects).every(Boolean) &&
		Object.values(queues).every(Boolean);
	return { status: okAll ? ("ok" as const) : ("degraded" as const), services, durableObjects, queues };
}

/** GET /health: the report, 503 when anything failed its check. */
export async function health(env: Env): Promise<Response> {
	const { status, services, durableObjects, queues } = await healthReport(env);
	const okAll = status === "ok";
	return Response.json(
		{
			data: {
				status,
				environment: env.ENVIRONMENT,
				...(isDevelopment(env) && env.START_NONCE ? { instance: env.START_NONCE } : {}),
				services,
				durableObjects,
				queues,
			},
			error: okAll ? null : { code: "unhealthy", message: "One or more bindings failed their check" },
			meta: { requestId: newId("req_"), timestamp: new Date().toISOString() },
		},
		{ status: okAll ? 200 : 503 },
	);
}
