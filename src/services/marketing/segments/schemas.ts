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

const NAME = `The segment's name, one line of 1-${NAME_MAX} characters (trimmed); unique in the workspace (409 NAME_EXISTS)`;
const DESCRIPTION = `What the segment is for, at most ${DESCRIPTION_MAX} characters; null for none`;

export const Rule = z
	.strictObject({
		field: z.string().min(1).max(80).openapi({
			description:
				"What the rule tests (1-80 characters): list (list ids), tag (tag names), subscription.<channel> (for example subscription.email), createdAt or source. A field not in this set makes the rule be dropped",
		}),
		op: z.enum(OPS).openapi({
			description:
				"Comparison: in / not_in (value is an array: list, tag, source), eq / neq (a single value: subscription.<channel>, source), gte / lte / gt / lt (createdAt). An operator the field does not take drops the rule",
		}),
		value: z.union([z.array(Scalar).max(VALUES_MAX), Scalar]).openapi({
			description: `The operand: an array of at most ${VALUES_MAX} values for in and not_in, a single string, number, boolean or null otherwise. createdAt takes an ISO 8601 string (offsets honoured; a bare date is midnight UTC); subscription.<channel> usually subscribed or unsubscribed (an absent subscription counts as subscribed)`,
		}),
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
	.strictObject({
		match: z.enum(["all", "any"]).openapi({
			description: "How the rules combine: all (a contact must match every rule, AND) or any (at least one, OR)",
		}),
		rules: z
			.array(Rule)
			.max(RULES_MAX)
			.openapi({
				description: `At most ${RULES_MAX} rules. A rule the server does not recognise is dropped and named in meta.warnings; with no rules left the segment matches every contact in the workspace`,
			}),
	})
	.openapi("SegmentFilter", {
		description:
			"Which contacts belong to a segment, evaluated live whenever it is used: rules combined by match. A filter is stored as sent (a rule that is dropped stays stored)",
	});

export const CreateSegment = z
	.strictObject({
		name: singleLine(NAME_MAX, { trim: true }).openapi({ description: NAME }),
		description: multiLine(DESCRIPTION_MAX, { min: 0 }).nullable().optional().openapi({ description: DESCRIPTION }),
		filter: Filter,
	})
	.openapi("CreateSegment");

export const PatchSegment = z
	.strictObject({
		name: singleLine(NAME_MAX, { trim: true })
			.optional()
			.openapi({ description: `${NAME}. Omitted: unchanged` }),
		description: multiLine(DESCRIPTION_MAX, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: `${DESCRIPTION}. Omitted: unchanged` }),
		filter: Filter.optional(),
	})
	.openapi("PatchSegment");

export const Segment = z
	.object({
		id: z.string(),
		accountId: z.string().openapi({ description: "The workspace (acc_…) the segment belongs to" }),
		name: z.string().openapi({ description: "The segment's name, unique in the workspace" }),
		description: z.string().nullable().openapi({ description: "What the segment is for; null when none was given" }),
		filter: Filter,
		cachedSize: z.number().int().openapi({
			description:
				"Member count when last computed (0 until the first computation); refreshed in the background within seconds of a create or filter change and hourly after that. The preview endpoint counts live",
		}),
		cachedAt: z
			.string()
			.nullable()
			.openapi({ description: "When cachedSize was computed (ISO 8601, UTC); null until it first has been" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Segment");

export const PreviewSample = z.object({
	id: z.string(),
	email: z.string().nullable().openapi({ description: "The contact's email address; null when it has none" }),
	phone: z.string().nullable().openapi({ description: "The contact's phone number; null when it has none" }),
	firstName: z.string().nullable().openapi({ description: "The contact's given name; null when not known" }),
	lastName: z.string().nullable().openapi({ description: "The contact's family name; null when not known" }),
});

export const SEGMENTS_DOC =
	"Rules: list in/not_in [list ids]; tag in/not_in [tags]; subscription.<channel> eq/neq (absent = subscribed); createdAt gte/lte/gt/lt an ISO 8601 string; source eq/neq/in/not_in. A rule with an unknown field, an operator the field does not take or an unparseable createdAt is dropped and named in meta.warnings; when every rule is dropped the segment matches every contact (fails open). The filter is one SQL WHERE over contacts.";
