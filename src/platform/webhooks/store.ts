import { type AnyColumn, and, desc, eq, gte, lt, lte, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Cursor } from "../cursor";
import { iso } from "../encoding";
import type { AttemptEntry, DeliveryStatus } from "./domain";
import type { DeliveryRow, EndpointRow, EventRow, WebhookTables } from "./tables";

// Queries for the engine and its routes. Every read and write names the workspace (accountId) and
// environment: an id of another workspace simply finds nothing.

export type Db = DrizzleD1Database<Record<string, never>>;

export interface Tenant {
	accountId: string;
	/** "test" | "live" in payments; "" for services without environments. */
	environment: string;
}

// ---------------------------------------------------------------------------------------------
// Views (what the API returns)
// ---------------------------------------------------------------------------------------------

/** `previousSecretExpiresAt` is shown while a rolled secret still signs, null once it has expired. */
export function endpointView(r: EndpointRow, now = Date.now()) {
	const rolling = r.previousSecretExpiresAt != null && r.previousSecretExpiresAt > now;
	return {
		id: r.id,
		url: r.url,
		events: r.events,
		description: r.description,
		active: r.active,
		disabledReason: r.disabledReason,
		failureStreak: r.failureStreak,
		previousSecretExpiresAt: rolling ? (iso(r.previousSecretExpiresAt) as string) : null,
		createdAt: iso(r.createdAt) as string,
		updatedAt: iso(r.updatedAt) as string,
	};
}
export type EndpointView = ReturnType<typeof endpointView>;

export function deliveryView(r: DeliveryRow) {
	return {
		id: r.id,
		endpointId: r.endpointId,
		eventId: r.eventId,
		eventType: r.eventType,
		status: r.status,
		attempts: r.attempts,
		nextRetryAt: r.status === "pending" ? iso(r.nextRetryAt) : null,
		failureReason: r.status === "failed" ? (r.failureReason ?? null) : null,
		body: r.body,
		attemptLog: (r.attemptLog ?? []).map((a: AttemptEntry) => ({
			at: iso(a.at) as string,
			statusCode: a.statusCode,
			durationMs: a.durationMs,
			error: a.error,
		})),
		createdAt: iso(r.createdAt) as string,
		updatedAt: iso(r.updatedAt) as string,
	};
}
export type DeliveryView = ReturnType<typeof deliveryView>;

export function eventView(r: EventRow) {
	return {
		id: r.id,
		type: r.type,
		occurredAt: iso(r.occurredAt) as string,
		accountId: r.accountId,
		// Services without environments store "" and show none.
		...(r.environment ? { environment: r.environment } : {}),
		data: JSON.parse(r.data) as unknown,
	};
}

/**
 * The body every delivery of `r` sends (DESIGN §4): {id, type, occurredAt, accountId, data}.
 * Built around the stored JSON text of `data` so the object arrives exactly as recorded.
 */
export const deliveryBody = (r: Pick<EventRow, "id" | "type" | "occurredAt" | "accountId" | "data">) =>
	`{"id":${JSON.stringify(r.id)},"type":${JSON.stringify(r.type)},"occurredAt":${JSON.stringify(iso(r.occurredAt))},"accountId":${JSON.stringify(r.accountId)},"data":${r.data}}`;

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

const after = (createdAt: AnyColumn, id: AnyColumn, c: Cursor | null) =>
	c ? or(lt(createdAt, c.t), and(eq(createdAt, c.t), lt(id, c.id))) : undefined;

