import { need, print } from "./context.mjs";

export async function workspace([action], flags, ctx) {
	if (action === "create") {
		const body = { name: need(flags, "name"), ...(flags.slug ? { slug: String(flags.slug) } : {}) };
		print((await ctx.admin("POST", "/v1/workspaces", body)).data);
	} else if (action === "list") {
		print((await ctx.admin("GET", `/v1/workspaces?limit=${flags.limit ?? 50}`)).data);
	} else if (action === "get") {
		print((await ctx.admin("GET", `/v1/workspaces/${need(flags, "workspace")}`)).data);
	} else throw new Error("workspace create|list|get");
}

export async function credentials([action], flags, ctx) {
	const ws = need(flags, "workspace");
	if (action === "create") {
		const body = { service: need(flags, "service") };
		for (const k of ["environment", "role", "name"]) if (flags[k]) body[k] = String(flags[k]);
		if (flags.scopes) body.scopes = String(flags.scopes).split(",").filter(Boolean);
		print((await ctx.admin("POST", `/v1/workspaces/${ws}/credentials`, body)).data);
	} else if (action === "revoke") {
		print(
			(await ctx.admin("DELETE", `/v1/workspaces/${ws}/credentials/${need(flags, "service")}/${need(flags, "id")}`))
				.data,
		);
	} else throw new Error("credentials create|revoke");
}

export async function token(_args, flags, ctx) {
	const body = { accountId: need(flags, "workspace") };
	if (flags.sub) body.sub = String(flags.sub);
	if (flags.email) body.email = String(flags.email);
	if (flags.roles) body.roles = String(flags.roles).split(",");
	print((await ctx.admin("POST", "/v1/tokens", body)).data);
}

export async function plan([action], flags, ctx) {
	if (action !== "set") throw new Error("plan set --workspace acc_... --service pay --plan growth");
	print(
		(
			await ctx.admin("PUT", `/v1/workspaces/${need(flags, "workspace")}/plans/${need(flags, "service")}`, {
				plan: need(flags, "plan"),
			})
		).data,
	);
}

export async function allowlist([action], flags, ctx) {
	if (action !== "set") throw new Error("allowlist set --workspace acc_... --service secrets --allowed true");
	const allowed = String(flags.allowed ?? "true") !== "false";
	print(
		(
			await ctx.admin("PUT", `/v1/workspaces/${need(flags, "workspace")}/allowlist/${flags.service ?? "secrets"}`, {
				allowed,
			})
		).data,
	);
}

/** The admin request for a shared-runner command (issue 37): list, pause, resume, revoke. */
export function runnerRequest(action, flags) {
	const base = "/v1/ci/shared-runners";
	if (action === "list") {
		const q = new URLSearchParams({ limit: String(flags.limit ?? 100) });
		if (flags.cursor) q.set("cursor", String(flags.cursor));
		return ["GET", `${base}?${q}`];
	}
	const id = encodeURIComponent(need(flags, "id"));
	if (action === "pause" || action === "resume") return ["POST", `${base}/${id}/${action}`];
	if (action === "revoke") return ["DELETE", `${base}/${id}`];
	throw new Error("runners list [--limit 100 --cursor c] | pause|resume|revoke --id runner_...");
}

/** The operator's shared CI runners: a leaked runner is paused or revoked here (workspaces cannot). */
export async function runners([action], flags, ctx) {
	const answer = await ctx.admin(...runnerRequest(action, flags));
	print(action === "list" ? { data: answer.data, meta: answer.meta } : answer.data);
}
