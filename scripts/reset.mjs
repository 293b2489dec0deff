// npm run reset: local state back to a fresh clone's — the D1 databases, Durable Objects and R2
// objects, the demo workspace and its credentials (demo.json, demo.env) and the local code host's
// repositories — then `npm start` seeds a new demo (`--no-start` stops after wiping). .dev.vars (the
// admin token and master key) is kept. A server still running on the port would write into the state
// being wiped, so a taken port stops the reset before anything is removed.
import { existsSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { portFree } from "./dev.mjs";
import { root } from "./toolchain.mjs";

const port = Number(process.env.PORT ?? 8787);
const localDir = process.env.PASAR_LOCAL_DIR || join(root, ".wrangler");
const WIPED = ["state", "demo.json", "demo.env", "code-host"];

if (!(await portFree(port))) {
	console.error(
		`npm run reset: port ${port} is in use (is npm start running?): stop it first, or set PORT to the port it uses`,
	);
	process.exit(1);
}
const removed = WIPED.map((name) => join(localDir, name)).filter((path) => existsSync(path));
for (const path of removed) rmSync(path, { recursive: true, force: true });
const shown = (p) => (relative(root, p).startsWith("..") ? p : relative(root, p));
console.error(
	removed.length
		? `[pasar] reset: removed ${removed.map(shown).join(", ")}`
		: `[pasar] reset: nothing to remove under ${shown(localDir)}`,
);
