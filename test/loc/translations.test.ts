import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";

/** A project with target locales and one key per `sources` entry; returns their ids by name. */
async function setup(
	sources: Record<string, string | { sourceText: string; maxLength?: number; namespace?: string }>,
	...tags: string[]
) {
	const { key, ws, keyId } = await locWorkspace("pro");
	const p = await locProject(key);
	await locLocales(key, p.id, ...(tags.length ? tags : ["id"]));
	const keys = Object.entries(sources).map(([name, s]) => ({
		name,
		...(typeof s === "string" ? { sourceText: s } : s),
	}));
	if (keys.some((k) => k.namespace === "legal"))
		await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "legal", reviewPolicy: "gated" });
	const put = await loc(key, "PUT", `/projects/${p.id}/keys`, { keys });
	expect(put.status, put.text).toBe(200);
	const rows = (await loc(key, "GET", `/projects/${p.id}/keys?limit=100`)).body.data as Array<{
		id: string;
		name: string;
	}>;
	const ids = Object.fromEntries(rows.map((k) => [k.name, k.id]));
	const tr = (name: string, locale: string, body: unknown, h?: Record<string, string>) =>
		loc(key, "PUT", `/keys/${ids[name]}/translations/${locale}`, body, h);
	const stored = async (name: string, locale = "id") =>
		((await loc(key, "GET", `/projects/${p.id}/keys?limit=100&locale=${locale}`)).body.data as any[]).find(
			(k) => k.name === name,
		).translation;
	return { key, ws, keyId, p, ids, tr, stored };
}

