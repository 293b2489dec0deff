// What a caller sent in Authorization, recognised by shape only (issue 42: errors that point the right
// way). Every service's auth asks this on its failure path, so a 401 can say "this is a marketing key
// (mks_…); point of sale takes sk_live_… keys" instead of a generic refusal. Nothing here echoes a
// secret: a credential is named by its public type prefix ("sk_live_…", "eyJ…"), never by its material.
// POS, CI, secrets and storefront live keys share sk_live_: which service minted one is known only from
// the platform locator (hash → kind), which the services read on the failure path (foreignKeyOwner).

/** A signed-request scheme of a Pasar service. */
export type SignedScheme = "Pay-HMAC-SHA256" | "Mkt-HMAC-SHA256";

/** What a bearer token looks like. */
export type TokenShape =
	| "jwt"
	| "admin"
	| "loc"
	| "mkt.keyId"
	| "mkt.secret"
	| "pay.keyId"
	| "store.publishable"
	| "sk_live"
	| "sk_test"
	| "unknown";

export type Sent =
	| { kind: "none" }
	/** The header does not parse; `problem` says which part is wrong (no credential material). */
	| { kind: "malformed"; problem: string; token?: string; shape?: TokenShape }
	| { kind: "signed"; scheme: SignedScheme; keyId: string | null; problem: string | null }
	| { kind: "bearer"; token: string; shape: TokenShape };

