import { isUniqueViolation } from "../../../platform/errors";
import { type CiCtx, type CiScope, notFound } from "../context";
import { checkMasked, keyTaken } from "./create-variable";
import { valuePreview } from "./domain";
import type { UpdateVariableBody } from "./schemas";
import { getVariable, openValue, sealValue, updateVariableIf, type VariableChange, type VariableRow } from "./store";
import { variableView } from "./view";

/**
 * PATCH /projects/{id}/variables/{varId}: the fields sent. When value or masked changes, the value
 * the row will hold must meet the masked rule (the stored one is opened when only masked is sent).
 * The write compares the sealed value and masked flag it read, so two racing edits (one masking,
 * one changing the value) cannot together leave a masked variable whose value could not be masked.
 */
export async function updateVariable(ctx: CiCtx, s: CiScope, projectId: string, id: string, b: UpdateVariableBody) {
	for (let attempt = 0; attempt < 10; attempt++) {
		const row = await getVariable(ctx.env, s, projectId, id);
		if (!row) throw notFound("variable");
		const set = await change(ctx, row, b, Date.now());
		const updated = await updateVariableIf(ctx.env, s, row, set).catch((err) => {
			if (isUniqueViolation(err)) throw keyTaken(b.key as string);
			throw err;
		});
		if (updated) return variableView(updated);
	}
	throw new Error("variable edit kept racing other edits");
}

async function change(ctx: CiCtx, row: VariableRow, b: UpdateVariableBody, now: number): Promise<VariableChange> {
	const set: VariableChange = { updatedAt: now };
	if (b.key !== undefined) set.key = b.key;
	if (b.protected !== undefined) set.protected = b.protected ? 1 : 0;
	if (b.fileType !== undefined) set.fileType = b.fileType ? 1 : 0;
	const masked = b.masked ?? !!row.masked;
	if (b.masked !== undefined) set.masked = masked ? 1 : 0;
	if (b.value !== undefined) {
		checkMasked(masked, b.value);
		set.value = await sealValue(ctx.env, row.accountId, row.id, b.value);
		set.valuePreview = valuePreview(b.value);
	} else if (masked && !row.masked) checkMasked(true, await openValue(ctx.env, row));
	return set;
}
