import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";

/** Localization service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const localizationApp = createServiceApp({
	name: "loc",
	title: "Localization",
	casing: "upper",
	apiPrefix: "/api/v1",
});

export const localizationModule: ServiceModule = { name: "loc", app: localizationApp };
