import { applyD1Migrations, env } from "cloudflare:test";
import { databasesOf, type SERVICE_DBS } from "../src/health";

// Every shard of every service database gets its migrations (issue 38). Idempotent: applyD1Migrations records what it applied, so every test file can run this.
for (const [dir, migrations] of Object.entries(env.TEST_MIGRATIONS)) {
	for (const db of databasesOf(env, dir as keyof typeof SERVICE_DBS)) await applyD1Migrations(db, migrations);
}
