// Marketing webhooks (issue 40): endpoints, deliveries and events through the shared engine under
// /mkt/api/v1, campaign events emitted with emitMktEvent reaching a receiver signed Mkt-Signature,
// and tenancy (one workspace never sees or receives another's).
import { describe, expect, it } from "vitest";
import { emitMktEvent, MKT_EVENT_TYPES } from "../../src/services/marketing/events";
import { call, expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually, hmacHex } from "../helpers/pay";
import { envOf, onBothShards } from "../helpers/shards";
import { hookUrl, type Received, stubReceiver } from "../helpers/webhooks";

const campaign = (id: string) => ({
	id,
	name: "Harbolnas 12.12",
	channelId: "ch_test",
	status: "sent",
	recipients: 3,
	counts: { queued: 0, sent: 3, failed: 0 },
});

/** Emits a campaign event for the workspace as the send path does (its shard's env, no execution context). */
const emit = async (
	ws: string,
	type: "mkt.campaign.sent.v1" | "mkt.campaign.finished.v1",
	data: unknown,
	id?: string,
) => emitMktEvent(await envOf(ws), null, ws, type, data, id);

/** The delivery's Mkt-Signature checked as a receiver would (DESIGN §4: t=<unix>,v1=HMAC(secret, t.body)). */
async function signedBy(d: Received, secret: string) {
	const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(d.headers["mkt-signature"] ?? "");
	if (!m) return false;
	return Math.abs(Date.now() / 1000 - Number(m[1])) < 300 && m[2] === (await hmacHex(secret, `${m[1]}.${d.body}`));
}

describe("marketing webhook endpoints", () => {
	it("create (secret shown once), list, retrieve, patch, rotate the secret, delete; event types described", async () => {
		const { key } = await mktWorkspace();
		const url = hookUrl("mkt");
		const created = await mkt(key, "POST", "/webhook-endpoints", { body: { url, events: ["mkt.campaign."] } });
		expect(created.status, created.text).toBe(201);
		const ep = created.body.data;
		expect(ep).toMatchObject({ url, events: ["mkt.campaign."] });
		expect(ep.secret).toMatch(/^whsec_/);
		const list = await mkt(key, "GET", "/webhook-endpoints");
		expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([ep.id]);
		expect(list.body.meta).toMatchObject({ hasMore: false });
		const got = await mkt(key, "GET", `/webhook-endpoints/${ep.id}`);
		expect(got.body.data).toMatchObject({ id: ep.id, url });
		expect(got.body.data.secret).toBeUndefined();
		const patched = await mkt(key, "PATCH", `/webhook-endpoints/${ep.id}`, {
			body: { events: ["mkt.campaign.finished.v1"] },
		});
		expect(patched.body.data.events).toEqual(["mkt.campaign.finished.v1"]);
		const rotated = await mkt(key, "POST", `/webhook-endpoints/${ep.id}/rotate-secret`, { body: {} });
		expect(rotated.status, rotated.text).toBe(200);
		expect(rotated.body.data.secret).toMatch(/^whsec_/);
		expect(rotated.body.data.secret).not.toBe(ep.secret);
		expect((await mkt(key, "DELETE", `/webhook-endpoints/${ep.id}`)).status).toBe(204);
		expectEnvelopeError(await mkt(key, "GET", `/webhook-endpoints/${ep.id}`), 404, "NOT_FOUND");

		const types = await mkt(key, "GET", "/event-types");
		expect(types.body.data.map((t: { type: string }) => t.type)).toEqual([...MKT_EVENT_TYPES]);
		const described = Object.fromEntries(
			types.body.data.map((t: { type: string; description: string }) => [t.type, t.description]),
		);
		expect(described["mkt.campaign.sent.v1"]).toMatch(/send started/);
		expect(described["mkt.contact.created.v1"]).toMatch(/^Reserved/);
	});

	it("refuses an unknown event type, a URL that is not http(s) and a missing credential", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(
			await mkt(key, "POST", "/webhook-endpoints", { body: { url: hookUrl(), events: ["mkt.campaign.exploded.v1"] } }),
			400,
			"VALIDATION",
		);
		expectEnvelopeError(
			await mkt(key, "POST", "/webhook-endpoints", { body: { url: "ftp://hooks.example.com/x", events: ["*"] } }),
			400,
			"VALIDATION",
		);
		expect((await call("GET", "/mkt/api/v1/webhook-endpoints")).status).toBe(401);
	});

	it("an Idempotency-Key replays the create instead of making a second endpoint", async () => {
		const { key } = await mktWorkspace();
		const body = { url: hookUrl(), events: ["*"] };
		const a = await mkt(key, "POST", "/webhook-endpoints", { body, idempotencyKey: "ep-1" });
		const b = await mkt(key, "POST", "/webhook-endpoints", { body, idempotencyKey: "ep-1" });
		expect(b.status).toBe(201);
		expect(b.body.data.id).toBe(a.body.data.id);
		expect((await mkt(key, "GET", "/webhook-endpoints")).body.data).toHaveLength(1);
	});
});

