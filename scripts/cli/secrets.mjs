// npm run cli -- secrets <command> ...   (token: --token or PASAR_SECRETS_TOKEN)
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
import { need, print } from "./context.mjs";
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

export async function secrets([action, ...args], flags, ctx, passthrough = []) {
	const client = secretsClient(ctx, flags.token ?? process.env.PASAR_SECRETS_TOKEN);
	const t = target(flags);
	switch (action) {
		case "run": {
			if (!passthrough.length) throw new Error("usage: secrets run --project p --env e -- <command> [args...]");
			const { environment } = await resolveTarget(client, t.project, t.env);
			const vars = await collectVariables(client, environment);
			return runWithEnv(
				passthrough[0],
				passthrough.slice(1),
				childEnvironment(process.env, vars, { preserve: !!flags["preserve-env"] }),
			);
		}
		case "list": {
			const { environment } = await resolveTarget(client, t.project, t.env);
			for (const s of await listAll(client, `/environments/${environment.id}/secrets`))
				console.log(`${s.key}\tv${s.currentVersion}\t${s.id}`);
			return 0;
		}
		case "set": {
			if (!args.length) throw new Error("usage: secrets set --project p --env e KEY=value [KEY=value...]");
			const assignments = args.map(parseAssignment);
			const { environment } = await resolveTarget(client, t.project, t.env);
			for (const { key, value } of assignments) {
				const w = await client.put(`/environments/${environment.id}/secrets`, { key, value });
				console.log(`${w.data.key}\tv${w.data.version}\t${w.data.id}`);
			}
			return 0;
		}
		case "get": {
			if (args.length !== 1) throw new Error("usage: secrets get --project p --env e KEY [--version n]");
			const { environment } = await resolveTarget(client, t.project, t.env);
			const s = await findSecret(client, environment, args[0]);
			const q = flags.version !== undefined ? `?version=${encodeURIComponent(String(flags.version))}` : "";
			process.stdout.write(`${(await client.post(`/secrets/${s.id}/reveal${q}`)).data.value}\n`);
			return 0;
		}
		case "delete": {
			if (args.length !== 1) throw new Error("usage: secrets delete --project p --env e KEY");
			const { environment } = await resolveTarget(client, t.project, t.env);
			print((await client.del(`/secrets/${(await findSecret(client, environment, args[0])).id}`)).data);
			return 0;
		}
		case "projects": {
			if (args[0] === "create") print((await client.post("/projects", { name: need(flags, "name") })).data);
			else print(await listAll(client, "/projects"));
			return 0;
		}
		case "envs": {
			const project = await resolveProject(client, t.project);
			if (args[0] === "create")
				print((await client.post(`/projects/${project.id}/environments`, { name: need(flags, "name") })).data);
			else print(await listAll(client, `/projects/${project.id}/environments`));
			return 0;
		}
		case "audit": {
			print((await client.get(`/audit?limit=${flags.limit ?? 20}`)).data);
			return 0;
		}
		default:
			throw new Error("secrets run|list|set|get|delete|projects|envs|audit (see scripts/cli/secrets.mjs)");
	}
}
