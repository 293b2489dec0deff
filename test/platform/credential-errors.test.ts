// Issue 42, "errors that point the right way": every service's 401 names what was sent (by its type
// prefix, never its material) and what the service takes. One table per service through the HTTP
// entry point, plus unit tests of the shape recogniser.
import { beforeAll, describe, expect, it } from "vitest";
import { describeToken, recognise, tokenShape, typePrefix } from "../../src/platform/credential-kind";
import { admin, bearerWorkspace, call, createWorkspace, type Res } from "../helpers/http";
import { type MktKey, mintMktKey, mkt } from "../helpers/mkt";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { mintStoreKey, type StoreKey } from "../helpers/store";

describe("credential-kind recogniser", () => {
	it("knows every service's prefixes and never shows key material", () => {
		expect(tokenShape("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.sig")).toBe("jwt");
		expect(tokenShape("adm_abc")).toBe("admin");
		expect(tokenShape("loc_live_abc")).toBe("loc");
		expect(tokenShape("mkk_01ARZ3NDEKTSV4RRFFQ69G5FAV")).toBe("mkt.keyId");
		expect(tokenShape("mks_secret")).toBe("mkt.secret");
		expect(tokenShape("pk_live_0123456789ab")).toBe("pay.keyId");
		expect(tokenShape("pk_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345")).toBe("store.publishable");
		expect(tokenShape("sk_live_secretmaterial")).toBe("sk_live");
		expect(tokenShape("sk_test_secretmaterial")).toBe("sk_test");
		expect(tokenShape("hello")).toBe("unknown");
		expect(typePrefix("sk_live_secretmaterial")).toBe("sk_live_…");
		expect(describeToken("sk_live_secretmaterial", "sk_live", "ci.key")).toBe("a CI key (sk_live_…)");
		expect(describeToken("sk_live_secretmaterial", "sk_live")).toBe("an sk_live_ key (sk_live_…)");
		expect(describeToken("sk_live_secretmaterial", "sk_live", null)).toMatch(/no Pasar service knows/);
	});

	it("says which part of a header is wrong", () => {
		expect(recognise(undefined)).toEqual({ kind: "none" });
		expect(recognise("  ")).toEqual({ kind: "none" });
		expect(recognise("Bearer")).toMatchObject({ kind: "malformed", problem: /token after Bearer is missing/ });
		expect(recognise("Bearer a b")).toMatchObject({ kind: "malformed", problem: /extra text/ });
		expect(recognise("Basic dXNlcjpwYXNz")).toMatchObject({ kind: "malformed", problem: /scheme Basic/ });
		expect(recognise("sk_live_abc")).toMatchObject({ kind: "malformed", problem: /scheme is missing/ });
		expect(recognise("Bearer loc_live_x")).toEqual({ kind: "bearer", token: "loc_live_x", shape: "loc" });
		expect(recognise("Pay-HMAC-SHA256 scope=*, signature=ab")).toMatchObject({
			kind: "signed",
			scheme: "Pay-HMAC-SHA256",
			problem: "keyId missing",
		});
		expect(recognise(`Mkt-HMAC-SHA256 keyId=mkk_1, scope=*, signature=${"0".repeat(64)}`)).toMatchObject({
			kind: "signed",
			keyId: "mkk_1",
			problem: null,
		});
		expect(recognise("Mkt-HMAC-SHA256 keyId=mkk_1, scope=*, signature=xyz")).toMatchObject({
			problem: /64 lowercase hex/,
		});
	});
});

interface Keys {
	pos: string;
	posRevoked: string;
	ci: string;
	ciRevoked: string;
	secrets: string;
	secretsRevoked: string;
	loc: string;
	locRevoked: string;
	store: StoreKey;
	storeRevoked: StoreKey;
	mkt: MktKey;
	mktRevoked: MktKey;
	pay: PayKey;
	payRevoked: PayKey;
	jwt: string;
}
let k: Keys;

async function revoke(ws: string, service: string, id: string) {
	const r = await admin("DELETE", `/v1/workspaces/${ws}/credentials/${service}/${id}`);
	if (r.status >= 300) throw new Error(`revoke ${service} failed: ${r.status} ${r.text}`);
}

/** A live key of `service` and a revoked one (revoked in this isolate: refused at once). */
async function pair(service: string) {
	const live = await bearerWorkspace(service);
	const gone = await admin("POST", `/v1/workspaces/${live.ws}/credentials`, { service });
	await revoke(live.ws, service, gone.body.data.id);
	return [live.key, gone.body.data.key as string];
}

