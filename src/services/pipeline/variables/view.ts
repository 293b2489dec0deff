import { iso } from "../../../platform/encoding";
import type { VariableRow } from "./store";

/** A variable as the API answers it: never the value, only the preview stored beside it. */
export const variableView = (r: VariableRow) => ({
	id: r.id,
	projectId: r.projectId,
	key: r.key,
	valuePreview: r.valuePreview,
	masked: !!r.masked,
	protected: !!r.protected,
	fileType: !!r.fileType,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
export type VariableView = ReturnType<typeof variableView>;
