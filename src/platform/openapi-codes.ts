// The error codes a service answers with, published in its document as `x-error-codes` and listed
// in its description (issue 26: every error code a fuzzed request gets back must be one the service
// documents). The platform's own answers — bad input, no such route or resource, a body that is not
// JSON or too large — come first, in the service's casing and names; then every code an operation's
// error responses name.
import type { ServiceConfig } from "./context";
import { renderCode } from "./errors";
import type { OpenApiDoc } from "./openapi-doc";

/** What the platform's app and gates answer for any service (lower_snake, before the service's names and casing). */
export const PLATFORM_CODES = [
	"validation_error",
	"not_found",
	"method_not_allowed",
	"unsupported_media_type",
	"payload_too_large",
	// 503 while an operator moves the workspace's data between shards (platform/shards.ts, issue 38)
	"workspace_moving",
] as const;

// Codes in a description: UPPER words (NOT_FOUND, CONFLICT); lower_snake words, or a lone lower word
// leading the description ("conflict", "conflict: …").
const CODE = { upper: /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b/g, lower: /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g };
const LEADING = { upper: /^[A-Z][A-Z0-9_]*(?=$|[\s,:;.(])/, lower: /^[a-z][a-z0-9_]*(?=$|[,:;(])/ };

/**
 * Sets `x-error-codes` (sorted) and appends the list to the description. `cfgs`: the service and
 * the apps sharing its base (the storefront names bad input VALIDATION_ERROR where marketing says
 * VALIDATION), each adding the platform's codes in its own names.
 */
export function documentErrorCodes(doc: OpenApiDoc & Record<string, unknown>, cfgs: ServiceConfig[]) {
	const codes = new Set<string>(
		cfgs.flatMap((cfg) => PLATFORM_CODES.map((c) => renderCode(cfg.codes?.[c] ?? c, cfg.casing))),
	);
	const casing = (cfgs[0] as ServiceConfig).casing;
	const word = CODE[casing];
	for (const item of Object.values(doc.paths ?? {}))
		for (const op of Object.values(item))
			for (const r of Object.values<{ description?: string }>(op?.responses ?? {})) {
				const text = r?.description ?? "";
				for (const m of text.match(word) ?? []) codes.add(m);
				const lead = LEADING[casing].exec(text)?.[0];
				if (lead) codes.add(lead);
			}
	const list = [...codes].sort();
	doc["x-error-codes"] = list;
	if (doc.info)
		doc.info.description =
			`${doc.info.description ?? ""}\n\n**Error codes** (\`error.code\`): ${list.map((c) => `\`${c}\``).join(", ")}.`.trim();
}
