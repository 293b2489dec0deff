import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { sha256Hex } from "../helpers/pay";
import { dbOf } from "../helpers/shards";

// GET/POST/DELETE /mkt/api/v1/suppressions (issue 40) through the Worker entry point.

/** A suppression as the providers' feedback writes it (the API only takes manual ones). */
async function insertRow(ws: string, address: string | null, reason: string, createdAt: number, hashOf = address) {
	const db = await dbOf("DB_MKT", ws);
	await db
		.prepare(
			"INSERT INTO suppressions (account_id, address_hash, address, reason, source, campaign_id, created_at) VALUES (?, ?, ?, ?, 'resend', 'cmp_x', ?)",
		)
		.bind(ws, await sha256Hex(hashOf ?? ""), address, reason, createdAt)
		.run();
}

describe("suppression list API", () => {
	it("adds an address normalised (201), answers 200 with the entry already there, lists and removes it", async () => {
		const { key } = await mktWorkspace();
		const added = await mkt(key, "POST", "/suppressions", { body: { address: "  Budi@Example.COM " } });
		expect(added.status, added.text).toBe(201);
		expect(added.body.data).toEqual({
			address: "budi@example.com",
			addressHash: await sha256Hex("budi@example.com"),
			reason: "manual",
			source: key.keyId,
			campaignId: null,
			createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
		});
		const again = await mkt(key, "POST", "/suppressions", { body: { address: "budi@example.com", reason: "manual" } });
		expect(again.status, again.text).toBe(200);
		expect(again.body.data).toEqual(added.body.data);

		const phone = await mkt(key, "POST", "/suppressions", { body: { address: "+62 (812) 3456-7890" } });
		expect(phone.status, phone.text).toBe(201);
		expect(phone.body.data.address).toBe("+6281234567890");

		const list = await mkt(key, "GET", "/suppressions");
		expect(list.status, list.text).toBe(200);
		expect(list.body.data.data.map((r: { address: string }) => r.address).sort()).toEqual([
			"+6281234567890",
			"budi@example.com",
		]);
		expect(list.body.data.hasMore).toBe(false);

		// URL-encoded, and normalised like the POST: another spelling of the same address finds it.
		const del = await mkt(key, "DELETE", `/suppressions/${encodeURIComponent("BUDI@example.com")}`);
		expect(del.status, del.text).toBe(200);
		expect(del.body.data).toEqual({ deleted: true });
		expectEnvelopeError(
			await mkt(key, "DELETE", `/suppressions/${encodeURIComponent("budi@example.com")}`),
			404,
			"NOT_FOUND",
		);
		expect((await mkt(key, "DELETE", `/suppressions/${encodeURIComponent("+6281234567890")}`)).status).toBe(200);
		expect((await mkt(key, "GET", "/suppressions")).body.data.data).toEqual([]);
	});

	it("refuses what is not a valid email or E.164 number, and reasons other than manual", async () => {
		const { key } = await mktWorkspace();
		for (const body of [
			{ address: "not-an-address" },
			{ address: "budi@" },
			{ address: "budi@example" },
			{ address: "0812 3456 7890" }, // national format: E.164 needs the country code
			{ address: "+0812345678" },
			{ address: "+62812345678901234" },
			{ address: "" },
			{},
			{ address: "budi@example.com", reason: "hard_bounce" },
			{ address: "budi@example.com", reason: "complaint" },
		]) {
			const r = await mkt(key, "POST", "/suppressions", { body });
			expectEnvelopeError(r, 400, "VALIDATION");
		}
		expectEnvelopeError(await mkt(key, "GET", "/suppressions?reason=bounced"), 400, "VALIDATION");
		expect((await mkt(key, "GET", "/suppressions")).body.data.data).toEqual([]);
	});

	it("pages newest first, filters by reason, keeps a bounce's entry on a manual add, and shows an erased address as null", async () => {
		const { ws, key } = await mktWorkspace();
		const t = Date.UTC(2026, 10, 1);
		await insertRow(ws, "a@example.com", "hard_bounce", t);
		await insertRow(ws, "b@example.com", "complaint", t + 1000);
		await insertRow(ws, null, "hard_bounce", t + 2000, "erased@example.com");
		const first = await mkt(key, "GET", "/suppressions?limit=2");
		expect(first.body.data.data.map((r: { address: string | null }) => r.address)).toEqual([null, "b@example.com"]);
		expect(first.body.data.data[0]).toMatchObject({
			addressHash: await sha256Hex("erased@example.com"),
			reason: "hard_bounce",
			source: "resend",
			campaignId: "cmp_x",
			createdAt: new Date(t + 2000).toISOString(),
		});
		expect(first.body.data.hasMore).toBe(true);
		const rest = await mkt(key, "GET", `/suppressions?limit=2&cursor=${first.body.data.cursor}`);
		expect(rest.body.data.data.map((r: { address: string }) => r.address)).toEqual(["a@example.com"]);
		expect(rest.body.data).toMatchObject({ hasMore: false, cursor: null });

		const bounces = await mkt(key, "GET", "/suppressions?reason=hard_bounce&limit=1");
		expect(bounces.body.data.data.map((r: { address: string | null }) => r.address)).toEqual([null]);
		const more = await mkt(key, "GET", `/suppressions?reason=hard_bounce&limit=1&cursor=${bounces.body.data.cursor}`);
		expect(more.body.data.data.map((r: { address: string }) => r.address)).toEqual(["a@example.com"]);
		// A cursor is bound to the filter it was minted under.
		expectEnvelopeError(
			await mkt(key, "GET", `/suppressions?reason=complaint&cursor=${bounces.body.data.cursor}`),
			400,
			"VALIDATION",
		);

		// Adding a bounced address by hand changes nothing: the bounce is what a person reviews.
		const same = await mkt(key, "POST", "/suppressions", { body: { address: "A@example.com" } });
		expect(same.status).toBe(200);
		expect(same.body.data).toMatchObject({ address: "a@example.com", reason: "hard_bounce", campaignId: "cmp_x" });
		// The erased contact's entry goes by its address even though the row no longer holds it.
		expect((await mkt(key, "DELETE", `/suppressions/${encodeURIComponent("erased@example.com")}`)).status).toBe(200);
		expect((await mkt(key, "GET", "/suppressions?reason=hard_bounce")).body.data.data).toHaveLength(1);
	});

	it("keeps each workspace's list to itself", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		expect((await mkt(a.key, "POST", "/suppressions", { body: { address: "siti@example.com" } })).status).toBe(201);
		expect((await mkt(b.key, "GET", "/suppressions")).body.data.data).toEqual([]);
		expectEnvelopeError(
			await mkt(b.key, "DELETE", `/suppressions/${encodeURIComponent("siti@example.com")}`),
			404,
			"NOT_FOUND",
		);
		// The same address is a separate entry in B: created there, A's untouched.
		expect((await mkt(b.key, "POST", "/suppressions", { body: { address: "siti@example.com" } })).status).toBe(201);
		expect((await mkt(b.key, "DELETE", `/suppressions/${encodeURIComponent("siti@example.com")}`)).status).toBe(200);
		expect((await mkt(a.key, "GET", "/suppressions")).body.data.data).toHaveLength(1);
	});

	it("replays a POST or DELETE under the same Idempotency-Key; another body under it is 409", async () => {
		const { key } = await mktWorkspace();
		const body = { address: "rina@example.com" };
		const first = await mkt(key, "POST", "/suppressions", { body, idempotencyKey: "sup-1" });
		expect(first.status, first.text).toBe(201);
		const replay = await mkt(key, "POST", "/suppressions", { body, idempotencyKey: "sup-1" });
		expect(replay.status).toBe(201);
		expect(replay.body.data).toEqual(first.body.data);
		expectEnvelopeError(
			await mkt(key, "POST", "/suppressions", { body: { address: "other@example.com" }, idempotencyKey: "sup-1" }),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		const path = `/suppressions/${encodeURIComponent("rina@example.com")}`;
		expect((await mkt(key, "DELETE", path, { idempotencyKey: "sup-2" })).status).toBe(200);
		const again = await mkt(key, "DELETE", path, { idempotencyKey: "sup-2" });
		expect(again.status).toBe(200);
		expect(again.body.data).toEqual({ deleted: true });
		expect((await mkt(key, "GET", "/suppressions")).body.data.data).toEqual([]);
	});
});
