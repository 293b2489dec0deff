import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";

/** Pipeline (CI) service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const pipelineApp = createServiceApp({
	name: "ci",
	title: "Pipeline (CI)",
	casing: "upper",
	apiPrefix: "/api/v1",
});

export const pipelineModule: ServiceModule = { name: "ci", app: pipelineApp };
