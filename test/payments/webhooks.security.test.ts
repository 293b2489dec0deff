import { env, runInDurableObject } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deriveSecret } from "../../src/platform/crypto";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { eventually, mintPayKey, type PayKey, payCall, sha256Hex } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

async function endpoint(key: PayKey, body: Record<string, unknown> = {}, idempotencyKey?: string) {
	const res = await payCall(key, "POST", "/v1/webhook-endpoints", {
		body: { url: hookUrl(), events: ["*"], ...body },
		idempotencyKey,
	});
	if (res.status !== 201) throw new Error(res.text);
	return res.body.data as { id: string; url: string; secret: string };
}

/** Workspace A with an endpoint, a delivered event and its delivery; workspace B's key. */
async function twoWorkspaces() {
	const a = await createWorkspace();
	const keyA = await mintPayKey(a);
	const epA = await endpoint(keyA);
	const emitted = await payCall(keyA, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid" } });
	const eventId = emitted.body.data[0].id as string;
	const ds = await eventually(
		() => payCall(keyA, "GET", `/v1/webhook-endpoints/${epA.id}/deliveries`),
		(r) => r.body.data?.[0]?.status === "succeeded",
	);
	const b = await createWorkspace();
	const keyB = await mintPayKey(b);
	return { a, keyA, epA, eventId, deliveryId: ds.body.data[0].id as string, b, keyB };
}

describe("tenancy: another workspace's ids are 404 everywhere, and never listed", () => {
	it("endpoints, deliveries and events of workspace A are invisible and untouchable with B's key", async () => {
		const { a, keyA, epA, eventId, deliveryId, keyB } = await twoWorkspaces();
		for (const [m, p, body] of [
			["GET", `/v1/webhook-endpoints/${epA.id}`],
			["PATCH", `/v1/webhook-endpoints/${epA.id}`, { active: false }],
			["PATCH", `/v1/webhook-endpoints/${epA.id}`, { url: hookUrl("stolen") }],
			["DELETE", `/v1/webhook-endpoints/${epA.id}`],
			["POST", `/v1/webhook-endpoints/${epA.id}/rotate-secret`],
			["POST", `/v1/webhook-endpoints/${epA.id}/rotate-secret`, { expiresInSeconds: 3600 }],
			["GET", `/v1/webhook-endpoints/${epA.id}/deliveries`],
			["GET", `/v1/webhook-deliveries/${deliveryId}`],
			["POST", `/v1/webhook-deliveries/${deliveryId}/retry`],
			["GET", `/v1/events/${eventId}`],
		] as const) {
			expectEnvelopeError(await payCall(keyB, m, p, body ? { body } : {}), 404, "not_found");
		}
		for (const p of ["/v1/webhook-endpoints", "/v1/events"]) {
			const list = await payCall(keyB, "GET", p);
			expect(list.status).toBe(200);
			expect(list.body.data).toEqual([]);
		}
		// A's endpoint is unchanged: same url, still active, same secret signs.
		const still = await payCall(keyA, "GET", `/v1/webhook-endpoints/${epA.id}`);
		expect(still.body.data).toMatchObject({ url: epA.url, active: true });
		const db = await dbOf("DB_PAY", a);
		const row = await db
			.prepare("SELECT secret_hash FROM webhook_endpoints WHERE id = ?")
			.bind(epA.id)
			.first<{ secret_hash: string }>();
		expect(row?.secret_hash).toBe(await sha256Hex(epA.secret));
		const roll = await db
			.prepare("SELECT previous_secret_salt, previous_secret_expires_at FROM webhook_endpoints WHERE id = ?")
			.bind(epA.id)
			.first();
		expect(roll).toEqual({ previous_secret_salt: null, previous_secret_expires_at: null });
	});

	it("test and live are separate: a live key of the same workspace sees none of the test endpoints, deliveries or events", async () => {
		const { a, epA, eventId, deliveryId } = await twoWorkspaces();
		const live = await mintPayKey(a, { environment: "live" });
		expectEnvelopeError(await payCall(live, "GET", `/v1/webhook-endpoints/${epA.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(live, "GET", `/v1/webhook-deliveries/${deliveryId}`), 404, "not_found");
		expectEnvelopeError(await payCall(live, "GET", `/v1/events/${eventId}`), 404, "not_found");
		expect((await payCall(live, "GET", "/v1/events")).body.data).toEqual([]);
	});

	it("events of one workspace are never delivered to another workspace's endpoint", async () => {
		const a = await createWorkspace();
		const b = await createWorkspace();
		const keyA = await mintPayKey(a);
		const keyB = await mintPayKey(b);
		const epA = await endpoint(keyA);
		const epB = await endpoint(keyB);
		await payCall(keyA, "POST", "/v1/test-helpers/events", { body: { type: "payout.paid", count: 5 } });
		await eventually(
			async () => receiver.to(epA.url),
			(r) => r.length === 5,
		);
		await new Promise((r) => setTimeout(r, 500));
		expect(receiver.to(epB.url)).toHaveLength(0);
		// Neither workspace's shard holds a delivery to B's endpoint (A's fan-out runs on A's shard).
		for (const ws of [a, b]) {
			const n = await (await dbOf("DB_PAY", ws))
				.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?")
				.bind(epB.id)
				.first<{ n: number }>();
			expect(n?.n).toBe(0);
		}
	});
});

describe("signing secrets", () => {
	it("only a salt and sha256(secret) are stored; the secret is re-derivable from MASTER_KEY and appears in no table", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		const e = await endpoint(key);
		const row = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT * FROM webhook_endpoints WHERE id = ?")
			.bind(e.id)
			.first<Record<string, string>>();
		expect(row?.secret_hash).toBe(await sha256Hex(e.secret));
		expect(await deriveSecret(env.MASTER_KEY, row?.secret_salt as string, "whsec_")).toBe(e.secret);
		const tables = await (await dbOf("DB_PAY", ws))
			.prepare(
				"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
			)
			.all<{
				name: string;
			}>();
		for (const { name } of tables.results) {
			const rows = await (await dbOf("DB_PAY", ws)).prepare(`SELECT * FROM "${name}"`).all();
			expect(JSON.stringify(rows.results), name).not.toContain(e.secret.slice("whsec_".length));
		}
	});

	it("the Idempotency store keeps create and rotate responses without the secret; replays still return it", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		const e = await endpoint(key, {}, "idem-wh-1");
		const rotated = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, {
			idempotencyKey: "idem-wh-2",
		});
		const replay = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, {
			idempotencyKey: "idem-wh-2",
		});
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
		expect(replay.body.data.secret).toBe(rotated.body.data.secret);
		const stub = env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`pay:${ws}:test`));
		const stored = await runInDurableObject(stub, (_i, state) =>
			state.storage.sql.exec("SELECT body FROM idem_keys").toArray(),
		);
		expect(stored.length).toBe(2);
		const dump = JSON.stringify(stored);
		expect(dump).toContain(e.id);
		expect(dump).not.toContain(e.secret.slice(6));
		expect(dump).not.toContain(rotated.body.data.secret.slice(6));
	});

	it("a rolled rotation shows only the new secret; the old one is in no response and the database holds neither", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		const e = await endpoint(key);
		const rolled = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, {
			body: { expiresInSeconds: 600 },
			idempotencyKey: "idem-roll",
		});
		const replay = await payCall(key, "POST", `/v1/webhook-endpoints/${e.id}/rotate-secret`, {
			body: { expiresInSeconds: 600 },
			idempotencyKey: "idem-roll",
		});
		expect(replay.body.data.secret).toBe(rolled.body.data.secret);
		const reads = [
			rolled,
			replay,
			await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`),
			await payCall(key, "GET", "/v1/webhook-endpoints"),
		];
		for (const r of reads) expect(r.text).not.toContain(e.secret.slice(6));
		for (const r of reads.slice(2)) expect(r.text).not.toContain(rolled.body.data.secret.slice(6));
		const row = JSON.stringify(
			await (await dbOf("DB_PAY", ws)).prepare("SELECT * FROM webhook_endpoints WHERE id = ?").bind(e.id).first(),
		);
		expect(row).not.toContain(e.secret.slice(6));
		expect(row).not.toContain(rolled.body.data.secret.slice(6));
	});

	it("secrets never appear in list, retrieve, delivery or error responses", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		const e = await endpoint(key);
		await payCall(key, "POST", "/v1/test-helpers/events", { body: { type: "invoice.created" } });
		const ds = await eventually(
			() => payCall(key, "GET", `/v1/webhook-endpoints/${e.id}/deliveries`),
			(r) => r.body.data?.[0]?.status === "succeeded",
		);
		for (const res of [
			await payCall(key, "GET", "/v1/webhook-endpoints"),
			await payCall(key, "GET", `/v1/webhook-endpoints/${e.id}`),
			ds,
			await payCall(key, "GET", `/v1/webhook-deliveries/${ds.body.data[0].id}`),
			await payCall(key, "GET", "/v1/events"),
			await payCall(key, "PATCH", `/v1/webhook-endpoints/${e.id}`, { body: { url: "https://10.0.0.1/" } }),
		]) {
			expect(res.text).not.toContain(e.secret);
		}
	});
});
