// Segment rows of DB_MKT, and the contacts a compiled filter selects. Segments through drizzle;
// the filter's condition is raw SQL by nature (it is compiled from the rules, domain/filter.ts).
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import type { MktScope } from "../context";
import { segments } from "../schema";
import type { Compiled } from "./domain/filter";

export type SegmentRow = typeof segments.$inferSelect;

const sqlIncrement = sql`${segments.filterVersion} + 1`;

const nameExists = (name: string) =>
	new ApiError(409, "name_exists", `A segment named "${name}" already exists in this workspace`, "name");

export async function insertSegment(env: Env, row: SegmentRow) {
	try {
		await drizzle(env.DB_MKT).insert(segments).values(row);
	} catch (err) {
		if (isUniqueViolation(err)) throw nameExists(row.name);
		throw err;
	}
}

export async function getSegment(env: Env, s: MktScope, id: string): Promise<SegmentRow | null> {
	return (
		(await drizzle(env.DB_MKT)
			.select()
			.from(segments)
			.where(and(eq(segments.accountId, s.workspaceId), eq(segments.id, id)))
			.get()) ?? null
	);
}

/** Most recently updated first; a workspace's segments are few (no paging in the spec), bounded anyway. */
export async function listSegments(env: Env, s: MktScope) {
	return drizzle(env.DB_MKT)
		.select()
		.from(segments)
		.where(eq(segments.accountId, s.workspaceId))
		.orderBy(desc(segments.updatedAt), desc(segments.id))
		.limit(500)
		.all();
}

/** A PATCH; false when not this workspace's segment. A filter change bumps filterVersion (a stale size is then never stored). */
export async function updateSegment(
	env: Env,
	s: MktScope,
	id: string,
	set: Partial<Pick<SegmentRow, "name" | "description" | "filter">>,
	now: number,
): Promise<SegmentRow | null> {
	const values: Record<string, unknown> = { ...set, updatedAt: now };
	if (set.filter !== undefined) values.filterVersion = sqlIncrement;
	try {
		const rows = await drizzle(env.DB_MKT)
			.update(segments)
			.set(values)
			.where(and(eq(segments.accountId, s.workspaceId), eq(segments.id, id)))
			.returning();
		return rows[0] ?? null;
	} catch (err) {
		if (isUniqueViolation(err) && set.name) throw nameExists(set.name);
		throw err;
	}
}

export async function deleteSegment(env: Env, s: MktScope, id: string): Promise<boolean> {
	const res = await drizzle(env.DB_MKT)
		.delete(segments)
		.where(and(eq(segments.accountId, s.workspaceId), eq(segments.id, id)))
		.run();
	return (res.meta.changes ?? 0) > 0;
}

/** Stores a computed size unless the filter changed meanwhile. */
export async function storeSize(env: Env, id: string, filterVersion: number, size: number, now: number) {
	await drizzle(env.DB_MKT)
		.update(segments)
		.set({ cachedSize: size, cachedAt: now })
		.where(and(eq(segments.id, id), eq(segments.filterVersion, filterVersion)));
}

/** Segments whose size is older than `before` (or never computed), oldest first. */
export async function staleSegments(env: Env, before: number, limit: number) {
	return drizzle(env.DB_MKT)
		.select({ id: segments.id, accountId: segments.accountId })
		.from(segments)
		.where(or(isNull(segments.cachedAt), lt(segments.cachedAt, before)))
		.orderBy(segments.cachedAt)
		.limit(limit)
		.all();
}

// Raw SQL: the condition is compiled from the rules (domain/filter.ts), with its own parameters.
export async function countMatching(env: Env, s: MktScope, f: Compiled): Promise<number> {
	const r = await env.DB_MKT.prepare(`SELECT COUNT(*) AS n FROM contacts c WHERE c.account_id = ? AND ${f.where}`)
		.bind(s.workspaceId, ...f.params)
		.first<{ n: number }>();
	return r?.n ?? 0;
}

/** The count and the newest `limit` matches, in one round trip. */
export async function previewMatching(env: Env, s: MktScope, f: Compiled, limit: number) {
	const where = `FROM contacts c WHERE c.account_id = ? AND ${f.where}`;
	const [count, sample] = await env.DB_MKT.batch([
		env.DB_MKT.prepare(`SELECT COUNT(*) AS n ${where}`).bind(s.workspaceId, ...f.params),
		env.DB_MKT.prepare(
			`SELECT c.id, c.email, c.phone, c.first_name AS firstName, c.last_name AS lastName ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
		).bind(s.workspaceId, ...f.params, limit),
	]);
	return {
		count: (count.results[0] as { n: number } | undefined)?.n ?? 0,
		sample: sample.results as {
			id: string;
			email: string | null;
			phone: string | null;
			firstName: string | null;
			lastName: string | null;
		}[],
	};
}
