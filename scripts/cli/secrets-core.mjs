// The secrets CLI's HTTP logic, free of node: imports so the Worker tests can run it against the
// real service (test/secrets/cli.test.ts). Process handling lives in secrets.mjs. Requests go through
// @pasar/sdk's secrets client.
import { createSecretsClient } from "@pasar/sdk";
import { collect, envelope, netFetch, UsageError } from "./sdk.mjs";

export const API = "/secrets/api/v1";
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The SDK's secrets client for `ctx.baseUrl` (the origin, scripts/cli/context.mjs; `ctx.fetch` when a test
 * injects one) and a bearer token. get/post/put/del answer the envelope of a path under /api/v1.
 */
export function secretsClient(ctx, token) {
	if (!token)
		throw new UsageError(
			"no secrets token: pass --token or set PASAR_SECRETS_TOKEN (an sk_live_ key or an identity-provider token)",
		);
	// No Idempotency-Key unless asked for, as before the SDK.
	const sdk = createSecretsClient({
		baseUrl: `${ctx.baseUrl}/secrets`,
		key: token,
		fetch: ctx.fetch ?? netFetch,
		idempotencyKeys: false,
	});
	const call = (method, path, body) => envelope(sdk, method, `/api/v1${path}`, { body });
	return {
		sdk,
		get: (path) => call("GET", path),
		post: (path, body) => call("POST", path, body),
		put: (path, body) => call("PUT", path, body),
		del: (path) => call("DELETE", path),
	};
}

/** Every item of a cursor-paged list (meta.cursor pages of 100, through the SDK's paginate). */
export const listAll = (client, path) => collect(client.sdk, `/api/v1${path}`, { limit: 100 });

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
	if (!ref) throw new UsageError("--project is required (slug or id; or set PASAR_SECRETS_PROJECT)");
	return pick(await listAll(client, "/projects"), ref, "project");
}

export async function resolveEnvironment(client, project, ref) {
	if (!ref) throw new UsageError("--env is required (slug or id; or set PASAR_SECRETS_ENV)");
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
