import { describe, expect, it } from "vitest";
import { mkt, mktWorkspace } from "../helpers/mkt";

async function hash(s: string) {
	const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
	return [...d].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("contacts: create, upsert, read", () => {
	it("creates a contact with normalised email and phone and the identity hash", async () => {
		const { ws, key } = await mktWorkspace();
		const res = await mkt(key, "POST", "/contacts", {
			body: { email: "  Budi@Example.COM ", phone: "+62 (812) 3456-7890", firstName: "Budi" },
		});
		expect(res.status, res.text).toBe(201);
		const c = res.body.data;
		expect(c.email).toBe("budi@example.com");
		expect(c.phone).toBe("+6281234567890");
		expect(c.identityHash).toBe(await hash("budi@example.com|+6281234567890"));
		expect(c).toMatchObject({
			accountId: ws,
			firstName: "Budi",
			lastName: null,
			socialHandles: {},
			subscriptions: {},
			attributes: {},
			tags: [],
			source: null,
			externalRef: null,
		});
		expect(Date.parse(c.createdAt)).toBeGreaterThan(0);
		const got = await mkt(key, "GET", `/contacts/${c.id}`);
		expect(got.body.data).toEqual(c);
	});

	it("hashes an absent part as the empty string", async () => {
		const { key } = await mktWorkspace();
		const e = await mkt(key, "POST", "/contacts", { body: { email: "a@example.com" } });
		expect(e.body.data.identityHash).toBe(await hash("a@example.com|"));
		const p = await mkt(key, "POST", "/contacts", { body: { phone: "0812-1111" } });
		expect(p.body.data.identityHash).toBe(await hash("|08121111"));
	});

	it("upserts on the identity: 201 again, same id, sent fields overwrite and the others stay", async () => {
		const { key } = await mktWorkspace();
		const first = await mkt(key, "POST", "/contacts", {
			body: {
				email: "sari@example.com",
				firstName: "Sari",
				lastName: "Dewi",
				socialHandles: { instagram: "@sari", custom_net: "sari1" },
				subscriptions: { email: "subscribed", telegram: "pending" },
				attributes: { tier: "gold", visits: 3 },
				tags: ["vip"],
				source: "shop",
				externalRef: "cus_1",
			},
		});
		const again = await mkt(key, "POST", "/contacts", {
			body: { email: "SARI@example.com", lastName: "Putri", tags: ["vip", "new"] },
		});
		expect(again.status).toBe(201);
		expect(again.body.data.id).toBe(first.body.data.id);
		expect(again.body.data).toMatchObject({
			firstName: "Sari",
			lastName: "Putri",
			socialHandles: { instagram: "@sari", custom_net: "sari1" },
			subscriptions: { email: "subscribed", telegram: "pending" },
			attributes: { tier: "gold", visits: 3 },
			tags: ["vip", "new"],
			source: "shop",
			externalRef: "cus_1",
		});
		expect(Date.parse(again.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.data.updatedAt));
		const list = await mkt(key, "GET", "/contacts");
		expect(list.body.data.data).toHaveLength(1);
	});

	it("lists newest first with a cursor, clamps limit to 1-100, and searches case-insensitively", async () => {
		const { key } = await mktWorkspace();
		const rows = Array.from({ length: 120 }, (_, i) => ({
			email: `user${i}@example.com`,
			firstName: i === 7 ? "Agung" : `N${i}`,
		}));
		expect((await mkt(key, "POST", "/contacts/import", { body: { rows } })).status).toBe(200);
		const big = await mkt(key, "GET", "/contacts?limit=500");
		expect(big.body.data.data).toHaveLength(100);
		expect(big.body.data.hasMore).toBe(true);
		const one = await mkt(key, "GET", "/contacts?limit=0");
		expect(one.body.data.data).toHaveLength(1);
		const def = await mkt(key, "GET", "/contacts");
		expect(def.body.data.data).toHaveLength(50);
		const seen = new Set<string>();
		let cursor: string | null = null;
		do {
			const p: { body: any } = await mkt(key, "GET", `/contacts?limit=45${cursor ? `&cursor=${cursor}` : ""}`);
			for (const c of p.body.data.data) seen.add(c.id);
			cursor = p.body.data.cursor;
			if (!p.body.data.hasMore) expect(cursor).toBeNull();
		} while (cursor);
		expect(seen.size).toBe(120);
		const ordered = def.body.data.data.map((c: { createdAt: string; id: string }) => `${c.createdAt}|${c.id}`);
		expect([...ordered].sort().reverse()).toEqual(ordered);
		const q = await mkt(key, "GET", "/contacts?q=AGUNG");
		expect(q.body.data.data.map((c: { email: string }) => c.email)).toEqual(["user7@example.com"]);
		expect((await mkt(key, "GET", "/contacts?q=user11")).body.data.data).toHaveLength(11);
		expect((await mkt(key, "GET", "/contacts?q=%25")).body.data.data).toHaveLength(0);
	});
});

describe("contacts: update and delete", () => {
	it("PATCH answers {id}; a new email re-keys the contact", async () => {
		const { key } = await mktWorkspace();
		const c = (await mkt(key, "POST", "/contacts", { body: { email: "old@example.com", firstName: "A" } })).body.data;
		const res = await mkt(key, "PATCH", `/contacts/${c.id}`, { body: { email: "New@Example.com", lastName: "B" } });
		expect(res.status).toBe(200);
		expect(res.body.data).toEqual({ id: c.id });
		const got = (await mkt(key, "GET", `/contacts/${c.id}`)).body.data;
		expect(got).toMatchObject({
			email: "new@example.com",
			firstName: "A",
			lastName: "B",
			identityHash: await hash("new@example.com|"),
		});
		// The old identity is free again: posting it creates a new contact.
		const fresh = await mkt(key, "POST", "/contacts", { body: { email: "old@example.com" } });
		expect(fresh.body.data.id).not.toBe(c.id);
	});

	it("DELETE unsubscribes email, sms and whatsapp and keeps the row and other channels", async () => {
		const { key } = await mktWorkspace();
		const c = (
			await mkt(key, "POST", "/contacts", {
				body: { email: "d@example.com", subscriptions: { email: "subscribed", telegram: "subscribed" } },
			})
		).body.data;
		const res = await mkt(key, "DELETE", `/contacts/${c.id}`);
		expect(res.status).toBe(200);
		expect(res.body.data).toEqual({ id: c.id, status: "unsubscribed" });
		const got = (await mkt(key, "GET", `/contacts/${c.id}`)).body.data;
		expect(got.subscriptions).toEqual({
			email: "unsubscribed",
			sms: "unsubscribed",
			whatsapp: "unsubscribed",
			telegram: "subscribed",
		});
	});

	it("an Idempotency-Key replays the first answer", async () => {
		const { key } = await mktWorkspace();
		const a = await mkt(key, "POST", "/contacts", { body: { email: "i@example.com" }, idempotencyKey: "k1" });
		const b = await mkt(key, "POST", "/contacts", { body: { email: "i@example.com" }, idempotencyKey: "k1" });
		expect(b.status).toBe(201);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		const c = await mkt(key, "POST", "/contacts", { body: { email: "j@example.com" }, idempotencyKey: "k1" });
		expect(c.status).toBe(409);
		expect(c.body.error.code).toBe("IDEMPOTENCY_KEY_IN_USE");
	});
});
