// POST /admin/v1/maintenance/ci/create-shared-runner {description, tags?, runUntagged?} → {id, token}:
// shared runners are the operator's; every workspace's jobs may run on them (minutes counted).
import type { MaintenanceTask } from "../../../platform/service-module";
import { zodToApiError } from "../../../platform/validation";
import { createRunner } from "./create-runner";
import { CreateRunner } from "./schemas";

export const createSharedRunnerTask: MaintenanceTask = {
	summary:
		"Create a shared CI runner (every workspace's jobs may run on it; their minutes count against the workspace's usage). Input {description 1-200, tags? (≤ 20), runUntagged? (true)}. Result {id, token} — the cirt_ token is shown only here.",
	run: async (env, input) => {
		const parsed = CreateRunner.safeParse(input);
		if (!parsed.success) throw zodToApiError(parsed.error, { input });
		const r = await createRunner({ env }, null, parsed.data);
		return { id: r.id, token: r.token };
	},
};
