import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";

/** Storefront catalogue service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const storefrontApp = createServiceApp({
	name: "store",
	title: "Storefront catalogue",
	casing: "upper",
	apiPrefix: "/api/v1/storefront",
});

export const storefrontModule: ServiceModule = { name: "store", app: storefrontApp };
