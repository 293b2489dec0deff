import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";

/** Point of sale service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const posApp = createServiceApp({ name: "pos", title: "Point of sale", casing: "upper", apiPrefix: "/api/v1" });

export const posModule: ServiceModule = { name: "pos", app: posApp };