describe("campaign events", () => {
	it("emitMktEvent reaches a subscribed endpoint signed Mkt-Signature; listed under events and deliveries; a stable id delivers once", async () => {
		const receiver = stubReceiver();
		const { ws, key } = await mktWorkspace();
		const url = hookUrl("mkt-campaign");
		const ep = (await mkt(key, "POST", "/webhook-endpoints", { body: { url, events: ["mkt.campaign."] } })).body.data;
		const other = hookUrl("mkt-contacts-only");
		await mkt(key, "POST", "/webhook-endpoints", { body: { url: other, events: ["mkt.contact.created.v1"] } });

		const eventId = `evt_cmp_${crypto.randomUUID().replaceAll("-", "")}`;
		await emit(ws, "mkt.campaign.finished.v1", campaign("cmp_1"), eventId);
		await emit(ws, "mkt.campaign.finished.v1", campaign("cmp_1"), eventId); // a retried producer
		await emit(ws, "mkt.campaign.sent.v1", { ...campaign("cmp_2"), status: "sending" });

		const got = await eventually(
			async () => receiver.to(url),
			(list) => list.length >= 2,
		);
		const bodies = got.map((d) => JSON.parse(d.body));
		expect(bodies.map((b) => b.type).sort()).toEqual(["mkt.campaign.finished.v1", "mkt.campaign.sent.v1"]);
		const finished = bodies.find((b) => b.type === "mkt.campaign.finished.v1");
		expect(finished).toMatchObject({ id: eventId, accountId: ws, data: campaign("cmp_1") });
		expect(Object.keys(finished).sort()).toEqual(["accountId", "data", "id", "occurredAt", "type"]);
		for (const d of got) expect(await signedBy(d, ep.secret)).toBe(true);
		expect(await signedBy(got[0], "whsec_wrong")).toBe(false);
		expect(receiver.to(other)).toEqual([]);

		const events = await mkt(key, "GET", "/events?type=mkt.campaign.");
		expect(events.body.data.map((e: { id: string }) => e.id)).toContain(eventId);
		expect(events.body.data).toHaveLength(2);
		const one = await mkt(key, "GET", `/events/${eventId}`);
		expect(one.body.data).toMatchObject({ id: eventId, type: "mkt.campaign.finished.v1" });
		const deliveries = await eventually(
			async () => (await mkt(key, "GET", `/webhook-deliveries?endpointId=${ep.id}`)).body.data,
			(list: Array<{ status: string }>) => list.length === 2 && list.every((d) => d.status === "succeeded"),
		);
		expect(deliveries).toHaveLength(2);
		// Still exactly one delivery of the event whose producer ran twice.
		expect(receiver.to(url).filter((d) => JSON.parse(d.body).id === eventId)).toHaveLength(1);
	});

	it("tenancy: a workspace on each shard sees and receives only its own events, endpoints and deliveries", async () => {
		const receiver = stubReceiver();
		const [a, b] = await onBothShards("DB_MKT", () => mktWorkspace());
		const [urlA, urlB] = [hookUrl("mkt-a"), hookUrl("mkt-b")];
		const epA = (await mkt(a.key, "POST", "/webhook-endpoints", { body: { url: urlA, events: ["*"] } })).body.data;
		await mkt(b.key, "POST", "/webhook-endpoints", { body: { url: urlB, events: ["*"] } });
		const idA = await emit(a.ws, "mkt.campaign.sent.v1", campaign("cmp_a"));
		await eventually(
			async () => receiver.to(urlA),
			(l) => l.length >= 1,
		);
		expect(receiver.to(urlB)).toEqual([]);
		expectEnvelopeError(await mkt(b.key, "GET", `/webhook-endpoints/${epA.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await mkt(b.key, "PATCH", `/webhook-endpoints/${epA.id}`, { body: { events: ["*"] } }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await mkt(b.key, "DELETE", `/webhook-endpoints/${epA.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(b.key, "GET", `/events/${idA}`), 404, "NOT_FOUND");
		expect((await mkt(b.key, "GET", "/events")).body.data).toEqual([]);
		expect((await mkt(b.key, "GET", "/webhook-endpoints")).body.data).toHaveLength(1);
		const deliveriesA = (await mkt(a.key, "GET", "/webhook-deliveries")).body.data;
		expect(deliveriesA.length).toBeGreaterThanOrEqual(1);
		expectEnvelopeError(await mkt(b.key, "GET", `/webhook-deliveries/${deliveriesA[0].id}`), 404, "NOT_FOUND");
		expect((await mkt(b.key, "GET", "/webhook-deliveries")).body.data).toEqual([]);
	});
});
