// DB_CI project variables (issue 22) and the sealing of their values: AES-256-GCM under the
// workspace's data key (the same key as projects' clone tokens), bound to the variable's row
// (`ci-var:<account>:<id>`) so a blob copied onto another row, project or workspace does not open.
// Writes that can race are single conditional statements: the insert checks the project and the
// per-project cap itself, the unique (project_id, key) index refuses a second key, and an edit
// touching value or masked compares what it read.
import { and, asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { openText, seal } from "../../../platform/crypto";
import type { Cursor } from "../../../platform/cursor";
import { guardParam, insertWhere } from "../../../platform/d1";
import { workspaceDataKey } from "../../../platform/data-keys";
import { newestFirst } from "../../../platform/keyset";
import type { CiScope } from "../context";
import { variables } from "../schema";

export type VariableRow = typeof variables.$inferSelect;
const V = variables;
const db = (env: Env) => drizzle(env.DB_CI);
const mine = (s: CiScope, projectId: string, id: string) =>
	and(eq(V.accountId, s.workspaceId), eq(V.projectId, projectId), eq(V.id, id));

// The store projects/store.ts seals clone tokens with: one data key per workspace in DB_CI.
const dataKey = (env: Env, accountId: string) =>
	workspaceDataKey(env, { db: env.DB_CI, table: "data_keys", scope: (a) => `ci:${a}` }, accountId);
const aad = (accountId: string, id: string) => `ci-var:${accountId}:${id}`;

export const sealValue = async (env: Env, accountId: string, id: string, value: string) =>
	seal(await dataKey(env, accountId), value, aad(accountId, id));

export const openValue = async (env: Env, row: Pick<VariableRow, "accountId" | "id" | "value">) =>
	openText([await dataKey(env, row.accountId)], row.value, aad(row.accountId, row.id));

/**
 * Inserts when the project (this workspace's) still exists and holds fewer than `cap` variables, in
 * one statement, so parallel creates cannot pass the cap together; false when refused. A key the
 * project already has throws the unique violation.
 */
export async function insertVariableUnderCap(env: Env, row: VariableRow, cap: number) {
	const [project, max, account] = [guardParam(V), guardParam(V, 1), guardParam(V, 2)];
	const guard = `(SELECT COUNT(*) FROM variables WHERE project_id = ${project}) < ${max} AND EXISTS (SELECT 1 FROM projects WHERE id = ${project} AND account_id = ${account})`;
	const r = await insertWhere(env.DB_CI, V, row, guard, [row.projectId, cap, row.accountId]).run();
	return r.meta.changes === 1;
}

export const getVariable = async (env: Env, s: CiScope, projectId: string, id: string) =>
	(
		await db(env)
			.select()
			.from(V)
			.where(mine(s, projectId, id))
			.limit(1)
	)[0] ?? null;

/** One page of a project's variables, newest first. */
export const listVariables = (env: Env, s: CiScope, projectId: string, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), V, s.workspaceId, q, eq(V.projectId, projectId));

/** Every variable of a project (at most the cap), by key: what a pipeline's rules and jobs get. */
export const projectVariables = (env: Env, s: CiScope, projectId: string) =>
	db(env)
		.select()
		.from(V)
		.where(and(eq(V.accountId, s.workspaceId), eq(V.projectId, projectId)))
		.orderBy(asc(V.key))
		.all();

export type VariableChange = Partial<
	Pick<VariableRow, "key" | "value" | "valuePreview" | "masked" | "protected" | "fileType">
> & { updatedAt: number };

/**
 * Applies an edit only if the sealed value and the masked flag are still what the caller read (the
 * masked rule was checked against them); null when they moved on (read again) or the row is gone.
 */
export const updateVariableIf = async (
	env: Env,
	s: CiScope,
	read: Pick<VariableRow, "projectId" | "id" | "value" | "masked">,
	set: VariableChange,
) =>
	(
		await db(env)
			.update(V)
			.set(set)
			.where(and(mine(s, read.projectId, read.id), eq(V.value, read.value), eq(V.masked, read.masked)))
			.returning()
	)[0] ?? null;

export const deleteVariable = async (env: Env, s: CiScope, projectId: string, id: string) =>
	(
		await db(env)
			.delete(V)
			.where(mine(s, projectId, id))
			.returning({ id: V.id })
	)[0] ?? null;
