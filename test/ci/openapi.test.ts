import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

// Issues 21 and 22: every pipeline endpoint, the runner protocol included, is in /ci/openapi.json (with a summary) and /ci/docs serves.
const ROUTES: Array<[string, string]> = [
	["get", "/health"],
	["get", "/api-keys"],
	["post", "/api-keys"],
	["delete", "/api-keys/{id}"],
	["get", "/projects"],
	["post", "/projects"],
	["get", "/projects/{id}"],
	["delete", "/projects/{id}"],
	["post", "/projects/{id}/webhook"],
	["get", "/projects/{id}/pipelines"],
	["post", "/projects/{id}/pipelines"],
	["get", "/projects/{id}/pipelines/{iid}"],
	["post", "/projects/{id}/pipelines/{iid}/cancel"],
	["post", "/projects/{id}/pipelines/{iid}/retry"],
	["get", "/pipelines/{id}"],
	["post", "/pipelines/{id}/cancel"],
	["post", "/pipelines/{id}/retry"],
	["get", "/jobs/{id}"],
	["post", "/jobs/{id}/play"],
	["post", "/jobs/{id}/cancel"],
	["post", "/jobs/{id}/retry"],
	["get", "/projects/{id}/schedules"],
	["post", "/projects/{id}/schedules"],
	["patch", "/projects/{id}/schedules/{schedId}"],
	["delete", "/projects/{id}/schedules/{schedId}"],
	["post", "/projects/{id}/schedules/{schedId}/play"],
	["get", "/schedules"],
	["get", "/public/badges/{badgeToken}/pipeline.svg"],
	["post", "/webhooks/scm/{projectId}"],
	["get", "/webhook-endpoints"],
	["post", "/webhook-endpoints"],
	["get", "/webhook-endpoints/event-types"],
	["get", "/webhook-endpoints/{id}"],
	["patch", "/webhook-endpoints/{id}"],
	["delete", "/webhook-endpoints/{id}"],
	["get", "/webhook-deliveries"],
	["get", "/webhook-deliveries/{id}"],
	["post", "/webhook-deliveries/{id}/retry"],
	// issue 22
	["get", "/projects/{id}/variables"],
	["post", "/projects/{id}/variables"],
	["patch", "/projects/{id}/variables/{varId}"],
	["delete", "/projects/{id}/variables/{varId}"],
	["get", "/jobs/{id}/log"],
	["get", "/jobs/{id}/log/stream"],
	["get", "/jobs/{id}/artifacts/{artId}/download"],
	["get", "/runners"],
	["post", "/runners"],
	["delete", "/runners/{id}"],
	["post", "/runners/{id}/pause"],
	["post", "/runners/{id}/resume"],
	["get", "/usage"],
	["post", "/runner/register"],
	["post", "/runner/jobs/request"],
	["patch", "/runner/jobs/{id}/trace"],
	["put", "/runner/jobs/{id}"],
	["post", "/runner/jobs/{id}/artifacts"],
	["get", "/runner/jobs/{id}/artifacts/{artId}"],
];

describe("CI OpenAPI", () => {
	it("documents every route of issues 21 and 22 with a summary, and serves /ci/docs", async () => {
		const doc = (await call("GET", "/ci/openapi.json")).body;
		expect(doc.openapi).toMatch(/^3\.1/);
		const missing = ROUTES.filter(([m, p]) => typeof doc.paths[`/api/v1${p}`]?.[m]?.summary !== "string");
		expect(missing).toEqual([]);
		const docs = await call("GET", "/ci/docs");
		expect(docs.status).toBe(200);
		expect(docs.headers.get("content-type")).toMatch(/text\/html/);
	});
});
