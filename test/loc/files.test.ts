import { describe, expect, it } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";

const FORMATS = ["json-nested", "json-flat", "xliff"] as const;

/** A project (en → id, fr) with keys and some Indonesian translations in several statuses. */
async function setup() {
	const { key } = await locWorkspace("pro");
	const p = await locProject(key);
	await locLocales(key, p.id, "id", "fr");
	const keys = [
		{ name: "home.title", sourceText: "Hello {name}", description: "Greeting", maxLength: 40 },
		{ name: "home.body", sourceText: "You have {n, plural, one {# <b>message</b>} other {# <b>messages</b>}}" },
		{ name: "cart", sourceText: "Cart" },
		{ name: "cart.empty", sourceText: "Nothing & nobody" },
		{ name: "untranslated", sourceText: "Later" },
	];
	const put = await loc(key, "PUT", `/projects/${p.id}/keys`, { keys });
	expect(put.status, put.text).toBe(200);
	const rows = (await loc(key, "GET", `/projects/${p.id}/keys?limit=100`)).body.data as Array<{
		id: string;
		name: string;
	}>;
	const ids = Object.fromEntries(rows.map((k) => [k.name, k.id]));
	const tr = async (name: string, value: string, status = "needs_review", locale = "id") => {
		const r = await loc(key, "PUT", `/keys/${ids[name]}/translations/${locale}`, { value, status });
		expect(r.status, r.text).toBe(200);
		return r.body.data;
	};
	await tr("home.title", "Halo {name}", "approved");
	await tr("home.body", "Anda punya {n, plural, other {# <b>pesan</b>}}", "machine");
	await tr("cart", "Keranjang");
	const rejected = await tr("cart.empty", "Kosong & tak ada");
	const rj = await loc(key, "POST", `/translations/${rejected.id}/reject`, { reason: "tone" });
	expect(rj.status, rj.text).toBe(200);
	const translations = async (locale = "id") =>
		Object.fromEntries(
			((await loc(key, "GET", `/projects/${p.id}/keys?limit=100&locale=${locale}`)).body.data as any[]).map((k) => [
				k.name,
				k.translation && {
					id: k.translation.id,
					value: k.translation.value,
					status: k.translation.status,
					updatedAt: k.translation.updatedAt,
				},
			]),
		);
	const keyRows = async () =>
		Object.fromEntries(
			((await loc(key, "GET", `/projects/${p.id}/keys?limit=100`)).body.data as any[]).map((k) => [k.name, k]),
		);
	const exp = (query: string) => loc(key, "GET", `/projects/${p.id}/export?${query}`);
	const imp = (body: Record<string, unknown>, h?: Record<string, string>) =>
		loc(key, "POST", `/projects/${p.id}/import`, body, h);
	return { key, p, ids, tr, translations, keyRows, exp, imp };
}

