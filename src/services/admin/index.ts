import { createServiceApp } from "../../platform/app";
import { bearer } from "../../platform/openapi-auth";
import type { ServiceDirectory, ServiceModule } from "../../platform/service-module";
import { adminAuth } from "./auth";
import moves from "./moves/routes";
import { ADMIN_TAGS } from "./reference";
import maintenance from "./routes/maintenance";
import tokens from "./routes/tokens";
import workspaces from "./routes/workspaces";

/**
 * Platform admin API (DESIGN §4): workspaces, credentials, dev tokens, plans, allowlists.
 * Credentials and maintenance tasks belong to the other services: the admin routes find them in
 * `services` (handed over by src/services.ts), so admin never imports a service.
 */
export function adminModule(services: ServiceDirectory): ServiceModule {
	const app = createServiceApp({
		name: "admin",
		title: "Platform admin",
		casing: "lower",
		apiPrefix: "/v1",
		docsTags: ADMIN_TAGS,
		description: "Operator API for workspaces and credentials. Authorization: Bearer <ADMIN_TOKEN>.",
		docsAuth: {
			schemes: {
				bearerAuth: bearer("ADMIN_TOKEN, the operator's secret (locally in .dev.vars; a Worker secret in production)."),
			},
			use: ["bearerAuth"],
			tryIt: ["bearerAuth"],
		},
	});
	app.use("/v1/*", adminAuth);
	app.use("/v1/*", async (c, next) => {
		c.set("services", services);
		await next();
	});
	app.route("/", workspaces);
	app.route("/", tokens);
	app.route("/", maintenance);
	app.route("/", moves);
	for (const m of services.modules) if (m.admin) app.route("/", m.admin);
	return { name: "admin", app };
}
