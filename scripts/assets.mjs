// Workers static assets (wrangler.toml [assets], directory public/): the API reference pages load
// Scalar's browser bundle from their own origin, so /docs works offline and the 4 MiB bundle never
// enters the Worker script. The bundle is copied from node_modules here (public/_pasar/ is gitignored)
// before anything reads the assets directory: wrangler dev, the vitest pool, the dry-run bundle and
// deploy. Its name carries the first 12 hex digits of its SHA-256, and public/_headers (written here
// too, for that one name: a 404 of an old or unhashed name is not cached a year) lets browsers and
// Cloudflare's cache keep it a year, immutable: an upgraded bundle is a new URL. The Worker learns
// the name from src/platform/scalar-bundle.ts, written here and committed (tsc and the vitest pool
// read it without running this script; it changes only when the package does).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./toolchain.mjs";

export const ASSETS_DIR = join(root, "public");
/** Same-origin folder of the bundle; /_pasar/ is no service prefix (the router knows none with "_"). */
export const SCALAR_DIR = "/_pasar/scalar";
/** The module that tells the Worker the bundle's current name. */
export const BUNDLE_MODULE = join(root, "src", "platform", "scalar-bundle.ts");

const SOURCE = join(root, "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");

/** /_pasar/scalar/standalone.<sha256-12>.js for the bundle's bytes. */
export const hashedName = (bundle) =>
	`${SCALAR_DIR}/standalone.${createHash("sha256").update(bundle).digest("hex").slice(0, 12)}.js`;

/** Workers static assets headers (developers.cloudflare.com/workers/static-assets/headers/): only the bundle. */
const headersText = (url) =>
	`# Written by scripts/assets.mjs: the content-hashed Scalar bundle is cached a year.\n${url}\n  Cache-Control: public, max-age=31536000, immutable\n`;

/** Writes `text` to `file` unless it already holds it (wrangler dev reloads on every write). */
function writeIfChanged(file, text) {
	if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

const moduleText = (url) =>
	`// Written by scripts/assets.mjs from the installed @scalar/api-reference bundle; do not edit.\n` +
	`/** Same-origin URL of Scalar's browser bundle, named by its content hash (cached a year, immutable). */\n` +
	`export const SCALAR_BUNDLE = "${url}";\n`;

/**
 * Copies the bundle under its hashed name when missing, removes any other (older, or the unhashed
 * standalone.js) so only the current one is served, and rewrites _headers and the module when the name changed.
 * A few ms (one hash of 4 MiB), so every start calls it. Returns the bundle's URL.
 */
export function ensureAssets() {
	if (!existsSync(SOURCE)) throw new Error(`${SOURCE} is missing: run npm install (@scalar/api-reference)`);
	const bundle = readFileSync(SOURCE);
	const url = hashedName(bundle);
	const dir = join(ASSETS_DIR, SCALAR_DIR);
	const target = join(ASSETS_DIR, url);
	mkdirSync(dir, { recursive: true });
	for (const name of readdirSync(dir)) if (join(dir, name) !== target) rmSync(join(dir, name), { force: true });
	if (!existsSync(target)) writeFileSync(target, bundle);
	writeIfChanged(join(ASSETS_DIR, "_headers"), headersText(url));
	writeIfChanged(BUNDLE_MODULE, moduleText(url));
	return url;
}
