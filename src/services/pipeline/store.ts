import type { Env } from "../../env";

/** DB_CI, for the webhook engine and the guarded event inserts (events.ts). */
export const ciDb = (env: Env) => env.DB_CI;
