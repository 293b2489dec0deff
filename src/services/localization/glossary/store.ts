// DB_LOC glossary terms (issue 23). A term's scope is its project id or "" (account-wide), so the
// unique (account, scope, locale, term_key) index refuses the same term in any case per scope, racing
// creates included.
import { and, asc, eq, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { newestFirst } from "../../../platform/keyset";
import type { LocScope } from "../context";
import { glossary } from "../schema";

export type TermRow = typeof glossary.$inferSelect;
const G = glossary;
const db = (env: Env) => drizzle(env.DB_LOC);

/** Throws the unique violation when the scope already has the term in that locale. */
export const insertTerm = async (env: Env, row: TermRow) => {
	await db(env).insert(G).values(row);
};

/** A page of the account-wide terms, plus one project's when projectId is given, newest first. */
export const listTerms = (
	env: Env,
	s: LocScope,
	projectId: string | null,
	q: { limit: number; after: Cursor | null },
) =>
	newestFirst(db(env), G, s.workspaceId, q, projectId ? or(eq(G.scope, ""), eq(G.scope, projectId)) : eq(G.scope, ""));

/** Deletes the account's term; the deleted row, or null when there was none. */
export const deleteTerm = async (env: Env, s: LocScope, id: string) =>
	(
		await db(env)
			.delete(G)
			.where(and(eq(G.accountId, s.workspaceId), eq(G.id, id)))
			.returning()
	)[0] ?? null;

/** Every term of one locale that applies to a project: its own and the account-wide ones. */
export const termsOf = (env: Env, accountId: string, projectId: string, locale: string) =>
	db(env)
		.select()
		.from(G)
		.where(and(eq(G.accountId, accountId), eq(G.locale, locale), or(eq(G.scope, ""), eq(G.scope, projectId))))
		.orderBy(asc(G.termKey), asc(G.scope))
		.all();
