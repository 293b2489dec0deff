import type { Idempotency } from "./platform/idempotency/idempotency.do";
import type { PaymentsLedger } from "./services/payments/ledger/ledger.do";
import type { PayRateLimiter } from "./services/payments/access/ratelimit.do";

/** Every binding and variable the Worker receives (wrangler.toml + .dev.vars / secrets). */
export interface Env {
	ENVIRONMENT: string;
	SERVICE_HOSTS: string;
	IDP_JWKS_URL: string;
	ADMIN_TOKEN: string;
	MASTER_KEY: string;
	/** Previous master key during a rotation: blobs wrapped with it stay readable. */
	MASTER_KEY_PREVIOUS?: string;
	JWT_DEV_KEY: string;
	LOG_LEVEL?: string;

	DB_PLATFORM: D1Database;
	DB_PAY: D1Database;
	DB_MKT: D1Database;
	DB_STORE: D1Database;
	DB_POS: D1Database;
	DB_CI: D1Database;
	DB_LOC: D1Database;
	DB_SECRETS: D1Database;

	IDEMPOTENCY: DurableObjectNamespace<Idempotency>;
	/** Payments money, one object per workspace and environment ("acc_x:test"). */
	PAYMENTS_LEDGER: DurableObjectNamespace<PaymentsLedger>;
	PAY_RATE_LIMITER: DurableObjectNamespace<PayRateLimiter>;

	WEBHOOKS: Queue;
	PAYOUTS: Queue;
	TASKS: Queue;
}

export const isDevelopment = (env: Pick<Env, "ENVIRONMENT">) =>
	env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
