// How a service's OpenAPI document states its authentication: the security schemes, which operations
// need them (public ones say `security: []`), and for the HMAC-signed services (payments, marketing
// partner calls) the signing recipe of DESIGN §4 as a section of the document's description.
import type { OpenApiDoc } from "./openapi-doc";

export type SecurityScheme =
	| { type: "http"; scheme: "bearer"; description: string; bearerFormat?: string }
	| { type: "apiKey"; in: "header"; name: string; description: string };

/** One of the two DESIGN §4 request signatures. */
export interface HmacSigning {
	/** Authorization scheme, e.g. Pay-HMAC-SHA256. */
	scheme: "Pay-HMAC-SHA256" | "Mkt-HMAC-SHA256";
	/** Header prefix: X-Pay-Timestamp, X-Pay-On-Behalf-Of. */
	prefix: "Pay" | "Mkt";
	/** Environment variables the snippets read the key id and secret from (the CLI reads the same). */
	keyIdEnv: string;
	keyEnv: string;
}

export interface DocsAuth {
	/** components.securitySchemes of the service, by name. */
	schemes: Record<string, SecurityScheme>;
	/** Alternatives: any one of these schemes authenticates an operation. */
	use: string[];
	/** The signed scheme among `schemes`, when there is one: its operations get signing snippets. */
	hmac?: { name: string } & HmacSigning;
	/**
	 * The bearer schemes the reference's "try it" offers (a token input), in order of preference;
	 * none for a signed-only service, whose requests need the secret.
	 */
	tryIt?: string[];
	/**
	 * An operation's schemes when they are not `use` (METHOD, documented path): [] for one that
	 * takes no service credential (public, or authenticated by its own secret), undefined for `use`.
	 */
	schemesFor?: (method: string, path: string) => string[] | undefined;
}

export const bearer = (description: string): SecurityScheme => ({ type: "http", scheme: "bearer", description });

export function hmacScheme(s: HmacSigning): SecurityScheme {
	return {
		type: "apiKey",
		in: "header",
		name: "Authorization",
		description: `\`${s.scheme} keyId=<keyId>, scope=*, signature=<hex>\` with \`X-${s.prefix}-Timestamp\`, computed per request (see "Signing requests" above and each operation's code samples); it cannot be typed in once.`,
	};
}

/** The recipe, as a Markdown section of info.description (Scalar renders it above the operations). */
export function signingSection(s: HmacSigning, server: string): string {
	const path = new URL(server).pathname.replace(/\/$/, "");
	return `## Signing requests

Every request is signed with HMAC-SHA256 (DESIGN §4), with the key id and secret from
\`POST /admin/v1/workspaces/{id}/credentials\` (the secret is shown once). Each operation below has a
copy-paste Node.js and curl + openssl snippet under its code samples.

1. \`timestamp\` = Unix time in seconds; send it as \`X-${s.prefix}-Timestamp\`.
2. string to sign = \`METHOD\` + "\\n" + \`path\` + "\\n" + \`timestamp\` + "\\n" + lowercase hex SHA-256 of the raw body bytes (of "" when there is no body),
   then + "\\n" + \`Idempotency-Key\` when that header is sent. \`path\` is the URL's path and query exactly as sent,
   including the base's prefix (here \`${path || "/"}…\`).
3. With \`X-${s.prefix}-On-Behalf-Of: <accountId>\` (platform-admin keys acting for a workspace) the string instead ends
   "\\n" + (\`Idempotency-Key\` or "") + "\\n" + \`accountId\`, so the target workspace is signed too.
4. signature = lowercase hex HMAC-SHA256 of the string, keyed with the secret.
5. Send \`Authorization: ${s.scheme} keyId=<keyId>, scope=<scope or *>, signature=<hex>\`.

A timestamp more than 300 s from the server's clock, or a wrong signature, is 401 \`invalid_signature\`;
a named scope the key lacks is 403 \`insufficient_scope\`.`;
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/**
 * Adds the schemes and each operation's requirement. Paths outside `apiPrefix` are public: every
 * service mounts its auth middleware on `<apiPrefix>/*` (the public tracker and proxy pages live outside).
 */
export function applySecurity(doc: OpenApiDoc, auth: DocsAuth, apiPrefix: string) {
	doc.components ??= {};
	doc.components.securitySchemes = { ...(doc.components.securitySchemes ?? {}), ...auth.schemes };
	const requirement = (names: string[]) => names.map((name) => ({ [name]: [] }));
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		const outside = path !== apiPrefix && !path.startsWith(`${apiPrefix}/`);
		for (const [method, op] of Object.entries(item)) {
			if (!METHODS.has(method) || op.security) continue;
			op.security = requirement(outside ? [] : (auth.schemesFor?.(method.toUpperCase(), path) ?? auth.use));
		}
	}
}

/**
 * Whether the app's route for METHOD + documented path carries a handler marked by `marked` (a
 * route-level declaration such as payments' publicRoute()), so the document reads the same
 * declaration the auth middleware does.
 */
export function routeDeclares(
	app: { routes: Array<{ method: string; path: string; handler: unknown }> },
	method: string,
	docPath: string,
	marked: (handler: unknown) => boolean,
) {
	const path = docPath.replace(/\{([^}]+)\}/g, ":$1");
	return app.routes.some((r) => r.method === method && r.path === path && marked(r.handler));
}

/** Whether an operation is signed with `scheme` (one of its alternatives names it). */
export const signedWith = (op: { security?: Array<Record<string, string[]>> }, scheme: string) =>
	!!op.security?.some((req) => Object.hasOwn(req, scheme));
