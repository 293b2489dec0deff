import type { Env } from "../../../env";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { type LocScope, notFound } from "../context";
import { namespaceView, projectOf } from "../projects";
import type { CreateNamespaceBody } from "./schemas";
import { insertNamespace, namespaceRows, setReviewPolicy } from "./store";

export type ReviewPolicy = "standard" | "gated";

/** POST /projects/{id}/namespaces: a name new to the project (409 otherwise). */
export async function addNamespace(env: Env, s: LocScope, projectId: string, b: CreateNamespaceBody) {
	const project = await projectOf(env, s, projectId);
	const now = Date.now();
	const row = {
		projectId: project.id,
		accountId: s.workspaceId,
		name: b.name,
		reviewPolicy: b.reviewPolicy,
		createdAt: now,
		updatedAt: now,
	};
	try {
		await insertNamespace(env, row);
	} catch (err) {
		if (isUniqueViolation(err)) throw new ApiError(409, "conflict", `The namespace ${b.name} already exists`, "name");
		throw err;
	}
	return namespaceView(row);
}

/** PATCH /projects/{id}/namespaces/{name}: its review policy. */
export async function patchNamespace(
	env: Env,
	s: LocScope,
	projectId: string,
	name: string,
	reviewPolicy: ReviewPolicy,
) {
	const project = await projectOf(env, s, projectId);
	const row = await setReviewPolicy(env, project.id, name, { reviewPolicy, updatedAt: Date.now() });
	if (!row) throw notFound("namespace");
	return namespaceView(row);
}

/** Each namespace of a project and its review policy (the project's existence is the caller's check). */
export async function namespacePolicies(env: Env, projectId: string): Promise<Map<string, ReviewPolicy>> {
	return new Map((await namespaceRows(env, projectId)).map((r) => [r.name, r.reviewPolicy]));
}
