import { createServiceApp } from "../../platform/app";

/** Payments service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const paymentsApp = createServiceApp({ name: "pay", title: "Payments", casing: "lower", apiPrefix: "/v1" });
