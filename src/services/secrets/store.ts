import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../env";

export const db = (env: Pick<Env, "DB_SECRETS">) => drizzle(env.DB_SECRETS);
export type Db = ReturnType<typeof db>;

/** D1 (and drizzle around it) reports a violated UNIQUE / PRIMARY KEY / FOREIGN KEY as an error message. */
export function isConstraintError(err: unknown): boolean {
	for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
		if (e instanceof Error && /constraint failed|SQLITE_CONSTRAINT/i.test(e.message)) return true;
	}
	return false;
}
