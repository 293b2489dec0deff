import { createServiceApp } from "../../platform/app";

/** Marketing service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const marketingApp = createServiceApp({ name: "mkt", title: "Marketing", casing: "upper", apiPrefix: "/api/v1" });
