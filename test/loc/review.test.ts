import { beforeAll, describe, expect, it } from "vitest";
import { upsertMemoryStatements } from "../../src/services/localization/memory";
import { approvedBy, approveStatement, readForReview } from "../../src/services/localization/review/store";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";
import { envOf, rowOnShards, rowsOnShards } from "../helpers/shards";

type Ws = { ws: string; key: string; keyId: string };
let me: Ws;
let other: Ws;
let projectId: string;
let n = 0;

/** Creates (or updates) keys through PUT /projects/{id}/keys; the ids by name, live or archived. */
async function putKeys(w: Ws, project: string, keys: Array<Record<string, unknown>>, prune = false) {
	const r = await loc(w.key, "PUT", `/projects/${project}/keys`, { keys, prune });
	if (r.status !== 200) throw new Error(`keys PUT failed: ${r.status} ${r.text}`);
	const ids = new Map<string, string>();
	for (const archived of [false, true]) {
		const list = await loc(w.key, "GET", `/projects/${project}/keys?limit=100&archived=${archived}`);
		for (const k of list.body.data) ids.set(k.name, k.id);
	}
	return ids;
}

async function seedKey(w: Ws, project: string, sourceText: string) {
	const name = `key.${++n}`;
	return (await putKeys(w, project, [{ name, sourceText }])).get(name) as string;
}

/** PUT /keys/{keyId}/translations/{locale}: the translation's id. */
async function seedTranslation(w: Ws, keyId: string, locale: string, value: string, status: string) {
	const r = await loc(w.key, "PUT", `/keys/${keyId}/translations/${locale}`, { value, status });
	if (r.status !== 200 && r.status !== 201) throw new Error(`translation PUT failed: ${r.status} ${r.text}`);
	return r.body.data.id as string;
}

/** A key with one translation in `fr`; its source is unique so its memory entry is too. */
async function pending(status = "needs_review", w: Ws = me, project = projectId) {
	const source = `Source ${++n} {name}`;
	const keyId = await seedKey(w, project, source);
	const id = await seedTranslation(w, keyId, "fr", `Valeur ${n} {name}`, status === "rejected" ? "machine" : status);
	if (status === "rejected") await reject(id);
	return { id, keyId, source };
}

const approve = (id: string, key = me.key, headers: Record<string, string> = {}) =>
	loc(key, "POST", `/translations/${id}/approve`, undefined, headers);
const reject = (id: string, reason: unknown = "Too formal", key = me.key) =>
	loc(key, "POST", `/translations/${id}/reject`, { reason });
const memoryOf = (ws: string, source: string) =>
	rowsOnShards<{ target: string; source_locale: string; target_locale: string }>(
		"DB_LOC",
		"SELECT * FROM memory WHERE account_id = ? AND source = ?",
		ws,
		source,
	);

beforeAll(async () => {
	me = await locWorkspace("pro");
	other = await locWorkspace("pro");
	projectId = (await locProject(me.key)).id;
	await locLocales(me.key, projectId, "fr", "de");
});

