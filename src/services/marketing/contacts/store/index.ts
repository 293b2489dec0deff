// Contact reads and writes of DB_MKT. Reads through drizzle; upserts as raw prepared statements
// (one SQL text per set of fields sent, bound once per row: an import of 5,000 rows builds a
// handful of statements, not 5,000), batched with the quota check so a write is all or nothing.
import { and, desc, eq, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Env } from "../../../../env";
import { type Cursor, olderThan } from "../../../../platform/cursor";
import { ApiError, isUniqueViolation } from "../../../../platform/errors";
import { containsPattern } from "../../../../platform/text";
import type { MktScope } from "../../context";
import { contacts, listMembers, lists } from "../../schema";

export type ContactRow = typeof contacts.$inferSelect;

/** Columns an upsert may set from a body, by API field name. */
export const CONTACT_COLUMNS = {
	email: "email",
	phone: "phone",
	firstName: "first_name",
	lastName: "last_name",
	socialHandles: "social_handles",
	subscriptions: "subscriptions",
	attributes: "attributes",
	tags: "tags",
	source: "source",
	externalRef: "external_ref",
} as const;
export type ContactField = keyof typeof CONTACT_COLUMNS;

/** One row to upsert: its identity, the values of the fields sent, and what the insert alone adds. */
export interface ContactWrite {
	id: string;
	identityHash: string;
	/** Stored values (JSON text for maps and tags) of the fields the body sent. */
	values: Partial<Record<ContactField, string | null>>;
	/** Set on insert only (an import's csv_import source). */
	insertDefaults?: Partial<Record<ContactField, string>>;
}

const jsonOr = <T>(text: string | null, fallback: T): T => {
	try {
		return text == null ? fallback : (JSON.parse(text) as T);
	} catch {
		return fallback;
	}
};

export const contactView = (r: ContactRow) => ({
	id: r.id,
	accountId: r.accountId,
	identityHash: r.identityHash,
	email: r.email,
	phone: r.phone,
	firstName: r.firstName,
	lastName: r.lastName,
	socialHandles: jsonOr<Record<string, string>>(r.socialHandles, {}),
	subscriptions: jsonOr<Record<string, string>>(r.subscriptions, {}),
	attributes: jsonOr<Record<string, unknown>>(r.attributes, {}),
	tags: jsonOr<string[]>(r.tags, []),
	source: r.source,
	externalRef: r.externalRef,
	createdAt: new Date(r.createdAt).toISOString(),
	updatedAt: new Date(r.updatedAt).toISOString(),
});

/** A contacts row as raw SQL returns it (snake_case). */
export interface RawContact {
	id: string;
	account_id: string;
	identity_hash: string;
	email: string | null;
	phone: string | null;
	first_name: string | null;
	last_name: string | null;
	social_handles: string;
	subscriptions: string;
	attributes: string;
	tags: string;
	source: string | null;
	external_ref: string | null;
	created_by: string | null;
	last_write_id: string | null;
	created_at: number;
	updated_at: number;
}

