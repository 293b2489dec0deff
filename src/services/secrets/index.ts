import { createServiceApp } from "../../platform/app";

/** Secrets service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const secretsApp = createServiceApp({ name: "secrets", title: "Secrets", casing: "upper", apiPrefix: "/api/v1" });
