import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { NamespaceRow } from "../projects";
import { namespaces as N } from "../schema";

const db = (env: Env) => drizzle(env.DB_LOC);

/** A duplicate name throws the primary-key violation. */
export const insertNamespace = (env: Env, row: NamespaceRow) => db(env).insert(N).values(row).run();

export const setReviewPolicy = async (
	env: Env,
	projectId: string,
	name: string,
	set: Pick<NamespaceRow, "reviewPolicy" | "updatedAt">,
) =>
	(
		await db(env)
			.update(N)
			.set(set)
			.where(and(eq(N.projectId, projectId), eq(N.name, name)))
			.returning()
	)[0] ?? null;

export const namespaceRows = (env: Env, projectId: string) =>
	db(env).select({ name: N.name, reviewPolicy: N.reviewPolicy }).from(N).where(eq(N.projectId, projectId)).all();
