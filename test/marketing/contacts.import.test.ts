import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleScheduled } from "../../src/index";
import { IMPORT_CLAIM_MS, IMPORT_IDLE_MS } from "../../src/services/marketing/contacts/jobs";
import { ContactFields } from "../../src/services/marketing/contacts/schemas";
import { claimChunk, insertImportJob } from "../../src/services/marketing/contacts/store/imports";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace, setMktPlan } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { envOf } from "../helpers/shards";

type Key = { keyId: string; key: string };
const all = async (key: Key) => {
	const out: any[] = [];
	let cursor: string | null = null;
	do {
		const p: { body: any } = await mkt(key, "GET", `/contacts?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
		out.push(...p.body.data.data);
		cursor = p.body.data.cursor;
	} while (cursor);
	return out;
};

describe("POST /contacts/import", () => {
	it("counts created, updated and skipped rows, stamps csv_import and fills the list", async () => {
		const { key } = await mktWorkspace();
		await mkt(key, "POST", "/contacts", { body: { email: "old@example.com", source: "shop" } });
		const res = await mkt(key, "POST", "/contacts/import", {
			body: {
				listName: "Newsletter",
				rows: [
					{ email: "a@example.com", firstName: "A" },
					{ firstName: "nobody" },
					{ email: "OLD@example.com", lastName: "Updated" },
					{ phone: "0812 3456" },
					{ email: "a@example.com", lastName: "Twice" },
				],
			},
		});
		expect(res.status, res.text).toBe(200);
		const d = res.body.data;
		expect(d).toMatchObject({
			created: 2,
			updated: 2,
			skipped: 1,
			errors: [{ index: 1, reason: "email or phone is required" }],
		});
		expect(d.listId).toEqual(expect.any(String));
		const contacts = await all(key);
		expect(contacts).toHaveLength(3);
		const by = (e: string) => contacts.find((c) => c.email === e);
		expect(by("a@example.com")).toMatchObject({ firstName: "A", lastName: "Twice", source: "csv_import" });
		expect(by("old@example.com")).toMatchObject({ lastName: "Updated", source: "shop" });
		const lists = await mkt(key, "GET", "/lists");
		expect(lists.body.data.lists).toEqual([
			{ id: d.listId, name: "Newsletter", memberCount: 3, createdAt: expect.any(String) },
		]);
		// The same list name again: the list is reused, its members grow.
		const more = await mkt(key, "POST", "/contacts/import", {
			body: { listName: "Newsletter", rows: [{ email: "z@example.com" }] },
		});
		expect(more.body.data.listId).toBe(d.listId);
		expect((await mkt(key, "GET", "/lists")).body.data.lists[0].memberCount).toBe(4);
	});

	it("skipExisting skips held identities without an error entry", async () => {
		const { key } = await mktWorkspace();
		await mkt(key, "POST", "/contacts", { body: { email: "held@example.com", firstName: "Keep" } });
		const res = await mkt(key, "POST", "/contacts/import", {
			body: {
				skipExisting: true,
				listName: "L",
				rows: [{ email: "held@example.com", firstName: "Lose" }, { email: "new@example.com" }],
			},
		});
		expect(res.body.data).toMatchObject({ created: 1, updated: 0, skipped: 1, errors: [] });
		expect((await all(key)).find((c) => c.email === "held@example.com").firstName).toBe("Keep");
		expect((await mkt(key, "GET", "/lists")).body.data.lists[0].memberCount).toBe(1);
	});

	it("validates the whole body first: one bad value rejects everything", async () => {
		const { key } = await mktWorkspace();
		const rows = [{ email: "ok@example.com" }, { email: "bad" }];
		expectEnvelopeError(
			await mkt(key, "POST", "/contacts/import", { body: { rows, listName: "L" } }),
			400,
			"VALIDATION",
		);
		expect(await all(key)).toHaveLength(0);
		expect((await mkt(key, "GET", "/lists")).body.data.lists).toHaveLength(0);
		for (const body of [
			{ rows: [] },
			{ rows: Array.from({ length: 5001 }, (_, i) => ({ email: `u${i}@example.com` })) },
			{ rows: [{ email: "a@example.com" }], listName: "" },
			{ rows: [{ email: "a@example.com" }], listName: "x".repeat(121) },
			{ rows: [{ email: "a@example.com" }], skipExisting: "yes" },
			{ rows: [{ email: "a@example.com" }], extra: 1 },
		])
			expectEnvelopeError(await mkt(key, "POST", "/contacts/import", { body }), 400, "VALIDATION");
		expect(await all(key)).toHaveLength(0);
	});

	it("imports 5,000 rows in one request", async () => {
		const { key } = await mktWorkspace("starter");
		const rows = Array.from({ length: 5000 }, (_, i) => ({ email: `bulk${i}@example.com`, tags: ["bulk"] }));
		const res = await mkt(key, "POST", "/contacts/import", { body: { rows, listName: "Bulk" } });
		expect(res.status, res.text).toBe(200);
		expect(res.body.data).toMatchObject({ created: 5000, updated: 0, skipped: 0 });
		expect((await mkt(key, "GET", "/lists")).body.data.lists[0].memberCount).toBe(5000);
	});
});

describe("the contacts cap (contactsLimit)", () => {
	it("free holds 500: an import crossing it is refused whole; updates still pass", async () => {
		const { key } = await mktWorkspace();
		const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ email: `c${from + i}@example.com` }));
		expectEnvelopeError(
			await mkt(key, "POST", "/contacts/import", { body: { rows: rows(501), listName: "L" } }),
			403,
			"QUOTA_EXCEEDED",
		);
		expect(await all(key)).toHaveLength(0);
		expect((await mkt(key, "GET", "/lists")).body.data.lists).toHaveLength(0);
		expect((await mkt(key, "POST", "/contacts/import", { body: { rows: rows(500) } })).body.data.created).toBe(500);
		expectEnvelopeError(
			await mkt(key, "POST", "/contacts", { body: { email: "one-more@example.com" } }),
			403,
			"QUOTA_EXCEEDED",
		);
		const upd = await mkt(key, "POST", "/contacts", { body: { email: "c1@example.com", firstName: "Still" } });
		expect(upd.status).toBe(201);
		const mixed = await mkt(key, "POST", "/contacts/import", {
			body: { rows: [...rows(2), { email: "extra@example.com" }] },
		});
		expectEnvelopeError(mixed, 403, "QUOTA_EXCEEDED");
		expect((await mkt(key, "POST", "/contacts/import", { body: { rows: rows(3, 10) } })).body.data.updated).toBe(3);
	});

	it("the cap follows the plan and holds under racing creates", async () => {
		const { ws, key } = await mktWorkspace();
		await mkt(key, "POST", "/contacts/import", {
			body: { rows: Array.from({ length: 490 }, (_, i) => ({ email: `r${i}@example.com` })) },
		});
		const racing = await Promise.all(
			Array.from({ length: 25 }, (_, i) => mkt(key, "POST", "/contacts", { body: { email: `race${i}@example.com` } })),
		);
		expect(racing.filter((r) => r.status === 201)).toHaveLength(10);
		expect(racing.filter((r) => r.status === 403 && r.body.error.code === "QUOTA_EXCEEDED")).toHaveLength(15);
		expect(await all(key)).toHaveLength(500);
		await setMktPlan(ws, "starter");
		expect((await mkt(key, "POST", "/contacts", { body: { email: "after-upgrade@example.com" } })).status).toBe(201);
	});
});

describe("CSV upload with progress (extension)", () => {
	it("202 {jobId}; the tasks queue applies the chunks and the job reports its counts", async () => {
		const { key } = await mktWorkspace("starter");
		const lines = ["email,phone,first_name,tags,subscriptions.email,favourite"];
		for (let i = 0; i < 1200; i++) lines.push(`csv${i}@example.com,,Name ${i},a;b,subscribed,"blue, green"`);
		lines.push(",,no identity,,,");
		lines.push("bad-email,,x,,,");
		const res = await mkt(key, "POST", "/contacts/import/csv?listName=CSV", {
			raw: lines.join("\r\n"),
			contentType: "text/csv",
		});
		expect(res.status, res.text).toBe(202);
		const jobId = res.body.data.jobId;
		const job = await eventually(
			() => mkt(key, "GET", `/contacts/import/jobs/${jobId}`),
			(r) => r.body.data?.status === "completed",
			20_000,
			200,
		);
		expect(job.body.data).toMatchObject({
			status: "completed",
			total: 1202,
			processed: 1202,
			created: 1200,
			updated: 0,
			skipped: 2,
			errorCount: 2,
		});
		expect(job.body.data.errors.map((e: { index: number }) => e.index).sort()).toEqual([1200, 1201]);
		const c = (await mkt(key, "GET", "/contacts?q=csv7%40")).body.data.data[0];
		expect(c).toMatchObject({
			firstName: "Name 7",
			tags: ["a", "b"],
			subscriptions: { email: "subscribed" },
			attributes: { favourite: "blue, green" },
		});
		expect((await mkt(key, "GET", "/lists")).body.data.lists[0]).toMatchObject({ name: "CSV", memberCount: 1200 });
	});

	it("a job whose queue messages were lost is finished by the minute cron (chaos run: every import job finishes)", async () => {
		const { ws, key } = await mktWorkspace("starter");
		const now = Date.now();
		const jobId = `job_lost${crypto.randomUUID().replaceAll("-", "")}`;
		const rows = (from: number, n: number) =>
			JSON.stringify(
				Array.from({ length: n }, (_, i) => ({
					index: from + i,
					row: ContactFields.parse({ email: `lost${from + i}@example.com` }),
				})),
			);
		// Stored as POST /contacts/import/csv stores a job, then the process died before its messages were
		// sent (or the queue lost them); chunk 1 was claimed by a consumer that died before recording it.
		const idle = now - IMPORT_IDLE_MS - 1_000;
		const wsEnv = await envOf(ws);
		await insertImportJob(
			wsEnv,
			{
				id: jobId,
				accountId: ws,
				status: "queued",
				listName: null,
				listId: null,
				skipExisting: 0,
				total: 5,
				chunks: 2,
				chunksDone: 0,
				processed: 0,
				created: 0,
				updated: 0,
				skipped: 0,
				errors: "[]",
				errorCount: 0,
				failureReason: null,
				createdAt: idle,
				updatedAt: idle,
				completedAt: null,
			},
			[
				{ seq: 0, offset: 0, rows: rows(0, 3) },
				{ seq: 1, offset: 3, rows: rows(3, 2) },
			],
		);
		expect(await claimChunk(wsEnv, jobId, 1, now - IMPORT_CLAIM_MS - 1_000)).not.toBeNull();
		const ctx = { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext;
		await handleScheduled(now, env, ctx);
		const job = await eventually(
			() => mkt(key, "GET", `/contacts/import/jobs/${jobId}`),
			(r) => r.body.data?.status === "completed",
			20_000,
			200,
		);
		expect(job.body.data).toMatchObject({ status: "completed", total: 5, processed: 5, created: 5, updated: 0 });
		expect(await all(key)).toHaveLength(5);
		// A job still moving is left alone: nothing sent twice, nothing claimed back.
		await handleScheduled(now + 1_000, env, ctx);
		expect((await mkt(key, "GET", `/contacts/import/jobs/${jobId}`)).body.data.created).toBe(5);
	});

	it("refuses what is not CSV", async () => {
		const { key } = await mktWorkspace();
		expect(
			(await mkt(key, "POST", "/contacts/import/csv", { raw: "email\na@example.com", contentType: "application/json" }))
				.status,
		).toBe(415);
		expectEnvelopeError(
			await mkt(key, "POST", "/contacts/import/csv", { raw: 'email\n"open', contentType: "text/csv" }),
			400,
			"VALIDATION",
		);
		expectEnvelopeError(
			await mkt(key, "POST", "/contacts/import/csv", { raw: "email\n", contentType: "text/csv" }),
			400,
			"VALIDATION",
		);
		expectEnvelopeError(await mkt(key, "GET", "/contacts/import/jobs/job_nope"), 404, "NOT_FOUND");
	});
});
