import type { D1Migration } from "cloudflare:test";
import type { Env as PasarEnv } from "../src/env";

declare global {
	namespace Cloudflare {
		interface Env extends PasarEnv {
			TEST_MIGRATIONS: Record<string, D1Migration[]>;
		}
	}
}
