import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";

type K = { namespace?: string; name: string; sourceText: string; [k: string]: unknown };
const many = (n: number, prefix = "k", from = 0): K[] =>
	Array.from({ length: n }, (_, i) => ({ name: `${prefix}.${from + i}`, sourceText: `Text ${from + i} for {name}` }));

async function setup(plan?: string) {
	const { key, ws } = await locWorkspace(plan);
	const p = await locProject(key);
	return {
		key,
		ws,
		p,
		put: (body: unknown, h?: Record<string, string>) => loc(key, "PUT", `/projects/${p.id}/keys`, body, h),
	};
}

const list = async (key: string, projectId: string, query = "") => {
	const r = await loc(key, "GET", `/projects/${projectId}/keys?limit=100${query}`);
	expect(r.status, r.text).toBe(200);
	return r.body.data as Array<Record<string, any>>;
};

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
		const keys = [
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

describe("GET keys: filters, translations, paging", () => {
	it("q, locale with translation, status missing / approved, cursor paging", async () => {
		const { key, p, put } = await setup();
		await locLocales(key, p.id, "id");
		await put({
			keys: [
				{ name: "home.title", sourceText: "Welcome" },
				{ name: "cart", sourceText: "Your basket" },
				{ name: "bye", sourceText: "Goodbye" },
			],
		});
		const rows = await list(key, p.id);
		const id = (name: string) => rows.find((k) => k.name === name)!.id;
		expect((await list(key, p.id, "&q=HOME")).map((k) => k.name)).toEqual(["home.title"]);
		expect((await list(key, p.id, "&q=basket")).map((k) => k.name)).toEqual(["cart"]);
		expect(rows[0]).not.toHaveProperty("translation");
		const t1 = await loc(key, "PUT", `/keys/${id("cart")}/translations/id`, {
			value: "Keranjang Anda",
			status: "approved",
		});
		expect(t1.status, t1.text).toBe(200);
		await loc(key, "PUT", `/keys/${id("bye")}/translations/id`, { value: "Sampai jumpa" });
		await loc(
			key,
			"POST",
			`/translations/${(await loc(key, "PUT", `/keys/${id("bye")}/translations/id`, { value: "Dah" })).body.data.id}/reject`,
			{ reason: "too casual" },
		);
		const withLocale = await list(key, p.id, "&locale=id");
		expect(withLocale.find((k) => k.name === "home.title")!.translation).toBeNull();
		expect(withLocale.find((k) => k.name === "cart")!.translation).toMatchObject({
			value: "Keranjang Anda",
			status: "approved",
			locale: "id",
		});
		expect((await list(key, p.id, "&locale=id&status=missing")).map((k) => k.name).sort()).toEqual([
			"bye",
			"home.title",
		]);
		expect((await list(key, p.id, "&locale=id&status=approved")).map((k) => k.name)).toEqual(["cart"]);
		expect((await list(key, p.id, "&locale=id&status=rejected")).map((k) => k.name)).toEqual(["bye"]);
		// paging: 2 + 1, cursor bound to its filters
		const first = await loc(key, "GET", `/projects/${p.id}/keys?limit=2`);
		expect(first.body.meta.hasMore).toBe(true);
		const second = await loc(key, "GET", `/projects/${p.id}/keys?limit=2&cursor=${first.body.meta.cursor}`);
		expect([...first.body.data, ...second.body.data].map((k: any) => k.id)).toEqual(rows.map((k) => k.id));
		expect(second.body.meta).toMatchObject({ hasMore: false, cursor: null });
		expectEnvelopeError(
			await loc(key, "GET", `/projects/${p.id}/keys?limit=2&q=x&cursor=${first.body.meta.cursor}`),
			400,
			"VALIDATION_ERROR",
		);
	});

	it("status needs locale (400); a locale that is no target → 404; a bad tag → 400", async () => {
		const { key, p } = await setup();
		const r = await loc(key, "GET", `/projects/${p.id}/keys?status=missing`);
		expectEnvelopeError(r, 400, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("status");
		expectEnvelopeError(await loc(key, "GET", `/projects/${p.id}/keys?locale=fr`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(key, "GET", `/projects/${p.id}/keys?locale=en`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(key, "GET", `/projects/${p.id}/keys?locale=not_a_tag!`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await loc(key, "GET", `/projects/${p.id}/keys?status=bogus&locale=fr`),
			400,
			"VALIDATION_ERROR",
		);
	});
});

describe("PATCH keys/{keyId}", () => {
	it("description, maxLength, screenshotUrl; null clears; bad input 400", async () => {
		const { key, p, put } = await setup();
		await put({ keys: [{ name: "a", sourceText: "A", description: "d" }] });
		const [k] = await list(key, p.id);
		const r = await loc(key, "PATCH", `/keys/${k.id}`, { maxLength: 10, screenshotUrl: "https://x.example/a.png" });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({
			id: k.id,
			description: "d",
			maxLength: 10,
			screenshotUrl: "https://x.example/a.png",
		});
		const c = await loc(key, "PATCH", `/keys/${k.id}`, { description: null, screenshotUrl: null });
		expect(c.body.data).toMatchObject({ description: null, maxLength: 10, screenshotUrl: null });
		expect((await loc(key, "PATCH", `/keys/${k.id}`, {})).body.data.maxLength).toBe(10);
		for (const [body, param] of [
			[{ screenshotUrl: "ftp://x" }, "screenshotUrl"],
			[{ maxLength: 0 }, "maxLength"],
			[{ sourceText: "no" }, "sourceText"],
		] as const) {
			const bad = await loc(key, "PATCH", `/keys/${k.id}`, body);
			expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
			expect(bad.body.error.param).toBe(param);
		}
		expectEnvelopeError(await loc(key, "PATCH", "/keys/str_nope", { maxLength: 1 }), 404, "NOT_FOUND");
	});

	it("a new maxLength re-measures the key's translations (lengthWarning)", async () => {
		const { key, p, put } = await setup();
		await locLocales(key, p.id, "id");
		await put({ keys: [{ name: "a", sourceText: "Hello {name}" }] });
		const [k] = await list(key, p.id);
		const t = await loc(key, "PUT", `/keys/${k.id}/translations/id`, { value: "Halo {name}" });
		expect(t.body.data.lengthWarning).toBeNull();
		await loc(key, "PATCH", `/keys/${k.id}`, { maxLength: 5 });
		const [row] = await list(key, p.id, "&locale=id");
		expect(row.translation.lengthWarning).toEqual({ maxLength: 5, length: 11 });
		// via PUT keys too
		await put({ keys: [{ name: "a", sourceText: "Hello {name}", maxLength: 11 }] });
		expect((await list(key, p.id, "&locale=id"))[0].translation.lengthWarning).toBeNull();
	});
});

describe("sourceText change → needs_review", () => {
	it("approved and machine translations go back to needs_review; needs_review and rejected stay; reviewer cleared", async () => {
		const { key, p, put } = await setup();
		await locLocales(key, p.id, "id", "fr");
		await put({
			keys: [
				{ name: "a", sourceText: "Save" },
				{ name: "b", sourceText: "Open" },
			],
		});
		const rows = await list(key, p.id);
		const a = rows.find((k) => k.name === "a")!;
		const b = rows.find((k) => k.name === "b")!;
		await loc(key, "PUT", `/keys/${a.id}/translations/id`, { value: "Simpan", status: "approved" });
		await loc(key, "PUT", `/keys/${a.id}/translations/fr`, { value: "Enregistrer", status: "machine" });
		await loc(key, "PUT", `/keys/${b.id}/translations/id`, { value: "Buka", status: "approved" });
		// Only a's text changes (a description change does not touch translations)
		const r = await put({
			keys: [
				{ name: "a", sourceText: "Save all" },
				{ name: "b", sourceText: "Open", description: "x" },
			],
		});
		expect(r.body.data).toEqual({ created: 0, updated: 2, unchanged: 0, archived: 0 });
		const id = await list(key, p.id, "&locale=id");
		expect(id.find((k) => k.name === "a")!.translation).toMatchObject({
			status: "needs_review",
			reviewer: null,
			value: "Simpan",
		});
		expect(id.find((k) => k.name === "b")!.translation).toMatchObject({ status: "approved" });
		expect((await list(key, p.id, "&locale=fr")).find((k) => k.name === "a")!.translation.status).toBe("needs_review");
	});
});

describe("tenancy and idempotency", () => {
	it("another account's project and key are 404", async () => {
		const a = await setup();
		const b = await setup();
		await a.put({ keys: many(1) });
		const [k] = await list(a.key, a.p.id);
		expectEnvelopeError(await loc(b.key, "PUT", `/projects/${a.p.id}/keys`, { keys: many(1) }), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(b.key, "GET", `/projects/${a.p.id}/keys`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(b.key, "PATCH", `/keys/${k.id}`, { maxLength: 3 }), 404, "NOT_FOUND");
		expect((await list(a.key, a.p.id))[0].maxLength).toBeNull();
	});

	it("Idempotency-Key replays the first answer; another body → 409 IDEMPOTENCY_KEY_IN_USE", async () => {
		const { put } = await setup();
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const first = await put({ keys: many(3) }, h);
		expect(first.body.data.created).toBe(3);
		const again = await put({ keys: many(3) }, h);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(await put({ keys: many(4) }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
	});

	it("no credentials → 401", async () => {
		const { p } = await setup();
		const r = await loc("", "PUT", `/projects/${p.id}/keys`, { keys: [] });
		expect(r.status).toBe(401);
	});
});
