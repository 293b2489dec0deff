// Pipeline (CI) test helpers: keys from the admin API, Bearer calls through the Worker entry point.
import { bearerCaller, bearerWorkspace } from "./http";

export const ciWorkspace = () => bearerWorkspace("ci");

/** `method /ci/api/v1${path}` with Bearer <key or token>. */
export const ci = bearerCaller("/ci/api/v1");
