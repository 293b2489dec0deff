import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";

// The chaos run (npm run chaos, six restarts) found an import answered "0 created, 40 updated" for
// 40 new contacts: the process died after the import and before the Idempotency-Key store recorded
// its answer; once the key's in-flight lease lapsed, the retry ran the import again and counted the
// first run's rows as updates. A CSV upload retried that way made a second job. Both are now named
// by the key (and the body's hash), so the second run comes out as the first.

/** The Idempotency-Key store as such a crash leaves it once the lease lapsed: the key is unknown. */
const forgetAnswers = (ws: string) =>
	env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`mkt:${ws}:-`)).prune(Date.now() + 3 * 86_400_000);

const rows = (tag: string, n: number) => Array.from({ length: n }, (_, i) => ({ email: `${tag}${i}@example.com` }));

describe("contact imports across a crash (chaos run: contacts = what the answered imports created)", () => {
	it("an import run again after its answer was lost answers the first run's counts", async () => {
		const { ws, key } = await mktWorkspace("starter");
		const body = { rows: rows("cut", 40), listName: "Chaos" };
		const first = await mkt(key, "POST", "/contacts/import", { body, idempotencyKey: "import-cut-off" });
		expect(first.status, first.text).toBe(200);
		expect(first.body.data).toMatchObject({ created: 40, updated: 0, skipped: 0 });
		expect(await forgetAnswers(ws)).toBeGreaterThan(0);
		const retry = await mkt(key, "POST", "/contacts/import", { body, idempotencyKey: "import-cut-off" });
		expect(retry.status, retry.text).toBe(200);
		expect(retry.body.data).toEqual(first.body.data);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.contacts).toBe(40);
		// Another key is another import: the same rows are updates.
		const again = await mkt(key, "POST", "/contacts/import", { body, idempotencyKey: "import-2" });
		expect(again.body.data).toMatchObject({ created: 0, updated: 40 });
	});

	it("a CSV upload run again after its answer was lost answers the first job; there is one job", async () => {
		const { ws, key } = await mktWorkspace("starter");
		const csv = `email\n${rows("csv", 3)
			.map((r) => r.email)
			.join("\n")}\n`;
		const send = () =>
			mkt(key, "POST", "/contacts/import/csv", {
				raw: csv,
				contentType: "text/csv",
				idempotencyKey: "csv-cut-off",
			});
		const first = await send();
		expect(first.status, first.text).toBe(202);
		const jobId = first.body.data.jobId;
		await eventually(
			() => mkt(key, "GET", `/contacts/import/jobs/${jobId}`),
			(r) => r.body.data?.status === "completed",
			20_000,
			200,
		);
		expect(await forgetAnswers(ws)).toBeGreaterThan(0);
		const retry = await send();
		expect(retry.status, retry.text).toBe(202);
		expect(retry.body.data).toEqual({ jobId });
		const job = (await mkt(key, "GET", `/contacts/import/jobs/${jobId}`)).body.data;
		expect(job).toMatchObject({ status: "completed", created: 3, updated: 0 });
		expect((await mkt(key, "GET", "/billing/usage")).body.data.contacts).toBe(3);
	});
});
