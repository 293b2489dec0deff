// The operator's `runners` CLI commands map to the admin API's shared-runner routes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { runnerRequest } from "./admin.mjs";

test("runners list / pause / resume / revoke → the admin routes", () => {
	assert.deepEqual(runnerRequest("list", {}), ["GET", "/v1/ci/shared-runners?limit=100"]);
	assert.deepEqual(runnerRequest("list", { limit: 5, cursor: "abc=" }), [
		"GET",
		"/v1/ci/shared-runners?limit=5&cursor=abc%3D",
	]);
	assert.deepEqual(runnerRequest("pause", { id: "runner_1" }), ["POST", "/v1/ci/shared-runners/runner_1/pause"]);
	assert.deepEqual(runnerRequest("resume", { id: "runner_1" }), ["POST", "/v1/ci/shared-runners/runner_1/resume"]);
	assert.deepEqual(runnerRequest("revoke", { id: "runner_1" }), ["DELETE", "/v1/ci/shared-runners/runner_1"]);
});

test("runners: an id is required; an unknown action says what exists", () => {
	assert.throws(() => runnerRequest("revoke", {}), /id/);
	assert.throws(() => runnerRequest("delete", { id: "runner_1" }), /list.*pause\|resume\|revoke/);
});
