// The platform admin API from the command line (Bearer ADMIN_TOKEN): `admin METHOD /v1/...` for any
// request, and the operator's verbs (workspace, credentials, token, plan, allowlist, runners). Each
// prints the answer in the CLI's one output shape (scripts/cli/request.mjs).
import { need } from "./context.mjs";
import { clientFor, emitEnvelope, OUTPUT_FLAGS, requestOf, runRequest } from "./request.mjs";

const TOKEN_NOTE = `Credential: --admin-token, else ADMIN_TOKEN, else the token npm start wrote to .dev.vars.
Output: the answer's data; --raw the envelope, --json compact JSON (also on failure), --output FILE.`;
const ADMIN = ["admin-token", ...OUTPUT_FLAGS];

export const admin = {
	summary: "the platform admin API under /admin/v1 (ADMIN_TOKEN)",
	help: `usage: npm run cli -- admin <GET|POST|PUT|PATCH|DELETE|HEAD> </v1/...> [options]
Sends one platform admin request to <server>/admin with Authorization: Bearer <admin token>.

Options:
  --data JSON | --data-file FILE   the JSON body (FILE - reads stdin)
  --idempotency-key K              for a write (default: none)
  --admin-token TOKEN              the admin token
  --raw | --json | --output FILE   the envelope as received | compact JSON, also on failure | to a file
  --url URL                        the server (PASAR_URL, default http://127.0.0.1:8787)

${TOKEN_NOTE}

Examples:
  npm run cli -- admin GET /v1/workspaces
  npm run cli -- admin GET "/v1/workspaces/$WS"
  npm run cli -- admin GET '/v1/workspaces?limit=5' --raw`,
	generic: {
		flags: ["admin-token"],
		run: (positional, flags) => runRequest(clientFor("admin", flags), requestOf("admin", positional, flags), flags),
	},
};

const print = async (flags, answer) => emitEnvelope(await answer, flags);

export const workspace = {
	summary: "create, list or get workspaces (admin)",
	help: `usage: npm run cli -- workspace <create|list|get> [options]
  workspace create --name NAME [--slug SLUG]
  workspace list [--limit 50]
  workspace get --workspace acc_...

${TOKEN_NOTE}

Examples:
  npm run cli -- workspace create --name "Toko Budi"
  npm run cli -- workspace list --json | jq -e '.[0].id'
  npm run cli -- workspace get --workspace "$WS"`,
	verbs: {
		create: {
			flags: ["name", "slug", ...ADMIN],
			run: (_a, flags, ctx) =>
				print(
					flags,
					ctx.admin("POST", "/v1/workspaces", {
						name: need(flags, "name"),
						...(flags.slug ? { slug: String(flags.slug) } : {}),
					}),
				),
		},
		list: {
			flags: ["limit", ...ADMIN],
			run: (_a, flags, ctx) => print(flags, ctx.admin("GET", `/v1/workspaces?limit=${flags.limit ?? 50}`)),
		},
		get: {
			flags: ["workspace", ...ADMIN],
			run: (_a, flags, ctx) => print(flags, ctx.admin("GET", `/v1/workspaces/${need(flags, "workspace")}`)),
		},
	},
};

export const credentials = {
	summary: "issue or revoke a workspace's service credentials (admin)",
	help: `usage: npm run cli -- credentials <create|revoke> --workspace acc_... --service SERVICE [options]
  credentials create --workspace acc_... --service pay|mkt|store|pos|ci|loc|secrets
                     [--environment test|live] [--role full_access] [--name N] [--scopes a,b]
  credentials revoke --workspace acc_... --service SERVICE --id <credential id>

${TOKEN_NOTE}

Examples:
  npm run cli -- credentials create --workspace "$WS" --service pos
  npm run cli -- credentials create --workspace "$WS" --service pay --environment test
  npm run cli -- credentials revoke --workspace "$WS" --service secrets --id skey_...`,
	verbs: {
		create: {
			flags: ["workspace", "service", "environment", "role", "name", "scopes", ...ADMIN],
			run: (_a, flags, ctx) => {
				const body = { service: need(flags, "service") };
				for (const k of ["environment", "role", "name"]) if (flags[k]) body[k] = String(flags[k]);
				if (flags.scopes) body.scopes = String(flags.scopes).split(",").filter(Boolean);
				return print(flags, ctx.admin("POST", `/v1/workspaces/${need(flags, "workspace")}/credentials`, body));
			},
		},
		revoke: {
			flags: ["workspace", "service", "id", ...ADMIN],
			run: (_a, flags, ctx) =>
				print(
					flags,
					ctx.admin(
						"DELETE",
						`/v1/workspaces/${need(flags, "workspace")}/credentials/${need(flags, "service")}/${need(flags, "id")}`,
					),
				),
		},
	},
};

