// npm run cli -- secrets <command> ...   (token: --token or --key, else PASAR_SECRETS_TOKEN), and
// `secrets METHOD /api/v1/...` for any other request (scripts/cli/request.mjs).
//   secrets run --project <slug|id> --env <slug|id> [--preserve-env] -- <command> [args...]
//   secrets list --project p --env e                  keys and versions, no values
//   secrets set --project p --env e KEY=value [...]   writes a new version of each key
//   secrets get --project p --env e KEY [--version n] prints one value (audited)
//   secrets delete --project p --env e KEY            removes the key and all its versions
//   secrets projects [create --name N]                list or create projects
//   secrets envs --project p [create --name N]        list or create environments
//   secrets audit [--limit n]                         newest audit entries
// --project / --env default to PASAR_SECRETS_PROJECT / PASAR_SECRETS_ENV.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { need, UsageError } from "./context.mjs";
import { bearerKey, clientFor, emitData, emitEnvelope, OUTPUT_FLAGS, requestOf, runRequest } from "./request.mjs";
import {
	childEnvironment,
	collectVariables,
	listAll,
	parseAssignment,
	resolveProject,
	resolveTarget,
	secretsClient,
	signalExitCode,
} from "./secrets-core.mjs";

const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"];

/** Runs the command with the secrets in its environment; resolves with the child's exit status. */
export function runWithEnv(command, args, env) {
	return new Promise((resolve) => {
		const child = spawn(command, args, { stdio: "inherit", env });
		const forward = (signal) => {
			// The terminal usually signals the whole group; forwarding covers `kill <cli pid>` too.
			if (child.exitCode === null && child.signalCode === null) child.kill(signal);
		};
		for (const s of FORWARDED) process.on(s, forward);
		const done = (code) => {
			for (const s of FORWARDED) process.off(s, forward);
			resolve(code);
		};
		child.on("error", (err) => {
			console.error(`error: cannot run ${command}: ${err.message}`);
			done(err.code === "ENOENT" ? 127 : 126);
		});
		child.on("exit", (code, signal) => done(code ?? signalExitCode(signal, constants.signals)));
	});
}

function target(flags) {
	return {
		project: flags.project ?? process.env.PASAR_SECRETS_PROJECT,
		env: flags.env ?? process.env.PASAR_SECRETS_ENV,
	};
}

async function findSecret(client, environment, key) {
	const hit = (await listAll(client, `/environments/${environment.id}/secrets`)).find((s) => s.key === key);
	if (!hit) throw new Error(`no secret ${key} in this environment`);
	return hit;
}

/** The secrets client of a command line: the token from --token, --key or PASAR_SECRETS_TOKEN. */
const clientOf = (flags, ctx) => secretsClient(ctx, bearerKey("secrets", flags));

/** A project or environment list, or a create: `projects [create --name N]`, `envs --project p [create …]`. */
async function listOrCreate(path, args, flags, client) {
	if (args[0] === "create") return emitEnvelope(await client.post(path, { name: need(flags, "name") }), flags);
	return emitData(await listAll(client, path), flags);
}