describe("POST /translations/{id}/approve", () => {
	it("needs_review or machine → approved with reviewer {by: the key id, at}; memory upserted", async () => {
		for (const status of ["needs_review", "machine"]) {
			const t = await pending(status);
			const r = await approve(t.id);
			expect(r.status).toBe(200);
			expect(r.body.data).toMatchObject({ id: t.id, status: "approved", rejectReason: null, locale: "fr" });
			expect(r.body.data.reviewer.by).toBe(me.keyId);
			expect(Date.parse(r.body.data.reviewer.at)).toBeGreaterThan(Date.now() - 60_000);
			expect(await memoryOf(me.ws, t.source)).toMatchObject([
				{ target: r.body.data.value, source_locale: "en", target_locale: "fr" },
			]);
			const s = await loc(me.key, "GET", `/tm/suggest?text=${encodeURIComponent(t.source)}&target=fr`);
			expect(s.body.data.exact.target).toBe(r.body.data.value);
		}
	});

	it("approving an approved one → 200 unchanged; a rejected one → 409 CONFLICT; unknown or another account's → 404", async () => {
		const t = await pending();
		const first = await approve(t.id);
		const again = await approve(t.id);
		expect(again.status).toBe(200);
		expect(again.body.data).toEqual(first.body.data);
		const r = await pending();
		expect((await reject(r.id)).status).toBe(200);
		expectEnvelopeError(await approve(r.id), 409, "CONFLICT");
		expect(await memoryOf(me.ws, r.source)).toEqual([]);
		expectEnvelopeError(await approve("tr_nope"), 404, "NOT_FOUND");
		const theirProject = (await locProject(other.key)).id;
		await locLocales(other.key, theirProject, "fr");
		const theirs = await pending("needs_review", other, theirProject);
		expectEnvelopeError(await approve(theirs.id), 404, "NOT_FOUND");
		expectEnvelopeError(await reject(theirs.id), 404, "NOT_FOUND");
		expect(await memoryOf(other.ws, theirs.source)).toEqual([]);
	});

	it("10 racing approves: all 200 with the same reviewer, one memory row", async () => {
		const t = await pending("machine");
		const rs = await Promise.all(Array.from({ length: 10 }, () => approve(t.id)));
		expect(rs.map((r) => r.status)).toEqual(Array(10).fill(200));
		expect(new Set(rs.map((r) => JSON.stringify(r.body.data.reviewer))).size).toBe(1);
		expect(await memoryOf(me.ws, t.source)).toHaveLength(1);
	});

	it("approve racing reject settles consistently: rejected in the end, memory only when approve answered 200", async () => {
		for (let i = 0; i < 8; i++) {
			const t = await pending();
			// Sent in both orders; which one the database sees first is up to the race.
			const [ap, rj] =
				i % 2
					? await Promise.all([approve(t.id), reject(t.id)])
					: (await Promise.all([reject(t.id), approve(t.id)])).reverse();
			expect(rj.status).toBe(200);
			expect([200, 409]).toContain(ap.status);
			const row = await rowOnShards("DB_LOC", "SELECT status, reject_reason FROM translations WHERE id = ?", t.id);
			expect(row).toEqual({ status: "rejected", reject_reason: "Too formal" });
			expect(await memoryOf(me.ws, t.source)).toHaveLength(ap.status === 200 ? 1 : 0);
		}
	});

	it("the memory is written in the approval's batch only when its UPDATE took (a value changed since the read)", async () => {
		const t = await pending();
		const placed = await envOf(me.ws);
		const row = await readForReview(placed, { workspaceId: me.ws }, t.id);
		if (!row) throw new Error("seeded row missing");
		await seedTranslation(me, t.keyId, "fr", "Changed {name}", "needs_review");
		const a = { row, by: me.keyId, now: Date.now() };
		const memory = await upsertMemoryStatements(placed, {
			accountId: me.ws,
			sourceLocale: "en",
			targetLocale: "fr",
			source: row.sourceText,
			target: row.value,
			now: a.now,
			when: approvedBy(a),
		});
		const [moved] = await placed.DB_LOC.batch([approveStatement(placed, a), ...memory]);
		expect(moved.meta.changes).toBe(0);
		expect(await memoryOf(me.ws, t.source)).toEqual([]);
		// Through the route the approval re-reads and approves the current value.
		const r = await approve(t.id);
		expect(r.body.data).toMatchObject({ status: "approved", value: "Changed {name}" });
		expect(await memoryOf(me.ws, t.source)).toMatchObject([{ target: "Changed {name}" }]);
	});

	it("Idempotency-Key replays the first answer", async () => {
		const t = await pending();
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const a = await approve(t.id, me.key, h);
		const b = await approve(t.id, me.key, h);
		expect(b.body.data).toEqual(a.body.data);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
	});
});

describe("POST /translations/{id}/reject", () => {
	it("any status → rejected, reason (trimmed) and reviewer stored; memory of an earlier approval is kept", async () => {
		for (const status of ["needs_review", "machine", "approved", "rejected"]) {
			const t = await pending(status);
			const r = await reject(t.id, "  Wrong tone \n");
			expect(r.status).toBe(200);
			expect(r.body.data).toMatchObject({ id: t.id, status: "rejected", rejectReason: "Wrong tone" });
			expect(r.body.data.reviewer.by).toBe(me.keyId);
		}
		const t = await pending();
		await approve(t.id);
		await reject(t.id);
		expect(await memoryOf(me.ws, t.source)).toHaveLength(1);
	});

	it("reason 1–500 characters, required, strict body → 400 naming reason", async () => {
		const t = await pending();
		for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: "x".repeat(501) }, { reason: 5 }]) {
			const r = await loc(me.key, "POST", `/translations/${t.id}/reject`, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe("reason");
		}
		expectEnvelopeError(
			await loc(me.key, "POST", `/translations/${t.id}/reject`, { reason: "x", extra: 1 }),
			400,
			"VALIDATION_ERROR",
		);
		expect((await reject(t.id, "x".repeat(500))).status).toBe(200);
	});
});

