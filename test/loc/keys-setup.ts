// Shared by the keys tests: a workspace with a project, its bulk PUT and its key list.
import { expect } from "vitest";
import { loc, locProject, locWorkspace } from "../helpers/loc";

export type K = { namespace?: string; name: string; sourceText: string; [k: string]: unknown };
export const many = (n: number, prefix = "k", from = 0): K[] =>
	Array.from({ length: n }, (_, i) => ({ name: `${prefix}.${from + i}`, sourceText: `Text ${from + i} for {name}` }));

export async function setup(plan?: string) {
	const { key, ws } = await locWorkspace(plan);
	const p = await locProject(key);
	return {
		key,
		ws,
		p,
		put: (body: unknown, h?: Record<string, string>) => loc(key, "PUT", `/projects/${p.id}/keys`, body, h),
	};
}

export const list = async (key: string, projectId: string, query = "") => {
	const r = await loc(key, "GET", `/projects/${projectId}/keys?limit=100${query}`);
	expect(r.status, r.text).toBe(200);
	return r.body.data as Array<Record<string, any>>;
};
