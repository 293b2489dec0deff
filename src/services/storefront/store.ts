import type { Env } from "../../env";

/** DB_STORE, for the webhook engine (which runs its own queries through drizzle). */
export const storeDb = (env: Env) => env.DB_STORE;
