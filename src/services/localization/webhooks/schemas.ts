// The payloads of localization's events (issue 41), as /loc/openapi.json documents them under
// `webhooks` (one entry per event type, with a realistic example).
import { z } from "@hono/zod-openapi";
import { EVENT_LIST_MAX, LOC_EVENT_DESCRIPTIONS, type LocEventType } from "../events";
import { Job } from "../jobs/schemas";
import { Release } from "../releases/schemas";

const PROJECT = "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD";
const AT = "2026-11-29T08:15:42.318Z";

const KeyRef = z
	.object({
		id: z.string().openapi({ description: "The key (str_…)", example: "str_01JB4X7C2M9T0V5W8Y3Z6A1B4C" }),
		namespace: z.string().openapi({ description: "Its namespace", example: "checkout" }),
		name: z.string().openapi({ description: "Its name within the namespace", example: "cart.total" }),
	})
	.openapi("LocEventKey");

const KeyList = z
	.object({
		projectId: z.string().openapi({ description: "The project whose keys changed", example: PROJECT }),
		count: z.number().int().openapi({ description: "Keys the request created (or archived)", example: 3 }),
		keys: z.array(KeyRef).openapi({
			description: `The first ${EVENT_LIST_MAX} of them by namespace and name (GET /projects/{id}/keys for the rest)`,
		}),
		more: z.number().int().openapi({ description: "count minus the keys listed (0 when all are listed)", example: 0 }),
	})
	.openapi("LocEventKeyList");

const Approved = z
	.object({
		id: z.string().openapi({ description: "The translation (tr_…)", example: "tr_01JB4X8D3N0V1W6X9Z4A7B2C5D" }),
		keyId: z.string().openapi({ description: "Its key (str_…)", example: "str_01JB4X7C2M9T0V5W8Y3Z6A1B4C" }),
		namespace: z.string().openapi({ description: "The key's namespace", example: "checkout" }),
		name: z.string().openapi({ description: "The key's name", example: "cart.total" }),
		locale: z.string().openapi({ description: "The translation's locale", example: "id" }),
	})
	.openapi("LocEventApproval");

const ApprovedBatch = z
	.object({
		projectId: z.string().openapi({ description: "The project", example: PROJECT }),
		minute: z.string().openapi({
			description: "The minute the approvals fell in (its start, ISO 8601 UTC)",
			example: "2026-11-29T08:15:00.000Z",
		}),
		count: z
			.number()
			.int()
			.openapi({ description: "Translations approved in that minute and still approved", example: 1 }),
		approved: z.array(Approved).openapi({ description: `The first ${EVENT_LIST_MAX} of them, oldest approval first` }),
		more: z.number().int().openapi({ description: "count minus those listed (0 when all are listed)", example: 0 }),
	})
	.openapi("LocEventApprovedBatch");

const examples: Record<LocEventType, { schema: z.ZodTypeAny; data: unknown }> = {
	"loc.release.published.v1": {
		schema: Release,
		data: {
			id: "rel_01JB4X9E4P1W2X7Y0A5B8C3D6E",
			projectId: PROJECT,
			locale: "id",
			contentHash: "9f2c4e1a7b3d5f60c8e2a4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5",
			keyCount: 412,
			createdBy: "key_01JB4WZ5K8R2T6V9X3Z7B1D4F8",
			createdAt: AT,
		},
	},
	"loc.job.finished.v1": {
		schema: Job,
		data: {
			id: "tj_01JB4XA0F5Q2X3Y8Z1B6C9D4E7",
			type: "translate",
			projectId: PROJECT,
			locale: "id",
			status: "done",
			stats: {
				estimatedKeys: 120,
				estimatedWords: 1840,
				memoryHits: 14,
				doneKeys: 118,
				failedKeys: 2,
				pagesCrawled: 0,
				pagesFailed: 0,
			},
			error: null,
			createdAt: "2026-11-29T08:14:03.771Z",
			updatedAt: AT,
			finishedAt: AT,
		},
	},
	"loc.translation.approved.v1": {
		schema: ApprovedBatch,
		data: {
			projectId: PROJECT,
			minute: "2026-11-29T08:15:00.000Z",
			count: 1,
			approved: [
				{
					id: "tr_01JB4X8D3N0V1W6X9Z4A7B2C5D",
					keyId: "str_01JB4X7C2M9T0V5W8Y3Z6A1B4C",
					namespace: "checkout",
					name: "cart.total",
					locale: "id",
				},
			],
			more: 0,
		},
	},
	"loc.key.created.v1": {
		schema: KeyList,
		data: {
			projectId: PROJECT,
			count: 2,
			keys: [
				{ id: "str_01JB4X7C2M9T0V5W8Y3Z6A1B4C", namespace: "checkout", name: "cart.total" },
				{ id: "str_01JB4X7C2M9T0V5W8Y3Z6A1B4D", namespace: "checkout", name: "cart.pay_now" },
			],
			more: 0,
		},
	},
	"loc.key.archived.v1": {
		schema: KeyList,
		data: {
			projectId: PROJECT,
			count: 1,
			keys: [{ id: "str_01JB4W2A7K9M3N5P8Q1R4S6T9V", namespace: "checkout", name: "cart.old_banner" }],
			more: 0,
		},
	},
};

const DATA: Record<LocEventType, string> = {
	"loc.release.published.v1": "the release as GET /projects/{id}/releases lists it",
	"loc.job.finished.v1": "the job as GET /projects/jobs/{jobId} answers it",
	"loc.translation.approved.v1": "the project's approvals of one minute",
	"loc.key.created.v1": "the keys one request created",
	"loc.key.archived.v1": "the keys one request archived",
};

/** The delivery body of `type`: the envelope every event shares around its data. */
export function eventPayload(type: LocEventType) {
	const { schema, data } = examples[type];
	const name = type.replace(/^loc\.|\.v1$/g, "").replace(/(^|[._])(\w)/g, (_, __, ch: string) => ch.toUpperCase());
	const body = z
		.object({
			id: z.string().openapi({ description: "The event id (evt_…): dedupe on it, delivery is at least once" }),
			type: z.literal(type).openapi({ description: "The event type" }),
			occurredAt: z.string().openapi({ description: "When it happened (ISO 8601, UTC)" }),
			accountId: z.string().openapi({ description: "The workspace it belongs to" }),
			data: schema.openapi({ description: `What the event reports: ${DATA[type]}` }),
		})
		.openapi(`Loc${name}Event`);
	const example = {
		id: "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
		type,
		occurredAt: AT,
		accountId: "acc_01JB4WY4J7Q1S5U8W2Y6A0C3E7",
		data,
	};
	return { body, example, description: LOC_EVENT_DESCRIPTIONS[type] };
}
