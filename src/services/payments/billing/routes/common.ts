import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { multiLine, singleLine } from "../../../../platform/text";
import { payIdempotency } from "../../access/idempotency";
import { scopeOf } from "../../context";
import { workspaceNow } from "../../ledger/clock";
import { METADATA_KEY_MAX, METADATA_MAX_KEYS, METADATA_VALUE_MAX } from "../domain/subscriptions";

// Shared pieces of the billing routes (customers, plans, prices, payment tokens, coupons,
// subscriptions, invoices).

/** Billing routes name the request scope billingScope; it is the service's one scopeOf. */
export const billingScope = scopeOf;

/** The workspace clock (the test clock for test keys): every billing time decision uses it. */
export const nowOf = (c: Context<AppEnv>) => {
	const s = billingScope(c);
	return workspaceNow(c.env, s.workspaceId, s.environment);
};

/**
 * Every billing mutation requires an Idempotency-Key: missing → 400 idempotency_required; the same
 * key with another body → 409 idempotency_key_conflict; a replay returns the first response.
 */
export const requiredKey = () => payIdempotency("required");

export { Currency as CurrencyCode, Money } from "../../ledger/money";

export const Metadata = z
	.record(singleLine(METADATA_KEY_MAX), multiLine(METADATA_VALUE_MAX, { min: 0 }))
	.refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, `at most ${METADATA_MAX_KEYS} keys`)
	.openapi({
		type: "object",
		additionalProperties: { type: "string" },
		description: `Up to ${METADATA_MAX_KEYS} string keys (≤ ${METADATA_KEY_MAX} chars, one line, no control characters) with string values (≤ ${METADATA_VALUE_MAX}; line feed and tab allowed, other control characters refused)`,
	});

export const IsoTime = z
	.string()
	.max(40)
	.refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), "must be an ISO 8601 timestamp")
	.openapi({ example: "2026-12-01T00:00:00Z" });

export const idParam = (example: string) =>
	z.object({
		id: z
			.string()
			.min(1)
			.max(64)
			.openapi({ param: { name: "id", in: "path" }, example }),
	});

export const CursorQuery = z.string().max(500).optional();

export const pageMeta = (limit: number, p: { hasMore: boolean; nextCursor: string | null }) => ({
	page: { limit, hasMore: p.hasMore, nextCursor: p.nextCursor },
});

export const metadataText = (m: Record<string, string> | null | undefined) => (m == null ? null : JSON.stringify(m));
