import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Services disagree on error-code casing (payments: lower_snake; the others: UPPER_SNAKE).
 * Code is written once in lower_snake and rendered in the service's casing.
 */
export type Casing = "lower" | "upper";

export class ApiError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly code: string,
		message: string,
		readonly param?: string,
		readonly headers?: Record<string, string>,
	) {
		super(message);
		this.name = "ApiError";
	}
}

export const renderCode = (code: string, casing: Casing) =>
	casing === "upper" ? code.toUpperCase() : code.toLowerCase();

export const badRequest = (code: string, message: string, param?: string) => new ApiError(400, code, message, param);
export const validationError = (message: string, param?: string) =>
	new ApiError(400, "validation_error", message, param);
export const unauthorized = (code: string, message: string) => new ApiError(401, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (what = "resource") => new ApiError(404, "not_found", `No such ${what}`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** A D1 write refused by a UNIQUE index (D1 wraps SQLite's message; it may sit in `cause`). */
export const isUniqueViolation = (err: unknown) =>
	/UNIQUE constraint failed/i.test(`${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`);
