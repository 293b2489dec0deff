import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type CiCtx, type CiScope, notFound } from "../context";
import { getProject } from "../projects/store";
import { MAX_VARIABLES_PER_PROJECT, maskedValueError, valuePreview } from "./domain";
import type { CreateVariableBody } from "./schemas";
import { insertVariableUnderCap, sealValue, type VariableRow } from "./store";
import { variableView } from "./view";

/** A value the masked flag refuses: 400 naming value, before anything is written (the value is never quoted). */
export function checkMasked(masked: boolean, value: string) {
	const why = masked ? maskedValueError(value) : null;
	if (why) throw new ApiError(400, "validation_error", `value: ${why}`, "value");
}

export const keyTaken = (key: string) =>
	new ApiError(409, "conflict", `This project already has a variable ${key}`, "key");

/**
 * POST /projects/{id}/variables. The insert itself checks the project and the per-project cap, and
 * the unique (project, key) index decides between racing creates of one key.
 */
export async function createVariable(ctx: CiCtx, s: CiScope, projectId: string, b: CreateVariableBody) {
	checkMasked(b.masked, b.value);
	if (!(await getProject(ctx.env, s, projectId))) throw notFound("project");
	const now = Date.now();
	const id = newId("var_", now);
	const row: VariableRow = {
		id,
		accountId: s.workspaceId,
		projectId,
		key: b.key,
		value: await sealValue(ctx.env, s.workspaceId, id, b.value),
		valuePreview: valuePreview(b.value),
		masked: b.masked ? 1 : 0,
		protected: b.protected ? 1 : 0,
		fileType: b.fileType ? 1 : 0,
		createdAt: now,
		updatedAt: now,
	};
	const inserted = await insertVariableUnderCap(ctx.env, row, MAX_VARIABLES_PER_PROJECT).catch((err) => {
		if (isUniqueViolation(err)) throw keyTaken(b.key);
		throw err;
	});
	if (inserted) return variableView(row);
	// Refused: the project went away meanwhile (404), or it is full.
	if (!(await getProject(ctx.env, s, projectId))) throw notFound("project");
	throw new ApiError(409, "conflict", `A project holds at most ${MAX_VARIABLES_PER_PROJECT} variables`);
}
