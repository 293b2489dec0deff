import type { Env } from "../../../env";

/** The D1 database the webhooks engine keeps payments' events, endpoints and deliveries in. */
export const eventsDb = (env: Env) => env.DB_PAY;