describe("PUT /keys/{keyId}/translations/{locale}", () => {
	it("stores needs_review by default; a second PUT replaces the value and keeps id and createdAt", async () => {
		const { ids, tr, p } = await setup({ greet: "Hello {name}" });
		const r = await tr("greet", "id", { value: "Halo {name}" });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({
			keyId: ids.greet,
			projectId: p.id,
			locale: "id",
			value: "Halo {name}",
			status: "needs_review",
			lengthWarning: null,
			reviewer: null,
			rejectReason: null,
		});
		expect(r.body.data.id).toMatch(/^tr_[0-9A-Z]{26}$/);
		const again = await tr("greet", "id", { value: "Hai {name}", status: "machine" });
		expect(again.body.data).toMatchObject({
			id: r.body.data.id,
			createdAt: r.body.data.createdAt,
			value: "Hai {name}",
			status: "machine",
		});
	});

	it("approved records the reviewer and feeds translation memory", async () => {
		const { key, keyId, tr } = await setup({ save: "Save changes" });
		const r = await tr("save", "id", { value: "Simpan perubahan", status: "approved" });
		expect(r.body.data.status).toBe("approved");
		expect(r.body.data.reviewer).toMatchObject({ by: keyId });
		expect(Date.parse(r.body.data.reviewer.at)).toBeGreaterThan(0);
		const tm = await loc(key, "GET", `/tm/suggest?text=${encodeURIComponent("Save  changes ")}&target=id`);
		expect(tm.status, tm.text).toBe(200);
		expect(tm.body.data.exact).toMatchObject({ target: "Simpan perubahan" });
		// needs_review does not feed memory; an approved value after a rejection clears the reason
		await tr("save", "id", { value: "Simpan", status: "needs_review" });
		const rej = await loc(key, "POST", `/translations/${r.body.data.id}/reject`, { reason: "short" });
		expect(rej.body.data.rejectReason).toBe("short");
		const back = await tr("save", "id", { value: "Simpan perubahan", status: "machine" });
		expect(back.body.data).toMatchObject({ status: "machine", rejectReason: null, reviewer: null });
	});

	it("gated namespaces store machine as needs_review; approved stays approved; standard keeps machine", async () => {
		const { tr } = await setup({ terms: { sourceText: "Terms", namespace: "legal" }, home: "Home" });
		expect((await tr("terms", "id", { value: "Ketentuan", status: "machine" })).body.data.status).toBe("needs_review");
		expect((await tr("terms", "id", { value: "Ketentuan", status: "approved" })).body.data.status).toBe("approved");
		expect((await tr("home", "id", { value: "Beranda", status: "machine" })).body.data.status).toBe("machine");
	});

	it("the locale: not a target (or the source) → 404; disabled → 422 param locale; any case of the tag", async () => {
		const { key, p, tr } = await setup({ a: "A" }, "id", "pt-BR");
		expectEnvelopeError(await tr("a", "fr", { value: "A" }), 404, "NOT_FOUND");
		expectEnvelopeError(await tr("a", "en", { value: "A" }), 404, "NOT_FOUND");
		expectEnvelopeError(await tr("a", "not a tag", { value: "A" }), 404, "NOT_FOUND");
		const pt = await tr("a", "PT-br", { value: "A" });
		expect(pt.status, pt.text).toBe(200);
		expect(pt.body.data.locale).toBe("pt-BR");
		expect((await loc(key, "PATCH", `/projects/${p.id}/locales/id`, { enabled: false })).status).toBe(200);
		const off = await tr("a", "id", { value: "A" });
		expectEnvelopeError(off, 422, "VALIDATION_ERROR");
		expect(off.body.error.param).toBe("locale");
	});

	it("bad bodies → 400 naming the field; an unknown key → 404", async () => {
		const { key, tr } = await setup({ a: "A" });
		for (const [body, param] of [
			[{}, "value"],
			[{ value: "x".repeat(10_001) }, "value"],
			[{ value: "x", status: "rejected" }, "status"],
			[{ value: "x", extra: 1 }, "extra"],
		] as const) {
			const r = await tr("a", "id", body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe(param);
		}
		expectEnvelopeError(await loc(key, "PUT", "/keys/str_nope/translations/id", { value: "x" }), 404, "NOT_FOUND");
	});
});

describe("the gate", () => {
	const source = "Hi {name}, {count, plural, one {# <b>message</b>} other {# <b>messages</b>}}";

	it("a value that does not parse → 422 VALIDATION_ERROR param value; nothing stored", async () => {
		const { tr, stored } = await setup({ m: source });
		const r = await tr("m", "id", { value: "Hai {name" });
		expectEnvelopeError(r, 422, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("value");
		expect(r.body.error.message).toMatch(/line 1, column/);
		expect(await stored("m")).toBeNull();
	});

	it.each([
		["missing argument", "{count, plural, other {# <b>pesan</b>}}", "id", ["{name}"], []],
		["extra argument", "Hai {name} {who}, {count, plural, other {# <b>pesan</b>}}", "id", [], ["{who}"]],
		[
			"number → select",
			"Hai {name}, {count, select, other {<b>pesan</b>}}",
			"id",
			["{count, number}"],
			["{count, select}"],
		],
		["dropped tag", "Hai {name}, {count, plural, other {# pesan}}", "id", ["<b>"], []],
		["renamed tag", "Hai {name}, {count, plural, other {# <i>pesan</i>}}", "id", ["<b>"], ["<i>"]],
		[
			"one in id",
			"Hai {name}, {count, plural, one {# <b>pesan</b>} other {# <b>pesan</b>}}",
			"id",
			[],
			[],
			/one is not a cardinal plural category of id/,
		],
		[
			"missing other",
			"Hai {name}, {count, plural, =1 {# <b>pesan</b>}}",
			"id",
			[],
			[],
			/\{count, plural\} has no other branch/,
		],
		[
			"few in en-like de",
			"Hi {name}, {count, plural, one {# <b>N</b>} few {# <b>N</b>} other {# <b>N</b>}}",
			"de",
			[],
			[],
			/few is not/,
		],
	] as Array<[string, string, string, string[], string[], RegExp?]>)(
		"%s → 422 PLACEHOLDER_MISMATCH, nothing stored",
		async (_, value, locale, missing, extra, why) => {
			const { tr, stored } = await setup({ m: source }, locale);
			const r = await tr("m", locale, { value });
			expectEnvelopeError(r, 422, "PLACEHOLDER_MISMATCH");
			expect(r.body.error.param).toBe("value");
			if (missing.length) expect(r.body.error.message).toContain(`missing ${missing.join(", ")}`);
			else expect(r.body.error.message).not.toContain("missing");
			if (extra.length) expect(r.body.error.message).toContain(`extra ${extra.join(", ")}`);
			else expect(r.body.error.message).not.toContain("extra");
			if (why) expect(r.body.error.message).toMatch(why);
			expect(await stored("m", locale)).toBeNull();
		},
	);

	it("passes: reordered, one numeric group (plural for number), =N keys, the target's categories, selectordinal", async () => {
		const { tr } = await setup(
			{ m: source, n: "{n, number} files", o: "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}" },
			"id",
			"pl",
		);
		expect(
			(
				await tr("m", "id", {
					value: "{count, plural, =0 {Tidak ada <b>pesan</b>} other {# <b>pesan</b>}} untuk {name}",
				})
			).status,
		).toBe(200);
		expect(
			(
				await tr("m", "pl", {
					value: "{name}: {count, plural, one {# <b>a</b>} few {# <b>b</b>} many {# <b>c</b>} other {# <b>d</b>}}",
				})
			).status,
		).toBe(200);
		expect((await tr("n", "id", { value: "{n, plural, other {# berkas}}" })).status).toBe(200);
		expect((await tr("o", "id", { value: "ke-{rank, selectordinal, other {#}}" })).status).toBe(200);
		expectEnvelopeError(
			await tr("o", "id", { value: "{rank, selectordinal, one {#} other {#}}" }),
			422,
			"PLACEHOLDER_MISMATCH",
		);
	});

	it("a failed PUT leaves the previous value as it was", async () => {
		const { tr, stored } = await setup({ m: "Hi {name}" });
		await tr("m", "id", { value: "Hai {name}", status: "approved" });
		expectEnvelopeError(await tr("m", "id", { value: "Hai" }), 422, "PLACEHOLDER_MISMATCH");
		expect(await stored("m")).toMatchObject({ value: "Hai {name}", status: "approved" });
	});
});

describe("lengthWarning: graphemes of the longest branch", () => {
	it.each([
		["Halo", null],
		["Halo!", null],
		["Halo!!", { maxLength: 5, length: 6 }],
		["👍🏽👍🏽👍🏽👍🏽👍🏽", null],
		["👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽", { maxLength: 5, length: 6 }],
		["e\u0301e\u0301e\u0301e\u0301e\u0301", null],
		["👨‍👩‍👧‍👦🇮🇩", null],
	])("%j → %j (saved either way)", async (value, warning) => {
		const { tr, stored } = await setup({ m: { sourceText: "Hello", maxLength: 5 } });
		const r = await tr("m", "id", { value });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.lengthWarning).toEqual(warning);
		expect((await stored("m")).lengthWarning).toEqual(warning);
	});

	it("the longest branch counts, placeholders as {name}", async () => {
		const { tr } = await setup({ m: { sourceText: "{n, plural, other {# items}}", maxLength: 10 } });
		// "{n} barang" = 10; "{n} barang-barang" = 17
		expect((await tr("m", "id", { value: "{n, plural, other {# barang}}" })).body.data.lengthWarning).toBeNull();
		expect(
			(await tr("m", "id", { value: "{n, plural, =0 {kosong} other {# barang-barang}}" })).body.data.lengthWarning,
		).toEqual({
			maxLength: 10,
			length: 17,
		});
	});
});

describe("tenancy and idempotency", () => {
	it("another account's key is 404 and stays untranslated", async () => {
		const a = await setup({ m: "Hi" });
		const { key: other } = await locWorkspace();
		expectEnvelopeError(
			await loc(other, "PUT", `/keys/${a.ids.m}/translations/id`, { value: "Hai" }),
			404,
			"NOT_FOUND",
		);
		expect(await a.stored("m")).toBeNull();
	});

	it("Idempotency-Key replays the first answer; another body → 409 IDEMPOTENCY_KEY_IN_USE", async () => {
		const { tr } = await setup({ m: "Hi" });
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const first = await tr("m", "id", { value: "Hai" }, h);
		const again = await tr("m", "id", { value: "Hai" }, h);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(await tr("m", "id", { value: "Halo" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
	});

	it("parallel PUTs of one key and locale leave one row", async () => {
		const { tr, stored } = await setup({ m: "Hi" });
		const all = await Promise.all(["A", "B", "C", "D"].map((v) => tr("m", "id", { value: v })));
		expect(all.every((r) => r.status === 200)).toBe(true);
		expect(new Set(all.map((r) => r.body.data.id)).size).toBe(1);
		expect(["A", "B", "C", "D"]).toContain((await stored("m")).value);
	});
});
