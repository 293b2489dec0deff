// @pasar/sdk against the test Worker (its fetch injected): every service's client makes authenticated
// calls; payments and marketing sign with HMAC; lists page in each service's shape; a 4xx is a typed
// PasarError; Idempotency-Keys are added and replays answer the first result.
import { SELF } from "cloudflare:test";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
	createAdminClient,
	createCiClient,
	createLocClient,
	createMktClient,
	createPayClient,
	createPosClient,
	createSecretsClient,
	createStoreClient,
	isPasarError,
	type Page,
	PasarError,
	type PayErrorCode,
	readPage,
} from "../../sdk/src/index";
import { ADMIN_TOKEN, ORIGIN } from "../helpers/http";

/** The Worker's fetch, recording each request the SDK sent (headers as sent, body text). */
function recorder() {
	const sent: { method: string; url: string; headers: Headers; body: string }[] = [];
	const fetch = async (r: Request) => {
		sent.push({ method: r.method, url: r.url, headers: new Headers(r.headers), body: await r.clone().text() });
		return SELF.fetch(r);
	};
	return { sent, fetch };
}
const fetch = (r: Request) => SELF.fetch(r);
const base = (svc: string) => `${ORIGIN}/${svc}`;
const admin = createAdminClient({ baseUrl: base("admin"), token: ADMIN_TOKEN, fetch });

async function workspace() {
	return (await admin.post("/v1/workspaces", { body: { name: `SDK ${crypto.randomUUID().slice(0, 8)}` } })).id;
}

/** A credential minted through the admin API (the SDK's admin client). */
async function credential(ws: string, service: string, extra: Record<string, unknown> = {}) {
	const data = await admin.post("/v1/workspaces/{id}/credentials", {
		params: { path: { id: ws } },
		body: { service, ...extra },
	});
	return data as { id?: string; keyId?: string; key: string };
}

async function caught(p: Promise<unknown>): Promise<PasarError> {
	try {
		await p;
	} catch (err) {
		if (err instanceof PasarError) return err;
		throw err;
	}
	throw new Error("expected a PasarError");
}

const collect = async <T>(it: AsyncIterable<T>) => {
	const out: T[] = [];
	for await (const x of it) out.push(x);
	return out;
};

describe("admin client (Bearer ADMIN_TOKEN)", () => {
	it("creates a workspace, lists workspaces in meta.page pages, and refuses a wrong token with a typed error", async () => {
		const ws = await workspace();
		expect(ws).toMatch(/^acc_/);
		await workspace();
		await workspace();
		const pages = [];
		for await (const page of admin.pages("/v1/workspaces", { params: { query: { limit: 2 } } })) {
			pages.push(page);
			if (pages.length === 2) break;
		}
		expect(pages[0].shape).toBe("meta.page");
		expect(pages[0].items).toHaveLength(2);
		expect(pages[0].hasMore).toBe(true);
		expect(pages[1].items[0].id).not.toBe(pages[0].items[0].id);
		const wrong = createAdminClient({ baseUrl: base("admin"), token: "nope", fetch });
		const err = await caught(wrong.get("/v1/workspaces"));
		expect(err).toMatchObject({ status: 401, service: "admin", code: "unauthorized" });
		expect(err.requestId).toMatch(/^req_/);
	});
});

