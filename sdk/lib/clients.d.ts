import { type ClientOptions, type PasarClient } from "./core.js";
import type { AdminErrorCode, CiErrorCode, LocErrorCode, MktErrorCode, PayErrorCode, PosErrorCode, SecretsErrorCode, StoreErrorCode } from "./errors.js";
import type { paths as AdminDoc } from "./generated/admin.js";
import type { paths as CiDoc } from "./generated/ci.js";
import type { paths as LocDoc } from "./generated/loc.js";
import type { paths as MktDoc } from "./generated/mkt.js";
import type { paths as PayDoc } from "./generated/pay.js";
import type { paths as PosDoc } from "./generated/pos.js";
import type { paths as SecretsDoc } from "./generated/secrets.js";
import { type HmacKey } from "./signing.js";
/** The storefront's paths, served in the marketing document on the same base URL. */
type StorefrontPath = Extract<keyof MktDoc, `/api/v1/storefront${string}` | `/api/v1/inventory${string}`>;
export type PayPaths = PayDoc;
export type MktPaths = Omit<MktDoc, StorefrontPath>;
export type StorePaths = Pick<MktDoc, StorefrontPath>;
export type PosPaths = PosDoc;
export type CiPaths = CiDoc;
export type LocPaths = LocDoc;
export type SecretsPaths = SecretsDoc;
export type AdminPaths = AdminDoc;
export type PayClient = PasarClient<PayPaths, PayErrorCode>;
export type MktClient = PasarClient<MktPaths, MktErrorCode>;
export type StoreClient = PasarClient<StorePaths, StoreErrorCode>;
export type PosClient = PasarClient<PosPaths, PosErrorCode>;
export type CiClient = PasarClient<CiPaths, CiErrorCode>;
export type LocClient = PasarClient<LocPaths, LocErrorCode>;
export type SecretsClient = PasarClient<SecretsPaths, SecretsErrorCode>;
export type AdminClient = PasarClient<AdminPaths, AdminErrorCode>;
/** A signed key (payments, marketing partner calls). */
export interface SignedKeyOptions extends ClientOptions, HmacKey {
    /** A platform_admin key's target workspace (acc_...): sent as X-<Pay|Mkt>-On-Behalf-Of and signed. */
    onBehalfOf?: string;
}
/** A bearer credential: an API key (sk_live_..., loc_live_...) or an identity-provider access token. */
export interface BearerOptions extends ClientOptions {
    key: string;
}
/** Payments: every request signed with Pay-HMAC-SHA256 (keyId and secret from the key's create answer). */
export declare function createPayClient(opts: SignedKeyOptions): PayClient;
/**
 * Marketing: a key signed with Mkt-HMAC-SHA256 (the admin API's `mkt` credential: merchant role, and the
 * partner endpoints), or `{token}`: an identity-provider access token with a merchant role.
 */
export declare function createMktClient(opts: SignedKeyOptions | (ClientOptions & {
    token: string;
})): MktClient;
/** Storefront catalogue (on the marketing base URL): a secret key sk_test_/sk_live_, or pk_ for reads. */
export declare function createStoreClient(opts: BearerOptions): StoreClient;
/** Point of sale: an sk_live_ key or an identity-provider access token. */
export declare function createPosClient(opts: BearerOptions): PosClient;
/** CI pipelines: an sk_live_ key or an identity-provider access token. */
export declare function createCiClient(opts: BearerOptions): CiClient;
/** Localization: a loc_live_ key. */
export declare function createLocClient(opts: BearerOptions): LocClient;
/** Secrets: an sk_live_ key or an identity-provider access token (the workspace must be allowlisted). */
export declare function createSecretsClient(opts: BearerOptions): SecretsClient;
/** The platform admin API: Bearer ADMIN_TOKEN. */
export declare function createAdminClient(opts: ClientOptions & {
    token: string;
}): AdminClient;
export {};
