import { createServiceApp } from "../../platform/app";

/** Localization service: the slot exists (docs, OpenAPI, envelopes); its resources land with their issues. */
export const localizationApp = createServiceApp({ name: "loc", title: "Localization", casing: "upper", apiPrefix: "/api/v1" });