beforeAll(async () => {
	const [[pos, posRevoked], [ci, ciRevoked], [secrets, secretsRevoked], [loc, locRevoked]] = await Promise.all(
		["pos", "ci", "secrets", "loc"].map(pair),
	);
	const ws = await createWorkspace();
	const [store, storeRevoked, mktKey, mktRevoked, pay, payRevoked] = await Promise.all([
		mintStoreKey(ws, { environment: "live" }),
		mintStoreKey(ws),
		mintMktKey(ws),
		mintMktKey(ws),
		mintPayKey(ws),
		mintPayKey(ws),
	]);
	await revoke(ws, "store", storeRevoked.id);
	await revoke(ws, "mkt", mktRevoked.keyId);
	await revoke(ws, "pay", payRevoked.id);
	// JWT-shaped, but signed by no key the platform trusts.
	const jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLW9mLW5vYm9keQ";
	k = {
		pos,
		posRevoked,
		ci,
		ciRevoked,
		secrets,
		secretsRevoked,
		loc,
		locRevoked,
		store,
		storeRevoked,
		mkt: mktKey,
		mktRevoked,
		pay,
		payRevoked,
		jwt,
	};
});

type Case = [name: string, authorization: () => string | undefined, code: string, fragments: RegExp[]];

const bearer = (t: () => string) => () => `Bearer ${t()}`;
const UNKNOWN_SK = "sk_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const PAY_HEADER = `Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=${"0".repeat(64)}`;

/** Runs the table against `path`; every answer is a 401 envelope that never echoes what was sent past its prefix. */
function table(service: string, path: string, rows: Case[], challenge?: string) {
	describe(`${service} 401s`, () => {
		it.each(rows)("%s", async (_name, authorization, code, fragments) => {
			const sent = authorization();
			const res: Res = await call("GET", path, { headers: sent === undefined ? {} : { Authorization: sent } });
			expect(res.status, res.text).toBe(401);
			expect(res.body.error.code, res.text).toBe(code);
			for (const f of fragments) expect(res.body.error.message).toMatch(f);
			const material = sent?.split(/\s+/).pop() ?? "";
			if (material.length > 12) expect(res.text).not.toContain(material.slice(9));
			if (challenge) expect(res.headers.get("WWW-Authenticate")).toBe(challenge);
		});
	});
}

/** The bearer-key services share these rows; `own` names the service's keys, `takes` its accepted credential. */
const bearerRows = (code: string, takes: RegExp, foreign: Case[]): Case[] => [
	["no Authorization", () => undefined, code, [/No Authorization header/, takes]],
	["another scheme", () => "Basic dXNlcjpwYXNz", code, [/the scheme Basic is not accepted/, takes]],
	["Bearer without a token", () => "Bearer", code, [/token after Bearer is missing/]],
	["extra text after the token", () => "Bearer sk_live_abc def", code, [/extra text after the token/]],
	["a marketing secret", () => `Bearer mks_${"x".repeat(40)}`, code, [/marketing key \(mks_…\)/, takes]],
	["a payments signature", () => PAY_HEADER, code, [/payments signature \(Pay-HMAC-SHA256\)/, takes]],
	...foreign,
];

table(
	"point of sale",
	"/pos/api/v1/outlets",
	bearerRows("AUTH_REQUIRED", /point of sale takes .*sk_live_/, [
		["a CI key", bearer(() => k.ci), "AUTH_REQUIRED", [/This is a CI key \(sk_live_…\); point of sale takes/]],
		["a secrets key", bearer(() => k.secrets), "AUTH_REQUIRED", [/This is a secrets key \(sk_live_…\)/]],
		["a localization key", bearer(() => k.loc), "AUTH_REQUIRED", [/This is a localization key \(loc_live_…\)/]],
		["a storefront key", bearer(() => k.store.key), "AUTH_REQUIRED", [/storefront secret key \(sk_live_…\)/]],
		["its own key, revoked", bearer(() => k.posRevoked), "AUTH_REQUIRED", [/point-of-sale key.*was revoked/]],
		["an unknown sk_live_ key", bearer(() => UNKNOWN_SK), "AUTH_REQUIRED", [/No point-of-sale key matches/]],
		[
			"a token that does not verify",
			bearer(() => k.jwt),
			"AUTH_REQUIRED",
			[/identity-provider token.*does not verify/],
		],
	]),
	'Bearer realm="pos"',
);

