import { applyD1Migrations, env } from "cloudflare:test";
import { SERVICE_DBS } from "../src/health";

// Idempotent: applyD1Migrations records what it applied, so every test file can run this.
for (const [dir, migrations] of Object.entries(env.TEST_MIGRATIONS)) {
	await applyD1Migrations(env[SERVICE_DBS[dir as keyof typeof SERVICE_DBS]], migrations);
}
