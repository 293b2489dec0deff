import type { z } from "zod";
import { ApiError } from "./errors";

type Issue = z.core.$ZodIssue;

/** Field path of the first issue, e.g. "lines.0.amount"; unknown keys name the key itself. */
export function issueParam(issue: Issue): string | undefined {
	const path = [...issue.path];
	if (issue.code === "unrecognized_keys" && issue.keys.length) path.push(issue.keys[0]);
	return path.length ? path.map(String).join(".") : undefined;
}

export function issueMessage(issue: Issue): string {
	const param = issueParam(issue);
	if (issue.code === "unrecognized_keys") return `Unknown field: ${param}`;
	if (issue.code === "invalid_type" && issue.input === undefined) return `${param ?? "body"} is required`;
	return param ? `${param}: ${issue.message}` : issue.message;
}

export function zodToApiError(error: z.ZodError): ApiError {
	const issue = error.issues[0];
	return new ApiError(400, "validation_error", issue ? issueMessage(issue) : "Invalid request", issue ? issueParam(issue) : undefined);
}

/** The @hono/zod-openapi defaultHook: any validation failure becomes the service's 400 envelope. */
export function validationHook(result: { success: boolean; error?: unknown }) {
	if (!result.success) throw zodToApiError(result.error as z.ZodError);
}
