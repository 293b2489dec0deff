/**
 * The class behind each Durable Object binding. Empty here on purpose: each object declares its own
 * entry beside its class (`declare module "…/env"`), so this file imports no service code and the
 * tree keeps one dependency direction (features → env, never env → features).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each *.do.ts
export interface DurableObjectClasses {}

/** The namespace type of binding K: typed stubs once its class has declared itself. */
type Namespace<K extends string> = DurableObjectNamespace<
	K extends keyof DurableObjectClasses ? Extract<DurableObjectClasses[K], Rpc.DurableObjectBranded> : undefined
>;

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
	/**
	 * Development only: a value `npm start` makes up for each start and passes as a var; /health echoes
	 * it as `instance`, so the start script seeds only a server that is its own (not one already on the port).
	 */
	START_NONCE?: string;
	/** Marketing: JSON {"<provider>": "<base URL>"} overriding delivery-provider and OAuth hosts (the local simulator). */
	MKT_PROVIDER_URLS?: string;
	/** Marketing: where the OAuth callback sends the browser back (<dashboard>/channels?connected=<provider>). */
	MKT_DASHBOARD_URL?: string;
	/** Marketing OAuth apps: MKT_OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET (e.g. MKT_OAUTH_SOCIAL_V1_CLIENT_ID). */
	[oauthApp: `MKT_OAUTH_${string}`]: string | undefined;

	/** POS courier aggregator (a Biteship-style API); without COURIER_API_KEY the in-process simulator answers. */
	COURIER_API_URL?: string;
	COURIER_API_KEY?: string;
	/** Shared secret the aggregator sends with its status callbacks (POST /pos/api/v1/fulfillment/shipping/callback). */
	COURIER_WEBHOOK_SECRET?: string;
	/** Localization machine translation (DeepL API v2; `:fx` keys use the free host); without it the in-process simulator answers. */
	MT_API_KEY?: string;
	/** Localization public preview: words translated per UTC day across everyone (default 200,000). */
	PREVIEW_DAILY_WORDS?: string;

	/**
	 * Payments: gateway C's sandbox API origin (default PayPal's sandbox). `npm start` and the tests
	 * point it at the local simulator (scripts/sim/gateway-c.mjs); adapters in mode live ignore it.
	 */
	GATEWAY_C_SANDBOX_URL?: string;

	/** Pipeline code host REST API (GitHub's, or a GitHub Enterprise `<host>/api/v3`; `npm start` points it at the local code host). */
	CODE_HOST_API_URL?: string;

	/** Storefront product files (digital and license products). */
	STORE_FILES: R2Bucket;
	/** POS receipt PDFs, rendered once per receipt version (src/services/pos/receipts). */
	POS_FILES: R2Bucket;
	/** CI job artifacts (issue 22) */
	ARTIFACTS: R2Bucket;
	/** Workers AI, where deployed (`[ai] binding = "AI"`); absent locally: the template generator fills products. */
	AI?: { run(model: string, input: Record<string, unknown>): Promise<unknown> };

	DB_PLATFORM: D1Database;
	DB_PAY: D1Database;
	DB_MKT: D1Database;
	DB_STORE: D1Database;
	DB_POS: D1Database;
	DB_CI: D1Database;
	DB_LOC: D1Database;
	DB_SECRETS: D1Database;

	IDEMPOTENCY: Namespace<"IDEMPOTENCY">;
	/** Payments money, one object per workspace and environment ("acc_x:test"). */
	PAYMENTS_LEDGER: Namespace<"PAYMENTS_LEDGER">;
	PAY_RATE_LIMITER: Namespace<"PAY_RATE_LIMITER">;
	/** Per-minute request counters of the services that limit by plan ("mkt:acc_x"). */
	RATE_LIMITER: Namespace<"RATE_LIMITER">;
	/** CI job logs, one object per job id (src/services/pipeline/logs/job-log.do.ts). */
	JOB_LOG: Namespace<"JOB_LOG">;
	/** Marketing campaign send rate, one object per channel (src/services/marketing/campaigns/send-throttle.do.ts). */
	SEND_THROTTLE: Namespace<"SEND_THROTTLE">;

	WEBHOOKS: Queue;
	PAYOUTS: Queue;
	TASKS: Queue;
}

export const isDevelopment = (env: Pick<Env, "ENVIRONMENT">) =>
	env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
