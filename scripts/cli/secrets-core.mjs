// The secrets CLI's HTTP logic, free of node: imports so the Worker tests can run it against the
// real service (test/secrets/cli.test.ts). Process handling lives in secrets.mjs.

export const API = "/secrets/api/v1";
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `ctx.request` (scripts/cli/context.mjs) bound to the secrets API and a bearer token. */
export function secretsClient(ctx, token) {
	if (!token)
		throw new Error(
			"no secrets token: pass --token or set PASAR_SECRETS_TOKEN (an sk_live_ key or an identity-provider token)",
		);
	const auth = { Authorization: `Bearer ${token}` };
	return {
		get: (path) => ctx.request("GET", API + path, undefined, auth),
		post: (path, body) => ctx.request("POST", API + path, body, auth),
		put: (path, body) => ctx.request("PUT", API + path, body, auth),
		del: (path) => ctx.request("DELETE", API + path, undefined, auth),
	};
}

/** Every item of a cursor-paged list. */
export async function listAll(client, path) {
	const out = [];
	let cursor = null;
	do {
		const sep = path.includes("?") ? "&" : "?";
		const res = await client.get(`${path}${sep}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
		out.push(...res.data);
		cursor = res.meta?.hasMore ? res.meta.cursor : null;
	} while (cursor);
	return out;
}

/** A project or environment named by id or slug (exact), then by name (case-insensitive). */
function pick(items, ref, what, where = "") {
	const hit =
		items.find((x) => x.id === ref || x.slug === ref) ??
		items.find((x) => x.name.toLowerCase() === String(ref).toLowerCase());
	if (!hit) {
		const known = items.map((x) => x.slug).join(", ") || "none";
		throw new Error(`no ${what} "${ref}"${where} (known: ${known})`);
	}
	return hit;
}

export async function resolveProject(client, ref) {
	if (!ref) throw new Error("--project is required (slug or id; or set PASAR_SECRETS_PROJECT)");
	return pick(await listAll(client, "/projects"), ref, "project");
}

export async function resolveEnvironment(client, project, ref) {
	if (!ref) throw new Error("--env is required (slug or id; or set PASAR_SECRETS_ENV)");
	return pick(
		await listAll(client, `/projects/${project.id}/environments`),
		ref,
		"environment",
		` in project ${project.slug}`,
	);
}

export async function resolveTarget(client, projectRef, envRef) {
	const project = await resolveProject(client, projectRef);
	const environment = await resolveEnvironment(client, project, envRef);
	return { project, environment };
}

/** Reveals the current value of every secret in the environment (each reveal is audited). */
export async function collectVariables(client, environment, concurrency = 8) {
	const entries = await listAll(client, `/environments/${environment.id}/secrets`);
	const vars = {};
	for (let i = 0; i < entries.length; i += concurrency) {
		const chunk = entries.slice(i, i + concurrency);
		const revealed = await Promise.all(chunk.map((s) => client.post(`/secrets/${s.id}/reveal`)));
		for (const r of revealed) vars[r.data.key] = r.data.value;
	}
	return vars;
}

/** The child's environment: the caller's, with the secrets on top unless preserve keeps existing values. */
export function childEnvironment(base, vars, { preserve = false } = {}) {
	const out = { ...base };
	for (const [k, v] of Object.entries(vars)) if (!(preserve && k in base)) out[k] = v;
	return out;
}

/** `KEY=value` (the value may itself contain "="). */
export function parseAssignment(arg) {
	const at = arg.indexOf("=");
	if (at <= 0) throw new Error(`expected KEY=value, got "${arg.length > 40 ? `${arg.slice(0, 40)}...` : arg}"`);
	const key = arg.slice(0, at);
	if (!KEY_PATTERN.test(key) || key.length > 256)
		throw new Error(`"${key}" is not a valid key (letters, digits, underscore; not starting with a digit)`);
	return { key, value: arg.slice(at + 1) };
}

/** Exit status of a child that ended by a signal, as shells report it. */
export const signalExitCode = (signal, signals) => 128 + (signals[signal] ?? 0);
