import type { Env } from "../../env";
import { insertWhere } from "../../platform/d1";
import { newId } from "../../platform/ids";
import { defineWebhookService, isLocalDevelopment } from "../../platform/webhooks/engine";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { locDb } from "./store";

// Localization events (issue 41) through the shared webhook engine, signed `Loc-Signature`. A write
// puts its event in its own D1 batch (locEventInsertIf / locEventSelect) and dispatches after the
// commit, so an event exists exactly when the change it reports does; the sweeper re-sends a lost
// dispatch. Delivery is at least once and unordered: receivers dedupe on the event id.
export const LOC_EVENT_TYPES = [
	"loc.release.published.v1",
	"loc.job.finished.v1",
	"loc.translation.approved.v1",
	"loc.key.created.v1",
	"loc.key.archived.v1",
] as const;
export type LocEventType = (typeof LOC_EVENT_TYPES)[number];

/** Keys (and approved translations) one event lists at most; `count` and `more` say how many there were. */
export const EVENT_LIST_MAX = 500;

/** What each event means (GET /webhook-endpoints/event-types). */
export const LOC_EVENT_DESCRIPTIONS: Record<LocEventType, string> = {
	"loc.release.published.v1":
		"A release was frozen (POST /projects/{id}/releases answered 201; an unchanged release publishes nothing); data is the release as GET /projects/{id}/releases lists it",
	"loc.job.finished.v1":
		"A machine-translation or crawl job reached done or failed (once per job); data is the job as GET /projects/jobs/{jobId} answers it",
	"loc.translation.approved.v1": `Translations were approved (review, PUT translation or a file import with status approved): at most one event per project and minute, sent by the minute tick after that minute; data {projectId, minute, count, approved: [{id, keyId, namespace, name, locale}] (at most ${EVENT_LIST_MAX}), more}`,
	"loc.key.created.v1": `A PUT /projects/{id}/keys (or a source-file import) created keys: one event per request; data {projectId, count, keys: [{id, namespace, name}] (at most ${EVENT_LIST_MAX}), more}`,
	"loc.key.archived.v1": `A PUT /projects/{id}/keys with prune (or a source-file import) archived keys: one event per request; data {projectId, count, keys: [{id, namespace, name}] (at most ${EVENT_LIST_MAX}), more}`,
};

export const locWebhooks = defineWebhookService({
	service: "loc",
	db: locDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Loc-Signature",
	eventTypes: LOC_EVENT_TYPES,
	// As CI (issue 21): deleting an endpoint drops its deliveries.
	deleteRemovesDeliveries: true,
	queueKindPrefix: "loc.",
	// Localization has no test mode; local development alone accepts http:// loopback receivers.
	isTestMode: (_environment, env) => isLocalDevelopment(env),
});

export interface LocEvent {
	id: string;
	type: LocEventType;
	accountId: string;
	occurredAt: number;
	data: unknown;
}

/** A localization event for the caller to insert in the batch that makes the change (then dispatchLocEvents). */
export const locEvent = (type: LocEventType, accountId: string, data: unknown, now = Date.now()): LocEvent => ({
	id: newId("evt_", now),
	type,
	accountId,
	occurredAt: now,
	data,
});

/** The event row only when `guard` (SQL, ? placeholders bound to `binds`) holds inside the batch. */
export const locEventInsertIf = (env: Env, e: LocEvent, guard: string, binds: unknown[]) =>
	insertWhere(
		locDb(env),
		events,
		{ ...e, environment: "", data: JSON.stringify(e.data), fannedOutAt: null, fanoutCheckedAt: null },
		guard,
		binds,
	);

/**
 * An event whose account and data a SELECT computes inside the write's batch, from what the batch's
 * earlier statements wrote: `select` yields columns account_id and data (JSON text) with anonymous ?
 * placeholders bound to `binds`; no row, no event (INSERT OR IGNORE by id: one row at most).
 */
export const locEventSelect = (
	env: Env,
	e: Pick<LocEvent, "id" | "type" | "occurredAt">,
	select: string,
	binds: unknown[],
) =>
	locDb(env)
		.prepare(
			`INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data)
			 SELECT ?1, ?2, ?3, x.account_id, '', x.data FROM (${select}) AS x LIMIT 1`,
		)
		.bind(e.id, e.type, e.occurredAt, ...binds);

/** Queues the fan-out of events a committed batch inserted (never throws: the sweeper re-sends). */
export const dispatchLocEvents = (
	env: Env,
	exec: Pick<ExecutionContext, "waitUntil"> | null | undefined,
	ids: string[],
) => (ids.length ? locWebhooks.dispatch(env, exec, ids) : Promise.resolve());