export const fromRaw = (r: RawContact): ContactRow => ({
	id: r.id,
	accountId: r.account_id,
	identityHash: r.identity_hash,
	email: r.email,
	phone: r.phone,
	firstName: r.first_name,
	lastName: r.last_name,
	socialHandles: r.social_handles,
	subscriptions: r.subscriptions,
	attributes: r.attributes,
	tags: r.tags,
	source: r.source,
	externalRef: r.external_ref,
	createdBy: r.created_by,
	lastWriteId: r.last_write_id,
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

const upsertSql = new Map<string, string>();

/** INSERT … ON CONFLICT (account, identity) DO UPDATE of the sent fields (or DO NOTHING), RETURNING the row. */
function upsertText(fields: ContactField[], skipExisting: boolean): string {
	const key = `${fields.join(",")}|${skipExisting}`;
	let text = upsertSql.get(key);
	if (!text) {
		const cols = Object.values(CONTACT_COLUMNS);
		const set = fields.map((f) => `${CONTACT_COLUMNS[f]} = excluded.${CONTACT_COLUMNS[f]}`);
		const onConflict = skipExisting
			? "DO NOTHING"
			: `DO UPDATE SET ${[...set, "last_write_id = excluded.last_write_id", "updated_at = excluded.updated_at"].join(", ")}`;
		text = `INSERT INTO contacts (id, account_id, identity_hash, ${cols.join(", ")}, created_by, last_write_id, created_at, updated_at)
			VALUES (?, ?, ?, ${cols.map(() => "?").join(", ")}, ?, ?, ?, ?)
			ON CONFLICT (account_id, identity_hash) ${onConflict}
			RETURNING *`;
		upsertSql.set(key, text);
	}
	return text;
}

const INSERT_DEFAULTS: Record<ContactField, string | null> = {
	email: null,
	phone: null,
	firstName: null,
	lastName: null,
	socialHandles: "{}",
	subscriptions: "{}",
	attributes: "{}",
	tags: "[]",
	source: null,
	externalRef: null,
};

export function upsertStatements(
	env: Env,
	s: MktScope,
	rows: ContactWrite[],
	writeId: string,
	now: number,
	skipExisting: boolean,
) {
	return rows.map((r) => {
		const fields = (Object.keys(CONTACT_COLUMNS) as ContactField[]).filter((f) => f in r.values);
		const insert = (Object.keys(CONTACT_COLUMNS) as ContactField[]).map((f) =>
			f in r.values ? (r.values[f] ?? null) : (r.insertDefaults?.[f] ?? INSERT_DEFAULTS[f]),
		);
		return env.DB_MKT.prepare(upsertText(fields, skipExisting)).bind(
			r.id,
			s.workspaceId,
			r.identityHash,
			...insert,
			writeId,
			writeId,
			now,
			now,
		);
	});
}

/**
 * The contacts cap around a write: the first statement records the count before, the last the
 * count after; contact_quota's CHECK fails the last one (and D1 rolls the batch back) when the
 * write grew the workspace past `cap` (-1 = unlimited).
 */
export function quotaStatements(env: Env, s: MktScope, cap: number) {
	const count = "(SELECT COUNT(*) FROM contacts WHERE account_id = ?1)";
	return {
		before: env.DB_MKT.prepare(
			`INSERT INTO contact_quota (account_id, cap, before, total) VALUES (?1, ?2, ${count}, ${count})
			 ON CONFLICT (account_id) DO UPDATE SET cap = excluded.cap, before = excluded.before, total = excluded.total`,
		).bind(s.workspaceId, cap),
		after: env.DB_MKT.prepare(`UPDATE contact_quota SET total = ${count} WHERE account_id = ?1`).bind(s.workspaceId),
	};
}

export const quotaExceeded = (cap: number) =>
	new ApiError(
		403,
		"quota_exceeded",
		`This plan holds at most ${cap} contacts; upgrade the plan or delete contacts first`,
	);

/** Runs a contact write batch; a broken contacts cap becomes 403 QUOTA_EXCEEDED with nothing written. */
export async function runContactBatch(env: Env, statements: D1PreparedStatement[], cap: number) {
	try {
		return await env.DB_MKT.batch<RawContact>(statements);
	} catch (err) {
		if (/contact_quota_cap|CHECK constraint failed/i.test(String((err as Error)?.message ?? err)))
			throw quotaExceeded(cap);
		throw err;
	}
}

/** The list named `name` (created if missing) and its new members: the rows this write touched. */
export function joinListStatements(env: Env, s: MktScope, listId: string, name: string, writeId: string, now: number) {
	return [
		env.DB_MKT.prepare(
			"INSERT INTO lists (id, account_id, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (account_id, name) DO NOTHING",
		).bind(listId, s.workspaceId, name, now),
		env.DB_MKT.prepare(
			`INSERT OR IGNORE INTO list_members (list_id, contact_id, account_id, created_at)
			 SELECT (SELECT id FROM lists WHERE account_id = ?1 AND name = ?2), id, account_id, ?3
			 FROM contacts WHERE account_id = ?1 AND last_write_id = ?4`,
		).bind(s.workspaceId, name, now, writeId),
		env.DB_MKT.prepare("SELECT id FROM lists WHERE account_id = ? AND name = ?").bind(s.workspaceId, name),
	];
}

export async function getContact(env: Env, s: MktScope, id: string): Promise<ContactRow | null> {
	return (
		(await drizzle(env.DB_MKT)
			.select()
			.from(contacts)
			.where(and(eq(contacts.accountId, s.workspaceId), eq(contacts.id, id)))
			.get()) ?? null
	);
}

/** Newest first, keyset on (createdAt, id); limit + 1 rows for page(). */
export async function listContacts(env: Env, s: MktScope, limit: number, after: Cursor | null, q?: string) {
	const conds = [eq(contacts.accountId, s.workspaceId)];
	if (after) conds.push(olderThan(contacts.createdAt, contacts.id, after) as never);
	if (q) {
		// LIKE is case-insensitive for ASCII in SQLite; lower() on both sides covers the rest. % and _ are literal.
		const pattern = containsPattern(q);
		const hit = (col: SQLiteColumn) => sql`lower(${col}) LIKE ${pattern} ESCAPE '\\'`;
		conds.push(or(hit(contacts.email), hit(contacts.firstName), hit(contacts.lastName), hit(contacts.phone)) as never);
	}
	return drizzle(env.DB_MKT)
		.select()
		.from(contacts)
		.where(and(...conds))
		.orderBy(desc(contacts.createdAt), desc(contacts.id))
		.limit(limit + 1)
		.all();
}

/**
 * A PATCH as one guarded UPDATE: the stored values of the sent fields and the identity they make.
 * false when the contact is not this workspace's; a held identity is the caller's 409 (UNIQUE).
 */
export async function updateContact(
	env: Env,
	s: MktScope,
	id: string,
	set: Partial<Record<ContactField, string | null>>,
	identityHash: string,
	now: number,
): Promise<boolean> {
	const cols: Record<string, unknown> = { identityHash, updatedAt: now };
	for (const [f, v] of Object.entries(set)) cols[f] = v;
	try {
		const res = await drizzle(env.DB_MKT)
			.update(contacts)
			.set(cols)
			.where(and(eq(contacts.accountId, s.workspaceId), eq(contacts.id, id)))
			.run();
		return (res.meta.changes ?? 0) > 0;
	} catch (err) {
		if (isUniqueViolation(err))
			throw new ApiError(409, "identity_taken", "Another contact already has this email and phone", "email");
		throw err;
	}
}

/** email, sms and whatsapp set to unsubscribed, other channels kept; false when not this workspace's contact. */
export async function unsubscribeContact(env: Env, s: MktScope, id: string, now: number): Promise<boolean> {
	const res = await drizzle(env.DB_MKT)
		.update(contacts)
		.set({
			subscriptions: sql`json_set(${contacts.subscriptions}, '$.email', 'unsubscribed', '$.sms', 'unsubscribed', '$.whatsapp', 'unsubscribed')`,
			updatedAt: now,
		})
		.where(and(eq(contacts.accountId, s.workspaceId), eq(contacts.id, id)))
		.run();
	return (res.meta.changes ?? 0) > 0;
}

/** The workspace's lists with member counts, newest first (one grouped query). */
export async function listLists(env: Env, s: MktScope) {
	return drizzle(env.DB_MKT)
		.select({
			id: lists.id,
			name: lists.name,
			createdAt: lists.createdAt,
			memberCount: sql<number>`(SELECT COUNT(*) FROM ${listMembers} WHERE ${listMembers.listId} = ${lists.id})`,
		})
		.from(lists)
		.where(eq(lists.accountId, s.workspaceId))
		.orderBy(desc(lists.createdAt), desc(lists.id))
		.limit(1000)
		.all();
}

/** One channel's subscription state of a contact (json_set; other channels kept); false when not this workspace's. */
export async function setSubscription(env: Env, s: MktScope, id: string, channel: string, state: string, now: number) {
	const res = await drizzle(env.DB_MKT)
		.update(contacts)
		.set({ subscriptions: sql`json_set(${contacts.subscriptions}, ${`$."${channel}"`}, ${state})`, updatedAt: now })
		.where(and(eq(contacts.accountId, s.workspaceId), eq(contacts.id, id)))
		.run();
	return (res.meta.changes ?? 0) > 0;
}

/** The workspace's contact count now (billing usage). */
export async function countContacts(env: Env, s: MktScope): Promise<number> {
	const row = await drizzle(env.DB_MKT)
		.select({ n: sql<number>`count(*)` })
		.from(contacts)
		.where(eq(contacts.accountId, s.workspaceId))
		.get();
	return row?.n ?? 0;
}
