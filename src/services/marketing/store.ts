import type { Env } from "../../env";

/** DB_MKT, for the webhook engine (which runs its own queries through drizzle over the workspace's shard). */
export const mktDb = (env: Env) => env.DB_MKT;
