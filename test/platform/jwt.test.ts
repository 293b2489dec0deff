import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_IDP_TOKEN_SECONDS_AHEAD, signDevToken, verifyIdpToken } from "../../src/platform/jwt";

const dev = { ENVIRONMENT: "development", JWT_DEV_KEY: "dev-key-0123456789abcdef0123456789", IDP_JWKS_URL: "" };

afterEach(() => vi.unstubAllGlobals());

describe("identity-provider tokens", () => {
	it("development: HS256 with the local key", async () => {
		const token = await signDevToken(dev, { sub: "usr_1", accountId: "acc_1", roles: ["owner"] });
		expect(await verifyIdpToken(dev, token)).toMatchObject({ sub: "usr_1", accountId: "acc_1" });
		expect(await verifyIdpToken({ ...dev, JWT_DEV_KEY: "another-key-0123456789abcdef0123" }, token)).toBeNull();
		// HS256 tokens are never accepted outside development
		expect(await verifyIdpToken({ ...dev, ENVIRONMENT: "production" }, token)).toBeNull();
	});

	it("rejects expired tokens and tokens without accountId", async () => {
		const key = new TextEncoder().encode(dev.JWT_DEV_KEY);
		const expired = await new SignJWT({ accountId: "acc_1" })
			.setProtectedHeader({ alg: "HS256" })
			.setSubject("u")
			.setExpirationTime(Math.floor(Date.now() / 1000) - 10)
			.sign(key);
		expect(await verifyIdpToken(dev, expired)).toBeNull();
		const noAccount = await new SignJWT({})
			.setProtectedHeader({ alg: "HS256" })
			.setSubject("u")
			.setExpirationTime("1h")
			.sign(key);
		expect(await verifyIdpToken(dev, noAccount)).toBeNull();
		expect(await verifyIdpToken(dev, "not.a.jwt")).toBeNull();
	});

	it("rejects tokens without exp and tokens whose exp is more than 24 h ahead (both key kinds)", async () => {
		const key = new TextEncoder().encode(dev.JWT_DEV_KEY);
		const now = Math.floor(Date.now() / 1000);
		const hs = (exp?: number) => {
			const j = new SignJWT({ accountId: "acc_1" }).setProtectedHeader({ alg: "HS256" }).setSubject("u");
			return (exp === undefined ? j : j.setExpirationTime(exp)).sign(key);
		};
		expect(await verifyIdpToken(dev, await hs())).toBeNull();
		expect(await verifyIdpToken(dev, await hs(now + MAX_IDP_TOKEN_SECONDS_AHEAD + 60))).toBeNull();
		expect(await verifyIdpToken(dev, await hs(now + MAX_IDP_TOKEN_SECONDS_AHEAD - 60))).toMatchObject({
			accountId: "acc_1",
		});
		expect(MAX_IDP_TOKEN_SECONDS_AHEAD).toBe(86_400);
		// the longest dev token the admin API mints still verifies
		expect(
			await verifyIdpToken(dev, await signDevToken(dev, { sub: "u", accountId: "acc_1" }, MAX_IDP_TOKEN_SECONDS_AHEAD)),
		).not.toBeNull();

		const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
		vi.stubGlobal(
			"fetch",
			vi.fn(async () =>
				Response.json({ keys: [{ ...(await exportJWK(publicKey)), kid: "e1", alg: "ES256", use: "sig" }] }),
			),
		);
		const prod = {
			ENVIRONMENT: "production",
			JWT_DEV_KEY: "",
			IDP_JWKS_URL: `https://idp.example.com/${crypto.randomUUID()}/jwks.json`,
		};
		const es = (exp?: number) => {
			const j = new SignJWT({ accountId: "acc_9" }).setProtectedHeader({ alg: "ES256", kid: "e1" }).setSubject("usr_9");
			return (exp === undefined ? j : j.setExpirationTime(exp)).sign(privateKey);
		};
		expect(await verifyIdpToken(prod, await es())).toBeNull();
		expect(await verifyIdpToken(prod, await es(now + 2 * 86_400))).toBeNull();
		expect(await verifyIdpToken(prod, await es(now + 600))).toMatchObject({ accountId: "acc_9" });
	});

	it("production: RS256 against the JWKS URL (fetched through the stubbed network)", async () => {
		const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
		const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
		const fetchMock = vi.fn(async () => Response.json({ keys: [jwk] }));
		vi.stubGlobal("fetch", fetchMock);
		const prod = {
			ENVIRONMENT: "production",
			JWT_DEV_KEY: "",
			IDP_JWKS_URL: `https://idp.example.com/${crypto.randomUUID()}/jwks.json`,
		};
		const token = await new SignJWT({ accountId: "acc_9", email: "a@b.id" })
			.setProtectedHeader({ alg: "RS256", kid: "k1" })
			.setSubject("usr_9")
			.setExpirationTime("5m")
			.sign(privateKey);
		expect(await verifyIdpToken(prod, token)).toMatchObject({ sub: "usr_9", accountId: "acc_9" });
		expect(fetchMock).toHaveBeenCalled();
		const other = await generateKeyPair("RS256");
		const forged = await new SignJWT({ accountId: "acc_9" })
			.setProtectedHeader({ alg: "RS256", kid: "k1" })
			.setSubject("x")
			.setExpirationTime("5m")
			.sign(other.privateKey);
		expect(await verifyIdpToken(prod, forged)).toBeNull();
	});
});
