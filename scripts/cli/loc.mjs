// npm run cli -- loc <pull|push|check> ... : the localization service's catalogue workflow, and
// `loc METHOD /api/v1/...` for any other request (scripts/cli/request.mjs).
//   loc pull  --project prj_… --out locales [--format json-nested|json-flat|xliff] [--draft] [--pseudo]
//             writes <out>/<locale>/<namespace>.json (.xlf for xliff): the source locale, every enabled
//             target's latest release (--draft: unreleased ones as a release would freeze them now) and
//             with --pseudo the en-XA pseudo-locale, from GET /projects/{id}/pull.
//   loc push  --project prj_… --file locales/id/default.json --locale id [--namespace ns] [--format f]
//             [--status needs_review|machine|approved] [--idempotency-key k]   (POST /projects/{id}/import)
//   loc check --project prj_…   prints errors and warnings; exits 1 unless ok (a CI gate).
// Base URL: --url (the localization base), else PASAR_LOC_URL, else PASAR_URL + /loc.
// Token: --token (or --key) or PASAR_LOC_TOKEN (a loc_live_ key). Requests go through @pasar/sdk's
// localization client.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { createLocClient } from "@pasar/sdk";
import { need, UsageError } from "./context.mjs";
import { bearerKey, clientFor, requestOf, runRequest, serviceBase } from "./request.mjs";
import { envelope, netFetch } from "./sdk.mjs";

export const FORMATS = ["json-nested", "json-flat", "xliff"];

/** The service's base URL and the token, from flags and the environment. */
export function locTarget(flags, env = process.env) {
	return { base: serviceBase("loc", flags, env), token: bearerKey("loc", flags, env) };
}

/** The SDK's localization client for a target; no Idempotency-Key unless --idempotency-key, as before. */
export const locClient = (t, fetch) =>
	createLocClient({ baseUrl: t.base, key: t.token, fetch: fetch ?? netFetch, idempotencyKeys: false });

const call = (client, method, path, body, headers) => envelope(client, method, `/api/v1${path}`, { body, headers });

function format(flags, file) {
	const f = flags.format ?? (file && /^\.xl(f|iff)$/i.test(extname(file)) ? "xliff" : "json-nested");
	if (!FORMATS.includes(f)) throw new UsageError(`--format is one of ${FORMATS.join(", ")}`);
	return f;
}

// ---- file writers (the service's files/formats.ts, for catalogues pulled whole) ----

const bare = () => Object.create(null);

/** Dots nest; a group holding a name that is also a prefix of the others is written flat at its level. */
export function nest(entries) {
	const groups = new Map();
	for (const [name, value] of entries) {
		const dot = name.indexOf(".");
		const head = dot < 0 ? name : name.slice(0, dot);
		const g = groups.get(head) ?? [];
		g.push([dot < 0 ? null : name.slice(dot + 1), name, value]);
		groups.set(head, g);
	}
	const obj = bare();
	for (const [head, g] of groups) {
		if (g.every(([rest]) => rest !== null)) obj[head] = nest(g.map(([rest, , v]) => [rest, v]));
		else if (g.length === 1) obj[head] = g[0][2];
		else for (const [, name, v] of g) obj[name] = v;
	}
	return obj;
}

