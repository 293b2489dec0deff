// The eight clients: one per service plus the platform admin API, each typed from its served OpenAPI
// document (sdk/openapi/<doc>.json → generated/<doc>.ts) and authenticated the way its service wants.
import { type Authenticate, bearer, type ClientOptions, createServiceClient, type PasarClient } from "./core.js";
import type {
	AdminErrorCode,
	CiErrorCode,
	LocErrorCode,
	MktErrorCode,
	PayErrorCode,
	PosErrorCode,
	SecretsErrorCode,
	StoreErrorCode,
} from "./errors.js";
import type { paths as AdminDoc } from "./generated/admin.js";
import type { paths as CiDoc } from "./generated/ci.js";
import type { paths as LocDoc } from "./generated/loc.js";
import type { paths as MktDoc } from "./generated/mkt.js";
import type { paths as PayDoc } from "./generated/pay.js";
import type { paths as PosDoc } from "./generated/pos.js";
import type { paths as SecretsDoc } from "./generated/secrets.js";
import { type HmacKey, type SigningScheme, signRequest } from "./signing.js";

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

function signed(scheme: SigningScheme, opts: SignedKeyOptions): { authenticate: Authenticate; options: ClientOptions } {
	if (!opts.keyId || !opts.secret) throw new TypeError(`${scheme}: keyId and secret are required`);
	const key: HmacKey = { keyId: opts.keyId, secret: opts.secret, scope: opts.scope };
	const prefix = scheme.slice(0, scheme.indexOf("-"));
	const headers = { ...opts.headers, ...(opts.onBehalfOf ? { [`X-${prefix}-On-Behalf-Of`]: opts.onBehalfOf } : {}) };
	return { authenticate: (request) => signRequest(scheme, key, request), options: { ...opts, headers } };
}

function bearerOf(name: string, opts: BearerOptions): Authenticate {
	if (!opts.key) throw new TypeError(`${name}: key is required`);
	return bearer(opts.key);
}

/** Payments: every request signed with Pay-HMAC-SHA256 (keyId and secret from the key's create answer). */
export function createPayClient(opts: SignedKeyOptions): PayClient {
	const { authenticate, options } = signed("Pay-HMAC-SHA256", opts);
	return createServiceClient({ service: "pay", options, authenticate, listShapes: ["meta.page"] });
}

/**
 * Marketing: a key signed with Mkt-HMAC-SHA256 (the admin API's `mkt` credential: merchant role, and the
 * partner endpoints), or `{token}`: an identity-provider access token with a merchant role.
 */
export function createMktClient(opts: SignedKeyOptions | (ClientOptions & { token: string })): MktClient {
	if ("token" in opts) {
		if (!opts.token) throw new TypeError("mkt: token is required");
		return createServiceClient({
			service: "mkt",
			options: opts,
			authenticate: bearer(opts.token),
			listShapes: ["data.cursor", "meta.cursor"],
		});
	}
	const { authenticate, options } = signed("Mkt-HMAC-SHA256", opts);
	return createServiceClient({ service: "mkt", options, authenticate, listShapes: ["data.cursor", "meta.cursor"] });
}

/** Storefront catalogue (on the marketing base URL): a secret key sk_test_/sk_live_, or pk_ for reads. */
export function createStoreClient(opts: BearerOptions): StoreClient {
	return createServiceClient({
		service: "store",
		options: opts,
		authenticate: bearerOf("store", opts),
		// products and variants answer data.{data,cursor,hasMore}; webhook lists meta.cursor
		listShapes: ["data.cursor", "meta.cursor"],
	});
}

/** Point of sale: an sk_live_ key or an identity-provider access token. */
export function createPosClient(opts: BearerOptions): PosClient {
	return createServiceClient({
		service: "pos",
		options: opts,
		authenticate: bearerOf("pos", opts),
		listShapes: ["meta.cursor"],
	});
}

/** CI pipelines: an sk_live_ key or an identity-provider access token. */
export function createCiClient(opts: BearerOptions): CiClient {
	return createServiceClient({
		service: "ci",
		options: opts,
		authenticate: bearerOf("ci", opts),
		listShapes: ["meta.cursor"],
	});
}

/** Localization: a loc_live_ key. */
export function createLocClient(opts: BearerOptions): LocClient {
	return createServiceClient({
		service: "loc",
		options: opts,
		authenticate: bearerOf("loc", opts),
		listShapes: ["meta.cursor"],
	});
}

/** Secrets: an sk_live_ key or an identity-provider access token (the workspace must be allowlisted). */
export function createSecretsClient(opts: BearerOptions): SecretsClient {
	return createServiceClient({
		service: "secrets",
		options: opts,
		authenticate: bearerOf("secrets", opts),
		listShapes: ["meta.cursor"],
	});
}

/** The platform admin API: Bearer ADMIN_TOKEN. */
export function createAdminClient(opts: ClientOptions & { token: string }): AdminClient {
	if (!opts.token) throw new TypeError("admin: token is required");
	return createServiceClient({
		service: "admin",
		options: opts,
		authenticate: bearer(opts.token),
		listShapes: ["meta.page"],
	});
}
