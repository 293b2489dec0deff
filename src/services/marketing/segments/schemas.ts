import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { OPS } from "./domain/filter";

// Spec 001 §2 "Audience segment", §4 "Audience segments", §8.

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;
export const RULES_MAX = 20;
/** Values of one in / not_in rule; the spec sets none, a bound keeps one filter from being megabytes. */
export const VALUES_MAX = 1000;

const Scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const Rule = z
	.strictObject({
		field: z.string().min(1).max(80),
		op: z.enum(OPS),
		value: z.union([z.array(Scalar).max(VALUES_MAX), Scalar]),
	})
	.superRefine((r, ctx) => {
		const list = r.op === "in" || r.op === "not_in";
		if (list !== Array.isArray(r.value))
			ctx.addIssue({
				code: "custom",
				path: ["value"],
				message: list ? `${r.op} needs an array value` : `${r.op} needs a single value, not an array`,
			});
	})
	.openapi("SegmentRule", { example: { field: "subscription.email", op: "eq", value: "subscribed" } });

export const Filter = z
	.strictObject({ match: z.enum(["all", "any"]), rules: z.array(Rule).max(RULES_MAX) })
	.openapi("SegmentFilter");

export const CreateSegment = z
	.strictObject({
		name: singleLine(NAME_MAX, { trim: true }),
		description: multiLine(DESCRIPTION_MAX, { min: 0 }).nullable().optional(),
		filter: Filter,
	})
	.openapi("CreateSegment");

export const PatchSegment = z
	.strictObject({
		name: singleLine(NAME_MAX, { trim: true }).optional(),
		description: multiLine(DESCRIPTION_MAX, { min: 0 }).nullable().optional(),
		filter: Filter.optional(),
	})
	.openapi("PatchSegment");

export const Segment = z
	.object({
		id: z.string(),
		accountId: z.string(),
		name: z.string(),
		description: z.string().nullable(),
		filter: Filter,
		cachedSize: z.number().int(),
		cachedAt: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Segment");

export const PreviewSample = z.object({
	id: z.string(),
	email: z.string().nullable(),
	phone: z.string().nullable(),
	firstName: z.string().nullable(),
	lastName: z.string().nullable(),
});

export const SEGMENTS_DOC =
	"Rules: list in/not_in [list ids]; tag in/not_in [tags]; subscription.<channel> eq/neq (absent = subscribed); createdAt gte/lte/gt/lt an ISO 8601 string; source eq/neq/in/not_in. A rule with an unknown field, an operator the field does not take or an unparseable createdAt is dropped and named in meta.warnings; when every rule is dropped the segment matches every contact (fails open). The filter is one SQL WHERE over contacts.";
