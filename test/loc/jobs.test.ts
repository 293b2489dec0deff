// Machine-translation jobs (issue 24): POST /translate through the Worker entry, the real tasks queue
// on the simulated upstream for the lifecycle, and the consumer driven directly (a captured message,
// stub MT clients) for failures, retries and redelivery.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type MtClient, MtError } from "../../src/services/localization/integrations/deepl";
import { mtClient } from "../../src/services/localization/integrations/deepl-simulator";
import {
	CHUNK,
	CHUNKS_PER_DELIVERY,
	runTranslateChunk,
	runTranslateDelivery,
	translateJobHandler,
} from "../../src/services/localization/jobs/run";
import { startTranslate, type TranslateMessage } from "../../src/services/localization/jobs/translate";
import { countWords } from "../../src/services/localization/jobs/words";
import { upsertMemory } from "../../src/services/localization/memory/store";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace, untilFinished } from "../helpers/loc";
import { dbOf, envOf, rowOnShards, rowsOnShards } from "../helpers/shards";
import { fakeJob } from "../helpers/webhooks";

type Key = { namespace?: string; name: string; sourceText: string };
const ctx = { waitUntil() {} } as never;

async function project(plan: string, ...tags: string[]) {
	const w = await locWorkspace(plan);
	const p = await locProject(w.key);
	await locLocales(w.key, p.id, ...tags);
	return { ...w, p };
}

async function putKeys(key: string, projectId: string, keys: Key[]) {
	const r = await loc(key, "PUT", `/projects/${projectId}/keys`, { keys });
	expect(r.status, r.text).toBe(200);
}

const ITEM = "Item is ready for {name}";
const items = (n: number, prefix = "item", namespace?: string): Key[] =>
	Array.from({ length: n }, (_, i) => ({ namespace, name: `${prefix}.${i}`, sourceText: ITEM }));

const translate = (key: string, projectId: string, locale: string) =>
	loc(key, "POST", `/projects/${projectId}/translate`, { locale });

const rows = (projectId: string, locale: string) =>
	rowsOnShards<{ name: string; namespace: string; value: string | null; status: string | null }>(
		"DB_LOC",
		`SELECT k.name, k.namespace, t.value, t.status FROM keys AS k
		 LEFT JOIN translations AS t ON t.key_id = k.id AND t.locale = ?2 WHERE k.project_id = ?1 ORDER BY k.id`,
		projectId,
		locale,
	);

const usage = (ws: string) =>
	rowsOnShards<{ period: string; words: number }>(
		"DB_LOC",
		"SELECT period, words FROM word_usage WHERE account_id = ?1",
		ws,
	);

const jobRow = (id: string) =>
	rowOnShards<{ status: string; error: string | null; doneKeys: number; usedWords: number }>(
		"DB_LOC",
		"SELECT status, error, done_keys AS doneKeys, used_words AS usedWords FROM jobs WHERE id = ?1",
		id,
	);

/** Queues a job without the real queue: the first message is captured for the test to deliver. */
async function captured(ws: string, projectId: string, locale: string) {
	const sent: TranslateMessage[] = [];
	const r = await startTranslate(await envOf(ws), { workspaceId: ws }, projectId, locale, async (m) => {
		sent.push(m);
	});
	expect(r.alreadyQueued).toBe(false);
	return { job: r.job, message: sent[0] as TranslateMessage };
}

/** The simulator client, counting the texts it was sent. */
function counting() {
	const inner = mtClient(env);
	const seen: string[] = [];
	const client: MtClient = {
		provider: inner.provider,
		translate: (texts, opts) => {
			seen.push(...texts);
			return inner.translate(texts, opts);
		},
	};
	return { client, seen };
}

const failing = (err: MtError): MtClient => ({
	provider: "deepl",
	translate: async () => {
		throw err;
	},
});

describe("loc jobs: words", () => {
	it("counts word-like segments of literal text only", () => {
		expect(countWords("Hello {name}, welcome back", "en")).toBe(3);
		expect(countWords(ITEM, "en")).toBe(4);
		expect(countWords("{n, plural, one {# file} other {# files}}", "en")).toBe(2);
		expect(countWords("<b>Save</b> {count, number}", "en")).toBe(1);
	});
});

