import type { Hono } from "hono";
import type { Env } from "../env";
import type { AppEnv, ServiceName } from "./context";

/**
 * What a service hands the Worker: its app and its background work, declared once in the
 * service's index.ts. Nothing registers itself at import time; the Worker entry (fetch, queue,
 * scheduled) and the admin API read the one list in src/services.ts.
 */
export type QueueName = "webhooks" | "payouts" | "tasks" | "webhooks-dlq";

export interface QueueJob<T = unknown> {
	body: T;
	attempts: number;
	/** Ask for redelivery after this many seconds (the handler decides the backoff). */
	retry(delaySeconds: number): void;
	/**
	 * Settle the message now (acknowledged unless retry was asked), before the rest of its batch is
	 * done: a batch handler acks each job once its outcome is recorded. Without a call the message
	 * settles when its handler returns.
	 */
	ack?(): void;
}

export type QueueHandler = (
	job: QueueJob<{ kind: string } & Record<string, unknown>>,
	env: Env,
	ctx: ExecutionContext,
) => Promise<void>;
export type TickHandler = (now: number, env: Env, ctx: ExecutionContext) => Promise<void>;

/** Every message of one kind in a delivered batch, handled together (one lease, one record of outcomes). */
export type QueueBatchHandler = (
	jobs: QueueJob<{ kind: string } & Record<string, unknown>>[],
	env: Env,
	ctx: ExecutionContext,
) => Promise<void>;

/** A queue consumer for one message kind; kinds are namespaced by service ("pay.payout.dispatch"). Dead letters use "<kind>.dead". */
export interface QueueRoute {
	queue: QueueName;
	kind: string;
	handler: QueueHandler;
	/** Takes the batch's messages of this kind at once instead of one handler call each (webhook fan-out and delivery). */
	batch?: QueueBatchHandler;
}

export interface CredentialRequest {
	workspaceId: string;
	environment?: string;
	role?: string;
	scopes?: string[];
	name?: string;
}
export type CredentialIssuer = (env: Env, req: CredentialRequest) => Promise<Record<string, unknown>>;
/** Revokes a credential the issuer minted; resolves false when the id is unknown for that workspace. */
export type CredentialRevoker = (env: Env, workspaceId: string, credentialId: string) => Promise<boolean>;

/**
 * Operator maintenance tasks (key rotation re-wraps, backfills), run through the admin API as
 * POST /admin/v1/maintenance/{service}/{task} so they need ADMIN_TOKEN, never a merchant
 * credential. A task validates its own input, does a bounded amount of work per call and
 * returns a cursor when more remains, so a script can drive it to completion.
 */
export interface MaintenanceTask {
	summary: string;
	run: (env: Env, input: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export type ModuleName = Exclude<ServiceName, "pages">;

export interface ServiceModule {
	name: ModuleName;
	app: Hono<AppEnv>;
	/** Hosted pages served under /pages (a pages host in production); one module owns them. */
	pages?: Hono<AppEnv>;
	/**
	 * Answers a request before its app when it can (a cached hosted page), with the request as the
	 * client sent it; null hands it on. Keeps the hot path of cached pages to one cache lookup.
	 */
	pagesEdge?: (req: Request, url: URL, ctx: ExecutionContext) => Promise<Response | null>;
	/**
	 * Answers a GET to the service before its app when it can (a cached public resource, e.g. CI's
	 * badge), given the path as the app sees it (local prefix stripped); null hands it to the app. No
	 * middleware or auth runs first, so only public answers belong here.
	 */
	edge?: (req: Request, path: string, ctx: ExecutionContext) => Promise<Response | null>;
	/** Minute-cron work by tick name ("pay", "pay.webhooks"); each runs isolated from the others. */
	ticks?: Record<string, TickHandler>;
	queues?: readonly QueueRoute[];
	/** Credentials the admin API mints for this service (POST /admin/v1/workspaces/{id}/credentials). */
	issuer?: { issue: CredentialIssuer; revoke?: CredentialRevoker };
	maintenance?: Record<string, MaintenanceTask>;
	/**
	 * Operator routes the admin API mounts under its /v1 (ADMIN_TOKEN, its envelope, its OpenAPI
	 * document), e.g. CI's shared runners: the service owns them, admin imports no service.
	 */
	admin?: Hono<AppEnv>;
}

/** Look-ups over a list of modules: what the Worker entry and the admin API need from the others. */
export function serviceDirectory(modules: readonly ServiceModule[]) {
	const byName = new Map(modules.map((m) => [m.name as string, m]));
	const queues = new Map(
		modules.flatMap((m) => (m.queues ?? []).map((q) => [`${q.queue}:${q.kind}`, q.handler] as const)),
	);
	const batches = new Map(
		modules.flatMap((m) =>
			(m.queues ?? []).flatMap((q) => (q.batch ? [[`${q.queue}:${q.kind}`, q.batch] as const] : [])),
		),
	);
	return {
		modules,
		app: (name: string) => (name === "pages" ? modules.find((m) => m.pages)?.pages : byName.get(name)?.app),
		pagesEdge: () => modules.find((m) => m.pagesEdge)?.pagesEdge,
		edge: (name: string) => byName.get(name)?.edge,
		issuer: (service: string) => byName.get(service)?.issuer,
		issuerNames: () => modules.filter((m) => m.issuer).map((m) => m.name),
		maintenanceTask: (service: string, task: string) => byName.get(service)?.maintenance?.[task],
		maintenanceTasks: () =>
			modules.flatMap((m) =>
				Object.entries(m.maintenance ?? {}).map(([task, def]) => ({ service: m.name, task, summary: def.summary })),
			),
		queueHandler: (queue: QueueName, kind: string) => queues.get(`${queue}:${kind}`),
		queueBatchHandler: (queue: QueueName, kind: string) => batches.get(`${queue}:${kind}`),
		/** [tick name, handler, module]: the cron runs each once per shard of its module's database. */
		ticks: () => modules.flatMap((m) => Object.entries(m.ticks ?? {}).map(([n, t]) => [n, t, m.name] as const)),
	};
}
export type ServiceDirectory = ReturnType<typeof serviceDirectory>;
