// Generates SQL migrations from each service's drizzle schema into migrations/<db>/.
// `npm run db:generate` after editing a schema.ts; commit the schema and the SQL together.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root, run, toolEnv } from "./toolchain.mjs";

/** service folder -> migrations folder (one D1 database each). */
export const SCHEMAS = {
	admin: "platform",
	payments: "pay",
	marketing: "mkt",
	storefront: "store",
	pos: "pos",
	pipeline: "ci",
	localization: "loc",
	secrets: "secrets",
};

// usage: node scripts/generate.mjs [migration_name] [--only <service folder>]
const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : null;
const migrationName = args[0];
const env = toolEnv();
let failed = 0;
for (const [svc, db] of Object.entries(SCHEMAS)) {
	const schema = join("src", "services", svc, "schema.ts");
	if (!existsSync(join(root, schema)) || (only && only !== svc && only !== db)) continue;
	const name = migrationName ? ["--name", migrationName] : [];
	failed |= run(
		"drizzle-kit",
		["generate", "--dialect", "sqlite", "--schema", schema, "--out", join("migrations", db), ...name],
		env,
	);
}
process.exit(failed);
