import { createServiceApp } from "../../platform/app";
import { bearer } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import { ciAuth, isPublicRequest } from "./access/auth";
import { issueCiKey, revokeCiKey } from "./access/keys";
import { backfillCiLocatorsTask } from "./access/locator-backfill";
import access from "./access/routes";
import { artifactsTick } from "./artifacts/jobs";
import artifacts from "./artifacts/routes";
import badges, { badgeEdge } from "./badges/routes";
import { ciWebhooks } from "./events";
import { intakeTick, runScmDelivery } from "./intake/jobs";
import { SCM_RUN_KIND } from "./intake/receive-event";
import intake from "./intake/routes";
import { jobsTick } from "./jobs/jobs";
import jobs from "./jobs/routes";
import logs from "./logs/routes";
import pipelines from "./pipelines/routes";
import projects from "./projects/routes";
import protocol from "./protocol/routes";
import { CI_TAGS } from "./reference";
import sharedRunnersAdmin from "./runners/admin-routes";
import runners from "./runners/routes";
import { createSharedRunnerTask } from "./runners/shared-runner-task";
import { schedulesTick } from "./schedules/jobs";
import schedules from "./schedules/routes";
import usage from "./usage/routes";
import variables from "./variables/routes";
import webhooks from "./webhooks/routes";

/** Pipeline (CI) service (spec 002): projects, the code host intake, pipelines and jobs, schedules, runners and their protocol, logs, artifacts, variables, usage, badges, webhooks. */
export const pipelineApp = createServiceApp({
	name: "ci",
	title: "Pipeline (CI)",
	casing: "upper",
	apiPrefix: "/api/v1",
	docsTags: CI_TAGS,
	// Runners send their trace as text and their artifacts as gzip; artifacts (≤ 100 MiB) stream to R2.
	// The code host's intake checks its media type itself, after the signature (issue 37 item 12).
	nonJsonPaths: /^\/api\/v1\/(runner\/jobs\/[^/]+\/(trace|artifacts)|webhooks\/scm\/[^/]+)$/,
	streamedBodyPaths: /^\/api\/v1\/runner\/jobs\/[^/]+\/artifacts$/,
	description:
		"Authorization: Bearer sk_live_… (API keys: POST /api-keys or the platform admin API) or Bearer <identity-provider token>. GET /health is public. Lists: ?limit=1-100 (default 20)&cursor=, newest first, meta.cursor and meta.hasMore.",
	docsAuth: {
		schemes: {
			bearerAuth: bearer(
				"An sk_live_ API key (POST /api-keys or the platform admin API) or an identity-provider access token.",
			),
			runnerToken: bearer(
				"Runner protocol only: the runner's cirt_ token (register, job requests) or the job's cijt_ token handed out with the job (its trace, state and artifacts).",
			),
		},
		use: ["bearerAuth"],
		tryIt: ["bearerAuth"],
		// The runner protocol checks its own tokens; the code host's intake its webhook signature.
		schemesFor: (method, path) =>
			path.startsWith("/api/v1/runner/") ? ["runnerToken"] : isPublicRequest(method, path) ? [] : undefined,
	},
});

pipelineApp.use("/api/v1/*", ciAuth);
pipelineApp.route("/", access);
pipelineApp.route("/", projects);
pipelineApp.route("/", variables);
pipelineApp.route("/", pipelines);
pipelineApp.route("/", jobs);
pipelineApp.route("/", logs);
pipelineApp.route("/", artifacts);
pipelineApp.route("/", runners);
pipelineApp.route("/", protocol);
pipelineApp.route("/", usage);
pipelineApp.route("/", badges);
pipelineApp.route("/", schedules);
pipelineApp.route("/", intake);
pipelineApp.route("/", webhooks);

export const pipelineModule: ServiceModule = {
	name: "ci",
	app: pipelineApp,
	edge: badgeEdge,
	ticks: {
		...ciWebhooks.jobs.ticks,
		"ci.intake": intakeTick,
		"ci.schedules": schedulesTick,
		"ci.jobs": jobsTick,
		"ci.artifacts": artifactsTick,
	},
	queues: [...ciWebhooks.jobs.queues, { queue: "tasks", kind: SCM_RUN_KIND, handler: runScmDelivery }],
	issuer: { issue: issueCiKey, revoke: revokeCiKey },
	maintenance: { "create-shared-runner": createSharedRunnerTask, "backfill-locators": backfillCiLocatorsTask },
	admin: sharedRunnersAdmin,
};
