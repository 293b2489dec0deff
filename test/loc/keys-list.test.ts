import { describe, expect, it } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { loc, locLocales } from "../helpers/loc";
import { list, many, setup } from "./keys-setup";

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

describe("OpenAPI", () => {
	it("/loc/openapi.json lists the keys and translations routes with their error codes", async () => {
		const doc = await call("GET", "/loc/openapi.json");
		expect(doc.status).toBe(200);
		const paths = doc.body.paths;
		expect(Object.keys(paths["/api/v1/projects/{id}/keys"]).sort()).toEqual(["get", "put"]);
		expect(paths["/api/v1/projects/{id}/keys"].put.responses).toHaveProperty("403");
		expect(paths["/api/v1/keys/{keyId}"]).toHaveProperty("patch");
		expect(paths["/api/v1/keys/{keyId}/translations/{locale}"].put.responses).toHaveProperty("422");
	});
});
