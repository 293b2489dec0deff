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
const Description = singleLine(255, { min: 0 });

export const CreateSchedule = z
	.strictObject({
		cron: Cron,
		ref: Ref,
		active: z.boolean().default(true),
		variables: Variables.default({}),
		description: Description.default(""),
	})
	.openapi("CiCreateSchedule");
export type CreateScheduleBody = z.infer<typeof CreateSchedule>;

export const UpdateSchedule = z
	.strictObject({
		cron: Cron.optional(),
		ref: Ref.optional(),
		active: z.boolean().optional(),
		variables: Variables.optional().openapi({ description: "Replaces the whole map" }),
		description: Description.optional(),
	})
	.refine((b) => Object.values(b).some((v) => v !== undefined), "send at least one field")
	.openapi("CiUpdateSchedule");
export type UpdateScheduleBody = z.infer<typeof UpdateSchedule>;

export const Schedule = z
	.object({
		id: z.string().openapi({ example: "sched_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		projectId: z.string(),
		description: z.string(),
		cron: z.string(),
		timezone: z.literal("Asia/Jakarta"),
		ref: z.string(),
		active: z.boolean(),
		variables: z.record(z.string(), z.string()),
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
