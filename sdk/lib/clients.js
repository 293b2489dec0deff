// The eight clients: one per service plus the platform admin API, each typed from its served OpenAPI
// document (sdk/openapi/<doc>.json → generated/<doc>.ts) and authenticated the way its service wants.
import { bearer, createServiceClient } from "./core.js";
import { signRequest } from "./signing.js";
function signed(scheme, opts) {
    if (!opts.keyId || !opts.secret)
        throw new TypeError(`${scheme}: keyId and secret are required`);
    const key = { keyId: opts.keyId, secret: opts.secret, scope: opts.scope };
    const prefix = scheme.slice(0, scheme.indexOf("-"));
    const headers = { ...opts.headers, ...(opts.onBehalfOf ? { [`X-${prefix}-On-Behalf-Of`]: opts.onBehalfOf } : {}) };
    return { authenticate: (request) => signRequest(scheme, key, request), options: { ...opts, headers } };
}
function bearerOf(name, opts) {
    if (!opts.key)
        throw new TypeError(`${name}: key is required`);
    return bearer(opts.key);
}
/** Payments: every request signed with Pay-HMAC-SHA256 (keyId and secret from the key's create answer). */
export function createPayClient(opts) {
    const { authenticate, options } = signed("Pay-HMAC-SHA256", opts);
    return createServiceClient({ service: "pay", options, authenticate, listShapes: ["meta.page"] });
}
/**
 * Marketing: a key signed with Mkt-HMAC-SHA256 (the admin API's `mkt` credential: merchant role, and the
 * partner endpoints), or `{token}`: an identity-provider access token with a merchant role.
 */
export function createMktClient(opts) {
    if ("token" in opts) {
        if (!opts.token)
            throw new TypeError("mkt: token is required");
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
export function createStoreClient(opts) {
    return createServiceClient({
        service: "store",
        options: opts,
        authenticate: bearerOf("store", opts),
        // products and variants answer data.{data,cursor,hasMore}; webhook lists meta.cursor
        listShapes: ["data.cursor", "meta.cursor"],
    });
}
/** Point of sale: an sk_live_ key or an identity-provider access token. */
export function createPosClient(opts) {
    return createServiceClient({
        service: "pos",
        options: opts,
        authenticate: bearerOf("pos", opts),
        listShapes: ["meta.cursor"],
    });
}
/** CI pipelines: an sk_live_ key or an identity-provider access token. */
export function createCiClient(opts) {
    return createServiceClient({
        service: "ci",
        options: opts,
        authenticate: bearerOf("ci", opts),
        listShapes: ["meta.cursor"],
    });
}
/** Localization: a loc_live_ key. */
export function createLocClient(opts) {
    return createServiceClient({
        service: "loc",
        options: opts,
        authenticate: bearerOf("loc", opts),
        listShapes: ["meta.cursor"],
    });
}
/** Secrets: an sk_live_ key or an identity-provider access token (the workspace must be allowlisted). */
export function createSecretsClient(opts) {
    return createServiceClient({
        service: "secrets",
        options: opts,
        authenticate: bearerOf("secrets", opts),
        listShapes: ["meta.cursor"],
    });
}
/** The platform admin API: Bearer ADMIN_TOKEN. */
export function createAdminClient(opts) {
    if (!opts.token)
        throw new TypeError("admin: token is required");
    return createServiceClient({
        service: "admin",
        options: opts,
        authenticate: bearer(opts.token),
        listShapes: ["meta.page"],
    });
}
