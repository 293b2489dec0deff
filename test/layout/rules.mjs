// The source-layout rules of DESIGN §2, as pure functions over a tree { "src/x.ts": "text", ... }
// so the guard test can run them on the real tree and on a deliberately broken one. Each returns
// the violations, one string per offending file, naming the file and the rule.
import { posix } from "node:path";

/** Relative import specifiers of a module (static, re-export, side-effect and dynamic). */
export function importsOf(text) {
	const out = [];
	const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\1/g;
	for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[2]);
	return out;
}

/** The tree path an import of `spec` from `file` points at (extension-less, as written). */
export const target = (file, spec) => posix.normalize(posix.join(posix.dirname(file), spec));

const serviceOf = (path) => path.match(/^src\/services\/([^/]+)\//)?.[1] ?? null;
const isCode = (path) => /\.(ts|tsx)$/.test(path) && !path.endsWith(".d.ts");

/** D1 bindings (env.DB_PAY, c.env.DB_SECRETS, ...) appear only in store files and Durable Objects. */
export function d1OutsideStores(tree, allowed = []) {
	const ok = (p) =>
		/(^|\/)store\.ts$/.test(p) || /(^|\/)store\/[^/]+\.ts$/.test(p) || /\.do\.ts$/.test(p) || allowed.includes(p);
	return Object.entries(tree)
		.filter(([p, text]) => isCode(p) && /\.DB_[A-Z]+\b/.test(text) && !ok(p))
		.map(([p]) => `${p}: reaches a D1 binding outside a store.ts (DESIGN §2: D1 only in store.ts / .do.ts)`);
}

/** src/platform/ imports no service; durable/ holds only one-line re-exports for wrangler. */
export function platformImportsService(tree) {
	const out = [];
	for (const [p, text] of Object.entries(tree)) {
		if (!isCode(p)) continue;
		if (p === "src/env.ts" && importsOf(text).length)
			out.push(`${p}: imports code; the Env type names no service module`);
		if (p.startsWith("src/platform/")) {
			for (const spec of importsOf(text)) {
				if (target(p, spec).startsWith("src/services/")) out.push(`${p}: src/platform imports service code (${spec})`);
			}
		}
		if (p.startsWith("durable/")) {
			const body = text
				.replace(/\/\/.*$/gm, "")
				.split("\n")
				.filter((l) => l.trim());
			if (body.some((l) => !/^export\s+(type\s+)?\{[^}]*\}\s+from\s+["'][^"']+["'];?$/.test(l.trim()))) {
				out.push(`${p}: durable/ holds only re-exports of Durable Object classes that live beside their features`);
			}
		}
	}
	return out;
}

/** A service reaches another service only through that service's public.ts. */
export function crossServiceImports(tree) {
	const out = [];
	for (const [p, text] of Object.entries(tree)) {
		const from = serviceOf(p);
		if (!from || !isCode(p)) continue;
		for (const spec of importsOf(text)) {
			const t = target(p, spec);
			const to = serviceOf(`${t}/`);
			if (to && to !== from && t !== `src/services/${to}/public`)
				out.push(`${p}: imports ${spec} of service ${to}; use src/services/${to}/public.ts`);
		}
	}
	return out;
}

/** Only a service's index.ts declares what it registers (its ServiceModule); nothing registers on import. */
export function registrationOutsideIndex(tree) {
	const out = [];
	for (const [p, text] of Object.entries(tree)) {
		if (!isCode(p) || !p.startsWith("src/")) continue;
		const isIndex = /^src\/services\/[^/]+\/index\.ts$/.test(p);
		if (!isIndex && /:\s*ServiceModule\s*=|\)\s*:\s*ServiceModule\s*\{/.test(text))
			out.push(`${p}: declares a ServiceModule outside the service's index.ts`);
		// The import-time registration API this rule replaced: none of it may come back.
		const legacy = text.match(
			/^\s*(onQueue|onTick|onDue|registerCredentialIssuer|registerMaintenanceTask|set[A-Z]\w*Resolver)\s*\(/m,
		);
		if (legacy) out.push(`${p}: registers ${legacy[1]}(...) at import time; declare it in the service's ServiceModule`);
	}
	return out;
}

/** Handlers (the function given to app.openapi/get/post/… whose first parameter is the context `c`) longer than `max` lines. */
export function longHandlers(tree, ts, max = 30) {
	const out = [];
	const verbs = new Set(["openapi", "get", "post", "put", "patch", "delete", "all", "on"]);
	for (const [p, text] of Object.entries(tree)) {
		if (!isCode(p) || !p.startsWith("src/services/")) continue;
		const sf = ts.createSourceFile(
			p,
			text,
			ts.ScriptTarget.Latest,
			true,
			p.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
		);
		const visit = (node) => {
			if (
				ts.isCallExpression(node) &&
				ts.isPropertyAccessExpression(node.expression) &&
				verbs.has(node.expression.name.text)
			) {
				const fn = node.arguments.at(-1);
				if (
					fn &&
					(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
					fn.parameters[0]?.name.getText(sf) === "c"
				) {
					const first = sf.getLineAndCharacterOfPosition(fn.getStart(sf)).line;
					const last = sf.getLineAndCharacterOfPosition(fn.getEnd()).line;
					if (last - first + 1 > max)
						out.push(
							`${p}:${first + 1}: a handler of ${last - first + 1} lines (at most ${max}: move the work into a verb)`,
						);
				}
			}
			ts.forEachChild(node, visit);
		};
		visit(sf);
	}
	return out;
}

/** Files over `max` lines in `dir` (DESIGN §2: small enough to read in one sitting), except `allowed`. */
export function longFiles(tree, dir, max = 400, allowed = []) {
	return Object.entries(tree)
		.filter(([p]) => p.startsWith(dir) && isCode(p) && !allowed.includes(p))
		.map(([p, text]) => [p, text.split("\n").length - (text.endsWith("\n") ? 1 : 0)])
		.filter(([, n]) => n > max)
		.map(([p, n]) => `${p}: ${n} lines (at most ${max})`);
}

/**
 * Features of one service depend in one direction: a file of feature `order[i]` imports only
 * features before it (or its own). Root modules: `base` ones (context, schema) anyone may import;
 * any other root module (index, due, public) only the features listed in `topFeatures`.
 */
export function featureOrder(tree, service, order, { base = [], topFeatures = [] } = {}) {
	const prefix = `src/services/${service}/`;
	const featureOf = (path) => (path.startsWith(prefix) ? path.slice(prefix.length).split("/") : null);
	const out = [];
	for (const [p, text] of Object.entries(tree)) {
		const parts = featureOf(p);
		if (!isCode(p) || !parts || parts.length < 2 || base.includes(parts[0])) continue;
		const from = parts[0];
		if (!order.includes(from)) {
			out.push(`${p}: feature folder ${from} is not in ${service}'s feature order`);
			continue;
		}
		for (const spec of importsOf(text)) {
			const t = featureOf(target(p, spec));
			if (!t) continue;
			// A folder named alone is that feature's index.ts: a feature import, not the service root.
			if ((t.length === 1 && !order.includes(t[0])) || base.includes(t[0])) {
				const mod = t[0].replace(/\.(ts|tsx)$/, "");
				if (!base.includes(mod) && !topFeatures.includes(from))
					out.push(`${p}: imports the service root ${spec}; features import only ${base.join(", ")}`);
			} else if (t[0] !== from && order.indexOf(t[0]) > order.indexOf(from)) {
				out.push(`${p}: imports ${spec}, a later feature than ${from} (${order.join(" < ")})`);
			}
		}
	}
	return out;
}