export const token = {
	summary: "mint an identity-provider access token for a workspace (admin)",
	help: `usage: npm run cli -- token --workspace acc_... [--sub S] [--email a@b.c] [--roles owner,admin]

${TOKEN_NOTE}

Examples:
  npm run cli -- token --workspace "$WS"
  npm run cli -- token --workspace "$WS" --email kasir@example.com --roles owner --json | jq -r .token`,
	flags: ["workspace", "sub", "email", "roles", ...ADMIN],
	run: (_a, flags, ctx) => {
		const body = { accountId: need(flags, "workspace") };
		if (flags.sub) body.sub = String(flags.sub);
		if (flags.email) body.email = String(flags.email);
		if (flags.roles) body.roles = String(flags.roles).split(",");
		return print(flags, ctx.admin("POST", "/v1/tokens", body));
	},
};

export const plan = {
	summary: "set a workspace's plan for a service (admin)",
	help: `usage: npm run cli -- plan set --workspace acc_... --service SERVICE --plan PLAN

${TOKEN_NOTE}

Examples:
  npm run cli -- plan set --workspace "$WS" --service pay --plan growth
  npm run cli -- plan set --workspace "$WS" --service pos --plan growth`,
	verbs: {
		set: {
			flags: ["workspace", "service", "plan", ...ADMIN],
			run: (_a, flags, ctx) =>
				print(
					flags,
					ctx.admin("PUT", `/v1/workspaces/${need(flags, "workspace")}/plans/${need(flags, "service")}`, {
						plan: need(flags, "plan"),
					}),
				),
		},
	},
};

export const allowlist = {
	summary: "allow a workspace into an allowlisted service such as secrets (admin)",
	help: `usage: npm run cli -- allowlist set --workspace acc_... [--service secrets] [--allowed true|false]

${TOKEN_NOTE}

Examples:
  npm run cli -- allowlist set --workspace "$WS" --service secrets --allowed true
  npm run cli -- allowlist set --workspace "$WS" --allowed false`,
	verbs: {
		set: {
			flags: ["workspace", "service", "allowed", ...ADMIN],
			run: (_a, flags, ctx) =>
				print(
					flags,
					ctx.admin("PUT", `/v1/workspaces/${need(flags, "workspace")}/allowlist/${flags.service ?? "secrets"}`, {
						allowed: String(flags.allowed ?? "true") !== "false",
					}),
				),
		},
	},
};

/** The admin request for a shared-runner command: list, pause, resume, revoke. */
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

const runner = (action) => ({
	flags: action === "list" ? ["limit", "cursor", ...ADMIN] : ["id", ...ADMIN],
	run: (_a, flags, ctx) => print(flags, ctx.admin(...runnerRequest(action, flags))),
});

/** The operator's shared CI runners: a leaked runner is paused or revoked here (workspaces cannot). */
export const runners = {
	summary: "list, pause, resume or revoke the operator's shared CI runners (admin)",
	help: `usage: npm run cli -- runners <list|pause|resume|revoke> [options]
  runners list [--limit 100] [--cursor C]    (--raw shows meta.cursor for the next page)
  runners pause|resume|revoke --id runner_...

${TOKEN_NOTE}

Examples:
  npm run cli -- runners list
  npm run cli -- runners pause --id runner_...
  npm run cli -- runners list --raw --json | jq -r .meta.cursor`,
	verbs: { list: runner("list"), pause: runner("pause"), resume: runner("resume"), revoke: runner("revoke") },
};
