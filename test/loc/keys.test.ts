import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { loc } from "../helpers/loc";
import { type K, list, many, setup } from "./keys-setup";

describe("PUT keys: create, update, unchanged, placeholders", () => {
	it("creates keys with server-derived placeholders and the key view", async () => {
		const { key, p, put } = await setup();
		const r = await put({
			keys: [
				{ name: "cart.items", sourceText: "{count, plural, one {# item} other {# items}} in <b>{cart}</b>" },
				{
					name: "greet",
					sourceText: "Hi {name}",
					description: "On the home page",
					maxLength: 20,
					context: [{ file: "src/app.tsx", line: 12 }],
				},
			],
		});
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toEqual({ created: 2, updated: 0, unchanged: 0, archived: 0 });
		const rows = await list(key, p.id);
		const cart = rows.find((k) => k.name === "cart.items")!;
		expect(cart).toMatchObject({
			projectId: p.id,
			namespace: "default",
			placeholders: [
				{ name: "b", type: "tag" },
				{ name: "cart", type: "argument" },
				{ name: "count", type: "number" },
			],
			description: null,
			maxLength: null,
			context: [],
			screenshotUrl: null,
			archived: false,
		});
		expect(cart.id).toMatch(/^str_[0-9A-Z]{26}$/);
		expect(rows.find((k) => k.name === "greet")).toMatchObject({
			description: "On the home page",
			maxLength: 20,
			context: [{ file: "src/app.tsx", line: 12 }],
		});
	});

	it("an unchanged repeat counts as unchanged; changes count as updated; absent optional fields clear", async () => {
		const { key, p, put } = await setup();
		const keys: K[] = [
			{ name: "a", sourceText: "A", description: "d", maxLength: 5, context: [{ file: "f", line: 1 }] },
			{ name: "b", sourceText: "B" },
			{ name: "c", sourceText: "C" },
		];
		expect((await put({ keys })).body.data).toEqual({ created: 3, updated: 0, unchanged: 0, archived: 0 });
		const before = await list(key, p.id);
		expect((await put({ keys })).body.data).toEqual({ created: 0, updated: 0, unchanged: 3, archived: 0 });
		expect((await list(key, p.id)).map((k) => k.updatedAt)).toEqual(before.map((k) => k.updatedAt));
		// context: [] and null are "none", as absent
		const same = [keys[0], { ...keys[1], context: [] }, { ...keys[2], context: null, description: null }];
		expect((await put({ keys: same })).body.data).toMatchObject({ unchanged: 3 });
		for (const change of [
			{ sourceText: "A2" },
			{ description: "d2" },
			{ maxLength: 6 },
			{ context: [{ file: "f", line: 2 }] },
		]) {
			const r = await put({
				keys: [{ ...keys[0], ...change }, keys[1], keys[2], { name: `new-${Object.keys(change)[0]}`, sourceText: "N" }],
			});
			expect(r.body.data, JSON.stringify(change)).toEqual({ created: 1, updated: 1, unchanged: 2, archived: 0 });
			keys[0] = { ...keys[0], ...change };
		}
		const { description: _d, ...bare } = keys[0];
		expect((await put({ keys: [bare] })).body.data).toMatchObject({ updated: 1 });
		expect((await list(key, p.id, "&q=A2"))[0]).toMatchObject({ name: "a", description: null });
	});

	it("namespaces: default when absent; another existing namespace; the same name in two namespaces is two keys", async () => {
		const { key, p, put } = await setup();
		expect((await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "checkout" })).status).toBe(201);
		const r = await put({
			keys: [
				{ name: "title", sourceText: "Home" },
				{ namespace: "checkout", name: "title", sourceText: "Pay" },
			],
		});
		expect(r.body.data.created).toBe(2);
		expect((await list(key, p.id, "&namespace=checkout")).map((k) => k.sourceText)).toEqual(["Pay"]);
		expect((await list(key, p.id, "&namespace=default")).map((k) => k.sourceText)).toEqual(["Home"]);
	});
});

