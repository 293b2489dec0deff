import type { Env } from "../env";
import type { ServiceName } from "./context";

/**
 * Services register their background work and credential issuers here at import time; the
 * Worker entry (queue, scheduled) and the admin API dispatch through this table, so adding a
 * service never touches the entry point's logic.
 */
export type QueueName = "webhooks" | "payouts" | "tasks" | "webhooks-dlq";

export interface QueueJob<T = unknown> {
	body: T;
	attempts: number;
	/** Ask for redelivery after this many seconds (the handler decides the backoff). */
	retry(delaySeconds: number): void;
}

export type QueueHandler = (job: QueueJob<{ kind: string } & Record<string, unknown>>, env: Env, ctx: ExecutionContext) => Promise<void>;
export type TickHandler = (now: number, env: Env, ctx: ExecutionContext) => Promise<void>;

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

const queueHandlers = new Map<string, QueueHandler>();
/** A service's tick is keyed by its name; further named ticks ("pay.webhooks") run alongside it. */
export type TickName = ServiceName | `${ServiceName}.${string}`;
const tickHandlers = new Map<TickName, TickHandler>();
const issuers = new Map<ServiceName, { issue: CredentialIssuer; revoke?: CredentialRevoker }>();

/** `kind` values are namespaced by service: "pay.payout.dispatch", "webhook.deliver", ... */
export function onQueue(queue: QueueName, kind: string, handler: QueueHandler) {
	queueHandlers.set(`${queue}:${kind}`, handler);
}
export const queueHandler = (queue: QueueName, kind: string) => queueHandlers.get(`${queue}:${kind}`);

export function onTick(service: TickName, handler: TickHandler) {
	tickHandlers.set(service, handler);
}
export const tickHandlersList = () => [...tickHandlers.entries()];

export function registerCredentialIssuer(service: ServiceName, issue: CredentialIssuer, revoke?: CredentialRevoker) {
	issuers.set(service, { issue, revoke });
}
export const credentialIssuer = (service: string) => issuers.get(service as ServiceName);
export const credentialServices = () => [...issuers.keys()];

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

const maintenance = new Map<string, MaintenanceTask>();

export function registerMaintenanceTask(service: ServiceName, task: string, def: MaintenanceTask) {
	maintenance.set(`${service}/${task}`, def);
}
export const maintenanceTask = (service: string, task: string) => maintenance.get(`${service}/${task}`);
export const maintenanceTasks = () => [...maintenance.entries()].map(([k, v]) => ({ service: k.split("/")[0], task: k.split("/")[1], summary: v.summary }));
