// npm run sdk:generate — regenerates the SDK (sdk/, the @pasar/sdk workspace package) from the OpenAPI
// documents the Worker serves, in four steps:
//   1. snapshots: `vitest run test/sdk/openapi-sync.test.ts -u` fetches GET <base>/openapi.json of every
//      service through the real Worker (workerd, as every test) and writes sdk/openapi/<doc>.json;
//   2. types: openapi-typescript turns each snapshot into sdk/src/generated/<doc>.ts;
//   3. error codes: sdk/src/generated/error-codes.ts, one union per client (the spec's codes below, plus
//      every code the documents' error descriptions name);
//   4. build: tsc -p sdk compiles sdk/src to sdk/lib (JavaScript + declarations), what Node, the CLI and
//      anyone installing the package load (Node cannot strip types under node_modules).
// `--check` changes nothing and exits 1 when any of the four differs from what is committed (npm run check).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { root, toolEnv } from "../toolchain.mjs";

/** The served documents, by local base (storefront's paths are served in the mkt document). */
export const DOCS = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"];

const SDK = join(root, "sdk");
const SNAPSHOTS = join(SDK, "openapi");
const GENERATED = join(SDK, "src", "generated");
const LIB = join(SDK, "lib");
const SYNC_TEST = "test/sdk/openapi-sync.test.ts";
const FIX = "npm run sdk:generate";

const isStorefrontPath = (p) => /^\/api\/v1\/(storefront|inventory)(\/|$)/.test(p);

/** Each client: its document, the paths it covers and its error-code casing. */
export const CLIENTS = {
	pay: { doc: "pay", paths: () => true, casing: "lower" },
	mkt: { doc: "mkt", paths: (p) => !isStorefrontPath(p), casing: "upper" },
	store: { doc: "mkt", paths: isStorefrontPath, casing: "upper" },
	pos: { doc: "pos", paths: () => true, casing: "upper" },
	ci: { doc: "ci", paths: () => true, casing: "upper" },
	loc: { doc: "loc", paths: () => true, casing: "upper" },
	secrets: { doc: "secrets", paths: () => true, casing: "upper" },
	admin: { doc: "admin", paths: () => true, casing: "lower" },
};

// Codes every service's shared platform code answers (src/platform: validation, bodies, routing,
// idempotency, rate limits), in lower snake case; rendered in each service's casing.
const PLATFORM = [
	"validation_error",
	"not_found",
	"method_not_allowed",
	"payload_too_large",
	"unsupported_media_type",
	"rate_limited",
	"internal_error",
];
// The spec's error tables (spec 000 §7, 001 §7, 002 §5 and §7, DESIGN §3-§4) and codes the services
// answer that the documents do not name yet. Documented codes found in the served documents are added.
const KNOWN = {
	pay: [
		...PLATFORM,
		"invalid_amount",
		"bank_account_missing",
		"idempotency_required",
		"idempotency_key_conflict",
		"idempotency_conflict",
		"idempotency_in_flight",
		"invalid_key",
		"invalid_signature",
		"insufficient_scope",
		"tier_cap_reached",
		"cannot_revoke_self",
		"insufficient_balance",
		"invalid_transition",
		"conflict",
		"gateway_error",
		"amount_exceeds_refundable",
		"invoice_not_open",
		"method_not_available",
		"method_not_offered",
		"no_pending_payment",
		"payment_failed",
		"payment_not_pending",
		"provider_unavailable",
		"resource_missing",
		"session_expired",
		"session_not_open",
	],
	mkt: [
		...PLATFORM,
		"validation",
		"use_oauth",
		"invalid_value",
		"no_channel",
		"unauthorized",
		"invalid_signature",
		"forbidden",
		"no_account",
		"account_mismatch",
		"unknown_provider",
		"bad_state",
		"not_email",
		"no_from_email",
		"identity_taken",
		"name_exists",
		"code_exists",
		"code_not_usable",
		"quota_exceeded",
		"idempotency_key_in_use",
		"checkout_failed",
		"cancel_failed",
		"oauth_not_configured",
		"plan_not_configured",
	],
	store: [
		...PLATFORM,
		"unauthorized",
		"forbidden",
		"quota_exceeded",
		"resource_not_found",
		"sku_taken",
		"idempotency_key_in_use",
	],
	pos: [
		...PLATFORM,
		"auth_required",
		"forbidden",
		"conflict",
		"idempotency_key_in_use",
		"already_queued",
		"endpoint_disabled",
		"limit_reached",
		"billing_not_configured",
		"upstream_error",
	],
	ci: [
		...PLATFORM,
		"auth_required",
		"forbidden",
		"conflict",
		"idempotency_key_in_use",
		"pipeline_not_created",
		"upstream_error",
		"already_queued",
		"endpoint_disabled",
	],
	loc: [
		...PLATFORM,
		"auth_required",
		"invalid_api_key",
		"forbidden",
		"conflict",
		"idempotency_key_in_use",
		"placeholder_mismatch",
		"upgrade_required",
		"invalid_url",
		"fetch_failed",
		"no_text",
		"preview_budget_exhausted",
	],
	secrets: [...PLATFORM, "auth_required", "forbidden", "conflict", "idempotency_key_in_use"],
	admin: [...PLATFORM, "unauthorized", "forbidden", "conflict"],
};

