import { type AnyColumn, and, eq, lt, or, type SQL } from "drizzle-orm";
import { base64urlDecode, base64urlEncode } from "./encoding";
import { ApiError } from "./errors";

/**
 * Opaque keyset cursor: base64url of the last row's (createdAt, id), bound to the filters it
 * was minted under so a cursor cannot be replayed against another query.
 */
export interface Cursor {
	t: number;
	id: string;
}

export function encodeCursor(c: Cursor, filterKey = ""): string {
	return base64urlEncode(new TextEncoder().encode(JSON.stringify({ t: c.t, id: c.id, f: filterKey })));
}

export function decodeCursor(s: string | undefined | null, filterKey = ""): Cursor | null {
	if (!s) return null;
	try {
		const v = JSON.parse(new TextDecoder().decode(base64urlDecode(s)));
		if (typeof v?.t !== "number" || typeof v?.id !== "string" || (v.f ?? "") !== filterKey) throw new Error("shape");
		return { t: v.t, id: v.id };
	} catch {
		throw new ApiError(400, "validation_error", "cursor is malformed or was issued for different filters", "cursor");
	}
}

/**
 * Page helper: callers fetch limit + 1 rows; this trims and mints the next cursor.
 */
export function page<T>(rows: T[], limit: number, key: (row: T) => Cursor, filterKey = "") {
	const hasMore = rows.length > limit;
	const items = hasMore ? rows.slice(0, limit) : rows;
	const last = items[items.length - 1];
	return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(key(last), filterKey) : null };
}

/** The keyset condition "after this cursor" for lists ordered newest first by (createdAt, id). */
export const olderThan = (createdAt: AnyColumn, id: AnyColumn, c: Cursor | null): SQL | undefined =>
	c ? or(lt(createdAt, c.t), and(eq(createdAt, c.t), lt(id, c.id))) : undefined;
