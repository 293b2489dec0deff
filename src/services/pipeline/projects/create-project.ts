import { newSalt, randomToken } from "../../../platform/crypto";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { locateProject } from "../access/locate";
import type { CiCtx, CiScope } from "../context";
import { registerHook } from "./register-webhook";
import type { CreateProjectBody } from "./schemas";
import { insertProject, type ProjectRow, sealCloneToken } from "./store";
import { projectView } from "./view";

/**
 * POST /projects: the project, then its hook at the code host. A hook the code host refuses does not
 * undo the project: it answers 201 with webhookRegistered false and webhookError, and POST
 * /projects/{id}/webhook tries again.
 */
export async function createProject(ctx: CiCtx, s: CiScope, b: CreateProjectBody, base: string) {
	const now = Date.now();
	const id = newId("proj_", now);
	const row: ProjectRow = {
		id,
		accountId: s.workspaceId,
		repoFullName: b.repoFullName,
		name: b.name,
		defaultBranch: b.defaultBranch,
		configPath: b.configPath,
		cloneToken: b.cloneToken ? await sealCloneToken(ctx.env, s.workspaceId, id, b.cloneToken) : null,
		webhookSecretSalt: newSalt(),
		webhookRegistered: 0,
		webhookError: null,
		hookId: null,
		badgeToken: randomToken(18),
		visibility: b.visibility,
		publicBase: base,
		createdAt: now,
		updatedAt: now,
	};
	// The badge and the code host's hook find the project's shard by these (issue 38): located first.
	if (!(await locateProject(ctx.env, s.workspaceId, row)))
		throw new Error("a new project's badge token or id collided with another workspace's");
	try {
		await insertProject(ctx.env, row);
	} catch (err) {
		if (isUniqueViolation(err))
			throw new ApiError(409, "conflict", `${b.repoFullName} already has a project in this workspace`, "repoFullName");
		throw err;
	}
	const registered = await registerHook(ctx, s, row, base);
	// webhookSecret is added on the way out (attach-secret.ts), never stored with an Idempotency-Key answer.
	return projectView(base, registered);
}
