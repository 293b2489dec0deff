import { describe, expect, it } from "vitest";
import { refreshStaleSegments } from "../../src/services/marketing/segments/jobs";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { runTick } from "../helpers/shards";

type Key = { keyId: string; key: string };
const filter = (match: "all" | "any", ...rules: { field: string; op: string; value: unknown }[]) => ({ match, rules });
const previewCount = async (key: Key, f: unknown) => {
	const r = await mkt(key, "POST", "/audience-segments/preview", { body: { filter: f } });
	expect(r.status, r.text).toBe(200);
	return r.body.data.count as number;
};

/** Six contacts covering every rule: lists, tags, subscriptions (absent = subscribed), createdAt, source. */
async function audience() {
	const { ws, key } = await mktWorkspace();
	const vip = await mkt(key, "POST", "/contacts/import", {
		body: {
			listName: "VIP",
			rows: [
				{ email: "v1@example.com", tags: ["gold"], source: "shop" },
				{ email: "v2@example.com", tags: ["gold", "new"] },
			],
		},
	});
	await mkt(key, "POST", "/contacts", {
		body: { email: "u1@example.com", subscriptions: { email: "unsubscribed" }, source: "pos" },
	});
	await mkt(key, "POST", "/contacts", {
		body: { email: "u2@example.com", subscriptions: { email: "subscribed", sms: "pending" } },
	});
	await mkt(key, "POST", "/contacts", { body: { phone: "08123456", tags: ["new"], source: "shop" } });
	const cutoff = new Date(Date.now() + 5).toISOString();
	await new Promise((r) => setTimeout(r, 15));
	await mkt(key, "POST", "/contacts", { body: { email: "late@example.com", source: "ads" } });
	return { ws, key, listId: vip.body.data.listId as string, cutoff };
}

describe("segment rules compile to one WHERE", () => {
	it("list, tag, subscription (absent = subscribed), createdAt and source", async () => {
		const { key, listId, cutoff } = await audience();
		expect(await previewCount(key, filter("all", { field: "list", op: "in", value: [listId] }))).toBe(2);
		expect(await previewCount(key, filter("all", { field: "list", op: "not_in", value: [listId] }))).toBe(4);
		expect(await previewCount(key, filter("all", { field: "tag", op: "in", value: ["gold"] }))).toBe(2);
		expect(await previewCount(key, filter("all", { field: "tag", op: "in", value: ["new", "none"] }))).toBe(2);
		expect(await previewCount(key, filter("all", { field: "tag", op: "not_in", value: ["gold"] }))).toBe(4);
		expect(await previewCount(key, filter("all", { field: "subscription.email", op: "eq", value: "subscribed" }))).toBe(
			5,
		);
		expect(
			await previewCount(key, filter("all", { field: "subscription.email", op: "neq", value: "subscribed" })),
		).toBe(1);
		expect(await previewCount(key, filter("all", { field: "subscription.sms", op: "eq", value: "pending" }))).toBe(1);
		expect(await previewCount(key, filter("all", { field: "createdAt", op: "gte", value: cutoff }))).toBe(1);
		expect(await previewCount(key, filter("all", { field: "createdAt", op: "lt", value: cutoff }))).toBe(5);
		// An hour from now, written in Jakarta time: the offset is honoured.
		const inAnHour = new Date(Date.now() + 3600_000 + 7 * 3600_000).toISOString().replace("Z", "+07:00");
		expect(await previewCount(key, filter("all", { field: "createdAt", op: "lte", value: inAnHour }))).toBe(6);
		expect(await previewCount(key, filter("all", { field: "createdAt", op: "gt", value: inAnHour }))).toBe(0);
		expect(await previewCount(key, filter("all", { field: "source", op: "eq", value: "shop" }))).toBe(2);
		expect(await previewCount(key, filter("all", { field: "source", op: "neq", value: "shop" }))).toBe(4);
		expect(await previewCount(key, filter("all", { field: "source", op: "in", value: ["pos", "ads"] }))).toBe(2);
		expect(await previewCount(key, filter("all", { field: "source", op: "not_in", value: ["shop"] }))).toBe(4);
		expect(
			await previewCount(
				key,
				filter("all", { field: "tag", op: "in", value: ["gold"] }, { field: "source", op: "eq", value: "shop" }),
			),
		).toBe(1);
		expect(
			await previewCount(
				key,
				filter("any", { field: "tag", op: "in", value: ["gold"] }, { field: "source", op: "eq", value: "shop" }),
			),
		).toBe(3);
	});

	it("drops rules it does not recognise, names them in meta.warnings, and fails open when none is left", async () => {
		const { key } = await audience();
		const res = await mkt(key, "POST", "/audience-segments/preview", {
			body: {
				filter: filter(
					"all",
					{ field: "favouriteColour", op: "eq", value: "blue" },
					{ field: "tag", op: "eq", value: "gold" },
					{ field: "createdAt", op: "gte", value: "yesterday" },
					{ field: "createdAt", op: "gte", value: 1700000000 },
				),
			},
		});
		expect(res.body.data).toEqual({ count: 6 });
		expect(res.body.meta.warnings).toHaveLength(4);
		expect(res.body.meta.warnings[0]).toMatch(/rules\[0\].*favouriteColour/);
		const partly = await mkt(key, "POST", "/audience-segments/preview", {
			body: {
				filter: filter("all", { field: "nope", op: "eq", value: 1 }, { field: "tag", op: "in", value: ["gold"] }),
			},
		});
		expect(partly.body.data.count).toBe(2);
		expect(partly.body.meta.warnings).toHaveLength(1);
		expect(await previewCount(key, filter("any"))).toBe(6);
	});
});