describe("payments client (Pay-HMAC-SHA256)", () => {
	async function payClient(extra: Record<string, unknown> = {}) {
		const ws = await workspace();
		const key = await credential(ws, "pay", { environment: "test", ...extra });
		const rec = recorder();
		const pay = createPayClient({ baseUrl: base("pay"), keyId: key.keyId!, secret: key.key, fetch: rec.fetch });
		return { ws, key, pay, sent: rec.sent };
	}

	it("signs reads and writes; a write without a key gets an Idempotency-Key, signed", async () => {
		const { pay, sent } = await payClient();
		const settled = await pay.post("/v1/test-helpers/settlements", {
			body: { amount: 150_000, currency: "IDR", fee: 1_500 },
		});
		expect(settled).toBeTruthy();
		const balance = await pay.get("/v1/payouts/balance");
		expectTypeOf(balance.available).toEqualTypeOf<number>();
		expect(balance).toMatchObject({ currency: "IDR", available: 148_500 });
		const [post, get] = sent;
		expect(post.headers.get("Authorization")).toMatch(
			/^Pay-HMAC-SHA256 keyId=pk_test_[0-9a-f]{12}, scope=\*, signature=[0-9a-f]{64}$/,
		);
		expect(post.headers.get("X-Pay-Timestamp")).toMatch(/^\d+$/);
		expect(post.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
		expect(get.headers.get("Idempotency-Key")).toBeNull();
		expect(new URL(get.url).pathname).toBe("/pay/v1/payouts/balance");
	});

	it("an Idempotency-Key replay answers the first payout with Idempotent-Replayed; another body is idempotency_key_conflict", async () => {
		const { pay } = await payClient();
		await pay.post("/v1/test-helpers/settlements", { body: { amount: 100_000, currency: "IDR" } });
		const bank = { bankCode: "ID_BCA", bankName: "BCA", bankAccountNumber: "1234567890", bankAccountHolder: "Toko" };
		const body = { amount: 20_000, currency: "IDR" as const, ...bank };
		const first = await pay.POST("/v1/payouts", { body, headers: { "Idempotency-Key": "po-sdk-1" } });
		const again = await pay.POST("/v1/payouts", { body, headers: { "Idempotency-Key": "po-sdk-1" } });
		expect(first.response.status).toBe(201);
		expect(again.response.status).toBe(201);
		expect(again.response.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.data?.data.id).toBe(first.data?.data.id);
		const err = await caught(
			pay.post("/v1/payouts", { body: { ...body, amount: 30_000 }, idempotencyKey: "po-sdk-1" }),
		);
		expect(err).toMatchObject({ status: 409, code: "idempotency_key_conflict", service: "pay" });
		expect(pay.isError(err, "idempotency_key_conflict")).toBe(true);
		expect((await pay.get("/v1/payouts/balance")).available).toBe(80_000);
	});

	it("a 4xx is a typed PasarError: status, code, message, param, requestId", async () => {
		const { pay } = await payClient();
		const missing = await caught(pay.get("/v1/payouts/{id}", { params: { path: { id: "po_nope" } } }));
		expect(missing).toBeInstanceOf(PasarError);
		expect(missing).toMatchObject({ status: 404, code: "not_found", service: "pay" });
		expect(missing.requestId).toMatch(/^req_/);
		expect(missing.message).toBeTruthy();
		const invalid = await caught(pay.post("/v1/payouts", { body: { amount: -5, currency: "IDR" } }));
		expect(invalid.status).toBe(400);
		expect(["invalid_amount", "validation_error"]).toContain(invalid.code);
		expect(invalid.param).toBe("amount");
		const unknownErr: unknown = invalid;
		if (isPasarError(unknownErr, "pay")) expectTypeOf(unknownErr.code).toEqualTypeOf<PayErrorCode>();
		// openapi-fetch's own methods answer the error envelope instead of throwing
		const raw = await pay.GET("/v1/payouts/{id}", { params: { path: { id: "po_nope" } } });
		expect(raw.response.status).toBe(404);
		expect(raw.error?.error.code).toBe("not_found");
	});

	it("paginate() walks meta.page pages; pages() shows them", async () => {
		const { pay } = await payClient();
		const made: string[] = [];
		for (let i = 0; i < 5; i++)
			made.push((await pay.post("/v1/customers", { body: { email: `c${i}@example.com` } })).id);
		const all = await collect(pay.paginate("/v1/customers", { params: { query: { limit: 2 } } }));
		expect(all.map((c) => c.id).sort()).toEqual([...made].sort());
		const pages: Page<unknown>[] = await collect(pay.pages("/v1/customers", { params: { query: { limit: 2 } } }));
		expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
		expect(pages.map((p) => p.shape)).toEqual(["meta.page", "meta.page", "meta.page"]);
		expect(pages.at(-1)).toMatchObject({ hasMore: false, cursor: null });
	});

	it("a platform_admin key acts in another workspace with a signed X-Pay-On-Behalf-Of", async () => {
		const { key } = await payClient({ role: "platform_admin" });
		const target = await workspace();
		const rec = recorder();
		const pay = createPayClient({
			baseUrl: base("pay"),
			keyId: key.keyId!,
			secret: key.key,
			onBehalfOf: target,
			fetch: rec.fetch,
		});
		const balance = await pay.get("/v1/payouts/balance");
		expect(balance.available).toBe(0);
		expect(rec.sent[0].headers.get("X-Pay-On-Behalf-Of")).toBe(target);
	});
});

describe("marketing client (Mkt-HMAC-SHA256 or an access token)", () => {
	it("signed key: creates contacts and pages them in data.data/data.cursor; an unknown id is NOT_FOUND", async () => {
		const ws = await workspace();
		const key = await credential(ws, "mkt");
		const rec = recorder();
		const mkt = createMktClient({ baseUrl: base("mkt"), keyId: key.keyId!, secret: key.key, fetch: rec.fetch });
		for (let i = 0; i < 3; i++) await mkt.post("/api/v1/contacts", { body: { email: `m${i}@example.com` } });
		expect(rec.sent[0].headers.get("Authorization")).toMatch(/^Mkt-HMAC-SHA256 keyId=/);
		expect(rec.sent[0].headers.get("X-Mkt-Timestamp")).toMatch(/^\d+$/);
		const pages = await collect(mkt.pages("/api/v1/contacts", { params: { query: { limit: 2 } } }));
		expect(pages.map((p) => [p.shape, p.items.length])).toEqual([
			["data.cursor", 2],
			["data.cursor", 1],
		]);
		const emails = (await collect(mkt.paginate("/api/v1/contacts"))).map((c) => c.email);
		expect(emails.sort()).toEqual(["m0@example.com", "m1@example.com", "m2@example.com"]);
		const err = await caught(mkt.get("/api/v1/contacts/{id}", { params: { path: { id: "ct_nope" } } }));
		expect(err).toMatchObject({ status: 404, code: "NOT_FOUND", service: "mkt" });
	});

	it("access token (merchant role): the same API with Bearer", async () => {
		const ws = await workspace();
		const { token } = (await admin.post("/v1/tokens", { body: { accountId: ws, roles: ["merchant"] } })) as {
			token: string;
		};
		const mkt = createMktClient({ baseUrl: base("mkt"), token, fetch });
		const list = await mkt.get("/api/v1/contacts");
		expect(list).toMatchObject({ data: [], hasMore: false });
	});
});

describe("bearer clients: storefront, POS, CI, localization, secrets", () => {
	it("storefront (sk_ key): creates products and pages them in data.data/data.cursor", async () => {
		const ws = await workspace();
		const { key } = await credential(ws, "store");
		const store = createStoreClient({ baseUrl: base("mkt"), key, fetch });
		for (let i = 0; i < 3; i++)
			await store.post("/api/v1/storefront/products", {
				body: { name: `Kopi ${i}`, price: 85_000, currency: "IDR", type: "physical" },
			});
		const pages = await collect(store.pages("/api/v1/storefront/products", { params: { query: { limit: 2 } } }));
		expect(pages.map((p) => [p.shape, p.items.length])).toEqual([
			["data.cursor", 2],
			["data.cursor", 1],
		]);
		const err = await caught(
			createStoreClient({ baseUrl: base("mkt"), key: "sk_test_nope", fetch }).get("/api/v1/storefront/products"),
		);
		expect(err).toMatchObject({ status: 401, code: "UNAUTHORIZED", service: "store" });
	});

	it("POS (sk_live_ key): outlets page in meta.cursor; a replay answers the first, another body is IDEMPOTENCY_KEY_IN_USE", async () => {
		const ws = await workspace();
		await admin.put("/v1/workspaces/{id}/plans/{service}", {
			params: { path: { id: ws, service: "pos" } },
			body: { plan: "growth" },
		});
		const { key } = await credential(ws, "pos");
		const pos = createPosClient({ baseUrl: base("pos"), key, fetch });
		for (let i = 0; i < 3; i++) await pos.post("/api/v1/outlets", { body: { name: `Outlet ${i}` } });
		const pages = await collect(pos.pages("/api/v1/outlets", { params: { query: { limit: 2 } } }));
		expect(pages.map((p) => [p.shape, p.items.length])).toEqual([
			["meta.cursor", 2],
			["meta.cursor", 1],
		]);
		const a = await pos.post("/api/v1/outlets", { body: { name: "Pusat" }, idempotencyKey: "out-1" });
		const b = await pos.post("/api/v1/outlets", { body: { name: "Pusat" }, idempotencyKey: "out-1" });
		expect(b.id).toBe(a.id);
		const err = await caught(pos.post("/api/v1/outlets", { body: { name: "Cabang" }, idempotencyKey: "out-1" }));
		expect(err).toMatchObject({ status: 409, code: "IDEMPOTENCY_KEY_IN_USE", service: "pos" });
		expect((await collect(pos.paginate("/api/v1/outlets"))).length).toBe(4);
	});

	it("CI (sk_live_ key): lists projects; a missing one is NOT_FOUND", async () => {
		const ws = await workspace();
		const { key } = await credential(ws, "ci");
		const ci = createCiClient({ baseUrl: base("ci"), key, fetch });
		expect(await collect(ci.paginate("/api/v1/projects"))).toEqual([]);
		const err = await caught(ci.get("/api/v1/projects/{id}", { params: { path: { id: "prj_nope" } } }));
		expect(err).toMatchObject({ status: 404, code: "NOT_FOUND", service: "ci" });
	});

	it("localization (loc_live_ key): creates projects and pages them in meta.cursor; a bad key is INVALID_API_KEY", async () => {
		const ws = await workspace();
		await admin.put("/v1/workspaces/{id}/plans/{service}", {
			params: { path: { id: ws, service: "loc" } },
			body: { plan: "pro" },
		});
		const { key } = await credential(ws, "loc");
		const loc = createLocClient({ baseUrl: base("loc"), key, fetch });
		for (let i = 0; i < 3; i++)
			await loc.post("/api/v1/projects", { body: { slug: `app-${i}`, name: `App ${i}`, sourceLocale: "en" } });
		const pages = await collect(loc.pages("/api/v1/projects", { params: { query: { limit: 2 } } }));
		expect(pages.map((p) => [p.shape, p.items.length])).toEqual([
			["meta.cursor", 2],
			["meta.cursor", 1],
		]);
		const err = await caught(
			createLocClient({ baseUrl: base("loc"), key: "loc_live_nope", fetch }).get("/api/v1/projects"),
		);
		expect(err).toMatchObject({ status: 401, code: "INVALID_API_KEY", service: "loc" });
	});

	it("secrets (sk_live_ key, allowlisted workspace): creates a project and lists it", async () => {
		const ws = await workspace();
		await admin.put("/v1/workspaces/{id}/allowlist/{service}", {
			params: { path: { id: ws, service: "secrets" } },
			body: { allowed: true },
		});
		const { key } = await credential(ws, "secrets");
		const secrets = createSecretsClient({ baseUrl: base("secrets"), key, fetch });
		const p = await secrets.post("/api/v1/projects", { body: { name: "Web App" } });
		const all = await collect(secrets.paginate("/api/v1/projects"));
		expect(all.map((x) => x.id)).toEqual([p.id]);
	});
});

describe("client-side contract", () => {
	it("readPage refuses an answer in another service's list shape", () => {
		const nested = { data: { data: [1], cursor: null, hasMore: false }, meta: {} };
		expect(readPage(nested, ["data.cursor"]).items).toEqual([1]);
		expect(() => readPage(nested, ["meta.cursor"])).toThrow(/pages with meta.cursor/);
		expect(() => readPage({ data: { id: "x" }, meta: {} }, ["meta.page"])).toThrow(/Not a cursor-paged list/);
	});

	it("retries an idempotent request on 503 with the same key and signature; a write without one is not retried", async () => {
		let calls = 0;
		const flaky = async (r: Request) => {
			calls++;
			if (calls === 1) return new Response("busy", { status: 503, headers: { "Retry-After": "0" } });
			return SELF.fetch(r);
		};
		const ws = await workspace();
		const key = await credential(ws, "pos");
		const pos = createPosClient({ baseUrl: base("pos"), key: key.key, fetch: flaky, maxRetries: 2 });
		expect((await pos.post("/api/v1/outlets", { body: { name: "Retry" } })).name).toBe("Retry");
		expect(calls).toBe(2);
		calls = 0;
		const noKeys = createPosClient({
			baseUrl: base("pos"),
			key: key.key,
			fetch: flaky,
			maxRetries: 2,
			idempotencyKeys: false,
		});
		const err = await caught(noKeys.post("/api/v1/outlets", { body: { name: "Once" } }));
		expect(err).toMatchObject({ status: 503, code: "non_envelope_response" });
		expect(calls).toBe(1);
	});
});
