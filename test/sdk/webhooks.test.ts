// The SDK's webhook verification against deliveries the engine really sent (payments, storefront, POS,
// CI, marketing: the real queue consumer posting to a stubbed receiver), a rolled secret signing next to
// the new one, the tolerance, tampered bodies and malformed headers. Localization and secrets deliver no
// events yet: their headers are checked against the engine's own signer under their names.
import { SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
	createPayClient,
	createStoreClient,
	parseSignatureHeader,
	verifyWebhook,
	verifyWebhookRequest,
	WEBHOOK_SIGNATURE_HEADERS,
	type WebhookEvent,
	WebhookVerificationError,
	type WebhookVerificationReason,
} from "../../sdk/src/index";
import { signatureHeaderValue } from "../../src/platform/webhooks/signing";
import { emitMktEvent } from "../../src/services/marketing/events";
import { endpoint as ciEndpoint, ciHooks } from "../helpers/ci-webhooks";
import { admin, ORIGIN } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { envOf } from "../helpers/shards";
import { hookUrl, type Received } from "../helpers/webhooks";

const fetch = (r: Request) => SELF.fetch(r);
let hooks: ReturnType<typeof ciHooks>;
beforeAll(() => {
	hooks = ciHooks(); // one stubbed receiver (globalThis.fetch) for every service, plus CI's code host
});
afterAll(() => {
	vi.unstubAllGlobals();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function reason(p: Promise<unknown>): Promise<WebhookVerificationReason | "verified"> {
	try {
		await p;
		return "verified";
	} catch (err) {
		if (err instanceof WebhookVerificationError) return err.reason;
		throw err;
	}
}

/** The first delivery that reached `url`. */
const delivered = async (url: string): Promise<Received> =>
	(
		await eventually(
			async () => hooks.receiver.to(url),
			(l) => l.length > 0,
		)
	)[0];

/** The delivery as the receiver's Request (what a Worker or any Fetch API server gets). */
const asRequest = (d: Received) => new Request(d.url, { method: "POST", headers: d.headers, body: d.body });

async function payClient() {
	const ws = (await admin("POST", "/v1/workspaces", { name: `Hooks ${crypto.randomUUID().slice(0, 6)}` })).body.data.id;
	const key = (await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pay", environment: "test" })).body
		.data;
	return createPayClient({ baseUrl: `${ORIGIN}/pay`, keyId: key.keyId, secret: key.key, fetch });
}

describe("Pay-Signature deliveries from the engine", () => {
	it("verifies with the new and the rolled secret while both sign; refuses others, tampering, age and bad headers", async () => {
		const pay = await payClient();
		const url = hookUrl("sdk-pay");
		const ep = await pay.post("/v1/webhook-endpoints", { body: { url, events: ["*"] } });
		const old = (ep as { secret: string }).secret;
		const rolled = await pay.post("/v1/webhook-endpoints/{id}/rotate-secret", {
			params: { path: { id: ep.id } },
			body: { expiresInSeconds: 3600 },
		});
		const secret = (rolled as { secret: string }).secret;
		expect(secret).not.toBe(old);
		await pay.post("/v1/test-helpers/events", { body: { type: "payout.paid", data: { id: "po_sdk" } } });
		const d = await delivered(url);
		const header = d.headers["pay-signature"];
		const parsed = parseSignatureHeader(header);
		expect(parsed?.signatures).toHaveLength(2); // one v1 per secret during the roll
		expect(Math.abs(nowSeconds() - (parsed?.timestamp ?? 0))).toBeLessThan(300);

		const event = await verifyWebhook<{ id: string }>({ header, payload: d.body, secret });
		expect(event).toMatchObject({ type: "payout.paid", data: { id: "po_sdk" } });
		expect(Object.keys(event)).toEqual(["id", "type", "occurredAt", "accountId", "data"]);
		expect(await reason(verifyWebhook({ header, payload: d.body, secret: old }))).toBe("verified");
		expect(await reason(verifyWebhook({ header, payload: d.body, secret: ["whsec_other", secret] }))).toBe("verified");
		expect(await reason(verifyWebhookRequest(asRequest(d), { service: "pay", secret }))).toBe("verified");
		// the bytes as received: a Uint8Array or an ArrayBuffer verifies the same
		const bytes = new TextEncoder().encode(d.body);
		expect(await reason(verifyWebhook({ header, payload: bytes, secret }))).toBe("verified");
		const buffer = await new Response(d.body).arrayBuffer();
		expect(await reason(verifyWebhook({ header, payload: buffer, secret }))).toBe("verified");

		expect(await reason(verifyWebhook({ header, payload: d.body, secret: "whsec_other" }))).toBe(
			"no_matching_signature",
		);
		const tampered = d.body.replace("po_sdk", "po_evil");
		expect(await reason(verifyWebhook({ header, payload: tampered, secret }))).toBe("no_matching_signature");
		expect(await reason(verifyWebhook({ header, payload: `${d.body} `, secret }))).toBe("no_matching_signature");
		// the same signature, re-dated: t is part of what v1 signs
		const t = parsed?.timestamp ?? 0;
		const redated = header.replace(`t=${t}`, `t=${t + 1}`);
		expect(await reason(verifyWebhook({ header: redated, payload: d.body, secret, now: t }))).toBe(
			"no_matching_signature",
		);

		// tolerance: 300 s by default, either side of the receiver's clock; configurable
		expect(await reason(verifyWebhook({ header, payload: d.body, secret, now: t + 300 }))).toBe("verified");
		expect(await reason(verifyWebhook({ header, payload: d.body, secret, now: t + 301 }))).toBe(
			"timestamp_outside_tolerance",
		);
		expect(await reason(verifyWebhook({ header, payload: d.body, secret, now: t - 301 }))).toBe(
			"timestamp_outside_tolerance",
		);
		expect(
			await reason(verifyWebhook({ header, payload: d.body, secret, now: t + 1000, toleranceSeconds: 1200 })),
		).toBe("verified");

		expect(await reason(verifyWebhook({ header: null, payload: d.body, secret }))).toBe("missing_header");
		for (const bad of [`v1=${"a".repeat(64)}`, `t=${t}`, `t=${t},v1=xyz`, "garbage"])
			expect(await reason(verifyWebhook({ header: bad, payload: d.body, secret }))).toBe("malformed_header");
	});

	it("after the roll ends only the new secret signs: the old one no longer verifies", async () => {
		const pay = await payClient();
		const url = hookUrl("sdk-pay-rotated");
		const ep = await pay.post("/v1/webhook-endpoints", { body: { url, events: ["*"] } });
		const rotated = await pay.post("/v1/webhook-endpoints/{id}/rotate-secret", { params: { path: { id: ep.id } } });
		await pay.post("/v1/test-helpers/events", { body: { type: "invoice.paid" } });
		const d = await delivered(url);
		const header = d.headers["pay-signature"];
		expect(parseSignatureHeader(header)?.signatures).toHaveLength(1);
		const secret = (rotated as { secret: string }).secret;
		expect((await verifyWebhook({ header, payload: d.body, secret })).type).toBe("invoice.paid");
		const old = (ep as { secret: string }).secret;
		expect(await reason(verifyWebhook({ header, payload: d.body, secret: old }))).toBe("no_matching_signature");
	});
});

describe("every service's <Svc>-Signature", () => {
	it("Store-Signature: a product created reaches the endpoint and verifies", async () => {
		const ws = (await admin("POST", "/v1/workspaces", { name: "Hooks store" })).body.data.id;
		const { key } = (await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "store" })).body.data;
		const store = createStoreClient({ baseUrl: `${ORIGIN}/mkt`, key, fetch });
		const url = hookUrl("sdk-store");
		const ep = (await store.post("/api/v1/storefront/webhook-endpoints", {
			body: { url, events: ["store.product.created.v1"] },
		})) as { secret: string };
		const p = await store.post("/api/v1/storefront/products", {
			body: { name: "Kopi Gayo", price: 85_000, currency: "IDR", type: "physical" },
		});
		const d = await delivered(url);
		const event = await verifyWebhookRequest<{ id: string }>(asRequest(d), { service: "store", secret: ep.secret });
		expect(event).toMatchObject({ type: "store.product.created.v1", data: { id: p.id } });
	});

	it("Pos-Signature: a completed sale reaches the endpoint and verifies", async () => {
		const shop = await posShop({ stock: 5 });
		const url = hookUrl("sdk-pos");
		const sub = (await pos(shop.key, "POST", "/webhook-subscriptions", { url, events: ["pos.sale.completed.v1"] })).body
			.data;
		const sale = (await shop.sell({ payments: [{ method: "CASH", amount: 10_000 }] })).body.data;
		const d = await delivered(url);
		const event: WebhookEvent<{ id: string }> = await verifyWebhookRequest(asRequest(d), {
			service: "pos",
			secret: sub.secret,
		});
		expect(event).toMatchObject({ type: "pos.sale.completed.v1", accountId: shop.ws, data: { id: sale.id } });
	});

	it("Ci-Signature: a pipeline run reaches the endpoint and verifies", async () => {
		const p = await hooks.project();
		const url = hookUrl("sdk-ci");
		const ep = await ciEndpoint(p.key, { url, events: ["ci.pipeline.created.v1"] });
		const run = await p.run();
		const d = await delivered(url);
		const event = await verifyWebhookRequest<{ id: string }>(asRequest(d), { service: "ci", secret: ep.secret });
		expect(event).toMatchObject({ type: "ci.pipeline.created.v1", data: { id: run.id } });
	});

	it("Mkt-Signature: a campaign event reaches the endpoint and verifies", async () => {
		const { ws, key } = await mktWorkspace();
		const url = hookUrl("sdk-mkt");
		const ep = (await mkt(key, "POST", "/webhook-endpoints", { body: { url, events: ["mkt.campaign."] } })).body.data;
		await emitMktEvent(await envOf(ws), null, ws, "mkt.campaign.sent.v1", { id: "cmp_sdk", status: "sending" });
		const d = await delivered(url);
		const event = await verifyWebhookRequest<{ id: string }>(asRequest(d), { service: "mkt", secret: ep.secret });
		expect(event).toMatchObject({ type: "mkt.campaign.sent.v1", accountId: ws, data: { id: "cmp_sdk" } });
	});

	it("Loc- and Secrets-Signature (no events yet): the engine's signer under each header name", async () => {
		const body = JSON.stringify({
			id: "evt_1",
			type: "x.y.v1",
			occurredAt: new Date().toISOString(),
			accountId: "acc_1",
			data: {},
		});
		for (const service of ["loc", "secrets"] as const) {
			const header = await signatureHeaderValue(["whsec_new", "whsec_old"], body, nowSeconds());
			const req = new Request("https://hooks.example.com/x", {
				method: "POST",
				headers: { [WEBHOOK_SIGNATURE_HEADERS[service]]: header },
				body,
			});
			expect((await verifyWebhookRequest(req.clone(), { service, secret: "whsec_old" })).id).toBe("evt_1");
			expect(await reason(verifyWebhookRequest(req, { service: "pay", secret: "whsec_new" }))).toBe("missing_header");
		}
		expect(WEBHOOK_SIGNATURE_HEADERS).toEqual({
			pay: "Pay-Signature",
			mkt: "Mkt-Signature",
			store: "Store-Signature",
			pos: "Pos-Signature",
			ci: "Ci-Signature",
			loc: "Loc-Signature",
			secrets: "Secrets-Signature",
		});
	});
});
