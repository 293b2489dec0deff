// POS test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { bearerCaller, bearerWorkspace } from "./http";

export const posWorkspace = (plan?: string) => bearerWorkspace("pos", plan);

/** `method /pos/api/v1${path}` with Bearer <key or token>. */
export const pos = bearerCaller("/pos/api/v1");