describe("GET /projects/{id}/review-queue", () => {
	it("machine and needs_review of live keys in the locale, oldest updatedAt first, with their key, paged", async () => {
		const p = (await locProject(me.key)).id;
		await locLocales(me.key, p, "fr", "de");
		expect((await loc(me.key, "POST", `/projects/${p}/namespaces`, { name: "old" })).status).toBe(201);
		const ids = await putKeys(me, p, [
			{ name: "a", sourceText: "Hello {name}" },
			{ name: "b", sourceText: "Bye" },
			{ name: "d", sourceText: "Done" },
			{ namespace: "old", name: "c", sourceText: "Gone" },
		]);
		const [keyA, keyB, keyC, keyD] = ["a", "b", "c", "d"].map((k) => ids.get(k) as string);
		const first = await seedTranslation(me, keyA, "fr", "Bonjour {name}", "machine");
		await seedTranslation(me, keyC, "fr", "Parti", "needs_review");
		await seedTranslation(me, keyD, "fr", "Fait", "approved");
		await seedTranslation(me, keyA, "de", "Hallo {name}", "needs_review");
		const second = await seedTranslation(me, keyB, "fr", "Au revoir", "needs_review");
		const third = await seedTranslation(me, keyD, "de", "Fertig", "machine");
		await reject(third);
		// prune archives "old"'s key c, which the payload does not name: its translation leaves the queue.
		await putKeys(me, p, [{ namespace: "old", name: "c2", sourceText: "New" }], true);

		const r = await loc(me.key, "GET", `/projects/${p}/review-queue?locale=fr`);
		expect(r.status).toBe(200);
		expect(r.body.data.map((t: { id: string }) => t.id)).toEqual([first, second]);
		expect(r.body.data[0]).toMatchObject({
			id: first,
			status: "machine",
			value: "Bonjour {name}",
			key: {
				id: keyA,
				namespace: "default",
				name: "a",
				sourceText: "Hello {name}",
				placeholders: [{ name: "name", type: "argument" }],
			},
		});
		expect(r.body.meta).toEqual({
			cursor: null,
			hasMore: false,
			requestId: expect.any(String),
			timestamp: expect.any(String),
		});

		const page1 = await loc(me.key, "GET", `/projects/${p}/review-queue?locale=fr&limit=1`);
		expect(page1.body.data.map((t: { id: string }) => t.id)).toEqual([first]);
		expect(page1.body.meta.hasMore).toBe(true);
		const page2 = await loc(
			me.key,
			"GET",
			`/projects/${p}/review-queue?locale=fr&limit=1&cursor=${page1.body.meta.cursor}`,
		);
		expect(page2.body.data.map((t: { id: string }) => t.id)).toEqual([second]);
		expect(page2.body.meta).toMatchObject({ hasMore: false, cursor: null });
		expectEnvelopeError(
			await loc(me.key, "GET", `/projects/${p}/review-queue?locale=de&cursor=${page1.body.meta.cursor}`),
			400,
			"VALIDATION_ERROR",
		);

		// A re-sent value (newer updatedAt) goes to the back; approving moves an item out.
		await seedTranslation(me, keyA, "fr", "Salut {name}", "machine");
		const resent = await loc(me.key, "GET", `/projects/${p}/review-queue?locale=FR`);
		expect(resent.body.data.map((t: { id: string }) => t.id)).toEqual([second, first]);
		await approve(second);
		const after = await loc(me.key, "GET", `/projects/${p}/review-queue?locale=fr`);
		expect(after.body.data.map((t: { id: string }) => t.id)).toEqual([first]);
	});

	it("locale required and a target of the project; another account's project → 404", async () => {
		expectEnvelopeError(await loc(me.key, "GET", `/projects/${projectId}/review-queue`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await loc(me.key, "GET", `/projects/${projectId}/review-queue?locale=ja`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(me.key, "GET", `/projects/${projectId}/review-queue?locale=en`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${projectId}/review-queue?locale=fr`), 404, "NOT_FOUND");
	});
});
