import { applyD1Migrations, env } from "cloudflare:test";

const DB_OF: Record<string, "DB_PLATFORM" | "DB_PAY" | "DB_MKT" | "DB_STORE" | "DB_POS" | "DB_CI" | "DB_LOC" | "DB_SECRETS"> = {
	platform: "DB_PLATFORM",
	pay: "DB_PAY",
	mkt: "DB_MKT",
	store: "DB_STORE",
	pos: "DB_POS",
	ci: "DB_CI",
	loc: "DB_LOC",
	secrets: "DB_SECRETS",
};

// Idempotent: applyD1Migrations records what it applied, so every test file can run this.
for (const [dir, migrations] of Object.entries(env.TEST_MIGRATIONS)) {
	await applyD1Migrations(env[DB_OF[dir]], migrations);
}