const CASED = {
	lower: /^([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\s*(?:[:(].*)?$/s,
	upper: /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s*(?:[:(].*)?$/s,
};
// UPPER_SNAKE words inside prose are codes ("... (IDEMPOTENCY_KEY_IN_USE)"); lower snake ones may be
// other names ("Rate limited (mutating_light)"), so payments and admin codes count only as list items.
const UPPER_IN_PROSE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/**
 * The codes an error response's description names: each item of a list separated by commas, ";" or
 * "or" that is a code alone or a code followed by ":" or "(": "insufficient_scope", "conflict,
 * idempotency_key_conflict", "NOT_FOUND: unknown project", "INVALID_URL, FETCH_FAILED or NO_TEXT",
 * "idempotency_conflict (key reused with another body)". Prose ("Rate limited", "Not found") names none;
 * neither does a lone lower-case word (single-word payments and admin codes come from KNOWN).
 */
export function codesIn(description, casing) {
	const out = new Set();
	for (const piece of String(description ?? "").split(/,|;|\bor\b/)) {
		const m = CASED[casing].exec(piece.trim());
		// a lone lower-case word ("empty", "conflict") may be prose: single-word codes come from KNOWN
		if (m && m[1].length >= 3 && (casing === "upper" || m[1].includes("_"))) out.add(m[1].toLowerCase());
	}
	if (casing === "upper")
		for (const m of String(description ?? "").match(UPPER_IN_PROSE) ?? []) out.add(m.toLowerCase());
	return out;
}

/** Every client's error codes, rendered in its casing, sorted. */
export function errorCodes(docs) {
	const out = {};
	for (const [client, cfg] of Object.entries(CLIENTS)) {
		const codes = new Set(KNOWN[client]);
		for (const [path, item] of Object.entries(docs[cfg.doc].paths ?? {})) {
			if (!cfg.paths(path)) continue;
			for (const op of Object.values(item))
				for (const [status, res] of Object.entries(op?.responses ?? {}))
					if (/^[45]/.test(status)) for (const c of codesIn(res.description, cfg.casing)) codes.add(c);
		}
		out[client] = [...codes].map((c) => (cfg.casing === "upper" ? c.toUpperCase() : c)).sort();
	}
	return out;
}

const HEADER = "// Generated by `npm run sdk:generate` (scripts/sdk/generate.mjs); do not edit.\n";
const pascal = (s) => s[0].toUpperCase() + s.slice(1);

export function errorCodesModule(codes) {
	const lines = [HEADER];
	lines.push(
		"// One list per client: the spec's codes plus every code the served documents' error descriptions name.",
		"// The types in errors.ts add `string & {}` so codes not listed here still type-check.",
		"",
	);
	for (const [client, list] of Object.entries(codes)) {
		const name = `${client.toUpperCase()}_ERROR_CODES`;
		lines.push(`export const ${name} = [`, ...list.map((c) => `\t"${c}",`), "] as const;");
		lines.push(`export type Known${pascal(client)}ErrorCode = (typeof ${name})[number];`, "");
	}
	return lines.join("\n");
}

/** The generated sources for the snapshots: { "<file>.ts": text }. */
export async function generateSources(snapshotDir = SNAPSHOTS) {
	const { default: openapiTS, astToString } = await import("openapi-typescript");
	const docs = {};
	const files = {};
	for (const doc of DOCS) {
		const file = join(snapshotDir, `${doc}.json`);
		if (!existsSync(file)) throw new Error(`${relative(root, file)} is missing; run ${FIX}`);
		docs[doc] = JSON.parse(readFileSync(file, "utf8"));
		for (const [name, schema] of Object.entries(docs[doc].components?.schemas ?? {}))
			if ((schema.allOf ?? []).some((s) => s.$ref === `#/components/schemas/${name}`))
				throw new Error(`${doc}: component ${name} extends itself (two zod schemas registered as "${name}")`);
		// defaultNonNullable off: a field with a default is optional in a request body (the documents
		// describe bodies by their parsed shape, where defaults look required).
		const ast = await openapiTS(structuredClone(docs[doc]), { silent: true, defaultNonNullable: false });
		files[`${doc}.ts`] =
			`${HEADER}// From sdk/openapi/${doc}.json, GET /${doc}/openapi.json of the Worker.\n\n${astToString(ast)}`;
	}
	files["error-codes.ts"] = errorCodesModule(errorCodes(docs));
	return files;
}

function sh(cmd, args, extraEnv = {}) {
	const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: toolEnv(extraEnv) });
	if (r.error) throw r.error;
	return r.status ?? 1;
}

const listFiles = (dir, base = dir) =>
	existsSync(dir)
		? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
				e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))],
			)
		: [];

