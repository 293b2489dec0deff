import { createServiceApp } from "../../platform/app";
import { adminAuth } from "./auth";
import maintenance from "./routes/maintenance";
import tokens from "./routes/tokens";
import workspaces from "./routes/workspaces";

/** Platform admin API (DESIGN §4): workspaces, credentials, dev tokens, plans, allowlists. */
export const adminApp = createServiceApp({
	name: "admin",
	title: "Platform admin",
	casing: "lower",
	apiPrefix: "/v1",
	description: "Operator API for workspaces and credentials. Authorization: Bearer <ADMIN_TOKEN>.",
});

adminApp.use("/v1/*", adminAuth);
adminApp.route("/", workspaces);
adminApp.route("/", tokens);
adminApp.route("/", maintenance);
