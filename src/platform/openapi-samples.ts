// Copy-paste signing snippets for the HMAC-signed operations (payments, marketing partner calls),
// generated from the document rather than written per route: a Node.js one (no dependencies) and a
// curl + openssl one, each computing the request signature for that operation's method, path and
// an example body built from its request schema. Scalar shows them as the operation's code samples.
import type { HmacSigning } from "./openapi-auth";
import type { OpenApiDoc } from "./openapi-doc";

type Schema = { [key: string]: any };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown };

const MUTATING = new Set(["post", "put", "patch", "delete"]);

/** A small example value for a schema: its example, default or first enum value, else a typed placeholder. */
export function exampleOf(doc: OpenApiDoc, schema: Schema | undefined, name = "value", depth = 0): unknown {
	if (!schema || depth > 6) return null;
	if (schema.$ref) return exampleOf(doc, refTarget(doc, schema.$ref), name, depth + 1);
	if (schema.example !== undefined) return schema.example;
	if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
	if (schema.default !== undefined) return schema.default;
	if (schema.const !== undefined) return schema.const;
	if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
	const alt = schema.anyOf ?? schema.oneOf;
	if (alt) return exampleOf(doc, alt.find((s: Schema) => s.type !== "null") ?? alt[0], name, depth + 1);
	if (schema.allOf) {
		const parts = schema.allOf.map((s: Schema) => exampleOf(doc, s, name, depth + 1));
		return parts.every((p: unknown) => p && typeof p === "object" && !Array.isArray(p))
			? Object.assign({}, ...parts)
			: parts[0];
	}
	const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
	if (type === "object" || schema.properties) {
		const props = Object.entries<Schema>(schema.properties ?? {});
		const required = new Set<string>(schema.required ?? []);
		// Required fields only, so the sample is the smallest valid body; a body of optional fields shows one.
		const chosen = props.filter(([k]) => required.has(k));
		const out: Record<string, unknown> = {};
		for (const [k, s] of chosen.length ? chosen : props.slice(0, 1)) out[k] = exampleOf(doc, s, k, depth + 1);
		return out;
	}
	if (type === "array") return [exampleOf(doc, schema.items, name, depth + 1)];
	if (type === "integer" || type === "number") return schema.minimum ?? schema.exclusiveMinimum ?? 1;
	if (type === "boolean") return false;
	if (type === "null") return null;
	if (schema.format === "date-time") return "2026-01-31T09:00:00.000Z";
	if (schema.format === "date") return "2026-01-31";
	if (schema.format === "email") return "budi@example.com";
	if (schema.format === "uri" || schema.format === "url") return "https://toko.example.com";
	return `<${name}>`;
}

const refTarget = (doc: OpenApiDoc, ref: string) =>
	ref
		.replace(/^#\//, "")
		.split("/")
		.reduce<any>((o, k) => o?.[k], doc);

const jsIdent = (name: string) => name.replace(/[^A-Za-z0-9_$]/g, "_").replace(/^([0-9])/, "_$1");
const shellVar = (name: string) => jsIdent(name).toUpperCase();
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

interface Parts {
	method: string;
	pathParams: Array<{ name: string; value: string }>;
	query: string;
	urlTemplate: (param: (name: string) => string) => string;
	body: string;
	contentType?: string;
	idempotent: boolean;
}

function partsOf(doc: OpenApiDoc, server: string, path: string, method: string, op: Schema): Parts {
	const params: Parameter[] = (op.parameters ?? []).map((p: Schema) => (p.$ref ? refTarget(doc, p.$ref) : p));
	const value = (p: Parameter) => String(p.example ?? exampleOf(doc, p.schema, p.name));
	const pathParams = params.filter((p) => p.in === "path").map((p) => ({ name: p.name, value: value(p) }));
	const query = params
		.filter((p) => p.in === "query" && p.required)
		.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(value(p))}`)
		.join("&");
	const content = op.requestBody?.content ?? {};
	const contentType = content["application/json"] ? "application/json" : Object.keys(content)[0];
	const body = !contentType
		? ""
		: contentType === "application/json"
			? JSON.stringify(exampleOf(doc, content[contentType].schema, "body"))
			: "<raw body>";
	return {
		method: method.toUpperCase(),
		pathParams,
		query,
		urlTemplate: (param) => `${server}${path.replace(/\{([^}]+)\}/g, (_m, n) => param(n))}${query ? `?${query}` : ""}`,
		body,
		contentType,
		idempotent: MUTATING.has(method),
	};
}

function nodeSnippet(s: HmacSigning, p: Parts, title: string): string {
	const lines = [
		`// ${title}: signed with ${s.scheme}. Node.js 18+, no dependencies: save as sign.mjs, run node sign.mjs`,
		`import { createHash, createHmac, randomUUID } from "node:crypto";`,
		"",
		`const keyId = process.env.${s.keyIdEnv}; // key id and secret from POST /admin/v1/workspaces/{id}/credentials`,
		`const secret = process.env.${s.keyEnv};`,
		...p.pathParams.map((x) => `const ${jsIdent(x.name)} = ${JSON.stringify(x.value)};`),
		`const url = new URL(\`${p.urlTemplate((n) => `\${encodeURIComponent(${jsIdent(n)})}`)}\`);`,
		`const body = ${p.body ? (p.contentType === "application/json" ? `JSON.stringify(${p.body})` : JSON.stringify(p.body)) : `""`};`,
		...(p.idempotent ? ["const idempotencyKey = randomUUID(); // reuse it when you retry this request"] : []),
		"const timestamp = String(Math.floor(Date.now() / 1000));",
		`const toSign = [${JSON.stringify(p.method)}, url.pathname + url.search, timestamp, createHash("sha256").update(body).digest("hex")${p.idempotent ? ", idempotencyKey" : ""}].join("\\n");`,
		`const signature = createHmac("sha256", secret).update(toSign).digest("hex");`,
		"const res = await fetch(url, {",
		`\tmethod: ${JSON.stringify(p.method)},`,
		"\theaders: {",
		`\t\tAuthorization: \`${s.scheme} keyId=\${keyId}, scope=*, signature=\${signature}\`,`,
		`\t\t"X-${s.prefix}-Timestamp": timestamp,`,
		...(p.idempotent ? [`\t\t"Idempotency-Key": idempotencyKey,`] : []),
		...(p.body ? [`\t\t"Content-Type": ${JSON.stringify(p.contentType)},`] : []),
		"\t},",
		...(p.body ? ["\tbody,"] : []),
		"});",
		"console.log(res.status, await res.text());",
	];
	return lines.join("\n");
}

