// npm run check: typecheck, lint, the SDK in sync with the OpenAPI documents, a dry-run deploy bundle, and
// the bundle budget.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root, run, toolEnv } from "./toolchain.mjs";

const BUDGET_BYTES = 1.5 * 1024 * 1024; // gzip; Workers' paid-plan limit is far above, this keeps cold starts small
const env = toolEnv();
const step = (name, code) => {
	if (code !== 0) {
		console.error(`check failed at: ${name}`);
		process.exit(1);
	}
	console.log(`✓ ${name}`);
};

step("typecheck (tsc --noEmit)", run("tsc", ["--noEmit", "-p", "."], env));
step("lint (biome)", run("biome", ["lint", "--error-on-warnings", "src", "durable", "test", "scripts", "sdk"], env));
step("format (biome, line width 120)", run("biome", ["format", "src", "durable", "test", "scripts", "sdk"], env));
// The served documents against sdk/openapi, the generated types and error codes against the snapshots,
// sdk/lib against a fresh build of sdk/src (fix: npm run sdk:generate).
step("sdk in sync with the OpenAPI documents", run("node", ["scripts/sdk/generate.mjs", "--check"], env));
// Every operation has a summary and every schema property a description (issue 25), read from each
// service's served /openapi.json in workerd.
step(
	"API reference quality (vitest test/platform/openapi-quality.test.ts)",
	run("vitest", ["run", "test/platform/openapi-quality.test.ts"], env),
);
step(
	"bundle (wrangler deploy --dry-run)",
	run("wrangler", ["deploy", "--dry-run", "--outdir", "dist"], env, { stdio: ["ignore", "ignore", "inherit"] }),
);

const files = readdirSync(join(root, "dist")).filter((f) => /\.(m?js|wasm)$/.test(f));
let raw = 0;
let gz = 0;
for (const f of files) {
	const buf = readFileSync(join(root, "dist", f));
	raw += statSync(join(root, "dist", f)).size;
	gz += gzipSync(buf, { level: 9 }).length;
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`bundle size: ${kib(raw)} raw, ${kib(gz)} gzip (budget ${kib(BUDGET_BYTES)} gzip)`);
step("bundle budget", gz <= BUDGET_BYTES ? 0 : 1);