export function endpointQueries(db: Db, t: WebhookTables) {
	const e = t.webhookEndpoints;
	const mine = (tn: Tenant, id: string) =>
		and(eq(e.id, id), eq(e.accountId, tn.accountId), eq(e.environment, tn.environment));
	return {
		get: async (tn: Tenant, id: string) => (await db.select().from(e).where(mine(tn, id)).limit(1))[0] ?? null,
		list: (tn: Tenant, limit: number, c: Cursor | null) =>
			db
				.select()
				.from(e)
				.where(and(eq(e.accountId, tn.accountId), eq(e.environment, tn.environment), after(e.createdAt, e.id, c)))
				.orderBy(desc(e.createdAt), desc(e.id))
				.limit(limit + 1),
		/** Active endpoints of a workspace and environment (the fan-out candidates). */
		active: (tn: Tenant) =>
			db
				.select()
				.from(e)
				.where(and(eq(e.accountId, tn.accountId), eq(e.environment, tn.environment), eq(e.active, true))),
		mine,
	};
}

// ---------------------------------------------------------------------------------------------
// Deliveries
// ---------------------------------------------------------------------------------------------

export interface DeliveryFilter {
	endpointId?: string;
	status?: DeliveryStatus;
	/** Exact type or a prefix ending in ".". */
	type?: string;
}

export function deliveryQueries(db: Db, t: WebhookTables) {
	const d = t.webhookDeliveries;
	return {
		get: async (tn: Tenant, id: string) =>
			(
				await db
					.select()
					.from(d)
					.where(and(eq(d.id, id), eq(d.accountId, tn.accountId), eq(d.environment, tn.environment)))
					.limit(1)
			)[0] ?? null,
		list: (tn: Tenant, f: DeliveryFilter, limit: number, c: Cursor | null) =>
			db
				.select()
				.from(d)
				.where(
					and(
						eq(d.accountId, tn.accountId),
						eq(d.environment, tn.environment),
						f.endpointId ? eq(d.endpointId, f.endpointId) : undefined,
						f.status ? eq(d.status, f.status) : undefined,
						typeCondition(d.eventType, f.type),
						after(d.createdAt, d.id, c),
					),
				)
				.orderBy(desc(d.createdAt), desc(d.id))
				.limit(limit + 1),
		/** Fails an endpoint's queued deliveries (paused, switched off or deleted). */
		failPending: (tn: Tenant, endpointId: string, reason: "endpoint_disabled" | "endpoint_deleted", now: number) =>
			db
				.update(d)
				.set({ status: "failed", failureReason: reason, nextRetryAt: null, updatedAt: now })
				.where(
					and(
						eq(d.endpointId, endpointId),
						eq(d.accountId, tn.accountId),
						eq(d.environment, tn.environment),
						eq(d.status, "pending"),
					),
				),
	};
}

/**
 * `type` filters: exact match, or every type under a prefix ending in "." as a range
 * ("payout." <= type < "payout/"), which the (account, environment, type) index serves.
 */
function typeCondition(col: AnyColumn, type: string | undefined) {
	if (!type) return undefined;
	if (!type.endsWith(".")) return eq(col, type);
	return and(gte(col, type), lt(col, `${type.slice(0, -1)}/`));
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export interface EventFilter {
	type?: string;
	/** Inclusive bounds on occurredAt, epoch ms. */
	since?: number;
	until?: number;
}

export function eventQueries(db: Db, t: WebhookTables) {
	const v = t.events;
	return {
		get: async (tn: Tenant, id: string) =>
			(
				await db
					.select()
					.from(v)
					.where(and(eq(v.id, id), eq(v.accountId, tn.accountId), eq(v.environment, tn.environment)))
					.limit(1)
			)[0] ?? null,
		list: (tn: Tenant, f: EventFilter, limit: number, c: Cursor | null) =>
			db
				.select()
				.from(v)
				.where(
					and(
						eq(v.accountId, tn.accountId),
						eq(v.environment, tn.environment),
						typeCondition(v.type, f.type),
						f.since != null ? gte(v.occurredAt, f.since) : undefined,
						f.until != null ? lte(v.occurredAt, f.until) : undefined,
						after(v.occurredAt, v.id, c),
					),
				)
				.orderBy(desc(v.occurredAt), desc(v.id))
				.limit(limit + 1),
	};
}