describe("GET /projects/{id}/export", () => {
	it("json-nested (default): a target's non-rejected values of live keys, dots nested, as a download", async () => {
		const { exp } = await setup();
		const r = await exp("locale=id");
		expect(r.status, r.text).toBe(200);
		expect(r.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
		expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="default.id.json"');
		// cart.empty is rejected, untranslated has nothing: neither is in the file.
		expect(r.body).toEqual({
			home: { title: "Halo {name}", body: "Anda punya {n, plural, other {# <b>pesan</b>}}" },
			cart: "Keranjang",
		});
	});

	it("the source locale gives the source texts; json-flat keeps dotted names", async () => {
		const { exp } = await setup();
		const r = await exp("locale=EN&format=json-flat");
		expect(r.status, r.text).toBe(200);
		expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="default.en.json"');
		expect(r.body).toEqual({
			"home.title": "Hello {name}",
			"home.body": "You have {n, plural, one {# <b>message</b>} other {# <b>messages</b>}}",
			cart: "Cart",
			"cart.empty": "Nothing & nobody",
			untranslated: "Later",
		});
		// cart and cart.empty cannot both nest: that group is written flat.
		expect((await exp("locale=en")).body).toMatchObject({ cart: "Cart", "cart.empty": "Nothing & nobody" });
	});

	it("xliff 1.2 with source and target, escaped", async () => {
		const { exp } = await setup();
		const r = await exp("locale=id&format=xliff");
		expect(r.status, r.text).toBe(200);
		expect(r.headers.get("Content-Type")).toBe("application/x-xliff+xml; charset=utf-8");
		expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="default.id.xlf"');
		expect(r.text).toContain('source-language="en" target-language="id"');
		expect(r.text).toContain(
			'<trans-unit id="home.title" resname="home.title">\n        <source>Hello {name}</source>\n        <target>Halo {name}</target>',
		);
		expect(r.text).toContain("<target>Anda punya {n, plural, other {# &lt;b&gt;pesan&lt;/b&gt;}}</target>");
		expect(r.text).toContain("<source>Nothing &amp; nobody</source>\n      </trans-unit>");
	});

	it("unknown locale or namespace → 404, a bad tag or format → 400", async () => {
		const { exp } = await setup();
		expectEnvelopeError(await exp("locale=de"), 404, "NOT_FOUND");
		expectEnvelopeError(await exp("locale=id&namespace=nope"), 404, "NOT_FOUND");
		expectEnvelopeError(await exp("locale=not_a_tag!"), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await exp("locale=id&format=csv"), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await exp(""), 400, "VALIDATION_ERROR");
	});
});

describe("POST /projects/{id}/import", () => {
	for (const format of FORMATS)
		it(`${format}: export then import of the same file changes nothing (source and target)`, async () => {
			const { exp, imp, translations, keyRows } = await setup();
			const beforeT = await translations();
			const beforeK = await keyRows();
			for (const locale of ["en", "id"]) {
				const file = await exp(`locale=${locale}&format=${format}`);
				expect(file.status, file.text).toBe(200);
				const r = await imp({ locale, format, content: file.text });
				expect(r.status, r.text).toBe(200);
				expect(r.body.data).toEqual({ created: 0, updated: 0, translations: 0, skipped: [] });
			}
			expect(await translations()).toEqual(beforeT);
			expect(await keyRows()).toEqual(beforeK);
		});

	it("the source locale creates and updates keys like the bulk PUT, keeping descriptions and maxLength", async () => {
		const { imp, keyRows, translations } = await setup();
		const content = JSON.stringify({ home: { title: "Hi there {name}", footer: "Bye" }, cart: "Cart" });
		const r = await imp({ locale: "en", content });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toEqual({ created: 1, updated: 1, translations: 0, skipped: [] });
		const k = await keyRows();
		expect(k["home.footer"]).toMatchObject({ namespace: "default", sourceText: "Bye" });
		expect(k["home.title"]).toMatchObject({ sourceText: "Hi there {name}", description: "Greeting", maxLength: 40 });
		expect(k["home.body"].archived).toBe(false);
		// A new source sends the approved translation back to review, as PUT keys does.
		expect((await translations())["home.title"].status).toBe("needs_review");
	});

	it("a source that is not valid ICU → 422 naming the key, nothing written", async () => {
		const { imp, keyRows } = await setup();
		const before = await keyRows();
		const r = await imp({
			locale: "en",
			format: "json-flat",
			content: JSON.stringify({ fresh: "ok", "bad.one": "Hi {name" }),
		});
		expectEnvelopeError(r, 422, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("bad.one");
		expect(r.body.error.message).toMatch(/^bad\.one: /);
		expect(await keyRows()).toEqual(before);
	});

	it("a target goes through the gate: one mismatch → 422 PLACEHOLDER_MISMATCH naming the key, nothing written", async () => {
		const { imp, translations } = await setup();
		const before = await translations();
		const content = JSON.stringify({ untranslated: "Nanti", home: { title: "Halo {who}" } });
		const r = await imp({ locale: "id", content });
		expectEnvelopeError(r, 422, "PLACEHOLDER_MISMATCH");
		expect(r.body.error.param).toBe("home.title");
		expect(r.body.error.message).toMatch(/missing \{name\}.*extra \{who\}/);
		const syntax = await imp({ locale: "id", content: JSON.stringify({ cart: "Keranjang {" }) });
		expectEnvelopeError(syntax, 422, "VALIDATION_ERROR");
		expect(syntax.body.error.param).toBe("cart");
		expect(await translations()).toEqual(before);
	});

	it("a target writes translations with the status asked; unknown keys are skipped; rejected ones are written again", async () => {
		const { imp, translations } = await setup();
		const before = await translations();
		const content = JSON.stringify({
			untranslated: "Nanti",
			cart: "Keranjang",
			"cart.empty": "Kosong & tak ada",
			nope: "x",
			deep: { nope: "y" },
		});
		const r = await imp({ locale: "id", content, status: "machine" });
		expect(r.status, r.text).toBe(200);
		// cart is unchanged (same value, not rejected); cart.empty was rejected: written again.
		expect(r.body.data).toEqual({ created: 0, updated: 0, translations: 2, skipped: ["nope", "deep.nope"] });
		const after = await translations();
		expect(after.untranslated).toMatchObject({ value: "Nanti", status: "machine" });
		expect(after["cart.empty"]).toMatchObject({ id: before["cart.empty"].id, status: "machine" });
		expect(after.cart).toEqual(before.cart);
		// approved by import: an unchanged value is approved
		const a = await imp({ locale: "id", content: JSON.stringify({ cart: "Keranjang" }), status: "approved" });
		expect(a.body.data.translations).toBe(1);
		expect((await translations()).cart.status).toBe("approved");
	});

	it("xliff into a target; a malformed file is 400 param content", async () => {
		const { imp, translations, exp } = await setup();
		const xml = (await exp("locale=fr&format=xliff")).text;
		expect(xml).not.toContain("<target>");
		const filled = xml.replace("<source>Later</source>", "<source>Later</source><target>Plus tard</target>");
		const r = await imp({ locale: "fr", format: "xliff", content: filled });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.translations).toBe(1);
		expect((await translations("fr")).untranslated).toMatchObject({ value: "Plus tard", status: "needs_review" });
		for (const [format, content] of [
			["xliff", "<xliff><file>"],
			["json-nested", "{"],
			["json-flat", '{"a": 1}'],
		]) {
			const bad = await imp({ locale: "fr", format, content });
			expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
			expect(bad.body.error.param).toBe("content");
		}
	});

	it("refuses an unknown locale, namespace or field", async () => {
		const { imp } = await setup();
		expectEnvelopeError(await imp({ locale: "de", content: "{}" }), 422, "VALIDATION_ERROR");
		expectEnvelopeError(await imp({ locale: "id", namespace: "nope", content: "{}" }), 422, "VALIDATION_ERROR");
		expectEnvelopeError(await imp({ locale: "id", content: "{}", extra: 1 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await imp({ locale: "id", content: "{}", status: "rejected" }), 400, "VALIDATION_ERROR");
	});

	it("another account's project is 404 for export and import", async () => {
		const { p } = await setup();
		const other = await locWorkspace("pro");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${p.id}/export?locale=id`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await loc(other.key, "POST", `/projects/${p.id}/import`, { locale: "id", content: "{}" }),
			404,
			"NOT_FOUND",
		);
		const mine = await locProject(other.key);
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${mine.id}/export?locale=fr`), 404, "NOT_FOUND");
	});

	it("Idempotency-Key replays the first answer", async () => {
		const { imp } = await setup();
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const body = { locale: "id", content: JSON.stringify({ untranslated: "Nanti" }) };
		const a = await imp(body, h);
		expect(a.body.data.translations).toBe(1);
		const b = await imp(body, h);
		expect(b.status).toBe(200);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		expectEnvelopeError(await imp({ ...body, status: "approved" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
	});
});

it("/loc/openapi.json documents export and import", async () => {
	const doc = await call("GET", "/loc/openapi.json");
	expect(doc.status).toBe(200);
	expect(Object.keys(doc.body.paths["/api/v1/projects/{id}/export"].get.responses[200].content).sort()).toEqual([
		"application/json",
		"application/x-xliff+xml",
	]);
	expect(doc.body.paths["/api/v1/projects/{id}/import"].post.responses).toHaveProperty("422");
});