describe("PUT keys: validated whole first, nothing written on any error", () => {
	const expectNothing = async (key: string, projectId: string) => expect(await list(key, projectId)).toEqual([]);

	it("over 2000 keys → 400 param keys", async () => {
		const { key, p, put } = await setup("pro");
		const r = await put({ keys: many(2001) });
		expectEnvelopeError(r, 400, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("keys");
		await expectNothing(key, p.id);
	});

	it.each([
		[{ name: "", sourceText: "x" }, "keys[3].name"],
		[{ name: "x".repeat(256), sourceText: "x" }, "keys[3].name"],
		[{ name: "n", sourceText: "x".repeat(10_001) }, "keys[3].sourceText"],
		[{ name: "n" }, "keys[3].sourceText"],
		[{ name: "n", sourceText: "x", maxLength: 0 }, "keys[3].maxLength"],
		[{ name: "n", sourceText: "x", maxLength: 100_001 }, "keys[3].maxLength"],
		[{ name: "n", sourceText: "x", context: [{ file: "a" }] }, "keys[3].context.0.line"],
		[{ name: "n", sourceText: "x", extra: 1 }, "keys[3].extra"],
		[{ name: "n", sourceText: "x", namespace: "bad\u0001" }, "keys[3].namespace"],
	])("a malformed key %# → 400 naming %s", async (bad, param) => {
		const { key, p, put } = await setup();
		const r = await put({ keys: [...many(3), bad] });
		expectEnvelopeError(r, 400, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe(param);
		expect(r.body.error.message).toContain(param);
		await expectNothing(key, p.id);
	});

	it("duplicate namespace+name → 400 keys[7].name; unknown namespace → 422 keys[3].namespace", async () => {
		const { key, p, put } = await setup();
		const dup = await put({ keys: [...many(7), { name: "k.2", sourceText: "again" }] });
		expectEnvelopeError(dup, 400, "VALIDATION_ERROR");
		expect(dup.body.error.param).toBe("keys[7].name");
		const ns = await put({ keys: [...many(3), { namespace: "nope", name: "x", sourceText: "x" }] });
		expectEnvelopeError(ns, 422, "VALIDATION_ERROR");
		expect(ns.body.error.param).toBe("keys[3].namespace");
		await expectNothing(key, p.id);
	});

	it.each([
		["Hello {name", /line 1, column \d+/],
		["{n, plural, one {#}}", /\{n, plural\} has no other branch/],
		["{g, select, a {x}}", /no other branch/],
		["<b>open", /tag is not closed/],
	])("invalid ICU %j → 422 keys[3].sourceText", async (sourceText, why) => {
		const { key, p, put } = await setup();
		const r = await put({ keys: [...many(3), { name: "bad", sourceText }] });
		expectEnvelopeError(r, 422, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("keys[3].sourceText");
		expect(r.body.error.message).toMatch(why);
		await expectNothing(key, p.id);
	});

	it("an invalid key at position 1999 of 2000 → nothing written; the same 2000 valid are written", async () => {
		const { key, p, put } = await setup("pro");
		const keys = many(2000);
		const r = await put({ keys: [...keys.slice(0, 1999), { name: "last", sourceText: "{broken" }] });
		expectEnvelopeError(r, 422, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("keys[1999].sourceText");
		await expectNothing(key, p.id);
		expect((await put({ keys })).body.data).toEqual({ created: 2000, updated: 0, unchanged: 0, archived: 0 });
		expect((await put({ keys })).body.data).toEqual({ created: 0, updated: 0, unchanged: 2000, archived: 0 });
		const detail = await loc(key, "GET", `/projects/${p.id}`);
		expect(detail.status).toBe(200);
	});
});

describe("prune and archive", () => {
	it("prune archives the absent live keys of the payload's namespaces only; a key sent again is live again", async () => {
		const { key, p, put } = await setup();
		await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "other" });
		await put({ keys: [...many(4), { namespace: "other", name: "o", sourceText: "O" }] });
		const r = await put({ keys: many(2), prune: true });
		expect(r.body.data).toEqual({ created: 0, updated: 0, unchanged: 2, archived: 2 });
		expect((await list(key, p.id)).map((k) => k.name).sort()).toEqual(["k.0", "k.1", "o"]);
		const archived = await list(key, p.id, "&archived=true");
		expect(archived.map((k) => k.name).sort()).toEqual(["k.2", "k.3"]);
		expect(archived.every((k) => k.archived === true)).toBe(true);
		// Without prune nothing is archived; an archived key sent again is un-archived (updated)
		expect((await put({ keys: many(1, "k", 3) })).body.data).toEqual({
			created: 0,
			updated: 1,
			unchanged: 0,
			archived: 0,
		});
		expect((await list(key, p.id, "&archived=true")).map((k) => k.name)).toEqual(["k.2"]);
		// Repeating the prune archives nothing more; an empty payload names no namespace, so prunes nothing
		expect((await put({ keys: many(2), prune: true })).body.data.archived).toBe(1);
		expect((await put({ keys: many(2), prune: true })).body.data.archived).toBe(0);
		expect((await put({ keys: [], prune: true })).body.data).toEqual({
			created: 0,
			updated: 0,
			unchanged: 0,
			archived: 0,
		});
	});
});

describe("plan limit on live keys (free: 200)", () => {
	it("over the limit → 403 UPGRADE_REQUIRED, nothing written; archived keys do not count; prune frees room", async () => {
		const { key, p, put } = await setup();
		const over = await put({ keys: many(201) });
		expectEnvelopeError(over, 403, "UPGRADE_REQUIRED");
		expect(await list(key, p.id)).toEqual([]);
		expect((await put({ keys: many(200) })).body.data.created).toBe(200);
		expectEnvelopeError(await put({ keys: many(1, "extra") }), 403, "UPGRADE_REQUIRED");
		// The same 200 again (nothing added) passes; pruning 50 and adding 50 in one PUT passes
		expect((await put({ keys: many(200) })).body.data.unchanged).toBe(200);
		const swap = await put({ keys: [...many(150), ...many(50, "new")], prune: true });
		expect(swap.body.data).toEqual({ created: 50, updated: 0, unchanged: 150, archived: 50 });
		// Un-archiving counts: 50 archived come back only if 50 others go
		expectEnvelopeError(await put({ keys: many(50, "k", 150) }), 403, "UPGRADE_REQUIRED");
		const r = await put({ keys: many(200), prune: true });
		expect(r.body.data).toEqual({ created: 0, updated: 50, unchanged: 150, archived: 50 });
	});

	it("parallel PUTs cannot pass the limit together", async () => {
		const { key, p, put } = await setup();
		const all = await Promise.all([0, 1, 2, 3].map((i) => put({ keys: many(80, `p${i}`) })));
		const okCount = all.filter((r) => r.status === 200).length;
		expect(okCount).toBe(2);
		for (const r of all.filter((r) => r.status !== 200)) expectEnvelopeError(r, 403, "UPGRADE_REQUIRED");
		const detail = await loc(key, "GET", `/projects/${p.id}`);
		expect(detail.status).toBe(200);
		let n = 0;
		let cursor = "";
		for (;;) {
			const page = await loc(key, "GET", `/projects/${p.id}/keys?limit=100${cursor}`);
			n += page.body.data.length;
			if (!page.body.meta.hasMore) break;
			cursor = `&cursor=${page.body.meta.cursor}`;
		}
		expect(n).toBe(160);
	});
});
