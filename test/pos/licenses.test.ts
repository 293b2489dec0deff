import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { dbOf } from "../helpers/shards";

const L = "/fulfillment/licenses";
const KEY = /^PASAR(-[0-9A-HJKMNP-TV-Z]{5}){4}$/;
const paid = { payments: [{ method: "CASH", amount: 10_000 }] };
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function shop() {
	const s = await posShop({ stock: 10 });
	const customer = (await pos(s.key, "POST", "/customers", { name: "Budi" })).body.data;
	const issue = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
		pos(s.key, "POST", L, { productId: s.productId, customerId: customer.id, maxActivations: 3, ...body }, headers);
	const validate = async (key: string, productId?: string) =>
		(
			await pos(
				s.key,
				"GET",
				`${L}/validate?key=${encodeURIComponent(key)}${productId ? `&productId=${productId}` : ""}`,
			)
		).body.data;
	return { ...s, customerId: customer.id as string, issue, validate };
}

/** The deliveries rows of a workspace, read from D1 (the deliveries feature lists them; this checks what was written). */
const deliveriesOf = async (ws: string) =>
	(
		await (
			await dbOf("DB_POS", ws)
		)
			.prepare("SELECT transaction_id, kind FROM deliveries WHERE account_id = ?")
			.bind(ws)
			.all()
	).results;

const ids = (r: { body: { data: Array<{ id: string }> } }) => r.body.data.map((l) => l.id);

