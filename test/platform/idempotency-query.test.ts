import { env } from "cloudflare:test";
import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createServiceApp, router } from "../../src/platform/app";
import { ok } from "../../src/platform/envelope";
import { idempotency } from "../../src/platform/idempotency";
import { jsonResponse } from "../../src/platform/openapi";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { payCall } from "../helpers/pay";
import { merchant, setBank, settle } from "../payments/payouts-helpers";

// Issue 37 item 4: an Idempotency-Key's fingerprint covers the query string (DESIGN §1: method + path +
// query + sha256(body)). The same key and body on another query is another request: 409, never the
// first answer replayed.

describe("Idempotency-Key fingerprint covers the query (platform middleware)", () => {
	let runs = 0;
	// One idempotency scope for the whole block; each test uses fresh keys.
	const scoped = createServiceApp({ name: "pos", title: "Test", casing: "upper", apiPrefix: "/v1" });
	const s = router();
	const scope = `test:${crypto.randomUUID()}`;
	s.openapi(
		createRoute({
			method: "post",
			path: "/v1/things",
			middleware: [idempotency({ mode: "optional", scope: () => scope })] as const,
			request: { query: z.object({ list: z.string().optional() }) },
			responses: { 200: jsonResponse(z.object({ list: z.string(), run: z.number() }), "ok") },
		}),
		(c) => ok(c, { list: c.req.valid("query").list ?? "-", run: ++runs }),
	);
	scoped.route("/", s);
	const post = (query: string, key: string) =>
		scoped.request(`/v1/things${query}`, { method: "POST", headers: { "Idempotency-Key": key } }, env);

	it("same key, same body, another query → 409; the same query replays", async () => {
		const key = crypto.randomUUID();
		const first = await post("?list=a", key);
		expect(first.status).toBe(200);
		const firstBody = await first.json<any>();
		const other = await post("?list=b", key);
		expect(other.status).toBe(409);
		expect((await other.json<any>()).error.code).toBe("IDEMPOTENCY_KEY_CONFLICT");
		const none = await post("", key);
		expect(none.status).toBe(409);
		const again = await post("?list=a", key);
		expect(again.status).toBe(200);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(await again.json<any>()).toEqual(firstBody);
	});

	it("without a query the fingerprint is the body's alone (keys stored before the change still replay)", async () => {
		const key = crypto.randomUUID();
		const first = await post("", key);
		const again = await post("", key);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(await again.json<any>()).toEqual(await first.json<any>());
		expect((await post("?list=a", key)).status).toBe(409);
	});
});

describe("through the services", () => {
	it("marketing CSV import: the same key and file into another list is 409 IDEMPOTENCY_KEY_IN_USE and starts no job", async () => {
		const { key } = await mktWorkspace("starter");
		const raw = "email\nq1@example.com\nq2@example.com";
		const k = crypto.randomUUID();
		const send = (list: string) =>
			mkt(key, "POST", `/contacts/import/csv?listName=${list}`, { raw, contentType: "text/csv", idempotencyKey: k });
		const first = await send("Alpha");
		expect(first.status, first.text).toBe(202);
		expectEnvelopeError(await send("Beta"), 409, "IDEMPOTENCY_KEY_IN_USE");
		const replay = await send("Alpha");
		expect(replay.status).toBe(202);
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
		expect(replay.body.data.jobId).toBe(first.body.data.jobId);
		// Give the one job time to run, then only list Alpha exists.
		for (let i = 0; i < 100; i++) {
			const job = await mkt(key, "GET", `/contacts/import/jobs/${first.body.data.jobId}`);
			if (job.body.data?.status === "completed") break;
			await new Promise((r) => setTimeout(r, 100));
		}
		const lists = (await mkt(key, "GET", "/lists")).body.data.lists.map((l: { name: string }) => l.name);
		expect(lists).toEqual(["Alpha"]);
	});

	it("payments payouts (the ledger object's own key store): another query with the same key and body moves no money", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		const k = crypto.randomUUID();
		const body = { amount: 1_000, currency: "IDR" };
		expect((await payCall(key, "POST", "/v1/payouts", { body, idempotencyKey: k })).status).toBe(201);
		const other = await payCall(key, "POST", "/v1/payouts?note=x", { body, idempotencyKey: k });
		// 409 from the fingerprint; a query the route does not declare may be refused (400) even earlier.
		expect(other.headers.get("Idempotent-Replayed")).toBeNull();
		expect([400, 409], other.text).toContain(other.status);
		if (other.status === 409) expectEnvelopeError(other, 409, "idempotency_key_conflict");
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toHaveLength(1);
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.locked).toBe(1_000);
	});
});
