// The gateway C sandbox simulator answers like the provider: client-credentials tokens (401
// invalid_client for "bad"), orders with a payer-action link, the approve page that sends the payer
// back to the return URL, capture only after approval, PayPal-Request-Id replays, tenancy by token.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { startGatewayCSimulator } from "./gateway-c.mjs";

let sim;
before(async () => {
	sim = await startGatewayCSimulator();
});
after(() => sim.close());

const basic = (id, secret) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function tokenFor(id = "client", secret = "secret") {
	const r = await fetch(`${sim.url}/v1/oauth2/token`, {
		method: "POST",
		headers: { Authorization: basic(id, secret), "Content-Type": "application/x-www-form-urlencoded" },
		body: "grant_type=client_credentials",
	});
	return { status: r.status, body: await r.json() };
}

const api = (token, method, path, body, headers = {}) =>
	fetch(`${sim.url}${path}`, {
		method,
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
		body: body === undefined ? undefined : JSON.stringify(body),
	}).then(async (r) => ({ status: r.status, body: await r.json() }));

const order = (custom = "cs_1:1") => ({
	intent: "CAPTURE",
	purchase_units: [{ reference_id: custom, custom_id: custom, amount: { currency_code: "USD", value: "49.00" } }],
	payment_source: {
		paypal: {
			experience_context: { return_url: "https://shop.example/return?x=1", cancel_url: "https://shop.example/" },
		},
	},
});

const form = (path, fields) =>
	fetch(`${sim.url}${path}`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		body: new URLSearchParams(fields).toString(),
	});

test("client credentials: a token for any pair but 'bad'; 401 invalid_client otherwise; grant type required", async () => {
	const ok = await tokenFor();
	assert.equal(ok.status, 200);
	assert.match(ok.body.access_token, /^A21AA/);
	assert.equal(ok.body.token_type, "Bearer");
	assert.equal(ok.body.expires_in, 32400);
	assert.deepEqual((await tokenFor("client", "bad")).body.error, "invalid_client");
	assert.equal((await tokenFor("bad", "x")).status, 401);
	const noGrant = await fetch(`${sim.url}/v1/oauth2/token`, {
		method: "POST",
		headers: { Authorization: basic("c", "s"), "Content-Type": "application/x-www-form-urlencoded" },
		body: "grant_type=password",
	});
	assert.equal(noGrant.status, 400);
	assert.equal((await api("not-issued", "POST", "/v2/checkout/orders", order())).status, 401);
});

test("order → approve page → Approve sends the payer back to return_url → capture completes once", async () => {
	const { access_token: t } = (await tokenFor()).body;
	const made = await api(t, "POST", "/v2/checkout/orders", order(), { "PayPal-Request-Id": "cs_1:1" });
	assert.equal(made.status, 200);
	assert.equal(made.body.status, "PAYER_ACTION_REQUIRED");
	const href = made.body.links.find((l) => l.rel === "payer-action").href;
	assert.equal(href, `${sim.url}/checkoutnow?token=${made.body.id}`);
	// The same PayPal-Request-Id replays the first answer (no second order).
	const again = await api(t, "POST", "/v2/checkout/orders", order(), { "PayPal-Request-Id": "cs_1:1" });
	assert.equal(again.body.id, made.body.id);

	const early = await api(t, "POST", `/v2/checkout/orders/${made.body.id}/capture`, {});
	assert.equal(early.status, 422);
	assert.equal(early.body.details[0].issue, "ORDER_NOT_APPROVED");

	const page = await fetch(href);
	const html = await page.text();
	assert.equal(page.status, 200);
	assert.match(html, /USD 49\.00/);
	const action = /<form method="post" action="([^"]+\/approve)">/.exec(html)?.[1];
	assert.equal(action, `${sim.url}/checkoutnow/approve`);
	const approved = await form("/checkoutnow/approve", { token: made.body.id });
	assert.equal(approved.status, 303);
	const back = new URL(approved.headers.get("location"));
	assert.equal(`${back.origin}${back.pathname}`, "https://shop.example/return");
	assert.equal(back.searchParams.get("x"), "1");
	assert.equal(back.searchParams.get("token"), made.body.id);
	assert.ok(back.searchParams.get("PayerID"));

	const cap = await api(t, "POST", `/v2/checkout/orders/${made.body.id}/capture`, {}, { "PayPal-Request-Id": "c1" });
	assert.equal(cap.status, 201);
	assert.equal(cap.body.status, "COMPLETED");
	const capture = cap.body.purchase_units[0].payments.captures[0];
	assert.deepEqual([capture.status, capture.custom_id, capture.amount.value], ["COMPLETED", "cs_1:1", "49.00"]);
	const replay = await api(t, "POST", `/v2/checkout/orders/${made.body.id}/capture`, {}, { "PayPal-Request-Id": "c1" });
	assert.equal(replay.body.purchase_units[0].payments.captures[0].id, capture.id);
	const twice = await api(t, "POST", `/v2/checkout/orders/${made.body.id}/capture`, {}, { "PayPal-Request-Id": "c2" });
	assert.equal(twice.body.details[0].issue, "ORDER_ALREADY_CAPTURED");
	assert.equal((await api(t, "POST", `/v2/payments/captures/${capture.id}/refund`, {})).body.status, "COMPLETED");
});

test("Cancel returns to cancel_url; another client's token cannot see the order; bad bodies are 400", async () => {
	const { access_token: t } = (await tokenFor("one", "s")).body;
	const made = await api(t, "POST", "/v2/checkout/orders", order("cs_2:1"));
	const canceled = await form("/checkoutnow/cancel", { token: made.body.id });
	assert.equal(canceled.status, 303);
	assert.match(canceled.headers.get("location"), /^https:\/\/shop\.example\/\?token=/);
	const { access_token: other } = (await tokenFor("two", "s")).body;
	assert.equal((await api(other, "GET", `/v2/checkout/orders/${made.body.id}`)).status, 404);
	assert.equal((await api(t, "GET", `/v2/checkout/orders/${made.body.id}`)).body.status, "PAYER_ACTION_REQUIRED");
	const bad = structuredClone(order());
	bad.purchase_units[0].amount.value = "49.001";
	assert.equal((await api(t, "POST", "/v2/checkout/orders", bad)).status, 400);
	assert.equal((await api(t, "POST", "/v2/checkout/orders", { ...order(), intent: "AUTHORIZE" })).status, 400);
});

test("a vaulted source is captured at once ('fail' declines); webhook verification fails; the log hides secrets", async () => {
	const { access_token: t } = (await tokenFor()).body;
	const vaulted = (vault) => ({ ...order(), payment_source: { paypal: { vault_id: vault } } });
	const ok = await api(t, "POST", "/v2/checkout/orders", vaulted("V-1"));
	assert.equal(ok.status, 201);
	assert.equal(ok.body.status, "COMPLETED");
	const declined = await api(t, "POST", "/v2/checkout/orders", vaulted("V-fail"));
	assert.equal(declined.body.details[0].issue, "INSTRUMENT_DECLINED");
	const verify = await api(t, "POST", "/v1/notifications/verify-webhook-signature", { webhook_id: "WH" });
	assert.equal(verify.body.verification_status, "FAILURE");
	const log = await (await fetch(`${sim.url}/_sim/requests`)).json();
	assert.ok(log.length > 0);
	assert.ok(log.every((r) => !r.headers.authorization || ["Basic", "Bearer"].includes(r.headers.authorization)));
	assert.ok(log.filter((r) => r.path === "/v1/oauth2/token").every((r) => r.body === ""));
});
