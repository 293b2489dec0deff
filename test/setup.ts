import { applyD1Migrations, env } from "cloudflare:test";
import { afterAll, vi } from "vitest";
import { databasesOf, type SERVICE_DBS } from "../src/health";

// Every shard of every service database gets its migrations (issue 38). Idempotent: applyD1Migrations records what it applied, so every test file can run this.
for (const [dir, migrations] of Object.entries(env.TEST_MIGRATIONS)) {
	for (const db of databasesOf(env, dir as keyof typeof SERVICE_DBS)) await applyD1Migrations(db, migrations);
}

// Files share a worker (isolate: false in vitest.config.ts), so a fetch stub a file leaves installed
// would answer the next file's upstream calls ("ok" to Gateway C's token request, say). Each file's
// stubs end with it.
afterAll(() => {
	vi.unstubAllGlobals();
});
