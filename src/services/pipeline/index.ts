import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";
import { ciAuth } from "./access/auth";
import { issueCiKey, revokeCiKey } from "./access/keys";
import access from "./access/routes";
import badges, { badgeEdge } from "./badges/routes";
import { ciWebhooks } from "./events";
import { intakeTick, runScmDelivery } from "./intake/jobs";
import { SCM_RUN_KIND } from "./intake/receive-event";
import intake from "./intake/routes";
import jobs from "./jobs/routes";
import logs from "./logs/routes";
import pipelines from "./pipelines/routes";
import projects from "./projects/routes";
import { schedulesTick } from "./schedules/jobs";
import schedules from "./schedules/routes";
import variables from "./variables/routes";
import webhooks from "./webhooks/routes";

/** Pipeline (CI) service (spec 002): access, projects, manual pipelines and badges so far; the rest of issue 21 lands next. */
export const pipelineApp = createServiceApp({
	name: "ci",
	title: "Pipeline (CI)",
	casing: "upper",
	apiPrefix: "/api/v1",
	description:
		"Authorization: Bearer sk_live_… (API keys: POST /api-keys or the platform admin API) or Bearer <identity-provider token>. GET /health is public. Lists: ?limit=1-100 (default 20)&cursor=, newest first, meta.cursor and meta.hasMore.",
});

pipelineApp.use("/api/v1/*", ciAuth);
pipelineApp.route("/", access);
pipelineApp.route("/", projects);
pipelineApp.route("/", variables);
pipelineApp.route("/", pipelines);
pipelineApp.route("/", jobs);
pipelineApp.route("/", logs);
pipelineApp.route("/", badges);
pipelineApp.route("/", schedules);
pipelineApp.route("/", intake);
pipelineApp.route("/", webhooks);

export const pipelineModule: ServiceModule = {
	name: "ci",
	app: pipelineApp,
	edge: badgeEdge,
	ticks: { ...ciWebhooks.jobs.ticks, "ci.intake": intakeTick, "ci.schedules": schedulesTick },
	queues: [...ciWebhooks.jobs.queues, { queue: "tasks", kind: SCM_RUN_KIND, handler: runScmDelivery }],
	issuer: { issue: issueCiKey, revoke: revokeCiKey },
};