describe("POS licences", () => {
	it("issue answers the key once; get and list show only its prefix; validate and revoke", async () => {
		const s = await shop();
		const expiresAt = later(30);
		const r = await s.issue({ expiresAt });
		expect(r.status).toBe(201);
		const lic = r.body.data;
		expect(lic).toMatchObject({
			id: expect.stringMatching(/^lic_/),
			productId: s.productId,
			customerId: s.customerId,
			transactionId: null,
			maxActivations: 3,
			status: "active",
			expiresAt,
			revokedAt: null,
			key: expect.stringMatching(KEY),
		});
		expect(lic.keyPrefix).toBe(lic.key.slice(0, 11));
		const got = await pos(s.key, "GET", `${L}/${lic.id}`);
		const { key, ...shown } = lic;
		expect(got.body.data).toEqual(shown);
		expect(got.text).not.toContain(key.slice(12));
		const list = await pos(s.key, "GET", L);
		expect(list.body.data).toEqual([shown]);
		expect(list.text).not.toContain(key.slice(12));

		expect(await s.validate(key)).toEqual({ valid: true, reason: null });
		expect(await s.validate(key, s.productId)).toEqual({ valid: true, reason: null });
		expect(await s.validate(` ${key.toLowerCase()} `)).toEqual({ valid: true, reason: null });
		expect(await s.validate(key, "prd_other")).toEqual({ valid: false, reason: "product_mismatch" });
		expect(await s.validate("PASAR-00000-00000-00000-00000")).toEqual({ valid: false, reason: "not_found" });
		expect(await s.validate("not a key")).toEqual({ valid: false, reason: "not_found" });

		const never = (await s.issue({ expiresAt: null, maxActivations: 10_000 })).body.data;
		expect(never).toMatchObject({ expiresAt: null, maxActivations: 10_000, status: "active" });
		const revoked = await pos(s.key, "POST", `${L}/${lic.id}/revoke`);
		expect(revoked.status).toBe(200);
		expect(revoked.body.data).toMatchObject({ id: lic.id, status: "revoked", revokedAt: expect.any(String) });
		expectEnvelopeError(await pos(s.key, "POST", `${L}/${lic.id}/revoke`), 409, "CONFLICT");
		expect(await s.validate(key)).toEqual({ valid: false, reason: "revoked" });
		expect(await s.validate(never.key)).toEqual({ valid: true, reason: null });
	});

	it("list: cursor and the productId, customerId and status filters (expired as time passes)", async () => {
		const s = await shop();
		const other = (await pos(s.key, "POST", "/products", { name: "E-book", variants: [{ price: 1 }] })).body.data;
		const c2 = (await pos(s.key, "POST", "/customers", { name: "Sari" })).body.data;
		const a = (await s.issue({ expiresAt: new Date(Date.now() + 1500).toISOString() })).body.data;
		const b = (await s.issue({ productId: other.id })).body.data;
		const c = (await s.issue({ customerId: c2.id })).body.data;
		await pos(s.key, "POST", `${L}/${c.id}/revoke`);
		const first = await pos(s.key, "GET", `${L}?limit=2`);
		expect(ids(first)).toEqual([c.id, b.id]);
		expect(ids(await pos(s.key, "GET", `${L}?limit=2&cursor=${first.body.meta.cursor}`))).toEqual([a.id]);
		expect(ids(await pos(s.key, "GET", `${L}?productId=${other.id}`))).toEqual([b.id]);
		expect(ids(await pos(s.key, "GET", `${L}?customerId=${c2.id}`))).toEqual([c.id]);
		expect(ids(await pos(s.key, "GET", `${L}?status=revoked`))).toEqual([c.id]);
		expect(ids(await pos(s.key, "GET", `${L}?status=active`))).toEqual([b.id, a.id]);
		expect(ids(await pos(s.key, "GET", `${L}?status=expired`))).toEqual([]);
		expectEnvelopeError(await pos(s.key, "GET", `${L}?status=gone`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await pos(s.key, "GET", `${L}?status=active&cursor=${first.body.meta.cursor}`),
			400,
			"VALIDATION_ERROR",
		);
		await new Promise((r) => setTimeout(r, 1600));
		expect(ids(await pos(s.key, "GET", `${L}?status=expired`))).toEqual([a.id]);
		expect((await pos(s.key, "GET", `${L}/${a.id}`)).body.data.status).toBe("expired");
		expect(ids(await pos(s.key, "GET", `${L}?status=active`))).toEqual([b.id]);
	});

	it("bad input is 400, unknown product or customer 404; nothing is written", async () => {
		const s = await shop();
		for (const body of [
			{ maxActivations: 0 },
			{ maxActivations: 10_001 },
			{ maxActivations: 1.5 },
			{ maxActivations: undefined },
			{ productId: undefined },
			{ customerId: "" },
			{ expiresAt: "2020-01-01T00:00:00Z" },
			{ expiresAt: "tomorrow" },
			{ expiresAt: "2099-01-01" },
			{ key: "PASAR-00000-00000-00000-00000" },
		])
			expectEnvelopeError(await s.issue(body), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await s.issue({ productId: "prd_nope" }), 404, "NOT_FOUND");
		expectEnvelopeError(await s.issue({ customerId: "cus_nope" }), 404, "NOT_FOUND");
		expectEnvelopeError(await s.issue({ transactionId: "sal_nope" }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(s.key, "GET", `${L}/validate`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(s.key, "GET", `${L}/validate?key=`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(s.key, "GET", `${L}/lic_nope`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(s.key, "POST", `${L}/lic_nope/revoke`), 404, "NOT_FOUND");
		expect((await pos(s.key, "GET", L)).body.data).toEqual([]);
		expect(await deliveriesOf(s.ws)).toEqual([]);
	});

	it("for a sale: only a COMPLETED one (PARKED or VOIDED is 409); its delivery is recorded once as licences", async () => {
		const s = await shop();
		const sale = (await s.sell(paid)).body.data;
		expect(sale.status).toBe("COMPLETED");
		const one = await s.issue({ transactionId: sale.id });
		expect(one.status).toBe(201);
		expect(one.body.data.transactionId).toBe(sale.id);
		expect((await s.issue({ transactionId: sale.id })).status).toBe(201);
		expect(await deliveriesOf(s.ws)).toEqual([{ transaction_id: sale.id, kind: "licenses" }]);
		const parked = (await s.sell({ status: "PARKED" })).body.data;
		expectEnvelopeError(await s.issue({ transactionId: parked.id }), 409, "CONFLICT");
		const voided = (await s.sell(paid)).body.data;
		await pos(s.key, "POST", `/sales/${voided.id}/void`);
		expectEnvelopeError(await s.issue({ transactionId: voided.id }), 409, "CONFLICT");
		expect((await pos(s.key, "GET", L)).body.data).toHaveLength(2);
		expect(await deliveriesOf(s.ws)).toHaveLength(1);
	});

	it("tenancy: another workspace's licences, keys, products, customers and sales are 404 / not_found", async () => {
		const mine = await shop();
		const theirs = await shop();
		const lic = (await mine.issue()).body.data;
		const sale = (await mine.sell(paid)).body.data;
		expect((await pos(theirs.key, "GET", L)).body.data).toEqual([]);
		expectEnvelopeError(await pos(theirs.key, "GET", `${L}/${lic.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(theirs.key, "POST", `${L}/${lic.id}/revoke`), 404, "NOT_FOUND");
		expect(await theirs.validate(lic.key)).toEqual({ valid: false, reason: "not_found" });
		expectEnvelopeError(await theirs.issue({ productId: mine.productId }), 404, "NOT_FOUND");
		expectEnvelopeError(await theirs.issue({ customerId: mine.customerId }), 404, "NOT_FOUND");
		expectEnvelopeError(await theirs.issue({ transactionId: sale.id }), 404, "NOT_FOUND");
		expect((await pos(theirs.key, "GET", L)).body.data).toEqual([]);
		expect((await pos(mine.key, "GET", `${L}/${lic.id}`)).body.data.status).toBe("active");
	});

	it("Idempotency-Key: a replay answers the same licence and key; 20 racing revokes land once", async () => {
		const s = await shop();
		const h = { "Idempotency-Key": "lic-issue-1" };
		const first = await s.issue({}, h);
		const again = await s.issue({}, h);
		expect(again.status).toBe(201);
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(await s.issue({ maxActivations: 4 }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect((await pos(s.key, "GET", L)).body.data).toHaveLength(1);
		const id = first.body.data.id;
		const all = await Promise.all(Array.from({ length: 20 }, () => pos(s.key, "POST", `${L}/${id}/revoke`)));
		expect(all.filter((r) => r.status === 200)).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
	});
});