const escapeText = (s) =>
	// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot hold these literally
	s.replace(/[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (ch) =>
		ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : `&#${ch.charCodeAt(0)};`,
	);
const escapeAttr = (s) => escapeText(s).replace(/["\t\n]/g, (ch) => (ch === '"' ? "&quot;" : `&#${ch.charCodeAt(0)};`));

/** One namespace's messages as a file of `fmt`; `sources` (name → source text) feeds XLIFF's <source>. */
export function serialise(fmt, messages, sources, meta) {
	const entries = Object.entries(messages);
	if (fmt === "json-nested") return `${JSON.stringify(nest(entries), null, 2)}\n`;
	if (fmt === "json-flat") {
		const obj = bare();
		for (const [k, v] of entries) obj[k] = v;
		return `${JSON.stringify(obj, null, 2)}\n`;
	}
	const units = entries.map(([name, target]) =>
		[
			`      <trans-unit id="${escapeAttr(name)}" resname="${escapeAttr(name)}">`,
			`        <source>${escapeText(sources?.[name] ?? target)}</source>`,
			`        <target>${escapeText(target)}</target>`,
			"      </trans-unit>",
		].join("\n"),
	);
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
		`  <file original="${escapeAttr(meta.namespace)}" source-language="${escapeAttr(meta.source)}" target-language="${escapeAttr(meta.locale)}" datatype="plaintext">`,
		"    <body>",
		...units,
		"    </body>",
		"  </file>",
		"</xliff>",
		"",
	].join("\n");
}

/** A namespace or locale as a path segment: never a path of its own. */
const segment = (s) => {
	if (!/^[A-Za-z0-9_.-]+$/.test(s) || s === "." || s === "..") throw new Error(`refusing to write a file named ${s}`);
	return s;
};

/** The files a pull answer makes: [{path, text}] under `out`. */
export function pullFiles(data, out, fmt) {
	const catalogs = [[data.sourceLocale, data.source]];
	for (const [tag, l] of Object.entries(data.locales ?? {})) if (l.catalog) catalogs.push([tag, l.catalog]);
	if (data.pseudo) catalogs.push([data.pseudo.locale, data.pseudo.catalog]);
	const ext = fmt === "xliff" ? "xlf" : "json";
	const files = [];
	for (const [locale, catalog] of catalogs)
		for (const [namespace, messages] of Object.entries(catalog ?? {}))
			files.push({
				path: join(out, segment(locale), `${segment(namespace)}.${ext}`),
				text: serialise(fmt, messages, data.source?.[namespace], { namespace, source: data.sourceLocale, locale }),
			});
	return files;
}

async function pull(flags, client) {
	const project = need(flags, "project");
	const out = need(flags, "out");
	const fmt = format(flags);
	const q = new URLSearchParams();
	if (flags.draft) q.set("draft", "true");
	if (flags.pseudo) q.set("pseudo", "true");
	const { data } = await call(client, "GET", `/projects/${encodeURIComponent(project)}/pull${q.size ? `?${q}` : ""}`);
	const files = pullFiles(data, out, fmt);
	for (const f of files) {
		mkdirSync(join(f.path, ".."), { recursive: true });
		writeFileSync(f.path, f.text);
		console.log(`wrote ${f.path}`);
	}
	const unreleased = Object.entries(data.locales ?? {})
		.filter(([, l]) => !l.catalog)
		.map(([tag]) => tag);
	if (unreleased.length) console.log(`not released (pull --draft to include): ${unreleased.join(", ")}`);
	return 0;
}

async function push(flags, client) {
	const project = need(flags, "project");
	const file = need(flags, "file");
	const body = {
		locale: need(flags, "locale"),
		namespace: flags.namespace ? String(flags.namespace) : "default",
		format: format(flags, file),
		content: readFileSync(file, "utf8"),
	};
	if (flags.status) body.status = String(flags.status);
	const h = flags["idempotency-key"] ? { "Idempotency-Key": String(flags["idempotency-key"]) } : {};
	const { data } = await call(client, "POST", `/projects/${encodeURIComponent(project)}/import`, body, h);
	console.log(
		`${file} → ${body.locale}/${body.namespace}: ${data.created} keys created, ${data.updated} updated, ${data.translations} translations written`,
	);
	if (data.skipped.length) console.log(`skipped (no such key): ${data.skipped.join(", ")}`);
	return 0;
}

async function check(flags, client) {
	const project = need(flags, "project");
	const { data } = await call(client, "GET", `/projects/${encodeURIComponent(project)}/check`);
	for (const [level, list] of [
		["error", data.errors],
		["warning", data.warnings],
	])
		for (const e of list) console.log(`${level} ${e.type} ${e.key} [${e.locale}] ${e.message}`);
	console.log(
		`${data.ok ? "ok" : "FAILED"}: ${data.errors.length} errors, ${data.warnings.length} warnings (${data.stats?.keys ?? "?"} keys × ${data.stats?.locales ?? "?"} locales)`,
	);
	return data.ok ? 0 : 1;
}

const verb = (fn, flags) => ({ flags: [...flags, "token", "key"], run: (_a, f) => fn(f, locClient(locTarget(f))) });

export const loc = {
	summary: "localization: pull, push, check catalogues, and any request under /loc/api/v1 (PASAR_LOC_TOKEN)",
	help: `usage: npm run cli -- loc <pull|push|check> --project prj_… [options]
       npm run cli -- loc <GET|POST|PUT|PATCH|DELETE|HEAD> </api/v1/...> [--data json | --data-file file]
  loc pull  --project prj_… --out DIR [--format json-nested|json-flat|xliff] [--draft] [--pseudo]
            writes DIR/<locale>/<namespace>.json (.xlf): the source, each target's latest release
            (--draft: unreleased ones too), --pseudo the en-XA pseudo-locale
  loc push  --project prj_… --file FILE --locale id [--namespace default] [--format f]
            [--status needs_review|machine|approved] [--idempotency-key K]   imports a file
  loc check --project prj_…   errors and warnings; exit 1 unless ok (a CI gate)
A generic request takes --data/--data-file, --idempotency-key, --raw, --json, --output FILE.

Credential: --token (or --key), else PASAR_LOC_TOKEN (a loc_live_ key).
Base: --url (the localization base), else PASAR_LOC_URL, else PASAR_URL + /loc (default http://127.0.0.1:8787/loc).

Examples:
  npm run cli -- loc GET /api/v1/projects
  npm run cli -- loc pull --project prj_... --out .tmp/locales --draft
  npm run cli -- loc push --project prj_... --file .tmp/locales/id/default.json --locale id
  npm run cli -- loc check --project prj_...`,
	generic: {
		flags: ["token", "key"],
		run: (positional, flags) => runRequest(clientFor("loc", flags), requestOf("loc", positional, flags), flags),
	},
	verbs: {
		pull: verb(pull, ["project", "out", "format", "draft", "pseudo"]),
		push: verb(push, ["project", "file", "locale", "namespace", "format", "status", "idempotency-key"]),
		check: verb(check, ["project"]),
	},
};