describe("segments: CRUD, previews and the cached size", () => {
	it("creates, reads, lists (last updated first), patches and deletes", async () => {
		const { key } = await audience();
		const a = await mkt(key, "POST", "/audience-segments", {
			body: {
				name: "Gold",
				description: "Big spenders",
				filter: filter("all", { field: "tag", op: "in", value: ["gold"] }),
			},
		});
		expect(a.status, a.text).toBe(201);
		expect(a.body.data).toMatchObject({ name: "Gold", description: "Big spenders", cachedSize: 0, cachedAt: null });
		expect(a.body.meta.warnings).toEqual([]);
		const b = await mkt(key, "POST", "/audience-segments", {
			body: { name: "Shop", filter: filter("all", { field: "source", op: "eq", value: "shop" }) },
		});
		expect(
			(await mkt(key, "GET", "/audience-segments")).body.data.segments.map((s: { name: string }) => s.name),
		).toEqual(["Shop", "Gold"]);
		await new Promise((r) => setTimeout(r, 5));
		const p = await mkt(key, "PATCH", `/audience-segments/${a.body.data.id}`, { body: { description: null } });
		expect(p.body.data).toMatchObject({ id: a.body.data.id, name: "Gold", description: null });
		expect((await mkt(key, "GET", "/audience-segments")).body.data.segments[0].name).toBe("Gold");
		const got = await mkt(key, "GET", `/audience-segments/${b.body.data.id}`);
		expect(got.body.data.filter).toEqual(filter("all", { field: "source", op: "eq", value: "shop" }));
		const del = await mkt(key, "DELETE", `/audience-segments/${b.body.data.id}`);
		expect(del.body.data).toEqual({ id: b.body.data.id, deleted: true });
		expect((await mkt(key, "GET", `/audience-segments/${b.body.data.id}`)).status).toBe(404);
	});

	it("preview by id: the count and the 20 newest matches", async () => {
		const { key } = await mktWorkspace();
		const rows = Array.from({ length: 25 }, (_, i) => ({
			email: `p${i}@example.com`,
			firstName: `F${i}`,
			tags: ["t"],
		}));
		await mkt(key, "POST", "/contacts/import", { body: { rows } });
		await mkt(key, "POST", "/contacts", { body: { email: "newest@example.com", tags: ["t"], lastName: "Last" } });
		const seg = await mkt(key, "POST", "/audience-segments", {
			body: { name: "T", filter: filter("all", { field: "tag", op: "in", value: ["t"] }) },
		});
		const res = await mkt(key, "POST", `/audience-segments/${seg.body.data.id}/preview`);
		expect(res.status, res.text).toBe(200);
		expect(res.body.data.count).toBe(26);
		expect(res.body.data.sample).toHaveLength(20);
		expect(res.body.data.sample[0]).toEqual({
			id: expect.any(String),
			email: "newest@example.com",
			phone: null,
			firstName: null,
			lastName: "Last",
		});
	});

	it("cachedSize is refreshed by the queue after create and after a filter change", async () => {
		const { key } = await audience();
		const seg = await mkt(key, "POST", "/audience-segments", {
			body: { name: "Gold", filter: filter("all", { field: "tag", op: "in", value: ["gold"] }) },
		});
		const id = seg.body.data.id;
		const first = await eventually(
			() => mkt(key, "GET", `/audience-segments/${id}`),
			(r) => r.body.data.cachedAt !== null,
			10_000,
		);
		expect(first.body.data.cachedSize).toBe(2);
		await mkt(key, "PATCH", `/audience-segments/${id}`, { body: { filter: filter("any") } });
		const second = await eventually(
			() => mkt(key, "GET", `/audience-segments/${id}`),
			(r) => r.body.data.cachedSize === 6,
			10_000,
		);
		expect(second.body.data.cachedSize).toBe(6);
	});

	it("the minute tick re-queues sizes older than an hour", async () => {
		const { key } = await audience();
		const seg = await mkt(key, "POST", "/audience-segments", { body: { name: "All", filter: filter("all") } });
		const id = seg.body.data.id;
		await eventually(
			() => mkt(key, "GET", `/audience-segments/${id}`),
			(r) => r.body.data.cachedAt !== null,
			10_000,
		);
		await mkt(key, "POST", "/contacts", { body: { email: "added-later@example.com" } });
		const before = (await mkt(key, "GET", `/audience-segments/${id}`)).body.data;
		expect(before.cachedSize).toBe(6);
		await runTick(refreshStaleSegments, "DB_MKT", Date.now() + 2 * 3600_000);
		const after = await eventually(
			() => mkt(key, "GET", `/audience-segments/${id}`),
			(r) => r.body.data.cachedSize === 7,
			10_000,
		);
		expect(Date.parse(after.body.data.cachedAt)).toBeGreaterThan(Date.parse(before.cachedAt));
	});
});
