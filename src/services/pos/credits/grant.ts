// Operators grant shipping credit (courier claims, goodwill) through the admin maintenance API:
// POST /admin/v1/maintenance/pos/shipping-credit-grant {workspaceId, amount, reason}.
import { ApiError } from "../../../platform/errors";
import type { MaintenanceTask } from "../../../platform/service-module";
import { zodToApiError } from "../../../platform/validation";
import { workspaceEnv, workspaceExists } from "../../admin/public";
import { GrantInput, txView } from "./schemas";
import { runGrant } from "./store";

export const creditGrantTask: MaintenanceTask = {
	summary:
		"Grant shipping credit to a POS workspace (courier claims). Input {workspaceId, amount 1-10000000 IDR, reason 1-500}; every call grants once more. Result {transaction, balance}.",
	run: async (env, input) => {
		const parsed = GrantInput.safeParse(input);
		if (!parsed.success) throw zodToApiError(parsed.error, { input });
		const g = parsed.data;
		if (!(await workspaceExists(env, g.workspaceId))) throw new ApiError(404, "not_found", "No such workspace");
		const { tx, balance } = await runGrant(await workspaceEnv(env, g.workspaceId), g.workspaceId, {
			amount: g.amount,
			reason: g.reason,
			now: Date.now(),
		});
		return { transaction: txView(tx), balance };
	},
};
