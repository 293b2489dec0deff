import type { Env } from "../../env";

/** DB_POS, for the webhook engine (which runs its own queries through drizzle). */
export const posDb = (env: Env) => env.DB_POS;