table(
	"CI",
	"/ci/api/v1/api-keys",
	bearerRows("AUTH_REQUIRED", /CI takes .*sk_live_/, [
		["a POS key", bearer(() => k.pos), "AUTH_REQUIRED", [/This is a point-of-sale key \(sk_live_…\); CI takes/]],
		["a secrets key", bearer(() => k.secrets), "AUTH_REQUIRED", [/This is a secrets key/]],
		["its own key, revoked", bearer(() => k.ciRevoked), "AUTH_REQUIRED", [/CI key \(sk_live_…\) was revoked/]],
		["an unknown sk_live_ key", bearer(() => UNKNOWN_SK), "AUTH_REQUIRED", [/No CI key matches/]],
		["a token that does not verify", bearer(() => k.jwt), "AUTH_REQUIRED", [/does not verify/]],
	]),
	'Bearer realm="ci"',
);

table(
	"secrets",
	"/secrets/api/v1/projects",
	bearerRows("AUTH_REQUIRED", /secrets takes .*sk_live_/, [
		["a POS key", bearer(() => k.pos), "AUTH_REQUIRED", [/This is a point-of-sale key \(sk_live_…\); secrets takes/]],
		["a CI key", bearer(() => k.ci), "AUTH_REQUIRED", [/This is a CI key/]],
		[
			"its own key, revoked",
			bearer(() => k.secretsRevoked),
			"AUTH_REQUIRED",
			[/secrets key \(sk_live_…\) was revoked/],
		],
		["an unknown sk_live_ key", bearer(() => UNKNOWN_SK), "AUTH_REQUIRED", [/No secrets key matches/]],
		[
			"the admin token's shape",
			bearer(() => "adm_abcdefghijklmnop"),
			"AUTH_REQUIRED",
			[/platform admin token \(adm_…\)/],
		],
	]),
	'Bearer realm="secrets"',
);

table(
	"localization",
	"/loc/api/v1/projects",
	[
		["no Authorization", () => undefined, "AUTH_REQUIRED", [/No Authorization header; localization takes .*loc_live_/]],
		["another scheme", () => "Basic dXNlcjpwYXNz", "INVALID_API_KEY", [/the scheme Basic is not accepted/]],
		["a POS key", bearer(() => k.pos), "INVALID_API_KEY", [/This is a point-of-sale key \(sk_live_…\); localization/]],
		["a token where a key is expected", bearer(() => k.jwt), "INVALID_API_KEY", [/This is an identity-provider token/]],
		[
			"its own key, revoked",
			bearer(() => k.locRevoked),
			"INVALID_API_KEY",
			[/localization key \(loc_live_…\) was revoked/],
		],
		[
			"an unknown loc_live_ key",
			bearer(() => `loc_live_${"A".repeat(32)}`),
			"INVALID_API_KEY",
			[/No localization key/],
		],
		[
			"a marketing key id",
			bearer(() => "mkk_01ARZ3NDEKTSV4RRFFQ69G5FAV"),
			"INVALID_API_KEY",
			[/marketing key id \(mkk_…\)/],
		],
	],
	'Bearer realm="loc"',
);

table(
	"storefront",
	"/mkt/api/v1/storefront/products",
	bearerRows("UNAUTHORIZED", /the storefront takes .*sk_test_/, [
		["a POS key", bearer(() => k.pos), "UNAUTHORIZED", [/This is a point-of-sale key \(sk_live_…\); the storefront/]],
		[
			"its own key, revoked",
			bearer(() => k.storeRevoked.key),
			"UNAUTHORIZED",
			[/storefront key \(sk_test_…\) was revoked/],
		],
		["an unknown sk_test_ key", bearer(() => `sk_test_${"A".repeat(32)}`), "UNAUTHORIZED", [/No storefront key/]],
		["a token where a key is expected", bearer(() => k.jwt), "UNAUTHORIZED", [/identity-provider token \(eyJ…\)/]],
		["a payments key id", bearer(() => k.pay.keyId), "UNAUTHORIZED", [/payments key id \(pk_test_…\)/]],
	]),
	'Bearer realm="storefront"',
);

