import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { RunPipeline } from "../pipelines/schemas";

// Spec 002 "Pipeline service" Schedule (issue 21): cron (5-field, Asia/Jakarta), ref, active, variables.
// The cron's meaning is checked by the verbs (domain.ts), so a call from outside HTTP is checked too.
const Cron = z.string().min(1).max(100).openapi({
	description:
		"5 fields (minute hour day-of-month month day-of-week) in Asia/Jakarta time: numbers, *, lists, ranges, */n and a-b/n steps, JAN–DEC and SUN–SAT; or @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly",
	example: "0 2 * * 1-5",
});
// The same rules as a manual run's: the schedule hands them to runPipeline unchanged.
const Ref = RunPipeline.shape.ref;
const Variables = RunPipeline.shape.variables.unwrap();
const Description = singleLine(255, { min: 0 }).openapi({ description: "A note for people, one line (0–255)" });
const ACTIVE = "An inactive schedule does not fire (nextRunAt null)";
const VARIABLES = "Variables for the pipelines it makes (up to 100)";

export const CreateSchedule = z
	.strictObject({
		cron: Cron,
		ref: Ref,
		active: z.boolean().default(true).openapi({ description: ACTIVE }),
		variables: Variables.default({}).openapi({ description: VARIABLES }),
		description: Description.default(""),
	})
	.openapi("CiCreateSchedule");
export type CreateScheduleBody = z.infer<typeof CreateSchedule>;

export const UpdateSchedule = z
	.strictObject({
		cron: Cron.optional(),
		ref: Ref.optional(),
		active: z.boolean().optional().openapi({ description: ACTIVE }),
		variables: Variables.optional().openapi({ description: "Replaces the whole map" }),
		description: Description.optional(),
	})
	.refine((b) => Object.values(b).some((v) => v !== undefined), "send at least one field")
	.openapi("CiUpdateSchedule");
export type UpdateScheduleBody = z.infer<typeof UpdateSchedule>;

export const Schedule = z
	.object({
		id: z.string().openapi({ example: "sched_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		projectId: z.string().openapi({ description: "The project it runs" }),
		description: z.string().openapi({ description: "A note for people" }),
		cron: z.string().openapi({ description: "The cron expression as sent (5 fields or a nickname)" }),
		timezone: z
			.literal("Asia/Jakarta")
			.openapi({ description: "The wall clock the cron is read on (always Asia/Jakarta)" }),
		ref: z.string().openapi({ description: "The branch, tag or sha it runs, resolved when it fires" }),
		active: z.boolean().openapi({ description: ACTIVE }),
		variables: z.record(z.string(), z.string()).openapi({ description: VARIABLES }),
		nextRunAt: z.string().nullable().openapi({ description: "When the tick runs it next; null while inactive" }),
		lastRunAt: z
			.string()
			.nullable()
			.openapi({ description: "When it last fired (tick or play), whether or not that made a pipeline" }),
		lastPipelineId: z
			.string()
			.nullable()
			.openapi({ description: "The pipeline that firing made; null when the run was refused (or before the first)" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("CiSchedule");

export const SchedulePath = z.object({
	id: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "id", in: "path" } }),
	schedId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "schedId", in: "path" } }),
});
