import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";

/** Marketing service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const marketingApp = createServiceApp({
	name: "mkt",
	title: "Marketing",
	casing: "upper",
	apiPrefix: "/api/v1",
});

export const marketingModule: ServiceModule = { name: "mkt", app: marketingApp };
