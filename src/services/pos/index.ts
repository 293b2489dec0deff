import { createServiceApp } from "../../platform/app";

/** Point of sale service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const posApp = createServiceApp({ name: "pos", title: "Point of sale", casing: "upper", apiPrefix: "/api/v1" });