function shellSnippet(s: HmacSigning, p: Parts, title: string): string {
	const fields = ["%s", "%s", "%s", "%s", ...(p.idempotent ? ["%s"] : [])].join("\\n");
	const lines = [
		`# ${title}: signed with ${s.scheme}, curl + openssl`,
		`KEY_ID="$${s.keyIdEnv}"; SECRET="$${s.keyEnv}"  # from POST /admin/v1/workspaces/{id}/credentials`,
		...p.pathParams.map((x) => `${shellVar(x.name)}=${shellQuote(x.value)}`),
		`URL="${p.urlTemplate((n) => `$${shellVar(n)}`)}"`,
		`BODY=${shellQuote(p.body)}`,
		...(p.idempotent ? ['IDEMPOTENCY_KEY="$(openssl rand -hex 16)"  # reuse it when you retry'] : []),
		'TS="$(date +%s)"',
		// biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion in the snippet, not a template
		'REQ_PATH="/${URL#*://*/}"  # path and query as sent, prefix included',
		`BODY_SHA="$(printf '%s' "$BODY" | openssl dgst -sha256 -hex | sed 's/^.*= //')"`,
		`SIG="$(printf '${fields}' ${p.method} "$REQ_PATH" "$TS" "$BODY_SHA"${p.idempotent ? ' "$IDEMPOTENCY_KEY"' : ""} | openssl dgst -sha256 -hmac "$SECRET" -hex | sed 's/^.*= //')"`,
		`curl -sS -X ${p.method} "$URL" \\`,
		`  -H "Authorization: ${s.scheme} keyId=$KEY_ID, scope=*, signature=$SIG" \\`,
		`  -H "X-${s.prefix}-Timestamp: $TS"${p.idempotent || p.body ? " \\" : ""}`,
		...(p.idempotent ? [`  -H "Idempotency-Key: $IDEMPOTENCY_KEY"${p.body ? " \\" : ""}`] : []),
		...(p.body ? [`  -H 'Content-Type: ${p.contentType}' \\`, '  --data-binary "$BODY"'] : []),
	];
	return lines.join("\n");
}

/** The operation's x-codeSamples: one Node.js and one shell snippet that sign the request. */
export function signedCodeSamples(
	doc: OpenApiDoc,
	s: HmacSigning,
	server: string,
	path: string,
	method: string,
	op: Schema,
) {
	const p = partsOf(doc, server, path, method, op);
	const title = `${p.method} ${path}`;
	return [
		{ lang: "JavaScript", label: "Node.js (signed)", source: nodeSnippet(s, p, title) },
		{ lang: "Shell", label: "curl + openssl (signed)", source: shellSnippet(s, p, title) },
	];
}