/** Files that differ between two directories (missing on either side included). */
function diffDirs(a, b) {
	const names = new Set([...listFiles(a), ...listFiles(b)]);
	return [...names].filter((n) => {
		const pa = join(a, n);
		const pb = join(b, n);
		return !existsSync(pa) || !existsSync(pb) || !readFileSync(pa).equals(readFileSync(pb));
	});
}

const build = (outDir) => sh("tsc", ["-p", "sdk/tsconfig.json", "--outDir", outDir]);

async function generate() {
	console.log("sdk: fetching the served OpenAPI documents (vitest, workerd) into sdk/openapi/");
	if (sh("vitest", ["run", SYNC_TEST, "-u"]) !== 0) return 1;
	const files = await generateSources();
	rmSync(GENERATED, { recursive: true, force: true });
	mkdirSync(GENERATED, { recursive: true });
	for (const [name, text] of Object.entries(files)) writeFileSync(join(GENERATED, name), text);
	console.log(`sdk: wrote ${Object.keys(files).length} files to sdk/src/generated/`);
	rmSync(LIB, { recursive: true, force: true });
	if (build(LIB) !== 0) return 1;
	console.log("sdk: compiled sdk/src to sdk/lib/");
	return 0;
}

async function check() {
	const stale = [];
	// 1. the snapshots against the served documents (CI=true: a missing snapshot fails, nothing is written)
	if (sh("vitest", ["run", SYNC_TEST], { CI: "true" }) !== 0) stale.push("sdk/openapi (the served documents changed)");
	// 2-3. the generated sources against what the snapshots make
	const files = await generateSources();
	const have = new Set(listFiles(GENERATED));
	for (const [name, text] of Object.entries(files)) {
		const p = join(GENERATED, name);
		if (!existsSync(p) || readFileSync(p, "utf8") !== text) stale.push(`sdk/src/generated/${name}`);
		have.delete(name);
	}
	for (const extra of have) stale.push(`sdk/src/generated/${extra} (not generated)`);
	// 4. sdk/lib against a fresh build of sdk/src
	const tmp = mkdtempSync(join(tmpdir(), "pasar-sdk-lib-"));
	try {
		if (build(tmp) !== 0) stale.push("sdk/src does not compile");
		else for (const f of diffDirs(LIB, tmp)) stale.push(`sdk/lib/${f}`);
	} finally {
		rmSync(tmp, { recursive: true, force: true });
	}
	if (stale.length) {
		console.error(`sdk out of date with the OpenAPI documents:\n  ${stale.join("\n  ")}\nfix: ${FIX}`);
		return 1;
	}
	console.log("sdk: snapshots, generated types, error codes and sdk/lib are in sync");
	return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
	process.exit(await (process.argv.includes("--check") ? check() : generate()));
}