const VERBS = {
	async run(_args, flags, client, passthrough) {
		if (!passthrough.length) throw new UsageError("usage: secrets run --project p --env e -- <command> [args...]");
		const t = target(flags);
		const { environment } = await resolveTarget(client, t.project, t.env);
		const vars = await collectVariables(client, environment);
		return runWithEnv(
			passthrough[0],
			passthrough.slice(1),
			childEnvironment(process.env, vars, { preserve: !!flags["preserve-env"] }),
		);
	},
	async list(_args, flags, client) {
		const t = target(flags);
		const { environment } = await resolveTarget(client, t.project, t.env);
		for (const s of await listAll(client, `/environments/${environment.id}/secrets`))
			console.log(`${s.key}\tv${s.currentVersion}\t${s.id}`);
		return 0;
	},
	async set(args, flags, client) {
		if (!args.length) throw new UsageError("usage: secrets set --project p --env e KEY=value [KEY=value...]");
		const assignments = args.map(parseAssignment);
		const t = target(flags);
		const { environment } = await resolveTarget(client, t.project, t.env);
		for (const { key, value } of assignments) {
			const w = await client.put(`/environments/${environment.id}/secrets`, { key, value });
			console.log(`${w.data.key}\tv${w.data.version}\t${w.data.id}`);
		}
		return 0;
	},
	async get(args, flags, client) {
		if (args.length !== 1) throw new UsageError("usage: secrets get --project p --env e KEY [--version n]");
		const t = target(flags);
		const { environment } = await resolveTarget(client, t.project, t.env);
		const s = await findSecret(client, environment, args[0]);
		const q = flags.version !== undefined ? `?version=${encodeURIComponent(String(flags.version))}` : "";
		process.stdout.write(`${(await client.post(`/secrets/${s.id}/reveal${q}`)).data.value}\n`);
		return 0;
	},
	async delete(args, flags, client) {
		if (args.length !== 1) throw new UsageError("usage: secrets delete --project p --env e KEY");
		const t = target(flags);
		const { environment } = await resolveTarget(client, t.project, t.env);
		return emitEnvelope(await client.del(`/secrets/${(await findSecret(client, environment, args[0])).id}`), flags);
	},
	projects: (args, flags, client) => listOrCreate("/projects", args, flags, client),
	async envs(args, flags, client) {
		const project = await resolveProject(client, target(flags).project);
		return listOrCreate(`/projects/${project.id}/environments`, args, flags, client);
	},
	audit: async (_args, flags, client) => emitEnvelope(await client.get(`/audit?limit=${flags.limit ?? 20}`), flags),
};

const TOKEN = ["token", "key"];
const WHERE = ["project", "env", ...TOKEN];
const verb = (name, flags) => ({
	flags: [...flags, ...TOKEN],
	run: (args, f, ctx, passthrough) => VERBS[name](args, f, clientOf(f, ctx), passthrough),
});

export const secrets = {
	summary:
		"secrets: run a command with them, list, set, get, and any request under /secrets/api/v1 (PASAR_SECRETS_TOKEN)",
	help: `usage: npm run cli -- secrets <command> [options]
       npm run cli -- secrets <GET|POST|PUT|PATCH|DELETE|HEAD> </api/v1/...> [--data json | --data-file file]
  secrets run --project p --env e [--preserve-env] -- <command> [args...]   the command with the secrets
  secrets list --project p --env e                  keys and versions, no values
  secrets set --project p --env e KEY=value [...]   a new version of each key
  secrets get --project p --env e KEY [--version n] one value (audited)
  secrets delete --project p --env e KEY            the key and all its versions
  secrets projects [create --name N]                list or create projects
  secrets envs --project p [create --name N]        list or create environments
  secrets audit [--limit 20]                        newest audit entries
--project / --env (slug or id) default to PASAR_SECRETS_PROJECT / PASAR_SECRETS_ENV. delete, projects,
envs and audit print data (--json compact); a generic request takes --data/--data-file,
--idempotency-key, --raw, --json, --output FILE.

Credential: --token (or --key), else PASAR_SECRETS_TOKEN (an sk_live_ key or an identity-provider token;
the workspace must be allowlisted: npm run cli -- allowlist set --workspace acc_...).

Examples:
  npm run cli -- secrets GET /api/v1/projects
  npm run cli -- secrets projects create --name "Web App"
  npm run cli -- secrets set --project web-app --env production DATABASE_URL=postgres://localhost/app
  npm run cli -- secrets run --project web-app --env production -- node -e 'console.log(process.env.DATABASE_URL)'`,
	generic: {
		flags: TOKEN,
		run: (positional, flags) => runRequest(clientFor("secrets", flags), requestOf("secrets", positional, flags), flags),
	},
	verbs: {
		run: verb("run", [...WHERE, "preserve-env"]),
		list: verb("list", WHERE),
		set: verb("set", WHERE),
		get: verb("get", [...WHERE, "version"]),
		delete: verb("delete", [...WHERE, "json", "output"]),
		projects: verb("projects", ["name", "json", "output"]),
		envs: verb("envs", ["project", "name", "json", "output"]),
		audit: verb("audit", ["limit", ...OUTPUT_FLAGS]),
	},
};
