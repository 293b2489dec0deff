import { createServiceApp } from "../../platform/app";

/** Pipeline (CI) service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const pipelineApp = createServiceApp({ name: "ci", title: "Pipeline (CI)", casing: "upper", apiPrefix: "/api/v1" });