describe("loc jobs: translate lifecycle on the tasks queue", () => {
	it("translates every selected key in chunks; machine, needs_review in gated namespaces", async () => {
		const { key, ws, p } = await project("pro", "id");
		const ns = await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "legal", reviewPolicy: "gated" });
		expect(ns.status, ns.text).toBe(201);
		await putKeys(key, p.id, [
			...items(70),
			...items(10, "terms", "legal"),
			{ name: "files", sourceText: "{n, plural, one {# file} other {# files}}" },
		]);
		const r = await translate(key, p.id, "ID");
		expect(r.status, r.text).toBe(202);
		const words = 80 * 4 + 2;
		expect(r.body.data).toMatchObject({
			type: "translate",
			locale: "id",
			status: "queued",
			alreadyQueued: false,
			stats: { estimatedKeys: 81, estimatedWords: words, memoryHits: 0, doneKeys: 0, failedKeys: 0 },
		});
		expect(r.body.data.id).toMatch(/^tj_/);
		const done = await untilFinished(key, r.body.data.id);
		expect(done).toMatchObject({
			status: "done",
			error: null,
			stats: { estimatedKeys: 81, doneKeys: 81, failedKeys: 0 },
		});
		expect(done.finishedAt).toEqual(expect.any(String));
		const stored = await rows(p.id, "id");
		expect(stored.every((t) => t.value?.includes("⟦"))).toBe(true);
		expect(stored.filter((t) => t.namespace === "legal").every((t) => t.status === "needs_review")).toBe(true);
		expect(stored.filter((t) => t.namespace === "default").every((t) => t.status === "machine")).toBe(true);
		expect(stored.find((t) => t.name === "files")?.value).toMatch(/^\{n,plural,other\{# ⟦files⟧\}\}$/);
		expect(await usage(ws)).toEqual([{ period: new Date().toISOString().slice(0, 7), words }]);

		// A rejected translation is selected again; the rest are not.
		await (await dbOf("DB_LOC", ws))
			.prepare(
				"UPDATE translations SET status = 'rejected' WHERE locale = 'id' AND key_id = (SELECT id FROM keys WHERE project_id = ?1 AND name = 'item.3')",
			)
			.bind(p.id)
			.run();
		const again = await translate(key, p.id, "id");
		expect(again.status, again.text).toBe(202);
		expect(again.body.data.stats).toMatchObject({ estimatedKeys: 1, estimatedWords: 4 });
		expect(await untilFinished(key, again.body.data.id)).toMatchObject({ status: "done", stats: { doneKeys: 1 } });
		expect((await rows(p.id, "id")).find((t) => t.name === "item.3")?.status).toBe("machine");

		const list = await loc(key, "GET", `/projects/${p.id}/jobs?limit=1`);
		expect(list.status, list.text).toBe(200);
		expect(list.body.data.map((j: { id: string }) => j.id)).toEqual([again.body.data.id]);
		expect(list.body.meta.hasMore).toBe(true);
		const rest = await loc(key, "GET", `/projects/${p.id}/jobs?cursor=${encodeURIComponent(list.body.meta.cursor)}`);
		expect(rest.body.data.map((j: { id: string }) => j.id)).toEqual([r.body.data.id]);
	});

	it("fills exact approved memory hits at once and leaves them out of the words", async () => {
		const { key, ws, p } = await project("pro", "id");
		await loc(key, "POST", `/projects/${p.id}/namespaces`, { name: "legal", reviewPolicy: "gated" });
		const mem = (source: string, target: string) =>
			envOf(ws).then((e) =>
				upsertMemory(e, { accountId: ws, sourceLocale: "en", targetLocale: "id", source, target, now: Date.now() }),
			);
		await mem("Save   your changes, {name}", "Simpan perubahan Anda, {name}");
		await mem("Close {name}", "Tutup"); // fails the gate (no {name}): not a hit
		await putKeys(key, p.id, [
			{ name: "save", sourceText: "Save your changes, {name}" },
			{ namespace: "legal", name: "save", sourceText: " Save your changes, {name}" },
			{ name: "close", sourceText: "Close {name}" },
			{ name: "discard", sourceText: "Discard {name}" },
		]);
		const r = await translate(key, p.id, "id");
		expect(r.status, r.text).toBe(202);
		expect(r.body.data.stats).toMatchObject({ estimatedKeys: 4, memoryHits: 2, estimatedWords: 2 });
		const early = await rows(p.id, "id");
		const saved = early.filter((t) => t.name === "save").map((t) => [t.namespace, t.value, t.status]);
		expect(saved.sort()).toEqual([
			["default", "Simpan perubahan Anda, {name}", "machine"],
			["legal", "Simpan perubahan Anda, {name}", "needs_review"],
		]);
		expect(await untilFinished(key, r.body.data.id)).toMatchObject({ status: "done", stats: { doneKeys: 4 } });
		const after = await rows(p.id, "id");
		expect(after.find((t) => t.name === "close")?.value).toBe("⟦Close⟧ {name}");
		expect((await usage(ws))[0]?.words).toBe(2);
	});

	it("answers the queued or running job instead of a second one, ten racing POSTs too", async () => {
		const { key, p } = await project("pro", "id", "fr");
		await putKeys(key, p.id, items(150));
		const answers = await Promise.all(Array.from({ length: 10 }, () => translate(key, p.id, "id")));
		const statuses = answers.map((a) => a.status).sort();
		expect(statuses, answers.map((a) => a.text).join("\n")).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 202]);
		expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
		expect(answers.filter((a) => a.body.data.alreadyQueued).length).toBe(9);
		const list = await loc(key, "GET", `/projects/${p.id}/jobs`);
		expect(list.body.data.length).toBe(1);
		expect(await untilFinished(key, answers[0]?.body.data.id)).toMatchObject({
			status: "done",
			stats: { doneKeys: 150 },
		});
	});
});

