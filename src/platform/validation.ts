import type { z } from "zod";
import { ApiError } from "./errors";

type Issue = z.core.$ZodIssue;

/** What was validated, when known: zod 4 issues do not carry the offending input themselves. */
export interface IssueSource {
	input: unknown;
	/** "query", "param" and "header" values always arrive as text, so "received text" says nothing there. */
	target?: string;
}

/** Field path of the first issue, e.g. "lines.0.amount"; unknown keys name the key itself. */
export function issueParam(issue: Issue): string | undefined {
	const path = [...issue.path];
	if (issue.code === "unrecognized_keys" && issue.keys.length) path.push(issue.keys[0]);
	return path.length ? path.map(String).join(".") : undefined;
}

const EXPECTED: Record<string, string> = {
	number: "a number",
	int: "an integer",
	bigint: "an integer",
	string: "a string",
	boolean: "true or false",
	array: "an array",
	object: "an object",
	record: "an object",
	date: "a date",
	null: "null",
};

function kindOf(v: unknown): string {
	if (v === null) return "null";
	if (Array.isArray(v)) return "an array";
	if (typeof v === "number") return Number.isInteger(v) ? "an integer" : "a number";
	return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

const NOT_FOUND = Symbol("absent");

function valueAt(input: unknown, path: PropertyKey[]): unknown {
	let v: unknown = input;
	for (const key of path) {
		if (v === null || typeof v !== "object" || !Object.hasOwn(v, key)) return NOT_FOUND;
		v = (v as Record<PropertyKey, unknown>)[key];
	}
	return v;
}

/**
 * "required" only when the field is really absent; a present value of the wrong type names the
 * expected type (and, for JSON bodies, the type received — never the value itself).
 */
function invalidTypeMessage(issue: Extract<Issue, { code: "invalid_type" }>, source?: IssueSource): string {
	const field = issueParam(issue) ?? "body";
	const value = source ? valueAt(source.input, issue.path) : NOT_FOUND;
	// Without the input, zod's own message still says what it received.
	const absent = source ? value === NOT_FOUND || value === undefined : /received undefined$/.test(issue.message);
	if (absent) return `${field} is required`;
	const expected = EXPECTED[issue.expected] ?? issue.expected;
	const textual = source?.target === "query" || source?.target === "param" || source?.target === "header";
	if (value === NOT_FOUND || textual) return `${field} must be ${expected}`;
	const received = kindOf(value);
	return received === expected ? `${field} must be ${expected}` : `${field} must be ${expected}, not ${received}`;
}

export function issueMessage(issue: Issue, source?: IssueSource): string {
	const param = issueParam(issue);
	if (issue.code === "unrecognized_keys") return `Unknown field: ${param}`;
	if (issue.code === "invalid_type") return invalidTypeMessage(issue, source);
	return param ? `${param}: ${issue.message}` : issue.message;
}

export function zodToApiError(error: z.ZodError, source?: IssueSource): ApiError {
	const issue = error.issues[0];
	return new ApiError(
		400,
		"validation_error",
		issue ? issueMessage(issue, source) : "Invalid request",
		issue ? issueParam(issue) : undefined,
	);
}

/** The @hono/zod-openapi defaultHook: any validation failure becomes the service's 400 envelope. */
export function validationHook(result: { success: boolean; error?: unknown; data?: unknown; target?: string }) {
	if (!result.success) throw zodToApiError(result.error as z.ZodError, { input: result.data, target: result.target });
}
