import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const migrationsRoot = fileURLToPath(new URL("./migrations", import.meta.url));

/** Every service's migrations, keyed by folder (platform, pay, ...), applied by test/setup.ts. */
async function allMigrations() {
	const out: Record<string, Awaited<ReturnType<typeof readD1Migrations>>> = {};
	if (!existsSync(migrationsRoot)) return out;
	for (const dir of readdirSync(migrationsRoot)) out[dir] = await readD1Migrations(`${migrationsRoot}/${dir}`);
	return out;
}

export default defineConfig({
	plugins: [
		// `inject` reads what test/global-setup.ts provided (it runs first): the simulators' URLs.
		cloudflareTest(async ({ inject }) => ({
			wrangler: { configPath: "./wrangler.toml" },
			miniflare: {
				bindings: {
					ADMIN_TOKEN: "test-admin-token",
					MASTER_KEY: "0000000000000000000000000000000000000000000000000000000000000001",
					JWT_DEV_KEY: "test-jwt-dev-key-0123456789abcdef",
					LOG_LEVEL: "silent",
					// Two social providers configured (X with PKCE, Facebook with a GET token exchange); the
					// others stay unset, as locally, so OAUTH_NOT_CONFIGURED is testable too.
					MKT_OAUTH_SOCIAL_V4_CLIENT_ID: "x-client",
					MKT_OAUTH_SOCIAL_V4_CLIENT_SECRET: "x-secret",
					MKT_OAUTH_SOCIAL_V1_CLIENT_ID: "fb-client",
					MKT_OAUTH_SOCIAL_V1_CLIENT_SECRET: "fb-secret",
					MKT_DASHBOARD_URL: "https://dashboard.toko.example",
					COURIER_WEBHOOK_SECRET: "test-courier-callback-secret",
					// Gateway C's sandbox is the local simulator, as under npm start: nothing reaches PayPal.
					GATEWAY_C_SANDBOX_URL: inject("gatewayCSimulatorUrl"),
					TEST_MIGRATIONS: await allMigrations(),
					// The OpenAPI fuzzer (test/fuzz): cases per operation, seed, services (npm run fuzz sets them).
					FUZZ_RUNS: process.env.FUZZ_RUNS ?? "3",
					FUZZ_SEED: process.env.FUZZ_SEED ?? "26",
					FUZZ_SERVICE: process.env.FUZZ_SERVICE ?? "",
				},
			},
		})),
	],
	test: {
		include: ["test/**/*.test.ts"],
		setupFiles: ["./test/setup.ts"],
		globalSetup: ["./test/global-setup.ts"],
		// Most test time is waiting (queues, polls, workerd round trips), not CPU: on CI's 2 cores four
		// workers halve the wall time of the suite (measured on test/ci: 4 min 35 s → 2 min 18 s).
		maxWorkers: 4,
		// A worker keeps its workerd runtime, module graph and storage from one test file to the next
		// instead of starting a fresh one per file (about 4 s each, 259 files): the suite ran in 2.6 min
		// instead of 19 here. Files therefore share a worker's storage, as tenants share a database: a
		// test makes its own workspaces and never assumes a table is empty (a global singleton such as
		// the marketing billing config is set, or removed, by the test that reads it).
		isolate: false,
		testTimeout: 30_000,
		hookTimeout: 30_000,
	},
});