describe("loc jobs: budgets", () => {
	it("free: 1,000 words once; a job over what is left is 403 and queues nothing", async () => {
		const { key, ws, p } = await project("free", "id", "fr");
		const source = "Alpha beta gamma delta epsilon zeta {name}";
		await putKeys(
			key,
			p.id,
			Array.from({ length: 150 }, (_, i) => ({ name: `k.${i}`, sourceText: source })),
		);
		const first = await translate(key, p.id, "id");
		expect(first.status, first.text).toBe(202);
		expect(first.body.data.stats.estimatedWords).toBe(900);
		expect(await untilFinished(key, first.body.data.id)).toMatchObject({ status: "done" });
		expect(await usage(ws)).toEqual([{ period: "once", words: 900 }]);

		const over = await translate(key, p.id, "fr");
		expectEnvelopeError(over, 403, "UPGRADE_REQUIRED");
		expect(over.body.error.message).toContain("900 words and 100 are left");
		const list = await loc(key, "GET", `/projects/${p.id}/jobs`);
		expect(list.body.data.map((j: { locale: string }) => j.locale)).toEqual(["id"]);
		expect((await rows(p.id, "fr")).every((t) => t.value === null)).toBe(true);
		expect(await usage(ws)).toEqual([{ period: "once", words: 900 }]);
	});
});

describe("loc jobs: the consumer", () => {
	it("a 456 or 403 from the provider fails the job with a readable error and gives the words back", async () => {
		const { key, ws, p } = await project("pro", "id");
		await putKeys(key, p.id, items(3));
		const quota = await captured(ws, p.id, "id");
		// Queued and not yet run: a POST answers it.
		const again = await translate(key, p.id, "id");
		expect(again.status, again.text).toBe(200);
		expect(again.body.data).toMatchObject({ id: quota.job.id, alreadyQueued: true, status: "queued" });
		const handler456 = translateJobHandler(() => failing(new MtError("quota_exceeded", "Quota exceeded", 456)));
		const j1 = fakeJob(quota.message as unknown as Record<string, unknown>);
		await handler456(j1.job as never, env, ctx);
		expect(j1.retries).toEqual([]);
		const failed = await loc(key, "GET", `/projects/jobs/${quota.job.id}`);
		expect(failed.body.data.status).toBe("failed");
		expect(failed.body.data.error).toMatch(/quota.*456/);
		expect((await usage(ws))[0]?.words).toBe(0);

		const creds = await captured(ws, p.id, "id");
		const handler403 = translateJobHandler(() => failing(new MtError("invalid_credentials", "Forbidden", 403)));
		await handler403(fakeJob(creds.message as unknown as Record<string, unknown>).job as never, env, ctx);
		expect((await jobRow(creds.job.id))?.error).toMatch(/refused the API key/);
		expect((await rows(p.id, "id")).every((t) => t.value === null)).toBe(true);
	});

	it("429 and 5xx retry the message with backoff, then the job runs to done", async () => {
		const { ws, p, key } = await project("pro", "id");
		await putKeys(key, p.id, items(3));
		const { job, message } = await captured(ws, p.id, "id");
		const body = message as unknown as Record<string, unknown>;
		const limited = fakeJob(body, 1);
		await translateJobHandler(() => failing(new MtError("rate_limited", "Too many requests", 429, 30)))(
			limited.job as never,
			env,
			ctx,
		);
		expect(limited.retries).toEqual([30]);
		const down = fakeJob(body, 3);
		await translateJobHandler(() => failing(new MtError("unavailable", "Bad gateway", 502)))(
			down.job as never,
			env,
			ctx,
		);
		expect(down.retries).toEqual([20]);
		expect((await jobRow(job.id))?.status).toBe("running");
		const ok = fakeJob(body, 4);
		await translateJobHandler(() => mtClient(env))(ok.job as never, env, ctx);
		expect(await jobRow(job.id)).toMatchObject({ status: "done", doneKeys: 3 });

		// The last attempt fails the job instead.
		await (await dbOf("DB_LOC", ws)).prepare("DELETE FROM translations WHERE project_id = ?1").bind(p.id).run();
		const second = await captured(ws, p.id, "id");
		const last = fakeJob(second.message as unknown as Record<string, unknown>, 5);
		await translateJobHandler(() => failing(new MtError("unavailable", "Bad gateway", 502)))(
			last.job as never,
			env,
			ctx,
		);
		expect(last.retries).toEqual([]);
		expect(await jobRow(second.job.id)).toMatchObject({ status: "failed" });
	});

	it("a redelivered message never translates or writes a key twice; human values are kept", async () => {
		const { ws, p, key } = await project("pro", "id");
		await putKeys(key, p.id, items(60));
		const { job, message } = await captured(ws, p.id, "id");
		const { client, seen } = counting();
		const sent: TranslateMessage[] = [];
		const send = async (m: TranslateMessage) => void sent.push(m);
		await runTranslateChunk(env, message, client, send);
		expect(seen.length).toBe(50);
		expect(sent.length).toBe(1);
		expect((await jobRow(job.id))?.doneKeys).toBe(50);

		await runTranslateChunk(env, message, client, send); // redelivered
		expect(seen.length).toBe(50);
		expect(sent.map((m) => m.after)).toEqual([sent[0]?.after, sent[0]?.after]);
		expect((await jobRow(job.id))?.doneKeys).toBe(50);

		// A person translates a key of the next chunk before it runs: the job leaves it alone.
		const ids = (
			await rowsOnShards<{ id: string }>("DB_LOC", "SELECT id FROM keys WHERE project_id = ?1 ORDER BY id", p.id)
		).map((r) => r.id);
		const human = await loc(key, "PUT", `/keys/${ids[55]}/translations/id`, {
			value: "Siap untuk {name}",
			status: "approved",
		});
		expect(human.status, human.text).toBeLessThan(300);
		const next = sent[0] as TranslateMessage;
		await runTranslateChunk(env, next, client, send);
		expect(seen.length).toBe(59);
		expect(await jobRow(job.id)).toMatchObject({ status: "done", doneKeys: 60 });
		await runTranslateChunk(env, next, client, send); // redelivered after the end
		expect(seen.length).toBe(59);
		const stored = await rows(p.id, "id");
		expect(stored.filter((t) => t.status === "machine").length).toBe(59);
		expect(stored.filter((t) => t.status === "approved").map((t) => t.value)).toEqual(["Siap untuk {name}"]);
		expect((await jobRow(job.id))?.usedWords).toBe(59 * 4);
		expect((await usage(ws))[0]?.words).toBe(59 * 4);
	});
});

