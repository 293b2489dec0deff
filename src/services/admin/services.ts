import type { Context } from "hono";
import type { AppEnv } from "../../platform/context";
import type { ServiceDirectory } from "../../platform/service-module";

/** The admin routes' view of the other services (set by adminModule for every /v1 request). */
export const servicesOf = (c: Context<AppEnv>) => c.get("services") as ServiceDirectory;