const SIGNED_SCHEMES: SignedScheme[] = ["Pay-HMAC-SHA256", "Mkt-HMAC-SHA256"];
const JWT = /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The shape of a bearer token (the prefixes every service mints; see each service's keys). */
export function tokenShape(token: string): TokenShape {
	if (JWT.test(token)) return "jwt";
	if (token.startsWith("adm_")) return "admin";
	if (token.startsWith("loc_live_")) return "loc";
	if (token.startsWith("mkk_")) return "mkt.keyId";
	if (token.startsWith("mks_")) return "mkt.secret";
	// A payments keyId is pk_<env>_ + 12 hex; a storefront publishable key is pk_<env>_ + 32 characters.
	if (/^pk_(test|live)_[0-9a-f]{12}$/.test(token)) return "pay.keyId";
	if (/^pk_(test|live)_/.test(token)) return "store.publishable";
	if (token.startsWith("sk_live_")) return "sk_live";
	if (token.startsWith("sk_test_")) return "sk_test";
	return "unknown";
}

/** The public type prefix shown for a token (never key material). */
export function typePrefix(token: string, shape = tokenShape(token)): string {
	switch (shape) {
		case "jwt":
			return "eyJ…";
		case "admin":
			return "adm_…";
		case "loc":
			return "loc_live_…";
		case "mkt.keyId":
			return "mkk_…";
		case "mkt.secret":
			return "mks_…";
		case "pay.keyId":
		case "store.publishable":
		case "sk_live":
		case "sk_test":
			return `${token.slice(0, 8)}…`;
		default:
			return "";
	}
}

const SCHEME_WORD = /^[A-Za-z][A-Za-z0-9-]{0,30}$/;

function signed(scheme: SignedScheme, rest: string): Sent {
	const params = new Map<string, string>();
	for (const part of rest.split(",")) {
		const m = part.trim().match(/^([A-Za-z]+)=(\S*)$/);
		if (m) params.set(m[1], m[2]);
	}
	const keyId = params.get("keyId") || null;
	const missing = ["keyId", "scope", "signature"].filter((p) => !params.get(p));
	let problem: string | null = null;
	if (missing.length) problem = `${missing.join(", ")} missing`;
	else if (!/^[0-9a-f]{64}$/.test(params.get("signature") as string)) problem = "signature is not 64 lowercase hex";
	return { kind: "signed", scheme, keyId: keyId && /^[A-Za-z0-9_]{1,80}$/.test(keyId) ? keyId : null, problem };
}

/** What the Authorization header holds (undefined or blank: none). */
export function recognise(header: string | undefined | null): Sent {
	if (header == null || !header.trim()) return { kind: "none" };
	const h = header.trim();
	const space = h.search(/\s/);
	const scheme = space < 0 ? h : h.slice(0, space);
	const rest = space < 0 ? "" : h.slice(space).trim();
	const signedScheme = SIGNED_SCHEMES.find((s) => s.toLowerCase() === scheme.toLowerCase());
	if (signedScheme) return signed(signedScheme, rest);
	if (scheme.toLowerCase() === "bearer") {
		if (!rest) return { kind: "malformed", problem: "the token after Bearer is missing" };
		const parts = rest.split(/\s+/);
		if (parts.length > 1)
			return {
				kind: "malformed",
				problem: "Bearer takes one token without spaces (extra text after the token)",
				token: parts[0],
				shape: tokenShape(parts[0]),
			};
		return { kind: "bearer", token: rest, shape: tokenShape(rest) };
	}
	if (space < 0 && tokenShape(h) !== "unknown")
		return {
			kind: "malformed",
			problem: "the scheme is missing (send Bearer before the token)",
			token: h,
			shape: tokenShape(h),
		};
	return {
		kind: "malformed",
		problem: SCHEME_WORD.test(scheme) ? `the scheme ${scheme} is not accepted` : "the scheme is not recognised",
	};
}

/** Which service minted an sk_live_ key, found through the locator (a service's locator kind → its name). */
export const SK_LIVE_OWNERS = {
	"pos.key": "a point-of-sale key",
	"ci.key": "a CI key",
	"secrets.key": "a secrets key",
	"store.key": "a storefront secret key",
} as const;
export type SkLiveOwner = keyof typeof SK_LIVE_OWNERS;

/** What a token is, in words, with its type prefix; `owner` is the locator's answer for an sk_live_ key (undefined: not asked). */
export function describeToken(token: string, shape: TokenShape, owner?: SkLiveOwner | null): string {
	const p = typePrefix(token, shape);
	switch (shape) {
		case "jwt":
			return `an identity-provider token (${p})`;
		case "admin":
			return `the platform admin token (${p})`;
		case "loc":
			return `a localization key (${p})`;
		case "mkt.keyId":
			return `a marketing key id (${p}), which names a key in a Mkt-HMAC-SHA256 signature`;
		case "mkt.secret":
			return `a marketing key (${p}), which signs Mkt-HMAC-SHA256 requests and is never sent`;
		case "pay.keyId":
			return `a payments key id (${p}), which names a key in a Pay-HMAC-SHA256 signature`;
		case "store.publishable":
			return `a storefront publishable key (${p})`;
		case "sk_test":
			return `a test-mode key (${p}) of the storefront or payments`;
		case "sk_live":
			// undefined: the locator was not asked (a malformed header); null: no service minted it.
			if (owner) return `${SK_LIVE_OWNERS[owner]} (${p})`;
			return owner === null ? `an sk_live_ key (${p}) that no Pasar service knows` : `an sk_live_ key (${p})`;
		default:
			return "not a Pasar credential";
	}
}

/** How a service names itself and what it takes, for its 401 messages. */
export interface AuthTarget {
	/** "point of sale", "CI", … */
	name: string;
	/** "Authorization: Bearer <sk_live_… key> or an identity-provider token" */
	takes: string;
}

/** "this is X; <service> takes Y". */
export const mismatch = (what: string, t: AuthTarget) => `This is ${what}; ${t.name} takes ${t.takes}`;

/** No Authorization: what to send. */
export const missing = (t: AuthTarget) => `No Authorization header; ${t.name} takes ${t.takes}`;

/** A header that does not parse: which part is wrong. */
export const malformed = (problem: string, t: AuthTarget) =>
	`Malformed Authorization header: ${problem}; ${t.name} takes ${t.takes}`;

/** A signed header sent to a service with its own scheme or a bearer one. */
export const describeSigned = (s: { scheme: SignedScheme }) =>
	s.scheme === "Pay-HMAC-SHA256"
		? "a payments signature (Pay-HMAC-SHA256)"
		: "a marketing partner signature (Mkt-HMAC-SHA256)";

/**
 * The message for a credential the service did not accept, in the generic cases every service shares:
 * none, malformed, a signed header of another service. Null when the caller must decide (a bearer
 * token, or the service's own scheme).
 */
export function commonRefusal(sent: Sent, t: AuthTarget, ownScheme?: SignedScheme): string | null {
	if (sent.kind === "none") return missing(t);
	if (sent.kind === "malformed") {
		const what =
			sent.token && sent.shape !== "unknown" ? ` (${describeToken(sent.token, sent.shape as TokenShape)})` : "";
		return malformed(`${sent.problem}${what}`, t);
	}
	if (sent.kind === "signed" && sent.scheme !== ownScheme) return mismatch(describeSigned(sent), t);
	return null;
}

/** The platform locator, injected by the service (src/platform imports no service code). */
export type LocateFn = (kind: SkLiveOwner, keyHash: string) => Promise<string | null>;

/** Which other service's locator knows this sk_live_ key's hash (one platform read per kind, failure path only). */
export async function foreignKeyOwner(
	locate: LocateFn,
	keyHash: string,
	except?: SkLiveOwner,
): Promise<SkLiveOwner | null> {
	const kinds = (Object.keys(SK_LIVE_OWNERS) as SkLiveOwner[]).filter((k) => k !== except);
	const found = await Promise.all(kinds.map((k) => locate(k, keyHash)));
	return kinds[found.findIndex((ws) => ws !== null)] ?? null;
}

export interface BearerPolicy {
	target: AuthTarget;
	/** How the service calls one of its keys ("point-of-sale key"). */
	ownName: string;
	/** Whether a token of this shape is one of the service's own keys. */
	own: (shape: TokenShape) => boolean;
	/** The service's locator kind, when its keys are sk_live_ keys. */
	ownKind?: SkLiveOwner;
	/** Whether the service takes identity-provider tokens. */
	jwt: boolean;
	/** An own-shaped key's state: revoked, or no such key (a live key never reaches here). */
	state: (token: string) => Promise<"revoked" | "unknown" | "live">;
	/** The platform locator, and the hash the services store for a bearer key. */
	locate: LocateFn;
	hash: (token: string) => Promise<string>;
}

/**
 * Why a bearer token was refused, in words (the failure path: may read the key's row again, cached,
 * and the platform locator).
 */
export async function bearerRefusal(token: string, shape: TokenShape, p: BearerPolicy) {
	const { target: t, ownName } = p;
	if (shape === "jwt")
		return p.jwt
			? `This identity-provider token (eyJ…) does not verify (expired, not yet valid, signed by another issuer, or its workspace does not exist); ${t.name} takes ${t.takes}`
			: mismatch(describeToken(token, shape), t);
	if (p.own(shape)) {
		const state = await p.state(token);
		if (state === "revoked")
			return `This ${ownName} (${typePrefix(token, shape)}) was revoked; create a new key (${t.name} takes ${t.takes})`;
		const other = shape === "sk_live" ? await foreignKeyOwner(p.locate, await p.hash(token), p.ownKind) : null;
		if (other) return mismatch(describeToken(token, shape, other), t);
		return `No ${ownName} matches this ${typePrefix(token, shape)} key (check that it was copied whole); ${t.name} takes ${t.takes}`;
	}
	const owner = shape === "sk_live" ? await foreignKeyOwner(p.locate, await p.hash(token)) : null;
	return mismatch(describeToken(token, shape, owner), t);
}

/** The 401 message of a bearer-key service for whatever the header held (failure path only). */
export async function bearerServiceRefusal(header: string | undefined | null, p: BearerPolicy): Promise<string> {
	const sent = recognise(header);
	if (sent.kind === "bearer") return bearerRefusal(sent.token, sent.shape, p);
	return commonRefusal(sent, p.target) ?? missing(p.target);
}