table("admin", "/admin/v1/workspaces", [
	["no Authorization", () => undefined, "unauthorized", [/No Authorization header; the admin API takes/]],
	["another scheme", () => "Basic dXNlcjpwYXNz", "unauthorized", [/the scheme Basic is not accepted/]],
	["a POS key", bearer(() => k.pos), "unauthorized", [/This is a point-of-sale key \(sk_live_…\); the admin API/]],
	["a wrong admin token", bearer(() => "adm_wrongwrongwrong"), "unauthorized", [/not the platform's ADMIN_TOKEN/]],
	["a token", bearer(() => k.jwt), "unauthorized", [/identity-provider token/]],
]);

const unknownMkt: MktKey = { keyId: "mkk_01ARZ3NDEKTSV4RRFFQ69G5FAV", key: "mks_x" };

describe("marketing 401s", () => {
	const get = (authorization?: string) =>
		call("GET", "/mkt/api/v1/billing/usage", { headers: authorization ? { Authorization: authorization } : {} });
	it("says what was sent for each wrong credential", async () => {
		const cases: Array<[Promise<Res>, string, RegExp]> = [
			[get(), "UNAUTHORIZED", /No Authorization header; marketing takes Authorization: Mkt-HMAC-SHA256/],
			[get(`Bearer ${k.pos}`), "UNAUTHORIZED", /This is a point-of-sale key \(sk_live_…\); marketing takes/],
			[get(`Bearer ${k.mkt.key}`), "UNAUTHORIZED", /marketing key \(mks_…\), which signs Mkt-HMAC-SHA256 requests/],
			[get(`Bearer ${k.jwt}`), "UNAUTHORIZED", /identity-provider token \(eyJ…\) does not verify/],
			[get(PAY_HEADER), "UNAUTHORIZED", /payments signature \(Pay-HMAC-SHA256\); marketing takes/],
			[get("Mkt-HMAC-SHA256 keyId=mkk_1, scope=*"), "INVALID_SIGNATURE", /signature missing/],
			[mkt(k.mktRevoked, "GET", "/billing/usage"), "UNAUTHORIZED", /marketing key \(mkk_…\) was revoked/],
			[mkt(unknownMkt, "GET", "/billing/usage"), "UNAUTHORIZED", /No marketing key has this keyId/],
			[mkt({ ...unknownMkt, keyId: k.pay.keyId }, "GET", "/billing/usage"), "UNAUTHORIZED", /payments key id/],
		];
		for (const [pending, code, fragment] of cases) {
			const res = await pending;
			expect(res.status, res.text).toBe(401);
			expect(res.body.error.code).toBe(code);
			expect(res.body.error.message).toMatch(fragment);
			expect(res.text).not.toContain(k.pos.slice(9));
			expect(res.text).not.toContain(k.mkt.key.slice(5));
		}
	});

	it("names revocation only to a caller proving the secret", async () => {
		const forged = await mkt({ keyId: k.mktRevoked.keyId, key: "mks_not_the_secret" }, "GET", "/billing/usage");
		expect(forged.body.error.message).toMatch(/unknown or was revoked/);
		expect(forged.body.error.message).not.toMatch(/was revoked;/);
	});
});

describe("payments 401s", () => {
	const get = (authorization?: string) =>
		call("GET", "/pay/v1/payouts/balance", { headers: authorization ? { Authorization: authorization } : {} });
	it("says what was sent for each wrong credential", async () => {
		const cases: Array<[Promise<Res>, string, RegExp]> = [
			[get(), "invalid_key", /No Authorization header; payments takes Authorization: Pay-HMAC-SHA256/],
			[get(`Bearer ${k.pos}`), "invalid_key", /This is a point-of-sale key \(sk_live_…\); payments takes/],
			[get(`Bearer ${k.pay.keyId}`), "invalid_key", /payments key id \(pk_test_…\).*sign the request/],
			[get(`Bearer ${k.jwt}`), "invalid_key", /identity-provider token \(eyJ…\); payments takes/],
			[
				get(`Mkt-HMAC-SHA256 keyId=${k.mkt.keyId}, scope=*, signature=${"0".repeat(64)}`),
				"invalid_key",
				/marketing partner signature/,
			],
			[get("Pay-HMAC-SHA256 scope=*, signature=ab"), "invalid_signature", /keyId missing/],
			[payCall(k.payRevoked, "GET", "/v1/payouts/balance"), "invalid_key", /payments key \(pk_test_…\) was revoked/],
			[
				payCall({ keyId: "pk_test_0123456789ab", key: "x" }, "GET", "/v1/payouts/balance"),
				"invalid_key",
				/No payments key has this keyId/,
			],
			[
				payCall({ keyId: k.mkt.keyId, key: "x" }, "GET", "/v1/payouts/balance"),
				"invalid_key",
				/marketing key id \(mkk_…\)/,
			],
		];
		for (const [pending, code, fragment] of cases) {
			const res = await pending;
			expect(res.status, res.text).toBe(401);
			expect(res.body.error.code).toBe(code);
			expect(res.body.error.message).toMatch(fragment);
			expect(res.text).not.toContain(k.pos.slice(9));
		}
	});

	it("names revocation only to a caller proving the secret", async () => {
		const forged = await payCall({ keyId: k.payRevoked.keyId, key: "sk_test_forged" }, "GET", "/v1/payouts/balance");
		expect(forged.body.error.code).toBe("invalid_key");
		expect(forged.body.error.message).toMatch(/unknown or was revoked/);
	});
});