describe("loc jobs: validation and tenancy", () => {
	it("422 for a locale that is not an enabled target; another account's project or job is 404", async () => {
		const { key, ws, p } = await project("pro", "id", "de");
		await putKeys(key, p.id, items(2));
		const off = await loc(key, "PATCH", `/projects/${p.id}/locales/de`, { enabled: false });
		expect(off.status, off.text).toBe(200);
		for (const locale of ["de", "fr", "en", "!!"]) {
			const r = await translate(key, p.id, locale);
			expectEnvelopeError(r, 422, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe("locale");
		}
		expectEnvelopeError(
			await loc(key, "POST", `/projects/${p.id}/translate`, { locale: "id", extra: 1 }),
			400,
			"VALIDATION_ERROR",
		);

		const { job } = await captured(ws, p.id, "id");
		const other = await locWorkspace("pro");
		expectEnvelopeError(await translate(other.key, p.id, "id"), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${p.id}/jobs`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/jobs/${job.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(key, "GET", "/projects/jobs/tj_nope"), 404, "NOT_FOUND");
		const mine = await loc(key, "GET", `/projects/jobs/${job.id}`);
		expect(mine.body.data).toMatchObject({ id: job.id, status: "queued", projectId: p.id });
	});

	it("one delivery runs up to CHUNKS_PER_DELIVERY chunks, then hands the rest on in one message", async () => {
		const { ws, p, key } = await project("scale", "id");
		const total = CHUNK * CHUNKS_PER_DELIVERY + 30;
		for (let from = 0; from < total; from += 2000)
			await putKeys(key, p.id, items(Math.min(2000, total - from), `k${from}`));
		const { job, message } = await captured(ws, p.id, "id");
		const { client, seen } = counting();
		const sent: TranslateMessage[] = [];
		const send = async (m: TranslateMessage) => void sent.push(m);
		await runTranslateDelivery(env, message, client, send);
		expect(seen.length).toBe(CHUNK * CHUNKS_PER_DELIVERY);
		expect(sent.length).toBe(1);
		expect((await jobRow(job.id))?.doneKeys).toBe(CHUNK * CHUNKS_PER_DELIVERY);
		await runTranslateDelivery(env, sent[0] as TranslateMessage, client, send);
		expect(seen.length).toBe(total);
		expect(sent.length).toBe(1);
		expect(await jobRow(job.id)).toMatchObject({ status: "done", doneKeys: total });
		await runTranslateDelivery(env, message, client, send); // the first message again: nothing
		expect(seen.length).toBe(total);
	});
});
