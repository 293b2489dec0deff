import type { Env } from "../../env";
import { insertWhere } from "../../platform/d1";
import { newId } from "../../platform/ids";
import { defineWebhookService, isLocalDevelopment } from "../../platform/webhooks/engine";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { ciDb } from "./store";

// CI events (spec 002 "Pipeline service") through the shared webhook engine, signed `Ci-Signature`.
// A state change writes its event in its own batch (ciEventInsert) and dispatches after the commit,
// so an event exists exactly when the change it reports does.
export const CI_EVENT_TYPES = [
	"ci.pipeline.created.v1",
	"ci.pipeline.finished.v1",
	"ci.job.started.v1",
	"ci.job.finished.v1",
] as const;
export type CiEventType = (typeof CI_EVENT_TYPES)[number];

/** What each event means (GET /webhook-endpoints/event-types). */
export const CI_EVENT_DESCRIPTIONS: Record<CiEventType, string> = {
	"ci.pipeline.created.v1":
		"A pipeline was created (manual run, push, pull request or schedule; also a failed one whose config did not parse); data is the pipeline as GET /pipelines/{id} answers it",
	"ci.pipeline.finished.v1":
		"A pipeline reached a finished status (success, failed, canceled or skipped), again after a retry finishes it; data is the pipeline",
	"ci.job.started.v1": "A runner picked a job up (running); data is the job as GET /jobs/{id} answers it",
	"ci.job.finished.v1":
		"A job reached a terminal status (success, failed, canceled or skipped), again for each retried attempt; data is the job",
};

export const ciWebhooks = defineWebhookService({
	service: "ci",
	db: ciDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Ci-Signature",
	eventTypes: CI_EVENT_TYPES,
	// Spec 002: exact types, dot-terminated prefixes ("ci.job.") or "*" (the default).
	// Issue 21: deleting an endpoint drops its deliveries.
	deleteRemovesDeliveries: true,
	queueKindPrefix: "ci.",
	// CI has no test mode; local development alone accepts http:// loopback receivers.
	isTestMode: (_environment, env) => isLocalDevelopment(env),
	codes: { alreadyQueued: "already_queued", endpointDisabled: "endpoint_disabled", limitReached: "limit_reached" },
});

export interface CiEvent {
	id: string;
	type: CiEventType;
	accountId: string;
	occurredAt: number;
	data: unknown;
}

/** A CI event for the caller to insert in the batch that makes the change (then dispatchCiEvents). */
export const ciEvent = (type: CiEventType, accountId: string, data: unknown, now = Date.now()): CiEvent => ({
	id: newId("evt_", now),
	type,
	accountId,
	occurredAt: now,
	data,
});

export const ciEventInsert = (env: Env, e: CiEvent) => ciWebhooks.eventInsert(env, { ...e, environment: "" });

/** The event row only when `guard` (SQL, ? placeholders bound to `binds`) holds inside the batch. */
export const ciEventInsertIf = (env: Env, e: CiEvent, guard: string, binds: unknown[]) =>
	insertWhere(
		ciDb(env),
		events,
		{ ...e, environment: "", data: JSON.stringify(e.data), fannedOutAt: null, fanoutCheckedAt: null },
		guard,
		binds,
	);

/** Queues the fan-out of events a committed batch inserted. */
export const dispatchCiEvents = (
	env: Env,
	exec: Pick<ExecutionContext, "waitUntil"> | null | undefined,
	ids: string[],
) => (ids.length ? ciWebhooks.dispatch(env, exec, ids) : Promise.resolve());
