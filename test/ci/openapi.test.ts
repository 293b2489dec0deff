import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

// Issue 21: every pipeline endpoint is in /ci/openapi.json (with a summary) and /ci/docs serves.
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
];

describe("CI OpenAPI", () => {
	it("documents every issue-21 route with a summary, and serves /ci/docs", async () => {
		const doc = (await call("GET", "/ci/openapi.json")).body;
		expect(doc.openapi).toMatch(/^3\.1/);
		const missing = ROUTES.filter(([m, p]) => typeof doc.paths[`/api/v1${p}`]?.[m]?.summary !== "string");
		expect(missing).toEqual([]);
		const docs = await call("GET", "/ci/docs");
		expect(docs.status).toBe(200);
		expect(docs.headers.get("content-type")).toMatch(/text\/html/);
	});
});
