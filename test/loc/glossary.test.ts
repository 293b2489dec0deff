import { beforeAll, describe, expect, it } from "vitest";
import { glossaryFor } from "../../src/services/localization/glossary";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locProject, locWorkspace } from "../helpers/loc";
import { envOf } from "../helpers/shards";

let me: { ws: string; key: string };
let other: { ws: string; key: string };

const create = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
	loc(key, "POST", "/glossary", body, headers);
const terms = (r: { body: { data: Array<{ term: string }> } }) => r.body.data.map((t) => t.term);

beforeAll(async () => {
	me = await locWorkspace("pro");
	other = await locWorkspace("pro");
});

describe("POST /glossary", () => {
	it("201 with gl_ id; account-wide by default; translation null means do not translate; locale canonicalised", async () => {
		const r = await create(me.key, { term: "  Pasar   Pay ", locale: "PT-br", translation: "Pasar Pagamentos" });
		expect(r.status).toBe(201);
		expect(r.body.data).toMatchObject({
			term: "Pasar Pay",
			projectId: null,
			locale: "pt-BR",
			translation: "Pasar Pagamentos",
		});
		expect(r.body.data.id).toMatch(/^gl_[0-9A-Z]{26}$/);
		expect(r.body.data.createdAt).toMatch(/^\d{4}-/);
		const keep = await create(me.key, { term: "Toko", locale: "fr" });
		expect(keep.status).toBe(201);
		expect(keep.body.data.translation).toBeNull();
	});

	it("the same term in any case per scope and locale → 409 CONFLICT; another locale or scope is fine", async () => {
		const p = await locProject(me.key);
		expect((await create(me.key, { term: "Checkout", locale: "de", projectId: p.id })).status).toBe(201);
		const dup = await create(me.key, { term: "CHECKOUT", locale: "de", projectId: p.id, translation: "Kasse" });
		expectEnvelopeError(dup, 409, "CONFLICT");
		expect(dup.body.error.param).toBe("term");
		expect((await create(me.key, { term: "checkout", locale: "de" })).status).toBe(201);
		expectEnvelopeError(await create(me.key, { term: "Checkout", locale: "de" }), 409, "CONFLICT");
		expect((await create(me.key, { term: "checkout", locale: "fr", projectId: p.id })).status).toBe(201);
		// Another account keeps its own namespace of terms.
		expect((await create(other.key, { term: "checkout", locale: "de" })).status).toBe(201);
	});

	it("racing creates of one term: exactly one 201, the rest 409", async () => {
		const rs = await Promise.all(
			Array.from({ length: 6 }, (_, i) => create(me.key, { term: i % 2 ? "RACE" : "race", locale: "ja" })),
		);
		expect(rs.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
	});

	it("another account's or an unknown project → 404; bad input → 400 naming the field", async () => {
		const theirs = await locProject(other.key);
		expectEnvelopeError(await create(me.key, { term: "x", locale: "fr", projectId: theirs.id }), 404, "NOT_FOUND");
		expectEnvelopeError(await create(me.key, { term: "x", locale: "fr", projectId: "prj_nope" }), 404, "NOT_FOUND");
		for (const [body, param] of [
			[{ term: "", locale: "fr" }, "term"],
			[{ term: "   ", locale: "fr" }, "term"],
			[{ term: "x".repeat(201), locale: "fr" }, "term"],
			[{ term: "a\nb", locale: "fr" }, "term"],
			[{ term: "x", locale: "not a tag!" }, "locale"],
			[{ term: "x" }, "locale"],
			[{ term: "x", locale: "fr", extra: 1 }, undefined],
		] as const) {
			const r = await create(me.key, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			if (param) expect(r.body.error.param).toBe(param);
		}
		expect((await create(me.key, { term: "x".repeat(200), locale: "fr" })).status).toBe(201);
	});

	it("Idempotency-Key replays the first answer", async () => {
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const a = await create(me.key, { term: "Once", locale: "it" }, h);
		const b = await create(me.key, { term: "Once", locale: "it" }, h);
		expect(a.status).toBe(201);
		expect(b.status).toBe(201);
		expect(b.body.data.id).toBe(a.body.data.id);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
		expectEnvelopeError(await create(me.key, { term: "Other", locale: "it" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
	});
});

describe("GET /glossary and DELETE /glossary/{id}", () => {
	it("with projectId: its terms plus account-wide ones; without: account-wide only; newest first, paged", async () => {
		const { key } = await locWorkspace("pro");
		const p = await locProject(key);
		const q = await locProject(key);
		for (const [term, projectId] of [
			["Wide 1", null],
			["P term", p.id],
			["Q term", q.id],
			["Wide 2", null],
		] as const)
			expect((await create(key, { term, locale: "fr", projectId })).status).toBe(201);
		expect(terms(await loc(key, "GET", `/glossary?projectId=${p.id}`))).toEqual(["Wide 2", "P term", "Wide 1"]);
		expect(terms(await loc(key, "GET", "/glossary"))).toEqual(["Wide 2", "Wide 1"]);
		const first = await loc(key, "GET", `/glossary?projectId=${q.id}&limit=2`);
		expect(terms(first)).toEqual(["Wide 2", "Q term"]);
		expect(first.body.meta.hasMore).toBe(true);
		const next = await loc(key, "GET", `/glossary?projectId=${q.id}&limit=2&cursor=${first.body.meta.cursor}`);
		expect(terms(next)).toEqual(["Wide 1"]);
		expect(next.body.meta).toMatchObject({ hasMore: false, cursor: null });
		// A cursor is bound to its filter.
		const wrong = await loc(key, "GET", `/glossary?projectId=${p.id}&cursor=${first.body.meta.cursor}`);
		expectEnvelopeError(wrong, 400, "VALIDATION_ERROR");
		expectEnvelopeError(await loc(key, "GET", "/glossary?limit=0"), 400, "VALIDATION_ERROR");
	});

	it("tenancy: another account's project → 404, its terms never listed", async () => {
		const theirs = await locProject(other.key);
		await create(other.key, { term: "Theirs", locale: "fr", projectId: theirs.id });
		expectEnvelopeError(await loc(me.key, "GET", `/glossary?projectId=${theirs.id}`), 404, "NOT_FOUND");
		expect(terms(await loc(me.key, "GET", "/glossary?limit=100"))).not.toContain("Theirs");
	});

	it("DELETE answers {id, deleted: true}; again, unknown or another account's → 404", async () => {
		const t = (await create(me.key, { term: "Gone soon", locale: "es" })).body.data;
		const theirs = (await create(other.key, { term: "Not yours", locale: "es" })).body.data;
		expectEnvelopeError(await loc(me.key, "DELETE", `/glossary/${theirs.id}`), 404, "NOT_FOUND");
		const r = await loc(me.key, "DELETE", `/glossary/${t.id}`);
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual({ id: t.id, deleted: true });
		expectEnvelopeError(await loc(me.key, "DELETE", `/glossary/${t.id}`), 404, "NOT_FOUND");
		// The term can be added again once deleted.
		expect((await create(me.key, { term: "GONE SOON", locale: "es" })).status).toBe(201);
	});
});

describe("glossaryFor (the check endpoint's read)", () => {
	it("one locale's terms for a project: its own and the account-wide ones, a project term overriding", async () => {
		const { ws, key } = await locWorkspace("pro");
		const p = await locProject(key);
		const q = await locProject(key);
		await create(key, { term: "Cart", locale: "fr", translation: "Chariot" });
		await create(key, { term: "cart", locale: "fr", projectId: p.id, translation: "Panier" });
		await create(key, { term: "Pasar", locale: "fr" });
		await create(key, { term: "Other project", locale: "fr", projectId: q.id });
		await create(key, { term: "Other locale", locale: "de" });
		const got = await glossaryFor(await envOf(ws), { workspaceId: ws }, p.id, "fr");
		expect(got.map((t) => [t.term, t.translation, t.projectId])).toEqual([
			["cart", "Panier", p.id],
			["Pasar", null, null],
		]);
		expect(await glossaryFor(await envOf(other.ws), { workspaceId: other.ws }, p.id, "fr")).toEqual([]);
	});
});
