// Workers static assets (wrangler.toml [assets], directory public/): the API reference pages load
// Scalar's browser bundle from /_pasar/scalar/standalone.js on their own origin, so /docs works
// offline and the 4 MiB bundle never enters the Worker script. The bundle is copied from
// node_modules here (public/_pasar/ is gitignored) before anything reads the assets directory:
// wrangler dev, the vitest pool, the dry-run bundle and deploy.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { root } from "./toolchain.mjs";

export const ASSETS_DIR = join(root, "public");
/** Same-origin URL of the bundle; /_pasar/ is no service prefix (the router knows none with "_"). */
export const SCALAR_URL = "/_pasar/scalar/standalone.js";

const SOURCE = join(root, "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");

/** Copies the bundle when missing or different (an upgraded package); a few ms, so every start calls it. */
export function ensureAssets() {
	if (!existsSync(SOURCE)) throw new Error(`${SOURCE} is missing: run npm install (@scalar/api-reference)`);
	const target = join(ASSETS_DIR, SCALAR_URL);
	const bundle = readFileSync(SOURCE);
	if (existsSync(target) && statSync(target).size === bundle.length && readFileSync(target).equals(bundle))
		return target;
	mkdirSync(dirname(target), { recursive: true });
	writeFileSync(target, bundle);
	return target;
}
