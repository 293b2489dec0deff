import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { mergeProgram, type ProgramInput, programProblem } from "./domain";
import { getProgram, isCampaignOf, putProgram } from "./store";
import { programView } from "./view";

/** PUT /referrals/program: create or replace the workspace's one program (rules in domain mergeProgram). */
export async function setProgram(ctx: MktCtx, s: MktScope, b: ProgramInput) {
	const problem = programProblem(b);
	if (problem) throw new ApiError(400, "invalid_value", problem[1], problem[0]);
	// The program may name one of the workspace's own campaigns (null clears it; omitted keeps it).
	if (b.marketingCampaignId != null && !(await isCampaignOf(ctx.env, s, b.marketingCampaignId)))
		throw new ApiError(
			400,
			"validation",
			"marketingCampaignId names no campaign in this workspace",
			"marketingCampaignId",
		);
	const prev = await getProgram(ctx.env, s);
	const now = Date.now();
	const row = await putProgram(ctx.env, {
		id: prev?.id ?? newId("rp_", now),
		accountId: s.workspaceId,
		...mergeProgram(prev, b),
		createdAt: prev?.createdAt ?? now,
		updatedAt: now,
	});
	return programView(row);
}
