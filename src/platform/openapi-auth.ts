// How a service's OpenAPI document states its authentication: the security schemes, which operations
// need them (public ones say `security: []`), and for the HMAC-signed services (payments, marketing
// partner calls) the signing recipe as a section of the document's description.
import { type Casing, renderCode } from "./errors";
import type { OpenApiDoc } from "./openapi-doc";

export type SecurityScheme =
	| { type: "http"; scheme: "bearer"; description: string; bearerFormat?: string }
	| { type: "apiKey"; in: "header"; name: string; description: string };

/** One of the two HMAC request signatures (payments, marketing partner calls). */
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

/**
 * The recipe, as a Markdown section of info.description (Scalar renders it above the operations):
 * complete enough to implement from the reference alone (platform/signing.ts is what checks it).
 */
export function signingSection(s: HmacSigning, server: string, casing: Casing = "lower"): string {
	const path = new URL(server).pathname.replace(/\/$/, "");
	const ts = `X-${s.prefix}-Timestamp`;
	const obo = `X-${s.prefix}-On-Behalf-Of`;
	return `## Signing requests

Every request is signed with HMAC-SHA256 using a key id and secret minted by the platform operator
(\`POST /admin/v1/workspaces/{id}/credentials\`; the secret is shown once). Each operation below has a
copy-paste Node.js and curl + openssl snippet under its code samples that signs exactly that request.

**Headers.**

\`\`\`
Authorization: ${s.scheme} keyId=<keyId>, scope=<scope or *>, signature=<hex>
${ts}: <Unix time in seconds>
Idempotency-Key: <your unique key>          (optional; recommended on every POST, PUT, PATCH, DELETE)
${obo}: <acc_… workspace id>      (platform-admin keys acting for a workspace only)
\`\`\`

The three \`Authorization\` parameters appear once each, in any order, separated by commas; \`signature\`
is exactly 64 lowercase hex characters.

**String to sign** (lines joined with a single \`\\n\`, no trailing newline):

\`\`\`
METHOD                      upper case: GET, POST, …
path                        the URL's path and query exactly as sent, with the base's prefix (here ${path || "/"}…)
timestamp                   the ${ts} value
body hash                   lowercase hex SHA-256 of the raw body bytes as sent (of "" for no body:
                            e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855)
Idempotency-Key             only when that header is sent
\`\`\`

With \`${obo}\` the string instead ends with two lines, the \`Idempotency-Key\` (an empty line when none
is sent) and then the workspace id, so the target workspace is signed too.

**signature** = lowercase hex HMAC-SHA256 of the string to sign, keyed with the secret (its UTF-8 bytes).

- The path is what a standard URL parser produces: percent-encoded, no \`..\` segments, the query in the
  order you send it. Hash the body bytes you actually send (a byte order mark included).
- **Clock skew:** a timestamp more than 300 seconds before or after the server's clock is refused.
- **Replays:** there is no nonce, so an identical request verifies again within those 300 seconds. Send an
  \`Idempotency-Key\` on every mutation: it is part of what is signed, and the server answers a repeat
  with the first answer instead of acting twice.
- \`scope=*\` uses everything the key holds; \`scope=<name>\` narrows the request to that one scope, which
  the key must hold and the operation must need.
- A malformed header, a missing or stale timestamp, or a signature that does not match is 401
  \`${renderCode("invalid_signature", casing)}\`; a named scope the key lacks is refused with 403.`;
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
